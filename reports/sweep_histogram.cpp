// The histogram of one metric: 24 bins over the readings and the band together, each bar split
// into the readings inside the band (or with no band) and those outside it, and labels placed
// so that they never overlap (see sweep_histogram.h); and the compare's overlay of two sides'
// readings on one axis, each bar a share of its side's readings.
#include "reports/sweep_histogram.h"

#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <vector>

#include "checks/metrics.h"
#include "render/svg_canvas.h"
#include "util/counted.h"

namespace dungeon::reports {
namespace {

using checks::formatMilli;

constexpr int kBins = 24;
constexpr int kWidth = 410;
constexpr int kPlotLeft = 15;
constexpr int kPlotWidth = 380;
constexpr int kPlotTop = 22;
constexpr int kPlotHeight = 100;
constexpr int kBase = kPlotTop + kPlotHeight;
constexpr int kHeight = kBase + 22;
constexpr int kLabelSize = 11;
constexpr int kLabelGap = 8;  // the least room between two labels on one line
constexpr render::Rgb kInk{25, 25, 30};
constexpr int64_t kMillion = 1'000'000;  // bar heights of the overlay are shares in millionths

// The bins: bin i holds the readings in [lo + width * i, lo + width * (i + 1)).
struct Axis {
  int64_t lo = 0;
  int64_t width = 1;  // thousandths, >= 1
  int64_t first = 0;  // the smallest value the axis must show (a reading or the band's edge)
  int64_t last = 0;   // the largest
};

// The axis from `first` to `last`; a single value sits in the middle bin.
Axis axisOver(int64_t first, int64_t last) {
  if (last <= first) return {first - kBins / 2, 1, first, first};
  return {first, (last - first + kBins) / kBins, first, last};
}

// The axis over the readings and the band.
Axis axisOf(const sweeps::MetricSummary& metric) {
  int64_t first = metric.readings == 0 ? 0 : metric.min;
  int64_t last = metric.readings == 0 ? 0 : metric.max;
  if (metric.band) {
    first = metric.readings == 0 ? metric.band->lo : std::min(first, metric.band->lo);
    last = metric.readings == 0 ? metric.band->hi : std::max(last, metric.band->hi);
  }
  return axisOver(first, last);
}

int binOf(const Axis& axis, int64_t value) {
  return static_cast<int>(std::min<int64_t>((value - axis.lo) / axis.width, kBins - 1));
}

// The x pixel of `value` (at most the end of the last bin).
int xOf(const Axis& axis, int64_t value) {
  return kPlotLeft + static_cast<int>((value - axis.lo) * kPlotWidth / (axis.width * kBins));
}

int binLeft(const Axis& axis, int bin) {
  return xOf(axis, axis.lo + axis.width * bin);
}

struct BinCount {
  int64_t in = 0;   // readings inside the band, or every reading when there is no band
  int64_t out = 0;  // readings outside the band
};

std::vector<BinCount> binCounts(const sweeps::MetricSummary& metric, const Axis& axis) {
  std::vector<BinCount> bins(kBins);
  for (const auto& [value, count] : metric.histogram) {
    BinCount& bin = bins[static_cast<size_t>(binOf(axis, value))];
    (metric.band && !metric.band->contains(value) ? bin.out : bin.in) += count;
  }
  return bins;
}

int64_t tallestOf(const std::vector<BinCount>& bins) {
  int64_t tallest = 0;
  for (const BinCount& bin : bins) tallest = std::max(tallest, bin.in + bin.out);
  return tallest;
}

// `count` of `tallest` as pixels of the plot's height, at least 1 when count > 0.
int heightOf(int64_t count, int64_t tallest) {
  if (count == 0) return 0;
  return static_cast<int>(std::max<int64_t>(1, count * kPlotHeight / tallest));
}

void drawBand(render::SvgCanvas& canvas, const checks::Band& band, const Axis& axis) {
  const int x0 = xOf(axis, band.lo);
  const int x1 = xOf(axis, band.hi + 1);
  canvas.rect(x0, kPlotTop, std::max(1, x1 - x0), kPlotHeight, {kBandColour, std::nullopt});
  for (int x : {x0, x1}) canvas.line({x, kPlotTop}, {x, kBase}, {{40, 140, 60}, 2, false});
}

// Each bar: the readings inside the band at the bottom, those outside it stacked on top.
void drawBars(render::SvgCanvas& canvas, const std::vector<BinCount>& bins, const Axis& axis) {
  const int64_t tallest = std::max<int64_t>(1, tallestOf(bins));
  for (int i = 0; i < kBins; ++i) {
    const BinCount& bin = bins[static_cast<size_t>(i)];
    const int whole = heightOf(bin.in + bin.out, tallest);
    if (whole == 0) continue;
    const int out = std::min(whole, heightOf(bin.out, tallest));
    const int x = binLeft(axis, i);
    const int w = std::max(1, binLeft(axis, i + 1) - x - 1);
    if (whole > out) canvas.rect(x, kBase - whole + out, w, whole - out, {kInBandColour, {}});
    if (out > 0) canvas.rect(x, kBase - whole, w, out, {kOutOfBandColour, {}});
  }
}

struct Label {
  int x = 0;
  int y = 0;
  std::string_view anchor;  // "start", "middle" or "end"
  std::string text;
};

std::string labelSvg(const Label& label) {
  return fmt::format(
      "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"{}\" text-anchor=\"{}\" "
      "fill=\"{}\">{}</text>\n",
      label.x, label.y, kLabelSize, label.anchor, render::hexColour(kInk),
      render::escapeXml(label.text));
}

// The axis' labels: one under a single value; otherwise the first value from the left end
// and the last ending under its bar, moved right just enough to clear the first.
// A value as the axis writes it.
using ValueText = std::string (*)(int64_t);

std::string wholeText(int64_t value) {
  return fmt::format("{}", value);
}

std::vector<Label> axisLabels(const Axis& axis, ValueText text = formatMilli) {
  const int y = kBase + 16;
  if (axis.first == axis.last) {
    const int bin = binOf(axis, axis.first);
    return {{(binLeft(axis, bin) + binLeft(axis, bin + 1)) / 2, y, "middle", text(axis.first)}};
  }
  Label first{kPlotLeft, y, "start", text(axis.first)};
  Label last{xOf(axis, axis.last + 1), y, "end", text(axis.last)};
  const int clear =
      first.x + labelWidth(first.text, kLabelSize) + kLabelGap + labelWidth(last.text, kLabelSize);
  last.x = std::max(last.x, clear);
  return {first, last};
}

// A tick under the axis where each label's value is (the first value's left end, the last
// value's right end, a single value's middle).
void drawTicks(render::SvgCanvas& canvas, const Axis& axis) {
  std::vector<int> ticks;
  if (axis.first == axis.last) {
    const int bin = binOf(axis, axis.first);
    ticks.push_back((binLeft(axis, bin) + binLeft(axis, bin + 1)) / 2);
  } else {
    ticks = {xOf(axis, axis.first), xOf(axis, axis.last + 1)};
  }
  for (int x : ticks) canvas.line({x, kBase}, {x, kBase + 4}, {kInk, 1, false});
}

std::string svgOf(const render::SvgCanvas& canvas, const std::vector<Label>& labels) {
  std::string body = canvas.body();
  for (const Label& label : labels) body += labelSvg(label);
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\">\n{2}</svg>\n",
      kWidth, kHeight, body);
}

// Per bin, the readings of `values` in it.
std::vector<int64_t> binTotals(const sweeps::ValueCounts& values, const Axis& axis) {
  std::vector<int64_t> bins(kBins, 0);
  for (const auto& [value, count] : values) bins[static_cast<size_t>(binOf(axis, value))] += count;
  return bins;
}

int64_t totalOf(const sweeps::ValueCounts& values) {
  int64_t total = 0;
  for (const auto& [value, count] : values) total += count;
  return total;
}

// A bin's share of its side's readings in millionths (0 for a side without readings).
int64_t shareOf(int64_t count, int64_t total) {
  return total == 0 ? 0 : count * kMillion / total;
}

// One side's bars: filled, or outlined on top of the other.
void drawShares(render::SvgCanvas& canvas, const std::vector<int64_t>& bins, int64_t total,
                int64_t tallest, const Axis& axis, const render::Paint& paint) {
  for (int i = 0; i < kBins; ++i) {
    const int height = heightOf(shareOf(bins[static_cast<size_t>(i)], total), tallest);
    if (height == 0) continue;
    const int x = binLeft(axis, i);
    const int w = std::max(1, binLeft(axis, i + 1) - x - 1);
    canvas.rect(x, kBase - height, w, height, paint);
  }
}

}  // namespace

std::string overlaidHistogramSvg(const sweeps::ValueCounts& before,
                                 const sweeps::ValueCounts& after, bool milli) {
  render::SvgCanvas canvas(kWidth, kHeight);
  if (before.empty() && after.empty()) {
    return svgOf(canvas, {{kWidth / 2, kPlotTop + kPlotHeight / 2, "middle", "no readings"}});
  }
  int64_t first = INT64_MAX;
  int64_t last = INT64_MIN;
  for (const sweeps::ValueCounts* side : {&before, &after}) {
    if (side->empty()) continue;
    first = std::min(first, side->begin()->first);
    last = std::max(last, side->rbegin()->first);
  }
  const Axis axis = axisOver(first, last);
  const std::vector<int64_t> b = binTotals(before, axis);
  const std::vector<int64_t> a = binTotals(after, axis);
  const int64_t b_total = totalOf(before);
  const int64_t a_total = totalOf(after);
  int64_t tallest = 1;
  for (int i = 0; i < kBins; ++i) {
    tallest = std::max({tallest, shareOf(b[static_cast<size_t>(i)], b_total),
                        shareOf(a[static_cast<size_t>(i)], a_total)});
  }
  drawShares(canvas, b, b_total, tallest, axis, {kBeforeColour, std::nullopt});
  drawShares(canvas, a, a_total, tallest, axis, {std::nullopt, render::Stroke{kAfterColour, 2}});
  canvas.line({kPlotLeft, kBase}, {kPlotLeft + kPlotWidth, kBase}, {kInk, 1, false});
  drawTicks(canvas, axis);
  std::vector<Label> labels = axisLabels(axis, milli ? formatMilli : wholeText);
  labels.push_back({kPlotLeft, kPlotTop - 8, "start",
                    fmt::format("tallest bar: {}.{}% of a side's readings", tallest / 10000,
                                tallest / 1000 % 10)});
  return svgOf(canvas, labels);
}

int labelWidth(std::string_view text, int size) {
  return (static_cast<int>(text.size()) * size * 13 + 19) / 20;
}

std::string histogramSvg(const sweeps::MetricSummary& metric) {
  render::SvgCanvas canvas(kWidth, kHeight);
  if (metric.readings == 0 && !metric.band) {
    return svgOf(canvas, {{kWidth / 2, kPlotTop + kPlotHeight / 2, "middle", "no readings"}});
  }
  const Axis axis = axisOf(metric);
  const std::vector<BinCount> bins = binCounts(metric, axis);
  if (metric.band) drawBand(canvas, *metric.band, axis);
  drawBars(canvas, bins, axis);
  canvas.line({kPlotLeft, kBase}, {kPlotLeft + kPlotWidth, kBase}, {kInk, 1, false});
  drawTicks(canvas, axis);
  std::vector<Label> labels = axisLabels(axis);
  const int64_t tallest = tallestOf(bins);
  labels.push_back({kPlotLeft, kPlotTop - 8, "start",
                    tallest == 0 ? std::string("no readings")
                                 : fmt::format("tallest bar: {}", counted(tallest, "reading"))});
  return svgOf(canvas, labels);
}

}  // namespace dungeon::reports
