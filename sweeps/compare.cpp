// Sweep against sweep: each reading's test and shift, Holm's correction over the whole compare,
// and the verdicts.
#include "sweeps/compare.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "model/options.h"

namespace dungeon::sweeps {
namespace {

using Wide = WideInt;

void testDistribution(ReadingComparison& r) {
  const ValueCounts& b = r.before.values;
  const ValueCounts& a = r.after.values;
  if (b.empty() || a.empty()) {
    r.note = b.empty() ? "no readings before" : "no readings after";
    return;
  }
  if (b.size() == 1 && a.size() == 1 && b.begin()->first == a.begin()->first) {
    r.note = "every reading equal";
    return;
  }
  const KsResult ks = ksTwoSample(b, a);
  r.test = ks.exact ? "KS exact" : "KS limit";
  r.p = ks.p;
  r.shift_tenths = thousandthsOf(ks.d_numerator, Wide{ks.m} * ks.n);
}

void testShare(ReadingComparison& r) {
  const SweepReading& b = r.before;
  const SweepReading& a = r.after;
  if (b.of == 0 || a.of == 0) {
    r.note = b.of == 0 ? "none to count before" : "none to count after";
    return;
  }
  if ((b.hits == 0 && a.hits == 0) || (b.hits == b.of && a.hits == a.of)) {
    r.note = "every reading equal";
    return;
  }
  r.test = "Fisher";
  r.p = fisherExact(b.hits, b.of - b.hits, a.hits, a.of - a.hits);
  const Wide gap = Wide{b.hits} * a.of - Wide{a.hits} * b.of;
  r.shift_tenths = thousandthsOf(gap < 0 ? -gap : gap, Wide{b.of} * a.of);
}

void testMix(ReadingComparison& r) {
  const int64_t b_total = mixTotal(r.before);
  const int64_t a_total = mixTotal(r.after);
  if (b_total == 0 || a_total == 0) {
    r.note = b_total == 0 ? "none to count before" : "none to count after";
    return;
  }
  std::vector<std::pair<int64_t, int64_t>> cells;
  for (const CategoryCounts& c : categoriesOf(r)) {
    cells.emplace_back(c.before, c.after);
    const Wide gap = Wide{c.before} * a_total - Wide{c.after} * b_total;
    r.shift_tenths =
        std::max(r.shift_tenths, thousandthsOf(gap < 0 ? -gap : gap, Wide{b_total} * a_total));
  }
  const ChiSquareResult chi = chiSquareHomogeneity(cells);
  r.pooled = chi.pooled;
  if (chi.df == 0) {
    r.note = "one category";
    return;
  }
  if (chi.df == 1) {
    r.test = "Fisher";
    r.p = fisherExact(chi.cells[0].first, chi.cells[1].first, chi.cells[0].second,
                      chi.cells[1].second);
    return;
  }
  r.test = fmt::format("chi-square df {}", chi.df);
  r.p = chi.p;
}

ReadingComparison compareReading(const SweepReading& before, const SweepReading& after) {
  ReadingComparison r;
  r.before = before;
  r.after = after;
  switch (before.kind) {
    case ReadingKind::kDistribution:
      testDistribution(r);
      break;
    case ReadingKind::kShare:
      testShare(r);
      break;
    case ReadingKind::kMix:
      testMix(r);
      break;
  }
  return r;
}

// `r` without its data: the side a reading is missing from.
SweepReading emptyLike(const SweepReading& r) {
  SweepReading empty;
  empty.id = r.id;
  empty.label = r.label;
  empty.kind = r.kind;
  empty.milli = r.milli;
  return empty;
}

// The readings of both sides by id, in the before's order with the after's own ones after.
std::vector<ReadingComparison> compareReadings(const std::vector<SweepReading>& before,
                                               const std::vector<SweepReading>& after) {
  std::vector<ReadingComparison> out;
  for (const SweepReading& b : before) {
    const auto a = std::find_if(after.begin(), after.end(),
                                [&](const SweepReading& r) { return r.id == b.id; });
    out.push_back(compareReading(b, a == after.end() ? emptyLike(b) : *a));
  }
  for (const SweepReading& a : after) {
    const auto b = std::find_if(before.begin(), before.end(),
                                [&](const SweepReading& r) { return r.id == a.id; });
    if (b == before.end()) out.push_back(compareReading(emptyLike(a), a));
  }
  return out;
}

std::string seedRange(const SweepConfig& config) {
  return fmt::format("{}..{}", config.first,
                     config.first + static_cast<uint64_t>(config.seeds) - 1);
}

// "" when the two sides can be compared seed by seed, else why not.
std::string whyNotPaired(const SweepSide& before, const SweepSide& after) {
  for (const SweepSide* side : {&before, &after}) {
    if (!side->rows) {
      return fmt::format("{} holds no row per seed (a JSON report has them; parts need --per-seed)",
                         side->source);
    }
  }
  if (before.config.first != after.config.first || before.config.seeds != after.config.seeds) {
    return fmt::format("{} holds seeds {} and {} seeds {}", before.source, seedRange(before.config),
                       after.source, seedRange(after.config));
  }
  return "";
}

// True when the paired view shows `reading` the same on every seed: no seed changed at all, or
// the seed rows hold the reading (a mine floor's metric under the metric's own id) and it moved
// on none.
bool pairedUnchanged(const std::optional<PairedView>& paired, const std::string& reading) {
  if (!paired || paired->seeds == 0) return false;
  if (paired->changed == 0 && paired->moved == 0) return true;
  std::string id = reading;
  if (id.ends_with(kMineReadingSuffix)) id.resize(id.size() - kMineReadingSuffix.size());
  const auto& compared = paired->readings_compared;
  const auto& moved = paired->readings_moved;
  return std::binary_search(compared.begin(), compared.end(), id) &&
         std::none_of(moved.begin(), moved.end(), [&](const auto& m) { return m.first == id; });
}

// Each reading's effect size at a level that holds for every tested reading at once, and the
// compare's unresolved readings.
void measureEffects(Comparison& comparison, std::vector<SweepComparison>& sweeps,
                    const CompareSettings& settings) {
  comparison.resolution = settings.resolution;
  comparison.z = simultaneousZ(settings.alpha, comparison.tested);
  for (SweepComparison& s : sweeps) {
    EffectSettings effect{.z = comparison.z,
                          .limit = settings.resolution,
                          .seeds = std::max(s.before_config.seeds, s.after_config.seeds),
                          .paired_unchanged = false};
    for (ReadingComparison& r : s.readings) {
      effect.paired_unchanged = pairedUnchanged(s.paired, r.before.id);
      const TestOutcome test{
          .tested = !r.test.empty(),
          .changed = r.verdict == Verdict::kShifted || r.verdict == Verdict::kSignificant,
          .p = r.p};
      r.effect = effectOfReading(r.before, r.after, test, effect);
      if (r.effect.resolution != Resolution::kUnresolved) continue;
      ++comparison.unresolved;
      if (r.effect.more_seeds >= kMostSeedsAdvised) {
        ++comparison.unsettled;
      } else {
        comparison.more_seeds = std::max(comparison.more_seeds, r.effect.more_seeds);
      }
    }
  }
}

}  // namespace

std::vector<CategoryCounts> categoriesOf(const ReadingComparison& reading) {
  std::map<std::string, CategoryCounts> categories;
  for (const auto& [name, count] : reading.before.mix) categories[name].before += count;
  for (const auto& [name, count] : reading.after.mix) categories[name].after += count;
  std::vector<CategoryCounts> out;
  for (auto& [name, c] : categories) {
    c.name = name;
    out.push_back(c);
  }
  return out;
}

std::string_view verdictText(Verdict verdict) {
  switch (verdict) {
    case Verdict::kShifted:
      return "SHIFTED";
    case Verdict::kSignificant:
      return "significant, within threshold";
    case Verdict::kMoved:
      return "past threshold, not significant";
    case Verdict::kSame:
      return "same";
    case Verdict::kNotTested:
      return "not tested";
  }
  return "";
}

DistributionSummary summarizeValues(const ValueCounts& values) {
  DistributionSummary s;
  for (const auto& [value, count] : values) {
    s.readings += count;
    s.sum += value * count;
  }
  if (s.readings == 0) return s;
  s.min = values.begin()->first;
  s.max = values.rbegin()->first;
  // The reading at 0-based rank `rank`.
  const auto at = [&](int64_t rank) {
    int64_t below = 0;
    for (const auto& [value, count] : values) {
      if (rank < below + count) return value;
      below += count;
    }
    return s.max;
  };
  s.q1 = at((s.readings - 1) / 4);
  s.median = at((s.readings - 1) / 2);
  s.q3 = at((3 * (s.readings - 1)) / 4);
  return s;
}

Result<SweepComparison> compareSweeps(const SweepSide& before, const SweepSide& after,
                                      const CompareSettings& settings) {
  const std::string b_options = optionsText(before.config.options);
  const std::string a_options = optionsText(after.config.options);
  if (b_options != a_options) {
    return InputError{after.source, 0, 0,
                      fmt::format("the sweeps' options differ: '{}' in {}, '{}' in {}", b_options,
                                  before.source, a_options, after.source)};
  }
  const std::string not_paired = whyNotPaired(before, after);
  if (settings.paired && !not_paired.empty()) {
    return InputError{after.source, 0, 0, "no paired compare: " + not_paired};
  }
  SweepComparison c;
  c.options = before.config.options;
  c.before_source = before.source;
  c.after_source = after.source;
  c.before_config = before.config;
  c.after_config = after.config;
  c.readings = compareReadings(sweepReadings(before.tally, before.config.options),
                               sweepReadings(after.tally, after.config.options));
  for (ReadingComparison& r : c.readings)
    r.threshold_tenths = thresholdOf(settings.thresholds, r.before.id);
  if (not_paired.empty()) c.paired = pairedView(before.tally.seed_rows, after.tally.seed_rows);
  c.before_ranges = before.tally.ranges;
  c.after_ranges = after.tally.ranges;
  return c;
}

Comparison finishComparison(std::vector<SweepComparison> sweeps, const CompareSettings& settings) {
  Comparison comparison;
  comparison.alpha = settings.alpha;
  comparison.thresholds = settings.thresholds;
  std::vector<double> p;
  for (const SweepComparison& s : sweeps) {
    for (const ReadingComparison& r : s.readings) {
      if (!r.test.empty()) p.push_back(r.p);
    }
  }
  const std::vector<double> adjusted = holmAdjusted(p);
  size_t next = 0;
  for (SweepComparison& s : sweeps) {
    for (ReadingComparison& r : s.readings) {
      if (r.test.empty()) continue;
      r.p_holm = adjusted[next++];
      const bool significant = r.p_holm < settings.alpha;
      const bool past = r.shift_tenths > r.threshold_tenths;
      r.verdict = significant && past ? Verdict::kShifted
                  : significant       ? Verdict::kSignificant
                  : past              ? Verdict::kMoved
                                      : Verdict::kSame;
      comparison.shifted += r.verdict == Verdict::kShifted;
    }
  }
  comparison.tested = static_cast<int>(p.size());
  measureEffects(comparison, sweeps, settings);
  comparison.sweeps = std::move(sweeps);
  return comparison;
}

}  // namespace dungeon::sweeps
