// What a sweep report is made of, gathered seed by seed into sums and counts that do not
// depend on the order the seeds were added in, and that two tallies of disjoint seed runs
// merge into the tally of both. A tally holds data per seed only where the report lists it:
// the failing seeds (reason only), the stage failures when asked for and the JSON report's
// rows when asked for; everything else is a count or a histogram of values (the metrics'
// readings, and per dungeon its tries, things by kind, rising and each stage facts row, for
// `sweep compare`), so a sweep of
// 10^7 seeds holds no more than one of 40. finish() puts the lists in seed order; after it,
// the tally is the same for any thread count, any split into shards and any merge order.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sweeps/expressive_range.h"
#include "sweeps/ledger_tally.h"
#include "sweeps/sweep.h"

namespace dungeon::sweeps {

// What a tally keeps beyond its counts.
struct TallyKeeps {
  bool stage_failures = false;  // every try a stage could not finish
  bool seed_rows = false;       // the JSON report's row per seed
};

struct FailedSeed {
  uint64_t seed = 0;
  std::string reason;
};

struct StageFailureAt {
  uint64_t seed = 0;
  StageFailure failure;
};

// One seed's row of the JSON report (sweep_report.h's seedRow), kept as its compact JSON text
// (sweep_report.h's rowJson reads it), so a partial written to a file and read back gives the
// same bytes and a tally is held without the JSON library.
struct SeedRow {
  uint64_t seed = 0;
  std::string json;
  bool operator==(const SeedRow&) const = default;
};

struct GlimpseTally {
  int64_t dungeons = 0;
  int64_t seen = 0;
};

// What rising laid on the kept floors of one topology (rising_facts.h), summed.
struct RisingTally {
  int64_t floors = 0;
  FloorRising laid;
};

// Adds one floor's rising facts into a sum.
void addFloorRising(FloorRising& sum, const FloorRising& floor);

// The readings key of a per-floor metric's readings on the mine floor of a dungeon that has
// other floors too ("M1@mine"; mineReadingKey): they are judged by the mine's bands.
inline constexpr std::string_view kMineReadingSuffix = "@mine";
std::string mineReadingKey(std::string_view metric_id);

// The per-dungeon readings of one seed, as (key, value) in a fixed order: "tries" for every
// seed; for a kept dungeon "things.KIND" per kind of kept_facts.h's thingKinds(); with --rising
// "rising.sunk_rooms", "rising.turning_stairs", "rising.spirals" (summed over its floors); then
// the readings of each stage facts row the seed has, in stage table order (fact_counts.h).
std::vector<std::pair<std::string, int64_t>> perDungeonReadings(const SeedOutcome& seed);

struct Tally {
  int64_t seeds = 0;  // seeds added
  // metric id (or mineReadingKey) -> value -> count
  std::map<std::string, ValueCounts> readings;
  // perDungeonReadings key -> value -> seeds
  std::map<std::string, ValueCounts> per_dungeon;
  // RangePair id -> the kept dungeons' (or floors') points per cell (expressive_range.h)
  std::map<std::string, RangeCells> ranges;
  LedgerTally ledger;  // the generator's ledger over the seeds (ledger_tally.h)
  int64_t tries = 0;
  int64_t rejected = 0;
  int64_t unchecked = 0;
  int64_t most_tries = 0;
  std::map<std::string, int64_t> rejected_by;    // what rejected a try -> tries
  std::map<std::string, int64_t> topologies;     // floors per topology
  std::map<std::string, GlimpseTally> glimpses;  // by the goal floor's topology
  int64_t secret_floors = 0;
  int64_t mixed_secret_floors = 0;
  int64_t without_mixed_floors = 0;
  std::vector<int64_t> body_dungeons;  // per sim::allBodies()
  std::vector<int64_t> body_reached;
  // With --rising: per topology of the kept floors, and the kept dungeons with a turning stair
  // and a spiral.
  std::map<std::string, RisingTally> rising;
  int64_t rising_dungeons = 0;
  int64_t rising_with_both = 0;
  std::map<std::string, FactsTally> facts;  // stage facts row key -> its seeds' facts, summed
  UnlaidTally unlaid;                       // seeds per thing asked and not laid (unlaid_facts.h)
  AskedLaidTotals asked_laid;               // things asked and laid, by kind, summed
  std::vector<FailedSeed> failures;
  std::vector<StageFailureAt> stage_failures;  // only with TallyKeeps::stage_failures
  std::vector<SeedRow> seed_rows;              // only with TallyKeeps::seed_rows
};

// Adds one seed's outcome; `keeps` says which lists grow.
void addSeed(Tally& tally, const SeedOutcome& seed, const TallyKeeps& keeps);

// Adds `other` (a tally of other seeds) into `into`.
void mergeTally(Tally& into, Tally&& other);

// Puts the failures, stage failures and rows in seed (then try) order.
void finishTally(Tally& tally);

// `row`'s facts over the tally: its seeds, its sums and its per-dungeon readings' histograms
// (zero and empty when no seed had them).
FactsTotal factsTotal(const Tally& tally, const SweepFacts& row);

// The finished tally of a whole SweepResult.
Tally tallyOf(const SweepResult& result, const TallyKeeps& keeps);

// Generates seeds first .. first + count - 1 with config's options on config.jobs threads and
// tallies them, counting each finished seed in `progress` when given. The outcomes are not
// kept, so memory does not grow with the seed count. REQUIRES: count >= 1, valid options.
Tally runTally(const SweepConfig& config, uint64_t first, int64_t count, const TallyKeeps& keeps,
               WorkCounter* progress = nullptr);

}  // namespace dungeon::sweeps
