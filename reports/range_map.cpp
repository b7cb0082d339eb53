// Heat maps of the expressive range: a grid of cells over the boxes a grid spans, axis labels
// with the first and last boxes' lower edges, and a cell per box with readings.
#include "reports/range_map.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <set>

#include "checks/metrics.h"
#include "render/svg_canvas.h"

namespace dungeon::reports {
namespace {

constexpr int kPlotWidth = 320;
constexpr int kPlotHeight = 240;
constexpr int kLeft = 56;    // room for the y axis' labels
constexpr int kBottom = 36;  // room for the x axis' labels
constexpr int kTop = 8;
constexpr int kRight = 12;
constexpr render::Rgb kMost{40, 90, 170};
constexpr render::Rgb kMore{225, 110, 20};
constexpr render::Rgb kLess{60, 90, 170};

// `to` mixed into white by part / whole.
render::Rgb shade(render::Rgb to, int64_t part, int64_t whole) {
  const auto mix = [&](int channel) {
    return static_cast<unsigned char>(255 - (255 - channel) * part / std::max<int64_t>(whole, 1));
  };
  return {mix(to.r), mix(to.g), mix(to.b)};
}

// floor(sqrt(n)) for n >= 0, in integers.
int64_t wholeRoot(int64_t n) {
  int64_t root = 0;
  while ((root + 1) * (root + 1) <= n) ++root;
  return root;
}

// Where the grid's boxes go on the page.
struct Layout {
  int64_t columns = 1;
  int64_t rows = 1;
  int cell_width = kPlotWidth;
  int cell_height = kPlotHeight;
};

Layout layoutOf(const sweeps::RangeGrid& grid) {
  Layout l;
  if (grid.x_size > 0) l.columns = (grid.x_last - grid.x_first) / grid.x_size + 1;
  if (grid.y_size > 0) l.rows = (grid.y_last - grid.y_first) / grid.y_size + 1;
  l.cell_width = static_cast<int>(kPlotWidth / l.columns);
  l.cell_height = static_cast<int>(kPlotHeight / l.rows);
  return l;
}

// The cell of the box whose lower edges are (x, y): the y axis grows upward.
std::string cellRect(const sweeps::RangeGrid& grid, const Layout& l, int64_t x, int64_t y,
                     render::Rgb fill) {
  const int64_t column = (x - grid.x_first) / grid.x_size;
  const int64_t row = (y - grid.y_first) / grid.y_size;
  const int64_t left = kLeft + column * l.cell_width;
  const int64_t top = kTop + (l.rows - 1 - row) * l.cell_height;
  return fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"", left, top,
                     l.cell_width, l.cell_height, render::hexColour(fill));
}

std::string text(int x, int y, std::string_view anchor, const std::string& words) {
  return fmt::format(
      "<text x=\"{}\" y=\"{}\" font-size=\"11\" font-family=\"sans-serif\" "
      "text-anchor=\"{}\">{}</text>\n",
      x, y, anchor, render::escapeXml(words));
}

// The frame, and each axis' metric with its first box's lower edge and its last box's upper.
std::string axes(const sweeps::RangePair& pair, const sweeps::RangeGrid& grid, const Layout& l) {
  const int width = static_cast<int>(l.columns) * l.cell_width;
  const int height = static_cast<int>(l.rows) * l.cell_height;
  std::string out = fmt::format(
      "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#999\"/>\n", kLeft,
      kTop, width, height);
  const int base = kTop + height;
  out += text(kLeft, base + 14, "start", checks::formatMilli(grid.x_first));
  out += text(kLeft + width, base + 14, "end", checks::formatMilli(grid.x_last + grid.x_size));
  out += text(kLeft + width / 2, base + 28, "middle", std::string(pair.x_metric));
  out += text(kLeft - 4, base, "end", checks::formatMilli(grid.y_first));
  out += text(kLeft - 4, kTop + 10, "end", checks::formatMilli(grid.y_last + grid.y_size));
  out += text(kLeft - 4, kTop + height / 2, "end", std::string(pair.y_metric));
  return out;
}

std::string svgOf(const std::string& body) {
  const int width = kLeft + kPlotWidth + kRight;
  const int height = kTop + kPlotHeight + kBottom;
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\">\n{2}</svg>\n",
      width, height, body);
}

// A box's share of a grid's readings in ten-thousandths, rounded down; 0 for an empty grid.
int64_t boxShare(int64_t count, int64_t readings) {
  return readings == 0 ? 0 : count * 10000 / readings;
}

}  // namespace

std::string rangeMapSvg(const sweeps::RangePair& pair, const sweeps::RangeGrid& grid) {
  if (grid.boxes.empty()) return "<p class=\"note\">No readings.</p>\n";
  const Layout l = layoutOf(grid);
  int64_t most = 0;
  for (const auto& [box, count] : grid.boxes) most = std::max(most, count);
  std::string body;
  // On a square-root scale, so that a box of a few readings shows beside one of hundreds.
  for (const auto& [box, count] : grid.boxes) {
    const render::Rgb fill = shade(kMost, wholeRoot(count * 10000), wholeRoot(most * 10000));
    body += cellRect(grid, l, box.first, box.second, fill) +
            fmt::format(
                " data-x=\"{}\" data-y=\"{}\" data-count=\"{}\"><title>{} {}, {} {}: "
                "{}</title></rect>\n",
                box.first, box.second, count, pair.x_metric, checks::formatMilli(box.first),
                pair.y_metric, checks::formatMilli(box.second), count);
  }
  return svgOf(body + axes(pair, grid, l));
}

std::string rangeDifferenceSvg(const sweeps::RangePair& pair, const sweeps::RangeGrid& before,
                               const sweeps::RangeGrid& after) {
  std::set<std::pair<int64_t, int64_t>> boxes;
  for (const auto& [box, count] : before.boxes) boxes.insert(box);
  for (const auto& [box, count] : after.boxes) boxes.insert(box);
  if (boxes.empty()) return "<p class=\"note\">No readings.</p>\n";
  const auto countIn = [](const sweeps::RangeGrid& grid, const std::pair<int64_t, int64_t>& box) {
    const auto found = grid.boxes.find(box);
    return found == grid.boxes.end() ? int64_t{0} : found->second;
  };
  const auto difference = [&](const std::pair<int64_t, int64_t>& box) {
    return boxShare(countIn(after, box), after.readings) -
           boxShare(countIn(before, box), before.readings);
  };
  int64_t largest = 0;
  for (const auto& box : boxes) largest = std::max(largest, std::abs(difference(box)));
  const Layout l = layoutOf(before);
  std::string body;
  for (const auto& box : boxes) {
    const int64_t d = difference(box);
    const render::Rgb fill = shade(d >= 0 ? kMore : kLess, std::abs(d), largest);
    body += cellRect(before, l, box.first, box.second, fill) +
            fmt::format(
                " data-x=\"{}\" data-y=\"{}\" data-before=\"{}\" data-after=\"{}\" "
                "data-diff=\"{}\"><title>{} {}, {} {}: {} -> {}</title></rect>\n",
                box.first, box.second, countIn(before, box), countIn(after, box), d, pair.x_metric,
                checks::formatMilli(box.first), pair.y_metric, checks::formatMilli(box.second),
                countIn(before, box), countIn(after, box));
  }
  return svgOf(body + axes(pair, before, l));
}

}  // namespace dungeon::reports
