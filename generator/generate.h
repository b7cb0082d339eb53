// The generator's front door: a dungeon from (name, seed, options), deterministically. It
// builds several tries, each from its own RNG streams derived from (seed, stage, try), checks
// every try with the full checker, and keeps the best passing one (SPEC section 5).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "checks/bands.h"
#include "checks/report.h"
#include "model/dungeon.h"

namespace dungeon::gen {

// Why one try was kept or thrown away.
struct TryRecord {
  int index = 0;
  bool passed = false;
  std::string rejected_by;  // a hard check id, a metric id ("M3"), or a stage ("layout")
  std::string reason;       // one line, for reports
  int64_t score = 0;        // lower is better among passing tries
};

struct Generation {
  Dungeon dungeon;  // the kept try: the best passing one, else the best failing one
  bool passed = false;
  int kept_try = -1;
  std::vector<TryRecord> tries;  // every try made, in order
  checks::Report report;         // the kept try's full report
};

// How many tries the generator makes at most, and how many passing tries it compares.
inline constexpr int kMaxTries = 48;
inline constexpr int kPassingTriesCompared = 3;

// REQUIRES: validateOptions(options) is empty.
Generation generate(const std::string& name, uint64_t seed, const Options& options,
                    const checks::BandTable& bands = checks::standardBands());

// The name of an unnamed dungeon made from a bare seed ("seed-42").
std::string nameForSeed(uint64_t seed);

}  // namespace dungeon::gen
