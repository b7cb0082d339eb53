// The text sweep report (how to read it: docs/sweeps.md): fixed-width columns, values printed
// with checks::formatMilli, no trailing blanks.
#include <fmt/format.h>

#include "checks/metrics.h"
#include "generator/core/rates.h"
#include "model/dungeon.h"
#include "sweeps/sweep_report.h"
#include "util/counted.h"
#include "util/decimal.h"

namespace dungeon::sweeps {
namespace {

using checks::formatMilli;

std::string bandText(const MetricSummary& metric) {
  if (!metric.band) return "no band";
  std::string text =
      fmt::format("band {}..{}", formatMilli(metric.band->lo), formatMilli(metric.band->hi));
  if (metric.outside > 0) text += fmt::format("  OUT: {} outside", metric.outside);
  return text;
}

void appendMetrics(std::string& out, const SweepSummary& summary) {
  const Options& options = summary.config.options;
  out += fmt::format(
      "metrics of the kept dungeons (min / median / max; bands for floors={} size={}x{}):\n",
      options.floors, options.width, options.height);
  for (const MetricSummary& metric : summary.metrics) {
    out += fmt::format("  {:<4} {:<24}", metric.id, metric.name);
    if (metric.readings == 0) {
      out += fmt::format("  no readings  {}\n", bandText(metric));
      continue;
    }
    out += fmt::format(" {:>5} readings  {:>9} {:>9} {:>9}  {}\n", metric.readings,
                       formatMilli(metric.min), formatMilli(metric.median), formatMilli(metric.max),
                       bandText(metric));
  }
}

// Per pair of metrics, how many boxes the kept dungeons (or floors) fill and over what span:
// the expressive range's heat map in a line (docs/sweeps.md#expressive-range).
void appendExpressiveRange(std::string& out, const SweepSummary& summary) {
  out += "expressive range (kept dungeons or floors per box of two metrics):\n";
  for (const RangePair& pair : rangePairs()) {
    const RangeGrid grid = rangeGridOf(pair, summary.ranges);
    out += fmt::format("  {:<20} {:>3} by {:<4} boxes {} by {}: ", pair.id, pair.x_metric,
                       pair.y_metric, formatMilli(grid.x_size), formatMilli(grid.y_size));
    if (grid.boxes.empty()) {
      out += "no readings\n";
      continue;
    }
    out += fmt::format("{} in {}, {} {}..{}, {} {}..{}\n", counted(grid.readings, "reading"),
                       counted(static_cast<int64_t>(grid.boxes.size()), "box", "boxes"),
                       pair.x_metric, formatMilli(grid.x_first),
                       formatMilli(grid.x_last + grid.x_size), pair.y_metric,
                       formatMilli(grid.y_first), formatMilli(grid.y_last + grid.y_size));
  }
}

void appendRejections(std::string& out, const SweepSummary& summary) {
  out += "raw tries rejected, by check, band or stage (most first):\n";
  for (const Rejection& rejection : summary.rejections) {
    std::string line = fmt::format("  {:>7}  {:<5}  {:<4} {}", rejection.count, rejection.kind,
                                   rejection.id, rejection.name);
    line.erase(line.find_last_not_of(' ') + 1);
    out += line + '\n';
  }
}

void appendTopologies(std::string& out, const SweepSummary& summary) {
  out += "floors by topology:\n";
  for (const auto& [topology, count] : summary.topologies) {
    out += fmt::format("  {:>7}  {}\n", count, topology);
  }
}

void appendGlimpses(std::string& out, const SweepSummary& summary) {
  out += "goal seen early (M15), by the goal floor's topology:\n";
  for (const GlimpseCount& g : summary.glimpses) {
    out += fmt::format("  {:>7}  of {:>4}  {}\n", g.seen, g.dungeons, g.topology);
  }
}

void appendSecrets(std::string& out, const SweepSummary& summary) {
  const SecretCount& s = summary.secrets;
  out += "mixed secret (a one-way secret door first), over the kept dungeons' floors:\n";
  out += fmt::format("  {:>7}  of {:>4}  floors have it ({})\n", s.mixed, s.floors,
                     formatPercent(s.mixed, s.floors));
  out += fmt::format("  {:>7}  of {:>4}  floors have crawl or panel secrets without it\n",
                     s.without_mixed, s.floors);
}

void appendBodies(std::string& out, const SweepSummary& summary) {
  out += "goal reached from the entrance, by body (the state search with that body):\n";
  for (const BodyReach& b : summary.bodies) {
    out += fmt::format("  {:>7}  of {:>4}  {}\n", b.reached, b.dungeons, b.body);
  }
}

// "2 straight, 5 corner, 0 same side" for one shaft size's spirals by way.
std::string byWay(const std::array<int, kSpiralWays>& ways) {
  return fmt::format("{} straight, {} corner, {} same side", ways[0], ways[1], ways[2]);
}

void appendRising(std::string& out, const SweepSummary& summary) {
  if (!summary.rising) return;
  const RisingSummary& rising = *summary.rising;
  out += fmt::format(
      "rising (--rising): {} of {} kept dungeons have a turning stair and a spiral; by "
      "topology:\n",
      rising.with_turning_stair_and_spiral, rising.dungeons);
  for (const RisingCount& c : rising.by_topology) {
    const FloorRising& l = c.laid;
    out +=
        fmt::format("  {} ({}): {}, {}\n", c.topology, counted(c.floors, "floor"),
                    counted(l.sunk_rooms, "sunk room"), counted(l.turning_stairs, "turning stair"));
    out += fmt::format("    spirals within a floor, 1x1: {}; 2x2: {}\n", byWay(l.within[0]),
                       byWay(l.within[1]));
    out += fmt::format("    spirals to the floor below, 1x1: {}; 2x2: {}\n", byWay(l.down[0]),
                       byWay(l.down[1]));
  }
}

// The points named in a line of the text report before "and N more" (the JSON lists them all).
constexpr size_t kPointsListed = 12;

std::string pointList(const std::vector<std::string>& points) {
  std::string line;
  for (size_t i = 0; i < points.size() && i < kPointsListed; ++i) {
    line += (i == 0 ? "" : ", ") + points[i];
  }
  if (points.size() > kPointsListed) {
    line += fmt::format(" and {} more", points.size() - kPointsListed);
  }
  return line;
}

// The ledger's counts, the points never hit and rarely hit, and the veto reasons
// (docs/coverage.md).
void appendLedger(std::string& out, const LedgerSummary& ledger) {
  out += fmt::format("ledger: {} of {} hit (docs/coverage.md)\n", ledger.hit,
                     counted(ledger.domain, "point"));
  std::vector<std::string> rare;
  for (const auto& [point, count] : ledger.rare) {
    rare.push_back(
        fmt::format("{} ({}, first {})", point, counted(count.seeds, "seed"), count.first_seed));
  }
  out += fmt::format("  never hit: {}\n", ledger.never.empty() ? "none" : pointList(ledger.never));
  out += fmt::format("  hit on under 1% of seeds: {}\n", rare.empty() ? "none" : pointList(rare));
  out += "  veto reasons (most first):\n";
  if (ledger.vetoes.empty()) out += "    none\n";
  for (size_t i = 0; i < ledger.vetoes.size() && i < kPointsListed; ++i) {
    const VetoLine& line = ledger.vetoes[i];
    out += fmt::format("    {:>7}  {:>5}  {:<10} {}\n", line.count,
                       formatPerMille(line.share_per_mille), line.veto.stage, line.veto.reason);
  }
  if (ledger.vetoes.size() > kPointsListed) {
    out +=
        fmt::format("  and {} more\n",
                    counted(static_cast<int64_t>(ledger.vetoes.size() - kPointsListed), "reason"));
  }
}

void appendFailures(std::string& out, const SweepSummary& summary) {
  if (summary.failures.empty()) return;
  out += "failing seeds (each line below the reason reproduces it):\n";
  for (const FailureLine& failure : summary.failures) {
    out += fmt::format("  seed {}: {}\n    {}\n", failure.seed, failure.reason, failure.command);
  }
}

void appendStageFailures(std::string& out, const SweepSummary& summary) {
  out += "stage failures, by seed and try (floor F (X,Y) where the stage knows the place):\n";
  if (summary.stage_failures.empty()) out += "  none\n";
  for (const StageFailureLine& line : summary.stage_failures) {
    out += fmt::format("  seed {} try {}  {}  {}\n", line.seed, line.try_index, line.stage,
                       line.failure.describe());
  }
}

}  // namespace

std::string formatSweep(const SweepSummary& summary, const ReportSections& sections) {
  const SweepConfig& config = summary.config;
  std::string out = fmt::format("sweep: floors={} seeds={} first={} (seeds {}..{})\n",
                                config.options.floors, config.seeds, config.first, config.first,
                                config.first + static_cast<uint64_t>(config.seeds) - 1);
  if (!gen::ratesLabel().empty()) out += fmt::format("rates: {}\n", gen::ratesLabel());
  appendMetrics(out, summary);
  appendExpressiveRange(out, summary);
  out += fmt::format(
      "tries: {} in all, {} rejected, {} not checked, {} per seed on average, {} at most\n",
      summary.tries.total, summary.tries.rejected, summary.tries.unchecked,
      formatHundredths(summary.tries.mean_hundredths), summary.tries.max);
  appendRejections(out, summary);
  appendTopologies(out, summary);
  appendGlimpses(out, summary);
  appendSecrets(out, summary);
  appendBodies(out, summary);
  appendRising(out, summary);
  for (const StageFactsSummary& facts : summary.facts) out += facts.row->text(facts.total);
  out += unlaidLines(summary.unlaid);
  out += laidRateLines(summary.laid_rates);
  appendLedger(out, summary.ledger);
  appendFailures(out, summary);
  if (sections.stage_failures) appendStageFailures(out, summary);
  out +=
      fmt::format("sweep: {}, {} failed", counted(config.seeds, "seed"), summary.failures.size());
  if (const int64_t outside = laidRatesOutside(summary.laid_rates); outside > 0) {
    out += fmt::format(", {} outside {} band", counted(outside, "laid rate"),
                       outside == 1 ? "its" : "their");
  }
  out += "\n";
  return out;
}

}  // namespace dungeon::sweeps
