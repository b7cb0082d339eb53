// The compare's text, JSON and Markdown reports.
#include "sweeps/compare_report.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "checks/metrics.h"
#include "generator/observers/try_trace.h"
#include "model/options.h"
#include "sweeps/summary.h"
#include "util/counted.h"
#include "util/decimal.h"
#include "util/json_problem.h"

namespace dungeon::sweeps {
namespace {

using nlohmann::ordered_json;
using Wide = WideInt;

constexpr size_t kSeedMovesShown = 6;  // moved readings printed per listed seed
constexpr int kVerdictReadings = 3;    // shifted readings the verdict line names

std::string valueText(int64_t value, bool milli) {
  return milli ? checks::formatMilli(value) : fmt::format("{}", value);
}

std::string signedValue(int64_t value, bool milli) {
  return fmt::format("{}{}", value < 0 ? '-' : '+', valueText(value < 0 ? -value : value, milli));
}

// A share in percent with one decimal, rounded half up with integers: "20.6%".
std::string percentText(int64_t hits, int64_t of) {
  if (of <= 0) return "-";
  return formatPerMille(thousandthsOf(hits, of));
}

std::string signedPoints(Wide num, Wide den) {
  const int64_t t = thousandthsOf(num < 0 ? -num : num, den);
  return fmt::format("{}{}.{} points", num < 0 ? "-" : "+", t / 10, t % 10);
}

// The mean, as printed: thousandths for milli values, else two decimals.
std::string meanText(const DistributionSummary& s, bool milli) {
  if (s.readings == 0) return "-";
  if (milli) return checks::formatMilli(roundedRatio(s.sum, s.readings, 1));
  return formatHundredths(roundedRatio(s.sum, s.readings, 100));
}

// A mix's category whose share moved most (the first by name among equals): its counts and its
// move, after share minus before share, as a fraction over b_total * a_total.
struct CategoryMove {
  CategoryCounts counts;
  Wide gap = 0;
  Wide over = 1;
};

std::optional<CategoryMove> largestMove(const ReadingComparison& r) {
  const int64_t b_total = mixTotal(r.before);
  const int64_t a_total = mixTotal(r.after);
  if (b_total == 0 || a_total == 0) return std::nullopt;
  std::optional<CategoryMove> largest;
  for (const CategoryCounts& c : categoriesOf(r)) {
    const Wide gap = Wide{c.after} * b_total - Wide{c.before} * a_total;
    const Wide size = gap < 0 ? -gap : gap;
    if (largest && size <= (largest->gap < 0 ? -largest->gap : largest->gap)) continue;
    largest = CategoryMove{c, gap, Wide{b_total} * a_total};
  }
  return largest;
}

std::string meanRatio(const DistributionSummary& b, const DistributionSummary& a) {
  if (b.readings == 0 || a.readings == 0) return "";
  if (b.sum == 0) return a.sum == 0 ? "mean x1" : "mean from 0";
  const Wide num = Wide{a.sum} * b.readings;
  const Wide den = Wide{b.sum} * a.readings;
  if ((num < 0) != (den < 0)) return "mean changes sign";
  const int64_t t = thousandthsOf(num < 0 ? -num : num, den < 0 ? -den : den);
  return fmt::format("mean x{}.{:03}", t / 1000, t % 1000);
}

// "" when no reading is unresolved, else how many and the seeds they ask for.
std::string unresolvedText(const Comparison& c) {
  if (c.unresolved == 0) return "";
  const std::string hide = fmt::format("{} could hide a change of {:.0f}% or more",
                                       counted(c.unresolved, "reading"), c.resolution * 100);
  if (c.unsettled == c.unresolved) return hide + ", and more seeds will not settle them";
  const std::string advice = fmt::format("{}: run {} more seeds", hide, c.more_seeds);
  if (c.unsettled == 0) return advice;
  return fmt::format("{} (more seeds will not settle {} of them)", advice, c.unsettled);
}

// The verdict when nothing shifted: clean only when every reading is resolved.
std::string cleanLine(const Comparison& c) {
  if (c.unresolved == 0) return "no metric shifted";
  return "unresolved: no metric shifted, but " + unresolvedText(c);
}

ordered_json roundedShare(double share) {
  return std::round(share * 10000) / 10000;
}

ordered_json effectJson(const EffectSize& e) {
  ordered_json json{{"resolution", resolutionText(e.resolution)}, {"text", resolutionLine(e)}};
  if (e.resolution == Resolution::kNotMeasured || e.resolution == Resolution::kUnchanged) {
    return json;
  }
  if (!e.category.empty()) json["category"] = e.category;
  json["change"] = roundedShare(e.change);
  json["low"] = roundedShare(e.low);
  json["high"] = roundedShare(e.high);
  json["detectable"] = roundedShare(e.detectable);
  if (e.resolution == Resolution::kUnresolved) json["more_seeds"] = e.more_seeds;
  return json;
}

std::string verdictOf(const ReadingComparison& r) {
  if (r.verdict == Verdict::kNotTested) return fmt::format("not tested ({})", r.note);
  return std::string(verdictText(r.verdict));
}

std::string sideLabel(const Comparison& c, bool before) {
  const std::string& label = before ? c.before_label : c.after_label;
  return label.empty() ? (before ? "before" : "after") : label;
}

std::string seedRange(const SweepConfig& config) {
  return fmt::format("{}..{}", config.first,
                     config.first + static_cast<uint64_t>(config.seeds) - 1);
}

std::string sweepHeading(const SweepComparison& s) {
  return fmt::format("{}: before seeds {} ({}), after seeds {} ({}), {}", optionsText(s.options),
                     seedRange(s.before_config), s.before_source, seedRange(s.after_config),
                     s.after_source, s.paired ? "paired" : "unpaired");
}

std::string thresholdsText(const Thresholds& t) {
  return fmt::format("default {} points, {}{}", pointsText(t.default_tenths),
                     counted(static_cast<int64_t>(t.rules.size()), "rule"),
                     t.source.empty() ? "" : " (" + t.source + ")");
}

std::string headline(const Comparison& c) {
  return fmt::format(
      "{} compared, {} tested, Holm's correction at family alpha {}; shift thresholds: {}; "
      "changes with intervals of {:.2f} standard errors, resolved inside +-{:.0f}%",
      counted(static_cast<int64_t>(c.sweeps.size()), "sweep"), counted(c.tested, "reading"),
      fmt::format("{:g}", c.alpha), thresholdsText(c.thresholds), c.z, c.resolution * 100);
}

std::string finalLine(const Comparison& c) {
  return fmt::format("sweep compare: {} ({} of {} shifted)", verdictLine(c), c.shifted,
                     counted(c.tested, "reading"));
}

void appendReadingRow(std::string& out, const ReadingComparison& r) {
  const bool tested = !r.test.empty();
  out += fmt::format(
      "  {:<44} {:<15} {:<22} {:<22} {:<28} {:>6} {:>5}  {:<8} {:<8} {:<30} {:<42} {}\n",
      r.before.label, tested ? r.test : "-", sideText(r.before), sideText(r.after), effectText(r),
      pointsText(r.shift_tenths), pointsText(r.threshold_tenths), tested ? formatP(r.p) : "-",
      tested ? formatP(r.p_holm) : "-", verdictOf(r), changeText(r.effect),
      resolutionLine(r.effect));
  if (r.before.kind != ReadingKind::kMix) return;
  const int64_t b_total = mixTotal(r.before);
  const int64_t a_total = mixTotal(r.after);
  for (const CategoryCounts& row : categoriesOf(r)) {
    out +=
        fmt::format("      {:<40} {:>8} of {:<8} -> {:>8} of {}\n", row.name,
                    fmt::format("{} ({})", row.before, percentText(row.before, b_total)), b_total,
                    fmt::format("{} ({})", row.after, percentText(row.after, a_total)), a_total);
  }
}

std::string seedMoveText(const SeedMove& move) {
  std::string moved;
  for (size_t i = 0; i < move.moved.size() && i < kSeedMovesShown; ++i)
    moved += (i > 0 ? "; " : "") + move.moved[i];
  if (move.moved.size() > kSeedMovesShown)
    moved += fmt::format("; and {} more", move.moved.size() - kSeedMovesShown);
  return fmt::format(
      "seed {}: {}{}{}", move.seed, move.sheet_changed ? "sheet changed" : "same sheet",
      move.moved.empty() ? ", no reading moved"
                         : fmt::format(", {} moved: ",
                                       counted(static_cast<int64_t>(move.moved.size()), "reading")),
      moved);
}

// "412 seeds moved: 398 first in layout, 14 in stock; 9 kept another try".
std::string firstMovedText(const PairedView& v) {
  std::string stages;
  std::string kept;
  for (const PairedView::FirstMoved& group : v.first_moved) {
    if (group.where == gen::kAnotherTryKept) {
      kept = fmt::format("{} kept another try", group.seeds);
    } else {
      stages += fmt::format("{}{} {}in {}", stages.empty() ? "" : ", ", group.seeds,
                            stages.empty() ? "first " : "", group.where);
    }
  }
  const std::string both = stages.empty() || kept.empty() ? "" : "; ";
  return fmt::format("{} moved: {}{}{}", counted(v.traced_changed, "seed"), stages, both, kept);
}

// The command that finds where `seed` changed first, to the draw, between the two commits.
std::string explainCommand(uint64_t seed, const Options& options) {
  std::string command = fmt::format("ci/golden-explain BASE HEAD --seed {}", seed);
  for (const std::string& flag : generateFlags(options)) command += " " + flag;
  return command;
}

// Where the changed seeds changed first, by their stage traces, a seed of each group with the
// command that finds its first different draw.
void appendFirstMoved(std::string& out, const SweepComparison& s) {
  const PairedView& v = *s.paired;
  if (!v.traced) {
    out += "    where they changed first: unknown (a side's rows keep no stage trace)\n";
    return;
  }
  if (v.traced_changed == 0) return;
  out += fmt::format("    where they changed first (stage traces): {}\n", firstMovedText(v));
  for (const PairedView::FirstMoved& group : v.first_moved) {
    out += fmt::format("      {}: seed {}: {}\n", group.where, group.example,
                       explainCommand(group.example, s.options));
  }
}

void appendPaired(std::string& out, const SweepComparison& s) {
  if (!s.paired) {
    out += "  paired view: none (the sweeps' seeds differ, or a side has no row per seed)\n";
    return;
  }
  const PairedView& v = *s.paired;
  out += fmt::format(
      "  paired view (seeds {} in both): {} of {} changed (sheet hash), readings moved on {}\n",
      seedRange(s.before_config), v.changed, counted(v.seeds, "seed"), v.moved);
  appendFirstMoved(out, s);
  if (v.readings_moved.empty()) return;
  out += "    readings moved, by seeds:\n";
  for (const auto& [id, seeds] : v.readings_moved)
    out += fmt::format("      {:>8}  {}\n", seeds, id);
  out += "    seeds that moved most (each line below reproduces it with either build's tool):\n";
  for (const SeedMove& move : v.most_moved) {
    out += fmt::format("      {}\n        {}\n", seedMoveText(move),
                       reproduceCommand(move.seed, s.options));
  }
}

ordered_json sideJson(const SweepReading& r) {
  switch (r.kind) {
    case ReadingKind::kDistribution: {
      const DistributionSummary s = summarizeValues(r.values);
      ordered_json histogram = ordered_json::array();
      for (const auto& [value, count] : r.values) histogram.push_back({value, count});
      ordered_json json{{"readings", s.readings}};
      if (s.readings > 0) {
        json.update({{"min", s.min},
                     {"q1", s.q1},
                     {"median", s.median},
                     {"q3", s.q3},
                     {"max", s.max},
                     {"sum", s.sum}});
      }
      json["histogram"] = std::move(histogram);
      return json;
    }
    case ReadingKind::kShare:
      return {{"hits", r.hits}, {"of", r.of}};
    case ReadingKind::kMix: {
      ordered_json mix = ordered_json::object();
      for (const auto& [name, count] : r.mix) mix[name] = count;
      return mix;
    }
  }
  return nullptr;
}

std::string_view kindText(ReadingKind kind) {
  switch (kind) {
    case ReadingKind::kDistribution:
      return "distribution";
    case ReadingKind::kShare:
      return "share";
    case ReadingKind::kMix:
      return "mix";
  }
  return "";
}

ordered_json readingJson(const ReadingComparison& r) {
  ordered_json json{{"id", r.before.id},
                    {"label", r.before.label},
                    {"kind", kindText(r.before.kind)},
                    {"unit", r.before.milli ? "thousandths" : "whole"},
                    {"before", sideJson(r.before)},
                    {"after", sideJson(r.after)},
                    {"test", r.test.empty() ? ordered_json(nullptr) : ordered_json(r.test)}};
  if (r.pooled > 0) json["pooled"] = r.pooled;
  json["shift_points"] = pointsText(r.shift_tenths);
  json["threshold_points"] = pointsText(r.threshold_tenths);
  json["p"] = r.test.empty() ? ordered_json(nullptr) : ordered_json(r.p);
  json["p_holm"] = r.test.empty() ? ordered_json(nullptr) : ordered_json(r.p_holm);
  json["effect"] = effectText(r);
  json["change"] = r.test.empty() ? "" : changeLine(r);
  json["verdict"] = verdictText(r.verdict);
  if (!r.note.empty()) json["note"] = r.note;
  json["effect_size"] = effectJson(r.effect);
  return json;
}

ordered_json configJson(const std::string& source, const SweepConfig& config) {
  return {{"source", source}, {"seeds", config.seeds}, {"first", config.first}};
}

ordered_json pairedJson(const SweepComparison& s) {
  if (!s.paired) return nullptr;
  const PairedView& v = *s.paired;
  ordered_json moved = ordered_json::array();
  for (const auto& [id, seeds] : v.readings_moved) moved.push_back({{"id", id}, {"seeds", seeds}});
  ordered_json seeds = ordered_json::array();
  for (const SeedMove& move : v.most_moved) {
    seeds.push_back({{"seed", move.seed},
                     {"sheet_changed", move.sheet_changed},
                     {"moved", move.moved},
                     {"command", reproduceCommand(move.seed, s.options)}});
  }
  ordered_json first = nullptr;
  if (v.traced) {
    first = ordered_json::array();
    for (const PairedView::FirstMoved& group : v.first_moved) {
      first.push_back({{"where", group.where},
                       {"seeds", group.seeds},
                       {"example", group.example},
                       {"command", explainCommand(group.example, s.options)}});
    }
  }
  return {{"seeds", v.seeds},
          {"changed", v.changed},
          {"moved", v.moved},
          {"readings_moved", std::move(moved)},
          {"most_moved", std::move(seeds)},
          {"first_moved", std::move(first)}};
}

std::string markdownRow(const SweepComparison& s, const ReadingComparison& r) {
  return fmt::format("| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
                     optionsText(s.options), r.before.label, r.test.empty() ? "-" : r.test,
                     sideText(r.before), sideText(r.after), effectText(r),
                     pointsText(r.shift_tenths), r.test.empty() ? "-" : formatP(r.p_holm),
                     verdictOf(r), changeText(r.effect), resolutionLine(r.effect));
}

constexpr std::string_view kMarkdownHeader =
    "| sweep | reading | test | before | after | effect | shift (points) | Holm p | verdict | "
    "change [interval], detectable | resolution |\n"
    "|---|---|---|---|---|---|---:|---:|---|---|---|\n";

// The readings left unresolved, as Markdown rows.
std::string unresolvedRows(const Comparison& c) {
  std::string rows;
  for (const SweepComparison& s : c.sweeps) {
    for (const ReadingComparison& r : s.readings) {
      if (r.effect.resolution == Resolution::kUnresolved) rows += markdownRow(s, r);
    }
  }
  return rows;
}

}  // namespace

std::string pointsText(int64_t tenths) {
  return fmt::format("{}.{}", tenths / 10, tenths % 10);
}

std::string sideText(const SweepReading& r) {
  switch (r.kind) {
    case ReadingKind::kDistribution: {
      if (r.values.empty()) return "no readings";
      const DistributionSummary s = summarizeValues(r.values);
      return fmt::format("{} ({}..{})", valueText(s.median, r.milli), valueText(s.q1, r.milli),
                         valueText(s.q3, r.milli));
    }
    case ReadingKind::kShare:
      return r.of == 0 ? "none" : fmt::format("{} of {}", percentText(r.hits, r.of), r.of);
    case ReadingKind::kMix:
      return counted(static_cast<int64_t>(r.mix.size()), "category", "categories");
  }
  return "";
}

std::string effectText(const ReadingComparison& r) {
  switch (r.before.kind) {
    case ReadingKind::kDistribution: {
      const DistributionSummary b = summarizeValues(r.before.values);
      const DistributionSummary a = summarizeValues(r.after.values);
      if (b.readings == 0 || a.readings == 0) return "-";
      return fmt::format("median {}, {}", signedValue(a.median - b.median, r.before.milli),
                         meanRatio(b, a));
    }
    case ReadingKind::kShare:
      if (r.before.of == 0 || r.after.of == 0) return "-";
      return signedPoints(Wide{r.after.hits} * r.before.of - Wide{r.before.hits} * r.after.of,
                          Wide{r.before.of} * r.after.of);
    case ReadingKind::kMix: {
      const std::optional<CategoryMove> move = largestMove(r);
      if (!move) return "-";
      return move->counts.name + " " + signedPoints(move->gap, move->over);
    }
  }
  return "";
}

std::string compareText(const Comparison& c) {
  std::string out = fmt::format("sweep compare: {}\n", headline(c));
  if (!c.before_label.empty() || !c.after_label.empty()) {
    out += fmt::format("before: {}; after: {}\n", sideLabel(c, true), sideLabel(c, false));
  }
  for (const SweepComparison& s : c.sweeps) {
    out += fmt::format("\n{}\n", sweepHeading(s));
    out += fmt::format(
        "  {:<44} {:<15} {:<22} {:<22} {:<28} {:>6} {:>5}  {:<8} {:<8} {:<30} {:<42} {}\n",
        "reading", "test", "before", "after", "effect", "shift", "limit", "p", "Holm p", "verdict",
        "change [interval], detectable", "resolution");
    for (const ReadingComparison& r : s.readings) appendReadingRow(out, r);
    appendPaired(out, s);
  }
  out += fmt::format("\n{}\n", finalLine(c));
  return out;
}

ordered_json compareJson(const Comparison& c) {
  ordered_json sweeps = ordered_json::array();
  for (const SweepComparison& s : c.sweeps) {
    ordered_json readings = ordered_json::array();
    for (const ReadingComparison& r : s.readings) readings.push_back(readingJson(r));
    sweeps.push_back({{"options", optionsText(s.options)},
                      {"before", configJson(s.before_source, s.before_config)},
                      {"after", configJson(s.after_source, s.after_config)},
                      {"readings", std::move(readings)},
                      {"paired", pairedJson(s)}});
  }
  ordered_json thresholds{{"source", c.thresholds.source},
                          {"default_points", pointsText(c.thresholds.default_tenths)}};
  ordered_json rules = ordered_json::array();
  for (const auto& [pattern, value] : c.thresholds.rules)
    rules.push_back({{"pattern", pattern}, {"points", pointsText(value)}});
  thresholds["rules"] = std::move(rules);
  return {{"format", kCompareFormat},
          {"labels", {{"before", c.before_label}, {"after", c.after_label}}},
          {"alpha", c.alpha},
          {"thresholds", std::move(thresholds)},
          {"sweeps", std::move(sweeps)},
          {"verdict",
           {{"tested", c.tested},
            {"shifted", c.shifted},
            {"unresolved", c.unresolved},
            {"more_seeds", c.more_seeds},
            {"unsettled", c.unsettled},
            {"resolution_percent", roundedShare(c.resolution * 100)},
            {"z", roundedShare(c.z)},
            {"line", verdictLine(c)},
            {"passed", c.shifted == 0},
            {"resolved", c.unresolved == 0}}}};
}

Result<std::string> readCompareVerdict(std::string_view text, const std::string& file) {
  try {
    const ordered_json json = ordered_json::parse(text);
    if (json.value("format", "") != kCompareFormat) {
      return InputError{file, 0, 0,
                        fmt::format("not a sweep compare (\"format\": \"{}\")", kCompareFormat)};
    }
    return json.at("verdict").at("line").get<std::string>();
  } catch (const std::exception& error) {
    return InputError{file, 0, 0, fmt::format("not a sweep compare: {}", plainJsonProblem(error))};
  }
}

std::string compareMarkdown(const Comparison& c) {
  std::string out = fmt::format("## Sweep compare: {}\n\n", verdictLine(c));
  out += fmt::format("`{}` -> `{}`: {}.\n\n", sideLabel(c, true), sideLabel(c, false), headline(c));
  std::string notable;
  int every = 0;
  for (const SweepComparison& s : c.sweeps) {
    for (const ReadingComparison& r : s.readings) {
      ++every;
      if (r.verdict == Verdict::kShifted || r.verdict == Verdict::kSignificant) {
        notable += markdownRow(s, r);
      }
    }
  }
  out += notable.empty() ? "No reading differed significantly.\n\n"
                         : std::string(kMarkdownHeader) + notable + "\n";
  if (c.unresolved > 0) {
    out += fmt::format("**Unresolved**: {}.\n\n{}{}\n", unresolvedText(c), kMarkdownHeader,
                       unresolvedRows(c));
  }
  for (const SweepComparison& s : c.sweeps) {
    if (!s.paired) continue;
    const PairedView& v = *s.paired;
    out += fmt::format("**{}**, seeds {} paired: {} of {} changed; readings moved on {}.",
                       optionsText(s.options), seedRange(s.before_config), v.changed,
                       counted(v.seeds, "seed"), v.moved);
    for (size_t i = 0; i < v.most_moved.size() && i < 3; ++i) {
      out += fmt::format("{} seed {} ({})", i == 0 ? " Most moved:" : ",", v.most_moved[i].seed,
                         counted(static_cast<int64_t>(v.most_moved[i].moved.size()), "reading"));
    }
    out += "\n\n";
  }
  out +=
      fmt::format("<details><summary>Every reading ({})</summary>\n\n{}", every, kMarkdownHeader);
  for (const SweepComparison& s : c.sweeps) {
    for (const ReadingComparison& r : s.readings) out += markdownRow(s, r);
  }
  out += "\n</details>\n";
  return out;
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
      const std::optional<CategoryMove> move = largestMove(r);
      const CategoryCounts c = move ? move->counts : CategoryCounts{};
      change = fmt::format("{}: {} {} -> {}", r.before.label, c.name,
                           percentText(c.before, mixTotal(r.before)),
                           percentText(c.after, mixTotal(r.after)));
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
  if (shifted.empty()) return cleanLine(comparison);
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
