// Sweep against sweep: the thresholds file, each reading's test and shift, the paired view, and
// Holm's correction over the whole compare.
#include "sweeps/compare.h"

#include <fmt/format.h>
#include <fnmatch.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

#include "checks/metrics.h"
#include "model/counted.h"
#include "model/options.h"
#include "sweeps/summary.h"
#include "sweeps/sweep_report.h"

namespace dungeon::sweeps {
namespace {

__extension__ using Wide = __int128;

constexpr int64_t kMaxThresholdTenths = 1000;  // 100 points: every share lies within them
constexpr int kVerdictReadings = 3;            // shifted readings the verdict line names

// round(1000 * num / den): a fraction in tenths of a point. REQUIRES: den > 0, num >= 0.
int64_t tenths(Wide num, Wide den) {
  return static_cast<int64_t>((num * 2000 + den) / (den * 2));
}

std::string valueText(int64_t value, bool milli) {
  return milli ? checks::formatMilli(value) : fmt::format("{}", value);
}

// A share in percent with one decimal, rounded half up with integers: "20.6%".
std::string percentText(int64_t hits, int64_t of) {
  if (of <= 0) return "-";
  const int64_t t = tenths(hits, of);
  return fmt::format("{}.{}%", t / 10, t % 10);
}

// The mean, as printed: thousandths for milli values, else two decimals.
std::string meanText(const DistributionSummary& s, bool milli) {
  if (s.readings == 0) return "-";
  if (milli) return checks::formatMilli((s.sum * 2 + s.readings) / (2 * s.readings));
  return formatHundredths((s.sum * 200 + s.readings) / (2 * s.readings));
}

// Reads the points of a thresholds line: "2", "2.5", "2.5%".
std::optional<int64_t> pointsTenths(std::string word) {
  if (word.ends_with('%')) word.pop_back();
  const size_t dot = word.find('.');
  const std::string whole = word.substr(0, dot);
  const std::string decimal = dot == std::string::npos ? "0" : word.substr(dot + 1);
  const auto digits = [](const std::string& w) {
    return !w.empty() && w.size() <= 4 && w.find_first_not_of("0123456789") == std::string::npos;
  };
  if (!digits(whole) || !digits(decimal) || decimal.size() != 1) return std::nullopt;
  const int64_t value = std::stoll(whole) * kTenthsPerPoint + std::stoll(decimal);
  if (value > kMaxThresholdTenths) return std::nullopt;
  return value;
}

struct Category {
  int64_t before = 0;
  int64_t after = 0;
};

std::map<std::string, Category> categoriesOf(const SweepReading& before,
                                             const SweepReading& after) {
  std::map<std::string, Category> categories;
  for (const auto& [name, count] : before.mix) categories[name].before += count;
  for (const auto& [name, count] : after.mix) categories[name].after += count;
  return categories;
}

int64_t mixTotal(const SweepReading& r) {
  int64_t total = 0;
  for (const auto& [name, count] : r.mix) total += count;
  return total;
}

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
  r.shift_tenths = tenths(ks.d_numerator, Wide{ks.m} * ks.n);
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
  r.shift_tenths = tenths(gap < 0 ? -gap : gap, Wide{b.of} * a.of);
}

void testMix(ReadingComparison& r) {
  const int64_t b_total = mixTotal(r.before);
  const int64_t a_total = mixTotal(r.after);
  if (b_total == 0 || a_total == 0) {
    r.note = b_total == 0 ? "none to count before" : "none to count after";
    return;
  }
  std::vector<std::pair<int64_t, int64_t>> cells;
  for (const auto& [name, c] : categoriesOf(r.before, r.after)) {
    cells.emplace_back(c.before, c.after);
    const Wide gap = Wide{c.before} * a_total - Wide{c.after} * b_total;
    r.shift_tenths =
        std::max(r.shift_tenths, tenths(gap < 0 ? -gap : gap, Wide{b_total} * a_total));
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

std::string seedReadingName(const SeedReading& r) {
  return r.floor < 0 ? r.id : fmt::format("{} floor {}", r.id, r.floor + 1);
}

// What moved on one seed, reading by reading (id and floor), in the before's order.
SeedMove seedMove(const SeedOutcome& before, const SeedOutcome& after,
                  std::map<std::string, int64_t>& moved_by_id, std::vector<std::string>& id_order) {
  SeedMove move{before.seed, before.sheet_hash != after.sheet_hash, {}};
  const std::vector<SeedReading> b = seedReadings(before);
  const std::vector<SeedReading> a = seedReadings(after);
  std::map<std::pair<std::string, int>, std::string> after_values;
  for (const SeedReading& r : a) after_values[{r.id, r.floor}] = r.value;
  std::set<std::string> ids;
  const auto note = [&](const std::string& id, const std::string& text) {
    move.moved.push_back(text);
    if (ids.insert(id).second) {
      if (moved_by_id[id]++ == 0) id_order.push_back(id);
    }
  };
  for (const SeedReading& r : b) {
    const auto at = after_values.find({r.id, r.floor});
    const std::string now = at == after_values.end() ? "(none)" : at->second;
    if (at != after_values.end()) after_values.erase(at);
    if (now != r.value) note(r.id, fmt::format("{}: {} -> {}", seedReadingName(r), r.value, now));
  }
  for (const SeedReading& r : a) {
    if (after_values.contains({r.id, r.floor})) {
      note(r.id, fmt::format("{}: (none) -> {}", seedReadingName(r), r.value));
    }
  }
  return move;
}

PairedView pairedView(const Tally& before, const Tally& after) {
  PairedView view;
  std::map<std::string, int64_t> moved_by_id;
  std::vector<std::string> id_order;
  std::vector<SeedMove> moves;
  for (size_t i = 0; i < before.seed_rows.size() && i < after.seed_rows.size(); ++i) {
    const SeedOutcome b = seedOutcomeOfRow(before.seed_rows[i].row);
    const SeedOutcome a = seedOutcomeOfRow(after.seed_rows[i].row);
    ++view.seeds;
    SeedMove move = seedMove(b, a, moved_by_id, id_order);
    view.changed += move.sheet_changed;
    view.moved += !move.moved.empty();
    if (move.sheet_changed || !move.moved.empty()) moves.push_back(std::move(move));
  }
  for (const std::string& id : id_order) view.readings_moved.emplace_back(id, moved_by_id[id]);
  std::stable_sort(view.readings_moved.begin(), view.readings_moved.end(),
                   [](const auto& x, const auto& y) { return x.second > y.second; });
  std::stable_sort(moves.begin(), moves.end(), [](const SeedMove& x, const SeedMove& y) {
    if (x.moved.size() != y.moved.size()) return x.moved.size() > y.moved.size();
    return x.sheet_changed && !y.sheet_changed;
  });
  if (moves.size() > kMovedSeedsListed) moves.resize(kMovedSeedsListed);
  view.most_moved = std::move(moves);
  return view;
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

}  // namespace

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

Result<Thresholds> parseThresholds(std::string_view text, const std::string& file) {
  Thresholds thresholds;
  thresholds.source = file;
  int number = 0;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++number;
    const std::string_view content = line.substr(0, line.find('#'));
    std::vector<std::pair<std::string, int>> words;  // word, its column
    size_t at = 0;
    while (at < content.size()) {
      const size_t begin = content.find_first_not_of(" \t\r", at);
      if (begin == std::string_view::npos) break;
      const size_t stop = std::min(content.find_first_of(" \t\r", begin), content.size());
      words.emplace_back(std::string(content.substr(begin, stop - begin)),
                         static_cast<int>(begin) + 1);
      at = stop;
    }
    if (words.empty()) continue;
    if (words.size() != 2) {
      return InputError{file, number, words.front().second,
                        "expected 'PATTERN POINTS' (POINTS like 2 or 2.5)"};
    }
    const std::optional<int64_t> value = pointsTenths(words[1].first);
    if (!value) {
      return InputError{file, number, words[1].second,
                        fmt::format("'{}' is not points of share from 0 to 100 with at most one "
                                    "decimal (like 2 or 2.5)",
                                    words[1].first)};
    }
    if (words[0].first == "default") {
      thresholds.default_tenths = *value;
    } else {
      thresholds.rules.emplace_back(words[0].first, *value);
    }
    if (end == text.size()) break;
  }
  return thresholds;
}

int64_t thresholdOf(const Thresholds& thresholds, std::string_view id) {
  const std::string name(id);
  for (const auto& [pattern, value] : thresholds.rules) {
    if (fnmatch(pattern.c_str(), name.c_str(), 0) == 0) return value;
  }
  return thresholds.default_tenths;
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
  if (not_paired.empty()) c.paired = pairedView(before.tally, after.tally);
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
  comparison.sweeps = std::move(sweeps);
  return comparison;
}

std::string changeLine(const ReadingComparison& r) {
  std::string change;
  switch (r.before.kind) {
    case ReadingKind::kDistribution: {
      const DistributionSummary b = summarizeValues(r.before.values);
      const DistributionSummary a = summarizeValues(r.after.values);
      const bool milli = r.before.milli;
      change = b.median != a.median
                   ? fmt::format("{} median {} -> {}", r.before.label, valueText(b.median, milli),
                                 valueText(a.median, milli))
                   : fmt::format("{} mean {} -> {}", r.before.label, meanText(b, milli),
                                 meanText(a, milli));
      break;
    }
    case ReadingKind::kShare:
      change = fmt::format("{} {} -> {}", r.before.label, percentText(r.before.hits, r.before.of),
                           percentText(r.after.hits, r.after.of));
      break;
    case ReadingKind::kMix: {
      const int64_t b_total = mixTotal(r.before);
      const int64_t a_total = mixTotal(r.after);
      std::string most;
      int64_t largest = -1;
      for (const auto& [name, c] : categoriesOf(r.before, r.after)) {
        const Wide gap = Wide{c.before} * a_total - Wide{c.after} * b_total;
        const int64_t move =
            b_total > 0 && a_total > 0 ? tenths(gap < 0 ? -gap : gap, Wide{b_total} * a_total) : 0;
        if (move <= largest) continue;
        largest = move;
        most = fmt::format("{} {} -> {}", name, percentText(c.before, b_total),
                           percentText(c.after, a_total));
      }
      change = fmt::format("{}: {}", r.before.label, most);
      break;
    }
  }
  return fmt::format("{}, p = {}", change, formatP(r.p_holm));
}

std::string verdictLine(const Comparison& comparison) {
  struct Shifted {
    const SweepComparison* sweep;
    const ReadingComparison* reading;
  };
  std::vector<Shifted> shifted;
  for (const SweepComparison& s : comparison.sweeps) {
    for (const ReadingComparison& r : s.readings) {
      if (r.verdict == Verdict::kShifted) shifted.push_back({&s, &r});
    }
  }
  if (shifted.empty()) return "no metric shifted";
  std::stable_sort(shifted.begin(), shifted.end(), [](const Shifted& x, const Shifted& y) {
    return x.reading->p_holm < y.reading->p_holm;
  });
  std::string line;
  for (size_t i = 0; i < shifted.size() && i < kVerdictReadings; ++i) {
    if (i > 0) line += "; ";
    if (comparison.sweeps.size() > 1) line += optionsText(shifted[i].sweep->options) + ": ";
    line += changeLine(*shifted[i].reading);
  }
  if (shifted.size() > kVerdictReadings) {
    line += fmt::format("; and {} more", shifted.size() - kVerdictReadings);
  }
  return line;
}

}  // namespace dungeon::sweeps
