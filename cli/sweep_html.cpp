// The HTML sweep page: a histogram per metric drawn with the SVG canvas of render/, tables for
// rejections and topologies, and pictures of the failing dungeons regenerated from their seeds.
#include "cli/sweep_html.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "checks/metrics.h"
#include "generator/generate.h"
#include "generator/pipeline.h"
#include "model/counted.h"
#include "render/picture.h"
#include "render/svg_canvas.h"

namespace dungeon::cli {
namespace {

using checks::formatMilli;
using render::escapeXml;

constexpr int kBins = 24;
constexpr int kPlotWidth = 360;
constexpr int kPlotHeight = 100;
constexpr int kPlotLeft = 30;
constexpr int kPlotTop = 8;

constexpr std::string_view kStyle = R"(body{font-family:sans-serif;margin:24px;color:#19191e}
h1{font-size:22px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #ccc}
.metrics{display:flex;flex-wrap:wrap;gap:16px}
.metric{border:1px solid #ddd;padding:8px;width:410px}.metric h3{font-size:14px;margin:0 0 4px}
.note{font-size:12px;color:#444}.out{color:#c00;font-weight:bold}
table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ddd;padding:3px 8px;text-align:left}
td.n{text-align:right}.bar{background:#c0392b;height:10px}
code{background:#f3f3f3;padding:2px 4px}.failure{margin-bottom:24px}
.failure svg{max-width:100%;height:auto;border:1px solid #ddd}
)";

// The x pixel of `value` on a plot spanning [lo, hi].
int xOf(int64_t value, int64_t lo, int64_t hi) {
  if (hi <= lo) return kPlotLeft;
  return kPlotLeft + static_cast<int>((value - lo) * kPlotWidth / (hi - lo));
}

// The histogram: the band as a green strip with its edges, bars of the readings per bin.
std::string histogram(const sweeps::MetricSummary& metric) {
  int64_t lo = metric.readings == 0 ? 0 : metric.min;
  int64_t hi = metric.readings == 0 ? 0 : metric.max;
  if (metric.band) {
    lo = std::min(lo, metric.band->lo);
    hi = std::max(hi, metric.band->hi);
  }
  if (hi <= lo) hi = lo + 1;
  const int64_t width = (hi - lo + kBins) / kBins;  // a bin's width, in thousandths, >= 1
  std::vector<int64_t> bins(kBins, 0);
  for (const auto& [v, count] : metric.histogram)
    bins[static_cast<size_t>(std::min<int64_t>((v - lo) / width, kBins - 1))] += count;
  const int64_t tallest = std::max<int64_t>(1, *std::max_element(bins.begin(), bins.end()));
  const int64_t span_hi = lo + width * kBins;
  render::SvgCanvas canvas(kPlotLeft + kPlotWidth + 20, kPlotTop + kPlotHeight + 28);
  if (metric.band) {
    const int x0 = xOf(metric.band->lo, lo, span_hi);
    const int x1 = xOf(metric.band->hi, lo, span_hi);
    canvas.rect(x0, kPlotTop, std::max(1, x1 - x0), kPlotHeight,
                {render::Rgb{215, 240, 215}, std::nullopt});
    for (int x : {x0, x1})
      canvas.line({x, kPlotTop}, {x, kPlotTop + kPlotHeight}, {{40, 140, 60}, 2, false});
  }
  for (int i = 0; i < kBins; ++i) {
    if (bins[static_cast<size_t>(i)] == 0) continue;
    const int bar = static_cast<int>(
        std::max<int64_t>(1, bins[static_cast<size_t>(i)] * kPlotHeight / tallest));
    const int x0 = xOf(lo + width * i, lo, span_hi);
    const int x1 = xOf(lo + width * (i + 1), lo, span_hi);
    canvas.rect(x0, kPlotTop + kPlotHeight - bar, std::max(1, x1 - x0 - 1), bar,
                {render::Rgb{60, 90, 170}, std::nullopt});
  }
  const int base = kPlotTop + kPlotHeight;
  canvas.line({kPlotLeft, base}, {kPlotLeft + kPlotWidth, base}, {{25, 25, 30}, 1, false});
  canvas.text({kPlotLeft, base + 16}, 11, formatMilli(lo), {25, 25, 30});
  const std::string hi_text = formatMilli(hi);
  canvas.text({xOf(hi, lo, span_hi) - 6 * static_cast<int>(hi_text.size()) / 2, base + 16}, 11,
              hi_text, {25, 25, 30});
  canvas.text({2, kPlotTop + 10}, 11, std::to_string(tallest), {25, 25, 30});
  return canvas.finish();
}

int64_t bandRejections(const sweeps::SweepSummary& summary, const std::string& id) {
  for (const sweeps::Rejection& r : summary.rejections) {
    if (r.kind == "band" && r.id == id) return r.count;
  }
  return 0;
}

void appendMetrics(std::string& out, const sweeps::SweepSummary& summary) {
  out +=
      "<h2>Metrics of the kept dungeons</h2>\n<p class=\"note\">Bars: readings per bin; green: "
      "the band; beside each, the raw tries its band rejected.</p>\n<div class=\"metrics\">\n";
  for (const sweeps::MetricSummary& m : summary.metrics) {
    out +=
        fmt::format("<div class=\"metric\"><h3>{} {}</h3>\n", escapeXml(m.id), escapeXml(m.name));
    out += histogram(m);
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
      "<h2>Raw tries rejected (most first)</h2>\n<table><tr><th>by</th><th>kind</th>"
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
  out += "<h2>Floors per topology</h2>\n<table><tr><th>topology</th><th>floors</th></tr>\n";
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
  if (built.draft.dungeon.floors.empty()) return "<p>No try laid a floor.</p>\n";
  return fmt::format("<p>Try {} as far as it got (stage {} failed):</p>\n", last + 1,
                     escapeXml(built.failed_stage)) +
         render::renderSvg(built.draft.dungeon);
}

void appendFailures(std::string& out, const sweeps::SweepSummary& summary) {
  out += fmt::format("<h2>Failing seeds ({})</h2>\n", summary.failures.size());
  if (summary.failures.empty()) out += "<p>None: every seed passed.</p>\n";
  int pictured = 0;
  for (const sweeps::Failure& f : summary.failures) {
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

}  // namespace

std::string sweepHtml(const sweeps::SweepSummary& summary) {
  const Options& o = summary.config.options;
  const uint64_t last = summary.config.first + static_cast<uint64_t>(summary.config.seeds) - 1;
  std::string out = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
      "<title>sweep: {}, {} failed</title>\n<style>\n{}</style></head><body>\n"
      "<h1>Sweep: seeds {}..{}, floors={} size={}x{}</h1>\n"
      "<p>{}, {} failed; {}, {} rejected, {} not checked, {} per seed on average, at "
      "most {}.</p>\n",
      counted(summary.config.seeds, "seed"), summary.failures.size(), kStyle, summary.config.first,
      last, o.floors, o.width, o.height, counted(summary.config.seeds, "seed"),
      summary.failures.size(), counted(summary.tries.total, "try", "tries"), summary.tries.rejected,
      summary.tries.unchecked, sweeps::formatHundredths(summary.tries.mean_hundredths),
      summary.tries.max);
  appendMetrics(out, summary);
  appendRejections(out, summary);
  appendTopologies(out, summary);
  appendFailures(out, summary);
  out += "</body></html>\n";
  return out;
}

}  // namespace dungeon::cli
