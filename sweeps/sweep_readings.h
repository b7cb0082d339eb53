// The readings `sweep compare` tests (docs/sweeps.md#comparing-two-sweeps): every quantity of a
// sweep's tally that says what the dungeons are like, each as a distribution of per-dungeon (or
// per-floor) values, a share (so many of so many) or a mix (counts by category). Read off a
// finished tally alone, so a JSON report and the shard parts of one sweep give the same readings;
// an id names each reading for the thresholds file ("M5", "M5@mine", "tries", "topologies",
// "reach.hulk", "things.door.lever", ...). Integers only; a fixed order.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "model/options.h"
#include "sweeps/tally.h"

namespace dungeon::sweeps {

enum class ReadingKind {
  kDistribution,  // values -> counts: a metric's readings, tries per seed, things per dungeon
  kShare,         // hits of `of`: the goal seen early, a body reaching the goal
  kMix,           // counts by category: floors per topology, duct ends by kind
};

struct SweepReading {
  std::string id;     // the thresholds file's name for it
  std::string label;  // what the report prints: "M5 loops", "tries per seed"
  ReadingKind kind = ReadingKind::kDistribution;
  bool milli = false;  // a distribution's values are thousandths (metrics, the mine's open share)
  ValueCounts values;  // kDistribution: value -> readings
  int64_t hits = 0;    // kShare
  int64_t of = 0;
  std::vector<std::pair<std::string, int64_t>> mix;  // kMix: category -> count, by category
};

// The readings of a finished tally of a sweep with `options`, in a fixed order: the metrics in
// registry order (with --mine on two or more floors each per-floor metric followed by its mine
// floor's row), tries per seed, floors per topology, the goal seen early, the mixed secret and
// crawl or panel secrets without it, the goal reached per body, things per dungeon by kind, and
// what --rising and --mine laid. A reading with no data (a metric no dungeon measured) is listed
// all the same, empty.
std::vector<SweepReading> sweepReadings(const Tally& tally, const Options& options);

// A mix's counts summed over its categories.
int64_t mixTotal(const SweepReading& reading);

// Readings of one seed, for the paired view: (reading id, floor or -1, the value as printed,
// and as a number in thousandths of its unit: a metric's value, a count times 1000, yes 1000
// and no 0; 0 for a topology's name).
struct SeedReading {
  std::string id;
  int floor = -1;
  std::string value;
  int64_t milli = 0;
  bool operator==(const SeedReading&) const = default;
};

// Every reading of one seed's outcome that the per-seed row holds: passed, each floor's
// topology, each metric reading, each floor's mixed secret, each body's reach, and the
// per-dungeon readings of perDungeonReadings (tries, things, rising, each stage facts row).
std::vector<SeedReading> seedReadings(const SeedOutcome& seed);

}  // namespace dungeon::sweeps
