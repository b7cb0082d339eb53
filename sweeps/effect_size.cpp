// Each reading's relative change with its simultaneous interval, the smallest change the run
// could detect, and whether it is resolved.
#include "sweeps/effect_size.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "sweeps/stats.h"

namespace dungeon::sweeps {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

Sample sampleOfValues(const ValueCounts& values) {
  Sample s;
  double sum = 0;
  for (const auto& [value, count] : values) {
    s.count += static_cast<double>(count);
    sum += static_cast<double>(value) * static_cast<double>(count);
  }
  if (s.count == 0) return s;
  s.mean = sum / s.count;
  double squares = 0;
  for (const auto& [value, count] : values) {
    const double gap = static_cast<double>(value) - s.mean;
    squares += gap * gap * static_cast<double>(count);
  }
  s.variance = s.count > 1 ? squares / (s.count - 1) : 0;
  return s;
}

Sample sampleOfShare(int64_t hits, int64_t of) {
  if (of == 0) return {};
  const double rate = static_cast<double>(hits) / static_cast<double>(of);
  return {static_cast<double>(of), rate, rate * (1 - rate)};
}

// How many times the seeds a run needs to resolve a change estimated at `change` with relative
// standard error `spread` whose test gave `p`: to shrink the interval inside +-limit, or to
// make the test significant at `z`, whichever comes first.
double seedsFactor(double change, double spread, double p, const EffectSettings& settings) {
  double factor = kInfinity;
  const double size = std::fabs(change);
  if (size < settings.limit) factor = std::pow(settings.z * spread / (settings.limit - size), 2);
  const double score = p < 1 ? normalUpperPoint(p / 2) : 0;
  if (score > 0) factor = std::min(factor, std::pow(settings.z / score, 2));
  return factor;
}

int64_t moreSeeds(double factor, int64_t seeds) {
  const double needed = std::ceil(factor * static_cast<double>(seeds));
  if (!(needed < static_cast<double>(kMostSeedsAdvised))) return kMostSeedsAdvised;
  return std::max<int64_t>(static_cast<int64_t>(needed) - seeds, 1);
}

std::string percent(double share) {
  const double rounded = std::round(share * 100);
  return fmt::format("{:+.0f}%", rounded == 0 ? 0.0 : rounded);
}

EffectSize unmeasured(const EffectSettings& settings) {
  EffectSize e;
  e.limit = settings.limit;
  return e;
}

// The effect of a mix: every category's share measured, the least resolved one reported.
EffectSize mixEffect(const SweepReading& before, const SweepReading& after, const TestOutcome& test,
                     const EffectSettings& settings) {
  std::map<std::string, std::pair<int64_t, int64_t>> counts;
  for (const auto& [name, count] : before.mix) counts[name].first += count;
  for (const auto& [name, count] : after.mix) counts[name].second += count;
  const int64_t before_total = mixTotal(before);
  const int64_t after_total = mixTotal(after);
  EffectSize reported = unmeasured(settings);
  bool first = true;
  for (const auto& [name, pair] : counts) {
    EffectSize e = effectOfSamples(sampleOfShare(pair.first, before_total),
                                   sampleOfShare(pair.second, after_total), test, settings);
    e.category = name;
    const bool less_resolved = e.more_seeds > reported.more_seeds;
    const bool as_resolved_larger =
        e.more_seeds == reported.more_seeds && std::fabs(e.change) > std::fabs(reported.change);
    if (first || less_resolved || as_resolved_larger) reported = e;
    first = false;
  }
  return reported;
}

}  // namespace

std::string_view resolutionText(Resolution resolution) {
  switch (resolution) {
    case Resolution::kChanged:
      return "changed";
    case Resolution::kUnchanged:
      return "unchanged";
    case Resolution::kWithinLimit:
      return "within limit";
    case Resolution::kUnresolved:
      return "unresolved";
    case Resolution::kNotMeasured:
      return "not measured";
  }
  return "";
}

double simultaneousZ(double alpha, int tested) {
  return normalUpperPoint(alpha / (2.0 * std::max(tested, 1)));
}

EffectSize effectOfSamples(const Sample& before, const Sample& after, const TestOutcome& test,
                           const EffectSettings& settings) {
  EffectSize e;
  e.limit = settings.limit;
  if (before.mean == 0) {
    // No relative change from nothing: a significant change was seen, or nothing is measured.
    e.from_none = after.mean != 0;
    e.resolution = test.changed ? Resolution::kChanged : Resolution::kNotMeasured;
    return e;
  }
  const double base = std::fabs(before.mean);
  const double ratio = after.mean / before.mean;
  // The delta method's standard error of after / before: the before mean is an estimate too.
  const double spread = std::sqrt(after.variance / std::max(after.count, 1.0) +
                                  ratio * ratio * before.variance / std::max(before.count, 1.0)) /
                        base;
  if (spread == 0 && after.mean == before.mean) {
    e.resolution = test.changed ? Resolution::kChanged : Resolution::kWithinLimit;
    return e;
  }
  e.change = (after.mean - before.mean) / base;
  e.low = e.change - settings.z * spread;
  e.high = e.change + settings.z * spread;
  e.detectable = (settings.z + normalUpperPoint(1 - kDetectionPower)) * spread;
  if (test.changed) {
    e.resolution = Resolution::kChanged;
  } else if (e.low > -settings.limit && e.high < settings.limit) {
    e.resolution = Resolution::kWithinLimit;
  } else {
    e.resolution = Resolution::kUnresolved;
    e.more_seeds = moreSeeds(seedsFactor(e.change, spread, test.p, settings), settings.seeds);
  }
  return e;
}

EffectSize effectOfReading(const SweepReading& before, const SweepReading& after,
                           const TestOutcome& test, const EffectSettings& settings) {
  EffectSize unchanged = unmeasured(settings);
  unchanged.resolution = Resolution::kUnchanged;
  if (settings.paired_unchanged) return unchanged;
  if (!test.tested) return unmeasured(settings);
  switch (before.kind) {
    case ReadingKind::kDistribution:
      return effectOfSamples(sampleOfValues(before.values), sampleOfValues(after.values), test,
                             settings);
    case ReadingKind::kShare:
      return effectOfSamples(sampleOfShare(before.hits, before.of),
                             sampleOfShare(after.hits, after.of), test, settings);
    case ReadingKind::kMix:
      return mixEffect(before, after, test, settings);
  }
  return {};
}

std::string changeText(const EffectSize& effect) {
  if (effect.resolution == Resolution::kNotMeasured) return "-";
  if (effect.resolution == Resolution::kUnchanged) return "none";
  if (effect.from_none)
    return effect.category.empty() ? "from none" : effect.category + " from none";
  if (effect.low == effect.high) return percent(effect.change);
  return fmt::format("{}{} [{}, {}], detects {:.0f}%",
                     effect.category.empty() ? "" : effect.category + " ", percent(effect.change),
                     percent(effect.low), percent(effect.high), effect.detectable * 100);
}

std::string resolutionLine(const EffectSize& effect) {
  switch (effect.resolution) {
    case Resolution::kWithinLimit:
      return fmt::format("under {:.0f}%", effect.limit * 100);
    case Resolution::kUnresolved:
      return effect.more_seeds >= kMostSeedsAdvised
                 ? std::string("unresolved: more seeds will not settle it")
                 : fmt::format("unresolved: run {} more seeds", effect.more_seeds);
    case Resolution::kChanged:
    case Resolution::kUnchanged:
    case Resolution::kNotMeasured:
      break;
  }
  return std::string(resolutionText(effect.resolution));
}

}  // namespace dungeon::sweeps
