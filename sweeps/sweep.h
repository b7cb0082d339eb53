// A metric-band sweep: generate the dungeons of a run of seeds (default options, a given
// floor count) on several threads and keep, per seed, what the report needs. Results are
// stored by seed index, so what a sweep returns does not depend on the thread count or on
// timing. Never writes files; sweep_report.h turns the result into text and JSON.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "generator/observers/ledger.h"
#include "model/dungeon.h"
#include "model/failure.h"
#include "sweeps/fact_counts.h"
#include "sweeps/kept_facts.h"
#include "sweeps/rising_facts.h"
#include "sweeps/unlaid_facts.h"
#include "util/work_counter.h"

namespace dungeon::sweeps {

inline constexpr int kDefaultJobs = 0;  // 0: one job per hardware thread

// What a sweep runs: the generation options every seed gets (from the options table: today
// the tool sets only `floors`), and the run of seeds.
struct SweepConfig {
  Options options;
  int seeds = 1;
  uint64_t first = 1;  // the sweep covers seeds first .. first + seeds - 1
  int jobs = kDefaultJobs;
};

// One metric reading of a kept dungeon; value in thousandths.
struct MetricValue {
  std::string id;  // "M3"
  int floor = -1;  // 0-based; -1 for a dungeon-wide metric
  int64_t value = 0;
  bool operator==(const MetricValue&) const = default;
};

// A try of a seed that a generator stage could not finish.
struct StageFailure {
  int try_index = 0;
  std::string stage;         // the stage table row ("layout")
  dungeon::Failure failure;  // its reason and, where the stage knows one, the place
  bool operator==(const StageFailure&) const = default;
};

// What a sweep keeps of one seed's generation.
struct SeedOutcome {
  uint64_t seed = 0;
  bool passed = false;
  int tries = 0;                         // tries the generator made
  int unchecked = 0;                     // of them, put aside unchecked (gen::TryRecord::checked)
  std::vector<std::string> rejected_by;  // per try that failed: what rejected it
  std::vector<std::string> topologies;   // per floor of the kept dungeon ("none" if unset)
  std::vector<MetricValue> metrics;      // the kept try's report, in report order
  std::string failure;                   // "M3: why"; empty when passed
  std::vector<StageFailure> stage_failures;  // per try a stage could not finish, in order
  std::vector<FloorSecrets> secrets;         // per floor of the kept dungeon
  std::vector<bool> bodies_reaching_goal;    // per sim::allBodies(); empty without floors
  bool rising_asked = false;                 // --rising: the JSON row has "rising", even empty
  std::vector<FloorRising> rising;           // per floor, with --rising only (rising_facts.h)
  SeedFacts facts;                           // per stage facts row asked (fact_counts.h)
  std::vector<Unlaid> unlaid;                // asked and not laid (unlaid_facts.h)
  gen::AskedLaid asked_laid;                 // asked and laid, by kind (gen::askedAndLaid)
  uint64_t sheet_hash = 0;                   // XXH3-64 of the kept dungeon's sheet
  std::vector<int> things;  // per thingKinds() (kept_facts.h); empty without floors
  // The generation's stage trace, short (generator/observers/try_trace.h's traceDigest): where a
  // seed that changed between two sweeps changed first. Empty in reports written before it was
  // kept.
  std::string trace;
  gen::SeedLedger ledger;  // the generation's points and vetoes (generator/observers/ledger.h)
  bool operator==(const SeedOutcome&) const = default;
};

struct SweepResult {
  SweepConfig config;
  std::vector<SeedOutcome> seeds;  // seeds[i] is seed config.first + i
};

// The number of threads a sweep uses: `requested`, or the hardware's thread count when it is
// kDefaultJobs; at least 1.
int effectiveJobs(int requested);

// What a sweep keeps of seed `seed` generated with `options`.
// With `traced`, its stage trace too (SeedOutcome::trace; the generation is the same).
SeedOutcome sweepSeed(uint64_t seed, const Options& options, bool traced = false);

// Runs the sweep, counting each finished seed in `progress` when given (its total is set to
// the seed count); every outcome keeps its stage trace. REQUIRES: validateOptions(config.options)
// is empty, seeds >= 1.
SweepResult runSweep(const SweepConfig& config, WorkCounter* progress = nullptr);

}  // namespace dungeon::sweeps
