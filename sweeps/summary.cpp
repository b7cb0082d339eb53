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
#include "sim/world/body.h"
#include "util/decimal.h"
#include "util/natural_order.h"

namespace dungeon::sweeps {
namespace {

// The band a sweep's dungeons are held to, for its floor count and size, in floor style `style`
// (that of the dungeon's dungeon-wide metrics unless given).
const checks::Band* findBand(const checks::BandTable& bands, std::string_view metric,
                             const Options& options, std::optional<std::string_view> style = {}) {
  return bands.find(metric, options.floors, options.width, options.height, false,
                    style ? *style : checks::floorStyleOf(options));
}

// The style a per-floor metric's main row is judged in: with --mine on a dungeon of more floors
// than the mine, the other floors' (the mine floor's readings have a row of their own).
std::string_view mainRowStyle(const checks::MetricDef& metric, const Options& options) {
  if (metric.scope == checks::MetricScope::kDungeon || !options.mine || options.floors == 1) {
    return checks::floorStyleOf(options);
  }
  return checks::floorStyleOf(options, mineFloorOf(options) == 0 ? 1 : 0);
}

MetricSummary summarizeMetric(const Tally& tally, const checks::MetricDef& metric,
                              const checks::BandTable& bands, const Options& options,
                              bool mine_row = false) {
  MetricSummary summary;
  summary.id = metric.id;
  // The mine floor's row follows the metric's own, under the same id.
  summary.name = mine_row ? "on the mine floor" : std::string(metric.name);
  const std::string_view style = mine_row ? "mine" : mainRowStyle(metric, options);
  if (const checks::Band* band = findBand(bands, metric.id, options, style)) summary.band = *band;
  const auto found =
      tally.readings.find(mine_row ? mineReadingKey(metric.id) : std::string(metric.id));
  if (found == tally.readings.end() || found->second.empty()) return summary;
  for (const auto& [value, count] : found->second) {
    summary.histogram.emplace_back(value, count);
    summary.readings += count;
    if (summary.band && !summary.band->contains(value)) summary.outside += count;
  }
  summary.min = summary.histogram.front().first;
  summary.max = summary.histogram.back().first;
  int64_t below = 0;  // readings before the current value
  const int64_t middle = (summary.readings - 1) / 2;
  for (const auto& [value, count] : summary.histogram) {
    if (middle < below + count) {
      summary.median = value;
      break;
    }
    below += count;
  }
  return summary;
}

TriesSummary summarizeTries(const Tally& tally) {
  TriesSummary tries;
  tries.total = tally.tries;
  tries.rejected = tally.rejected;
  tries.unchecked = tally.unchecked;
  tries.max = tally.most_tries;
  if (tally.seeds > 0) tries.mean_hundredths = (tries.total * 100 + tally.seeds / 2) / tally.seeds;
  return tries;
}

// Every check and banded metric at 0, then the counts of what actually rejected tries.
std::map<std::string, Rejection> rejectionCounts(const Tally& tally, const checks::BandTable& bands,
                                                 const Options& options) {
  std::map<std::string, Rejection> counts;
  for (const checks::HardCheck& check : checks::hardChecks()) {
    counts[std::string(check.id)] = {std::string(check.id), "check", "", 0};
  }
  for (const checks::MetricDef& metric : checks::metrics()) {
    if (findBand(bands, metric.id, options)) {
      counts[std::string(metric.id)] = {std::string(metric.id), "band", std::string(metric.name),
                                        0};
    }
  }
  for (const auto& [id, count] : tally.rejected_by) {
    auto [entry, added] = counts.try_emplace(id, Rejection{id, "stage", "", 0});
    if (const checks::MetricDef* metric = checks::findMetric(id); added && metric) {
      entry->second.kind = "band";
      entry->second.name = metric->name;
    }
    entry->second.count += count;
  }
  return counts;
}

std::vector<Rejection> rankRejections(const Tally& tally, const checks::BandTable& bands,
                                      const Options& options) {
  std::vector<Rejection> ranked;
  for (auto& [id, rejection] : rejectionCounts(tally, bands, options)) ranked.push_back(rejection);
  // Most first, ties by id in natural order (M2 before M11).
  std::sort(ranked.begin(), ranked.end(), [](const Rejection& a, const Rejection& b) {
    if (a.count != b.count) return a.count > b.count;
    return naturalLess(a.id, b.id);
  });
  return ranked;
}

std::vector<GlimpseCount> countGlimpses(const Tally& tally) {
  std::vector<GlimpseCount> glimpses;
  for (const auto& [topology, g] : tally.glimpses) {
    glimpses.push_back({topology, g.dungeons, g.seen});
  }
  return glimpses;
}

std::vector<BodyReach> countBodies(const Tally& tally) {
  std::vector<BodyReach> bodies;
  for (const sim::Body& body : sim::allBodies()) bodies.push_back({std::string(body.name), 0, 0});
  for (size_t b = 0; b < tally.body_dungeons.size() && b < bodies.size(); ++b) {
    bodies[b].dungeons = tally.body_dungeons[b];
    bodies[b].reached = tally.body_reached[b];
  }
  return bodies;
}

RisingSummary countRising(const Tally& tally) {
  RisingSummary summary;
  summary.dungeons = tally.rising_dungeons;
  summary.with_turning_stair_and_spiral = tally.rising_with_both;
  for (const auto& [topology, t] : tally.rising)
    summary.by_topology.push_back({topology, t.floors, t.laid});
  return summary;
}

}  // namespace

std::vector<LaidRateVerdict> judgeLaidRates(const AskedLaidTotals& totals, const Options& options,
                                            const LaidRateTable& table) {
  std::vector<LaidRateVerdict> verdicts;
  for (gen::Asked asked : gen::kAllAsked) {
    const auto k = static_cast<size_t>(asked);
    if (totals.asked[k] == 0) continue;
    LaidRateVerdict verdict{asked, totals.asked[k], totals.laid[k], std::nullopt, true};
    if (const LaidRateBand* band = table.find(asked, options)) {
      verdict.band = *band;
      verdict.within = laidRateWithin(verdict.laid, verdict.asked_count, band->lo, band->hi);
    }
    verdicts.push_back(verdict);
  }
  return verdicts;
}

bool sweepPassed(const SweepSummary& summary) {
  return summary.failures.empty() &&
         std::all_of(summary.laid_rates.begin(), summary.laid_rates.end(),
                     [](const LaidRateVerdict& v) { return v.within; });
}

SweepSummary summarize(const Tally& tally, const SweepConfig& config,
                       const checks::BandTable& bands) {
  SweepSummary summary;
  summary.config = config;
  const Options& options = config.options;
  const bool mine_apart = options.mine && options.floors > 1;
  for (const checks::MetricDef& metric : checks::metrics()) {
    summary.metrics.push_back(summarizeMetric(tally, metric, bands, options));
    if (mine_apart && metric.scope == checks::MetricScope::kFloor) {
      summary.metrics.push_back(summarizeMetric(tally, metric, bands, options, true));
    }
  }
  summary.tries = summarizeTries(tally);
  summary.rejections = rankRejections(tally, bands, options);
  summary.topologies = {tally.topologies.begin(), tally.topologies.end()};
  summary.glimpses = countGlimpses(tally);
  summary.secrets = {tally.secret_floors, tally.mixed_secret_floors, tally.without_mixed_floors};
  summary.bodies = countBodies(tally);
  if (options.rising) summary.rising = countRising(tally);
  for (const SweepFacts* row : factsRowsAsked(options))
    summary.facts.push_back({row, factsTotal(tally, *row)});
  summary.unlaid = tally.unlaid;
  summary.ranges = tally.ranges;
  summary.ledger = summarizeLedger(tally.ledger, tally.seeds, options);
  summary.laid_rates = judgeLaidRates(tally.asked_laid, options, standardLaidRates());
  for (const FailedSeed& f : tally.failures) {
    summary.failures.push_back({f.seed, f.reason, reproduceCommand(f.seed, options)});
  }
  for (const StageFailureAt& f : tally.stage_failures) {
    summary.stage_failures.push_back(
        {f.seed, f.failure.try_index, f.failure.stage, f.failure.failure});
  }
  return summary;
}

SweepSummary summarize(const SweepResult& result, const checks::BandTable& bands) {
  return summarize(tallyOf(result, {.stage_failures = true}), result.config, bands);
}

std::string reproduceCommand(uint64_t seed, const Options& options) {
  return fmt::format("{} -o seed-{}.sheet; dungeon check seed-{}.sheet",
                     generateCommand(seed, options), seed, seed);
}

std::string formatPercent(int64_t part, int64_t whole) {
  if (whole <= 0) return "-";
  return fmt::format("{}%", roundedRatio(part, whole, 100));
}

}  // namespace dungeon::sweeps
