// Computes a sweep's summary: metric ranges against their bands, tries, rejections per check,
// band and stage, topologies, glimpses, the mixed secret, bodies reaching the goal and failures.
// Integers only, in a fixed order.
#include "sweeps/summary.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "checks/hard_checks.h"
#include "checks/metrics.h"
#include "model/options.h"
#include "sim/body.h"

namespace dungeon::sweeps {
namespace {

// The band a sweep's dungeons are held to, for its floor count and size.
const checks::Band* findBand(const checks::BandTable& bands, std::string_view metric,
                             const Options& options) {
  return bands.find(metric, options.floors, options.width, options.height, false,
                    checks::floorStyleOf(options));
}

MetricSummary summarizeMetric(const SweepResult& result, const checks::MetricDef& metric,
                              const checks::BandTable& bands) {
  MetricSummary summary;
  summary.id = metric.id;
  summary.name = metric.name;
  if (const checks::Band* band = findBand(bands, metric.id, result.config.options))
    summary.band = *band;
  std::vector<int64_t> values;
  for (const SeedOutcome& seed : result.seeds) {
    for (const MetricValue& reading : seed.metrics) {
      if (reading.id == metric.id) values.push_back(reading.value);
    }
  }
  summary.readings = static_cast<int>(values.size());
  if (values.empty()) return summary;
  std::sort(values.begin(), values.end());
  summary.min = values.front();
  summary.median = values[(values.size() - 1) / 2];
  summary.max = values.back();
  if (summary.band) {
    summary.outside = static_cast<int>(std::count_if(
        values.begin(), values.end(), [&](int64_t v) { return !summary.band->contains(v); }));
  }
  return summary;
}

TriesSummary summarizeTries(const SweepResult& result) {
  TriesSummary tries;
  for (const SeedOutcome& seed : result.seeds) {
    tries.total += seed.tries;
    tries.rejected += static_cast<int64_t>(seed.rejected_by.size());
    tries.unchecked += seed.unchecked;
    tries.max = std::max(tries.max, seed.tries);
  }
  const auto seeds = static_cast<int64_t>(result.seeds.size());
  if (seeds > 0) tries.mean_hundredths = (tries.total * 100 + seeds / 2) / seeds;
  return tries;
}

// Every check and banded metric at 0, then the counts of what actually rejected tries.
std::map<std::string, Rejection> rejectionCounts(const SweepResult& result,
                                                 const checks::BandTable& bands) {
  std::map<std::string, Rejection> counts;
  for (const checks::HardCheck& check : checks::hardChecks()) {
    counts[std::string(check.id)] = {std::string(check.id), "check", "", 0};
  }
  for (const checks::MetricDef& metric : checks::metrics()) {
    if (findBand(bands, metric.id, result.config.options)) {
      counts[std::string(metric.id)] = {std::string(metric.id), "band", std::string(metric.name),
                                        0};
    }
  }
  for (const SeedOutcome& seed : result.seeds) {
    for (const std::string& id : seed.rejected_by) {
      auto [entry, added] = counts.try_emplace(id, Rejection{id, "stage", "", 0});
      if (const checks::MetricDef* metric = checks::findMetric(id); added && metric) {
        entry->second.kind = "band";
        entry->second.name = metric->name;
      }
      ++entry->second.count;
    }
  }
  return counts;
}

std::vector<Rejection> rankRejections(const SweepResult& result, const checks::BandTable& bands) {
  std::vector<Rejection> ranked;
  for (auto& [id, rejection] : rejectionCounts(result, bands)) ranked.push_back(rejection);
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const Rejection& a, const Rejection& b) { return a.count > b.count; });
  return ranked;
}

std::vector<std::pair<std::string, int>> countTopologies(const SweepResult& result) {
  std::map<std::string, int> counts;
  for (const SeedOutcome& seed : result.seeds) {
    for (const std::string& topology : seed.topologies) ++counts[topology];
  }
  return {counts.begin(), counts.end()};
}

// M15 hits per topology of the goal's floor (the last floor), over the kept dungeons.
std::vector<GlimpseCount> countGlimpses(const SweepResult& result) {
  std::map<std::string, GlimpseCount> counts;
  for (const SeedOutcome& seed : result.seeds) {
    if (seed.topologies.empty()) continue;
    GlimpseCount& count = counts[seed.topologies.back()];
    count.topology = seed.topologies.back();
    ++count.dungeons;
    for (const MetricValue& m : seed.metrics)
      count.seen += (m.id == checks::kGoalSeenEarlyId && m.value > 0);
  }
  std::vector<GlimpseCount> glimpses;
  for (const auto& [topology, count] : counts) glimpses.push_back(count);
  return glimpses;
}

SecretCount countSecrets(const SweepResult& result) {
  SecretCount count;
  for (const SeedOutcome& seed : result.seeds) {
    for (const FloorSecrets& floor : seed.secrets) {
      ++count.floors;
      count.mixed += floor.one_way_secret;
      count.without_mixed += !floor.one_way_secret && floor.crawls_and_panels > 0;
    }
  }
  return count;
}

std::vector<BodyReach> countBodies(const SweepResult& result) {
  std::vector<BodyReach> bodies;
  for (const sim::Body& body : sim::allBodies()) bodies.push_back({std::string(body.name), 0, 0});
  for (const SeedOutcome& seed : result.seeds) {
    for (size_t b = 0; b < seed.bodies_reaching_goal.size() && b < bodies.size(); ++b) {
      ++bodies[b].dungeons;
      bodies[b].reached += seed.bodies_reaching_goal[b];
    }
  }
  return bodies;
}

void addFloor(FloorRising& sum, const FloorRising& floor) {
  sum.sunk_rooms += floor.sunk_rooms;
  sum.turning_stairs += floor.turning_stairs;
  for (size_t shaft = 0; shaft < sum.within.size(); ++shaft) {
    for (size_t way = 0; way < sum.within[shaft].size(); ++way) {
      sum.within[shaft][way] += floor.within[shaft][way];
      sum.down[shaft][way] += floor.down[shaft][way];
    }
  }
}

std::optional<RisingSummary> countRising(const SweepResult& result) {
  if (!result.config.options.rising) return std::nullopt;
  RisingSummary summary;
  std::map<std::string, RisingCount> by_topology;
  for (const SeedOutcome& seed : result.seeds) {
    bool stair = false;
    bool spiral = false;
    for (size_t f = 0; f < seed.rising.size(); ++f) {
      const std::string& topology = f < seed.topologies.size() ? seed.topologies[f] : "none";
      RisingCount& count = by_topology[topology];
      count.topology = topology;
      ++count.floors;
      addFloor(count.laid, seed.rising[f]);
      stair = stair || seed.rising[f].turning_stairs > 0;
      spiral = spiral || seed.rising[f].spirals() > 0;
    }
    ++summary.dungeons;
    summary.with_turning_stair_and_spiral += stair && spiral;
  }
  for (auto& [name, count] : by_topology) summary.by_topology.push_back(std::move(count));
  return summary;
}

std::vector<Failure> listFailures(const SweepResult& result) {
  std::vector<Failure> failures;
  for (const SeedOutcome& seed : result.seeds) {
    if (seed.passed) continue;
    failures.push_back(
        {seed.seed, seed.failure, reproduceCommand(seed.seed, result.config.options)});
  }
  return failures;
}

std::vector<StageFailureLine> listStageFailures(const SweepResult& result) {
  std::vector<StageFailureLine> lines;
  for (const SeedOutcome& seed : result.seeds) {
    for (const StageFailure& f : seed.stage_failures) {
      lines.push_back({seed.seed, f.try_index, f.stage, f.failure});
    }
  }
  return lines;
}

}  // namespace

SweepSummary summarize(const SweepResult& result, const checks::BandTable& bands) {
  SweepSummary summary;
  summary.config = result.config;
  for (const checks::MetricDef& metric : checks::metrics()) {
    summary.metrics.push_back(summarizeMetric(result, metric, bands));
  }
  summary.tries = summarizeTries(result);
  summary.rejections = rankRejections(result, bands);
  summary.topologies = countTopologies(result);
  summary.glimpses = countGlimpses(result);
  summary.secrets = countSecrets(result);
  summary.bodies = countBodies(result);
  summary.rising = countRising(result);
  for (const SeedOutcome& seed : result.seeds) tallyDucts(summary.ducts, seed.ducts);
  summary.failures = listFailures(result);
  summary.stage_failures = listStageFailures(result);
  return summary;
}

std::string reproduceCommand(uint64_t seed, const Options& options) {
  const Options defaults;
  std::string flags;
  for (const OptionRow& row : optionRows()) {
    const std::optional<std::string> value = row.text(options);
    if (!value || (row.name != "floors" && value == row.text(defaults))) continue;
    flags += fmt::format(" --{}{}{}", row.name, value->empty() ? "" : " ", *value);
  }
  return fmt::format(
      "dungeon generate --seed {0}{1} -o seed-{0}.sheet; dungeon check seed-{0}.sheet", seed,
      flags);
}

std::string formatHundredths(int64_t hundredths) {
  return fmt::format("{}.{:02}", hundredths / 100, hundredths % 100);
}

std::string formatPercent(int64_t part, int64_t whole) {
  if (whole <= 0) return "-";
  return fmt::format("{}%", (part * 200 + whole) / (whole * 2));
}

}  // namespace dungeon::sweeps
