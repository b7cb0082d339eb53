// Runs the generator over a range of seeds on a pool of threads sharing one atomic index, and
// keeps per seed only what the report needs, stored at the seed's index.
#include "sweeps/sweep.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <thread>

#include "generator/generate.h"

namespace dungeon::sweeps {
namespace {

// "M3: why" from the kept try's record, or from the last try when none could be kept.
std::string failureOf(const gen::Generation& generation) {
  const auto kept = static_cast<size_t>(generation.kept_try);
  const gen::TryRecord* record = nullptr;
  if (generation.kept_try >= 0 && kept < generation.tries.size()) {
    record = &generation.tries[kept];
  } else if (!generation.tries.empty()) {
    record = &generation.tries.back();
  }
  if (record == nullptr) return "no tries";
  if (record->reason.starts_with(record->rejected_by)) return record->reason;
  return fmt::format("{}: {}", record->rejected_by, record->reason);
}

SeedOutcome outcomeOf(uint64_t seed, const gen::Generation& generation) {
  SeedOutcome outcome;
  outcome.seed = seed;
  outcome.passed = generation.passed;
  outcome.tries = static_cast<int>(generation.tries.size());
  for (const gen::TryRecord& record : generation.tries) {
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
  if (!generation.passed) outcome.failure = failureOf(generation);
  return outcome;
}

SeedOutcome sweepOne(uint64_t seed, int floors) {
  Options options;
  options.floors = floors;
  return outcomeOf(seed, gen::generate(gen::nameForSeed(seed), seed, options));
}

}  // namespace

int effectiveJobs(int requested) {
  if (requested != kDefaultJobs) return std::max(requested, 1);
  return std::max(static_cast<int>(std::thread::hardware_concurrency()), 1);
}

SweepResult runSweep(const SweepConfig& config) {
  SweepResult result{config, std::vector<SeedOutcome>(static_cast<size_t>(config.seeds))};
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i = next++; i < result.seeds.size(); i = next++) {
      result.seeds[i] = sweepOne(config.first + i, config.floors);
    }
  };
  const int jobs = std::min(effectiveJobs(config.jobs), config.seeds);
  {
    std::vector<std::jthread> helpers;  // joined at the end of this block
    for (int j = 1; j < jobs; ++j) helpers.emplace_back(work);
    work();
  }
  return result;
}

}  // namespace dungeon::sweeps
