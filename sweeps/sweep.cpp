// Runs the generator over a range of seeds on several threads (util/parallel_for.h) and
// keeps per seed only what the report needs (with kept_facts.h's secrets and bodies), stored
// at the seed's index.
#include "sweeps/sweep.h"

#include <fmt/format.h>

#include <algorithm>

#include "generator/observers/try_trace.h"
#include "generator/tries/failure_summary.h"
#include "model/sheet.h"
#include "util/hash.h"
#include "util/parallel_for.h"

namespace dungeon::sweeps {
namespace {

SeedOutcome outcomeOf(uint64_t seed, const gen::Generation& generation) {
  SeedOutcome outcome;
  outcome.seed = seed;
  outcome.passed = generation.passed;
  outcome.tries = static_cast<int>(generation.tries.size());
  for (const gen::TryRecord& record : generation.tries) {
    outcome.unchecked += !record.checked;
    if (!record.passed && !record.rejected_by.empty()) {
      outcome.rejected_by.push_back(record.rejected_by);
    }
    if (record.by_stage) {
      outcome.stage_failures.push_back(
          {record.index, record.rejected_by, {record.reason, record.place}});
    }
  }
  for (const Floor& floor : generation.dungeon.floors) {
    outcome.topologies.push_back(floor.topology().empty() ? "none" : floor.topology());
  }
  for (const checks::MetricReading& reading : generation.report.metrics) {
    outcome.metrics.push_back({std::string(reading.metric->id), reading.floor, reading.value});
  }
  if (!generation.passed) outcome.failure = gen::failureSummary(generation);
  outcome.secrets = floorSecrets(generation.dungeon);
  outcome.rising_asked = generation.dungeon.options.rising;
  if (outcome.rising_asked) outcome.rising = floorRising(generation.dungeon);
  outcome.facts = generation.facts;
  outcome.unlaid = unlaidOf(generation.notices);
  outcome.asked_laid = generation.asked_laid;
  if (!generation.dungeon.floors.empty()) {
    outcome.bodies_reaching_goal = bodiesReachingGoal(
        generation.dungeon, partyReachesGoal(generation.report), gen::keptWorld(generation));
    outcome.things = thingCounts(generation.dungeon);
  }
  outcome.sheet_hash = hashBytes(writeSheet(generation.dungeon));
  return outcome;
}

}  // namespace

SeedOutcome sweepSeed(uint64_t seed, const Options& options, bool traced) {
  const std::string name = gen::nameForSeed(seed);
  gen::TraceRecorder trace;
  gen::LedgerRecorder ledger(traced ? &trace : nullptr);
  const gen::Generation generation =
      gen::generate(name, seed, options, checks::standardBands(), gen::stageTable(), &ledger);
  SeedOutcome outcome = outcomeOf(seed, generation);
  outcome.ledger = ledger.ledger(generation);
  if (traced) outcome.trace = gen::traceDigest(trace.lines(generation));
  return outcome;
}

int effectiveJobs(int requested) {
  if (requested != kDefaultJobs) return std::max(requested, 1);
  return hardwareThreads();
}

SweepResult runSweep(const SweepConfig& config, WorkCounter* progress) {
  SweepResult result{config, std::vector<SeedOutcome>(static_cast<size_t>(config.seeds))};
  if (progress != nullptr) progress->total = result.seeds.size();
  parallelFor(result.seeds.size(), effectiveJobs(config.jobs), [&](size_t i) {
    result.seeds[i] = sweepSeed(config.first + i, config.options, true);
    countDone(progress);
  });
  return result;
}

}  // namespace dungeon::sweeps
