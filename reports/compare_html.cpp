// The compare page: a section per pair of sweeps, histograms overlaid, tables, the paired view.
#include "reports/compare_html.h"

#include <fmt/format.h>

#include "model/options.h"
#include "render/svg_canvas.h"
#include "reports/range_map.h"
#include "reports/sweep_histogram.h"
#include "reports/sweep_html.h"
#include "sweeps/compare_report.h"
#include "sweeps/summary.h"
#include "util/counted.h"

namespace dungeon::reports {
namespace {

using render::escapeXml;
using sweeps::ReadingComparison;
using sweeps::SweepComparison;

constexpr std::string_view kCompareStyle =
    ".shifted{color:#c0392b;font-weight:bold}.pair svg{max-width:100%;height:auto;"
    "border:1px solid #ddd}\n";

// The verdict, then the change with its interval and its resolution (effect_size.h).
std::string verdictCell(const ReadingComparison& r) {
  const std::string text = r.verdict == sweeps::Verdict::kNotTested
                               ? fmt::format("not tested ({})", r.note)
                               : std::string(sweeps::verdictText(r.verdict));
  const std::string effect = fmt::format("; change {}, {}", sweeps::changeText(r.effect),
                                         sweeps::resolutionLine(r.effect));
  if (r.verdict != sweeps::Verdict::kShifted) return escapeXml(text + effect);
  return "<span class=\"shifted\">" + escapeXml(text) + "</span>" + escapeXml(effect);
}

std::string testText(const ReadingComparison& r) {
  if (r.test.empty()) return "not tested";
  return fmt::format("{}: p {}, Holm p {}", r.test, sweeps::formatP(r.p),
                     sweeps::formatP(r.p_holm));
}

void appendDistributions(std::string& out, const SweepComparison& s) {
  out += fmt::format(
      "<p class=\"note\">Bars: each bin's share of its side's readings,{}before (filled),{}after "
      "(outlined). Shift: the largest difference of the two sides' shares of readings at or "
      "below a value (KS D), in points.</p>\n<div class=\"metrics\">\n",
      swatchOf(kBeforeColour), swatchOf(kAfterColour));
  for (const ReadingComparison& r : s.readings) {
    if (r.before.kind != sweeps::ReadingKind::kDistribution) continue;
    out += fmt::format("<div class=\"metric\"><h3>{}</h3>\n", escapeXml(r.before.label));
    out += overlaidHistogramSvg(r.before.values, r.after.values, r.before.milli);
    out += fmt::format(
        "<div class=\"note\">before {}; after {}; {}; shift {} of {} points; {}; {}</div></div>\n",
        escapeXml(sweeps::sideText(r.before)), escapeXml(sweeps::sideText(r.after)),
        escapeXml(sweeps::effectText(r)), sweeps::pointsText(r.shift_tenths),
        sweeps::pointsText(r.threshold_tenths), escapeXml(testText(r)), verdictCell(r));
  }
  out += "</div>\n";
}

void appendSharesAndMixes(std::string& out, const SweepComparison& s) {
  out +=
      "<table><tr><th>reading</th><th>before</th><th>after</th><th>effect</th><th>shift "
      "(points)</th><th>limit</th><th>test</th><th>verdict</th></tr>\n";
  for (const ReadingComparison& r : s.readings) {
    if (r.before.kind == sweeps::ReadingKind::kDistribution) continue;
    std::string before = sweeps::sideText(r.before);
    std::string after = sweeps::sideText(r.after);
    if (r.before.kind == sweeps::ReadingKind::kMix) {
      before.clear();
      after.clear();
      for (const auto& [name, count] : r.before.mix) before += fmt::format("{} {}; ", name, count);
      for (const auto& [name, count] : r.after.mix) after += fmt::format("{} {}; ", name, count);
    }
    out += fmt::format(
        "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"n\">{}</td><td "
        "class=\"n\">{}</td><td>{}</td><td>{}</td></tr>\n",
        escapeXml(r.before.label), escapeXml(before), escapeXml(after),
        escapeXml(sweeps::effectText(r)), sweeps::pointsText(r.shift_tenths),
        sweeps::pointsText(r.threshold_tenths), escapeXml(testText(r)), verdictCell(r));
  }
  out += "</table>\n";
}

void appendPaired(std::string& out, const SweepComparison& s, size_t index,
                  const ComparePictures& pictures) {
  out += fmt::format("<h3 id=\"paired-{}\">Paired view</h3>\n", index + 1);
  if (!s.paired) {
    out += "<p>None: the sweeps' seeds differ, or a side has no row per seed.</p>\n";
    return;
  }
  const sweeps::PairedView& v = *s.paired;
  out += fmt::format("<p>{} of {} changed (sheet hash); readings moved on {}.</p>\n", v.changed,
                     counted(v.seeds, "seed"), v.moved);
  if (!v.readings_moved.empty()) {
    out += "<table><tr><th>reading</th><th>seeds it moved on</th></tr>\n";
    for (const auto& [id, seeds] : v.readings_moved) {
      out += fmt::format("<tr><td>{}</td><td class=\"n\">{}</td></tr>\n", escapeXml(id), seeds);
    }
    out += "</table>\n";
  }
  int pictured = 0;
  for (const sweeps::SeedMove& move : v.most_moved) {
    out += fmt::format("<div class=\"failure pair\"><h4>seed {}{}</h4>\n<ul>\n", move.seed,
                       move.sheet_changed ? ": sheet changed" : ": same sheet");
    for (const std::string& line : move.moved) out += "<li>" + escapeXml(line) + "</li>\n";
    out += fmt::format("</ul><p><code>{}</code> (with either build's tool)</p>\n",
                       escapeXml(sweeps::reproduceCommand(move.seed, s.options)));
    const auto picture = pictures.svg.find({index, move.seed});
    if (pictured++ < kComparePictures && picture != pictures.svg.end()) {
      out += "<p>Before (left) and after (right), changed squares marked:</p>\n" + picture->second;
    }
    out += "</div>\n";
  }
  if (!v.most_moved.empty() && !pictures.missing.empty()) {
    out += "<p class=\"note\">" + escapeXml(pictures.missing) + "</p>\n";
  }
}

// Per pair of metrics, the before and after maps on the same boxes and their difference.
void appendRanges(std::string& out, const SweepComparison& s, size_t index) {
  out += fmt::format(
      "<h3 id=\"range-{}\">Expressive range</h3>\n<p class=\"note\">Before, after, and the "
      "after side's share of its readings per box less the before side's: more after{}, fewer"
      "{}.</p>\n",
      index + 1, swatchOf({225, 110, 20}), swatchOf({60, 90, 170}));
  for (const sweeps::RangePair& pair : sweeps::rangePairs()) {
    const std::vector<sweeps::RangeGrid> grids =
        sweeps::rangeGrids(pair, {&sweeps::rangeCellsOf(s.before_ranges, pair.id),
                                  &sweeps::rangeCellsOf(s.after_ranges, pair.id)});
    out += fmt::format("<h4>{}</h4>\n<div class=\"metrics\" id=\"range-{}-{}\">\n",
                       escapeXml(pair.title), index + 1, pair.id);
    out += fmt::format("<div class=\"metric\"><h3>before ({} readings)</h3>\n{}</div>\n",
                       grids[0].readings, rangeMapSvg(pair, grids[0]));
    out += fmt::format("<div class=\"metric\"><h3>after ({} readings)</h3>\n{}</div>\n",
                       grids[1].readings, rangeMapSvg(pair, grids[1]));
    out += fmt::format("<div class=\"metric\"><h3>after less before</h3>\n{}</div>\n</div>\n",
                       rangeDifferenceSvg(pair, grids[0], grids[1]));
  }
}

}  // namespace

std::string compareHtml(const sweeps::Comparison& c, const ComparePictures& pictures) {
  const std::string verdict = sweeps::verdictLine(c);
  std::string out = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
      "<title>sweep compare: {0}</title>\n<style>\n{1}{2}</style></head><body>\n"
      "<h1 id=\"compare\">Sweep compare: {0}</h1>\n<p>{3} of {4} shifted; Holm's correction at "
      "family alpha {5:g}; shift thresholds: default {6} points{7}.</p>\n",
      escapeXml(verdict), pageStyle(), kCompareStyle, c.shifted, counted(c.tested, "reading"),
      c.alpha, sweeps::pointsText(c.thresholds.default_tenths),
      c.thresholds.source.empty() ? "" : " (" + escapeXml(c.thresholds.source) + ")");
  if (!c.before_label.empty() || !c.after_label.empty()) {
    out += fmt::format("<p>Before: {}; after: {}.</p>\n", escapeXml(c.before_label),
                       escapeXml(c.after_label));
  }
  for (size_t i = 0; i < c.sweeps.size(); ++i) {
    const SweepComparison& s = c.sweeps[i];
    out += fmt::format(
        "<h2 id=\"sweep-{}\">{}</h2>\n<p>Before: seeds {}..{} ({}); after: seeds {}..{} "
        "({}).</p>\n",
        i + 1, escapeXml(optionsText(s.options)), s.before_config.first,
        s.before_config.first + static_cast<uint64_t>(s.before_config.seeds) - 1,
        escapeXml(s.before_source), s.after_config.first,
        s.after_config.first + static_cast<uint64_t>(s.after_config.seeds) - 1,
        escapeXml(s.after_source));
    appendDistributions(out, s);
    appendSharesAndMixes(out, s);
    appendRanges(out, s, i);
    appendPaired(out, s, i, pictures);
  }
  out +=
      fmt::format("<p id=\"verdict\">sweep compare: {}</p>\n</body></html>\n", escapeXml(verdict));
  return out;
}

}  // namespace dungeon::reports
