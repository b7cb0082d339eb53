// The HTML sweep page: the text report's sections in its order, each opening with an element
// whose id names it (sweep, metrics, expressive-range, tries, rejections, topologies, the kept
// dungeons' facts of sweep_html_facts.h, ledger, failures, stage-failures, verdict); a histogram
// per metric (sweep_histogram.h), a heat map per pair of metrics (range_map.h), tables, and
// pictures of the failing dungeons regenerated from their seeds.
#include "reports/sweep_html.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "checks/metrics.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"
#include "render/picture.h"
#include "render/svg_canvas.h"
#include "reports/range_map.h"
#include "reports/sweep_histogram.h"
#include "reports/sweep_html_facts.h"
#include "reports/sweep_html_ledger.h"
#include "util/counted.h"
#include "util/decimal.h"

namespace dungeon::reports {
namespace {

using checks::formatMilli;
using render::escapeXml;

constexpr std::string_view kStyle = R"(body{font-family:sans-serif;margin:24px;color:#19191e}
h1{font-size:22px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #ccc}
.metrics{display:flex;flex-wrap:wrap;gap:16px}
.metric{border:1px solid #ddd;padding:8px;width:410px}.metric h3{font-size:14px;margin:0 0 4px}
.note{font-size:12px;color:#444}.out{font-weight:bold}
.key{display:inline-block;width:10px;height:10px;border:1px solid #999;margin:0 3px 0 6px}
table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ddd;padding:3px 8px;text-align:left}
td.n{text-align:right}.bar{background:#c0392b;height:10px}
code{background:#f3f3f3;padding:2px 4px}.failure{margin-bottom:24px}
.failure svg{max-width:100%;height:auto;border:1px solid #ddd}
)";

int64_t bandRejections(const sweeps::SweepSummary& summary, const std::string& id) {
  for (const sweeps::Rejection& r : summary.rejections) {
    if (r.kind == "band" && r.id == id) return r.count;
  }
  return 0;
}

void appendMetrics(std::string& out, const sweeps::SweepSummary& summary) {
  out += fmt::format(
      "<h2 id=\"metrics\">Metrics of the kept dungeons</h2>\n<p class=\"note\">Bars: readings "
      "per bin,{}inside the band (or with no band),{}outside it;{}the band, between its green "
      "edges. Beside each, the raw tries its band rejected.</p>\n<div class=\"metrics\">\n",
      swatchOf(kInBandColour), swatchOf(kOutOfBandColour), swatchOf(kBandColour));
  for (const sweeps::MetricSummary& m : summary.metrics) {
    out +=
        fmt::format("<div class=\"metric\"><h3>{} {}</h3>\n", escapeXml(m.id), escapeXml(m.name));
    out += histogramSvg(m);
    out += fmt::format("<div class=\"note\">{} readings, min {} / median {} / max {}; ", m.readings,
                       formatMilli(m.min), formatMilli(m.median), formatMilli(m.max));
    out += m.band ? fmt::format("band {}..{}; raw tries rejected by the band: {}",
                                formatMilli(m.band->lo), formatMilli(m.band->hi),
                                bandRejections(summary, m.id))
                  : std::string("no band");
    if (m.outside > 0) out += fmt::format(" <span class=\"out\">{} outside</span>", m.outside);
    out += "</div></div>\n";
  }
  out += "</div>\n";
}

void appendRejections(std::string& out, const sweeps::SweepSummary& summary) {
  out +=
      "<h2 id=\"rejections\">Raw tries rejected (most "
      "first)</h2>\n<table><tr><th>by</th><th>kind</th>"
      "<th>name</th><th>tries</th><th></th></tr>\n";
  const int64_t most =
      summary.rejections.empty() ? 1 : std::max<int64_t>(1, summary.rejections.front().count);
  for (const sweeps::Rejection& r : summary.rejections) {
    out += fmt::format(
        "<tr><td>{}</td><td>{}</td><td>{}</td><td class=\"n\">{}</td>"
        "<td><div class=\"bar\" style=\"width:{}px\"></div></td></tr>\n",
        escapeXml(r.id), escapeXml(r.kind), escapeXml(r.name), r.count, r.count * 200 / most);
  }
  out += "</table>\n";
}

void appendTopologies(std::string& out, const sweeps::SweepSummary& summary) {
  out +=
      "<h2 id=\"topologies\">Floors per "
      "topology</h2>\n<table><tr><th>topology</th><th>floors</th></tr>\n";
  for (const auto& [name, count] : summary.topologies) {
    out += fmt::format("<tr><td>{}</td><td class=\"n\">{}</td></tr>\n", escapeXml(name), count);
  }
  out += "</table>\n";
}

// The picture of a failing seed: its kept try, or, when no try could be kept (the dungeon has
// no floors), its last try as far as the stage that failed it got.
std::string failurePicture(uint64_t seed, const Options& options) {
  const std::string name = gen::nameForSeed(seed);
  const gen::Generation g = gen::generate(name, seed, options);
  if (!g.dungeon.floors.empty()) return "<p>The kept try:</p>\n" + render::renderSvg(g.dungeon);
  const int last = std::max(0, static_cast<int>(g.tries.size()) - 1);
  const gen::BuiltTry built = gen::buildTry(name, seed, options, last);
  if (built.draft.dungeon->floors.empty()) return "<p>No try laid a floor.</p>\n";
  return fmt::format("<p>Try {} as far as it got (stage {} failed):</p>\n", last + 1,
                     escapeXml(built.failed_stage)) +
         render::renderSvg(*built.draft.dungeon);
}

void appendFailures(std::string& out, const sweeps::SweepSummary& summary) {
  out += fmt::format("<h2 id=\"failures\">Failing seeds ({})</h2>\n", summary.failures.size());
  if (summary.failures.empty()) out += "<p>None: every seed passed.</p>\n";
  int pictured = 0;
  for (const sweeps::FailureLine& f : summary.failures) {
    out += fmt::format("<div class=\"failure\"><h3>seed {}</h3><p>{}</p><p><code>{}</code></p>\n",
                       f.seed, escapeXml(f.reason), escapeXml(f.command));
    if (pictured++ < kMaxFailurePictures) out += failurePicture(f.seed, summary.config.options);
    out += "</div>\n";
  }
  if (pictured > kMaxFailurePictures) {
    out +=
        fmt::format("<p>Pictures of the first {} failing seeds only.</p>\n", kMaxFailurePictures);
  }
}

void appendStageFailures(std::string& out, const sweeps::SweepSummary& summary) {
  out +=
      "<h2 id=\"stage-failures\">Stage failures, by seed and try</h2>\n<p class=\"note\">Floor F "
      "(X,Y) where the stage knows the place.</p>\n";
  if (summary.stage_failures.empty()) {
    out += "<p>None.</p>\n";
    return;
  }
  out += "<table><tr><th>seed</th><th>try</th><th>stage</th><th>failure</th></tr>\n";
  for (const sweeps::StageFailureLine& line : summary.stage_failures) {
    out += fmt::format(
        "<tr><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td><td>{}</td></tr>\n",
        line.seed, line.try_index, escapeXml(line.stage), escapeXml(line.failure.describe()));
  }
  out += "</table>\n";
}

void appendTries(std::string& out, const sweeps::TriesSummary& tries) {
  out += fmt::format(
      "<h2 id=\"tries\">Tries</h2>\n<p>{} in all, {} rejected, {} not checked, {} per seed on "
      "average, {} at most.</p>\n",
      tries.total, tries.rejected, tries.unchecked, formatHundredths(tries.mean_hundredths),
      tries.max);
}

// Per pair of metrics, the kept dungeons (or floors) on both at once (docs/sweeps.md).
void appendExpressiveRange(std::string& out, const sweeps::SweepSummary& summary) {
  out +=
      "<h2 id=\"expressive-range\">Expressive range</h2>\n<p class=\"note\">Each kept dungeon "
      "(or floor) counted in the box of its two readings; darker boxes hold more (on a square-root "
      "scale).</p>\n"
      "<div class=\"metrics\">\n";
  for (const sweeps::RangePair& pair : sweeps::rangePairs()) {
    const sweeps::RangeGrid grid = sweeps::rangeGridOf(pair, summary.ranges);
    out += fmt::format("<div class=\"metric\" id=\"range-{}\"><h3>{}</h3>\n", pair.id,
                       escapeXml(pair.title));
    out += rangeMapSvg(pair, grid);
    out += fmt::format("<div class=\"note\">{} readings; boxes {} by {}</div></div>\n",
                       grid.readings, formatMilli(grid.x_size), formatMilli(grid.y_size));
  }
  out += "</div>\n";
}

std::string verdict(const sweeps::SweepSummary& summary) {
  return fmt::format("{}, {} failed", counted(summary.config.seeds, "seed"),
                     summary.failures.size());
}

}  // namespace

std::string pageStyle() {
  return std::string(kStyle) + ".out{color:" + render::hexColour(kOutOfBandColour) + "}\n";
}

std::string swatchOf(render::Rgb colour) {
  return fmt::format("<span class=\"key\" style=\"background:{}\"></span>",
                     render::hexColour(colour));
}

std::string sweepHtml(const sweeps::SweepSummary& summary, const sweeps::ReportSections& sections) {
  const Options& o = summary.config.options;
  const uint64_t last = summary.config.first + static_cast<uint64_t>(summary.config.seeds) - 1;
  std::string out = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
      "<title>sweep: {}</title>\n<style>\n{}</style></head><body>\n"
      "<h1 id=\"sweep\">Sweep: seeds {}..{}, floors={} size={}x{}</h1>\n<p>{}.</p>\n",
      verdict(summary), pageStyle(), summary.config.first, last, o.floors, o.width, o.height,
      verdict(summary));
  appendMetrics(out, summary);
  appendExpressiveRange(out, summary);
  appendTries(out, summary.tries);
  appendRejections(out, summary);
  appendTopologies(out, summary);
  appendKeptFacts(out, summary);
  appendLedger(out, summary.ledger);
  appendFailures(out, summary);
  if (sections.stage_failures) appendStageFailures(out, summary);
  out += fmt::format("<p id=\"verdict\">sweep: {}</p>\n</body></html>\n", verdict(summary));
  return out;
}

}  // namespace dungeon::reports
