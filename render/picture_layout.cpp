// Laying out pictures: the square size that fits, floors in rows, old and new side by side,
// and the size of the whole picture with its legend.
#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include "render/picture_parts.h"
#include "util/decimal.h"

namespace dungeon::render {
namespace {

// The longer side of a picture's floors, in pixels, that the square size aims for.
constexpr int kTargetFloorPixels = 1000;
constexpr int kMinSquarePixels = 4;
constexpr int kMaxSquarePixels = 20;

std::string panelTitle(const Dungeon& d, int floor, std::string_view prefix) {
  const Floor& f = d.floors[static_cast<size_t>(floor)];
  return fmt::format("{}floor {} of {}: {}, base {} m, {}x{}", prefix, floor + 1, d.floors.size(),
                     f.topology().empty() ? "none" : f.topology(),
                     halfMetresText(f.baseHalfMetres()), f.width(), f.height());
}

std::string dungeonTitle(const Dungeon& d) {
  return fmt::format("{}  (seed {})", d.name, d.seed);
}

int longestSide(const Dungeon& d) {
  int side = kMinSquarePixels;
  for (const Floor& f : d.floors) side = std::max({side, f.width(), f.height()});
  return side;
}

// Places panels in rows of `columns`, each cell as large as the largest floor, and sizes the
// layout around them and the legend.
void arrange(PictureLayout& layout, int columns, int cell_w, int cell_h) {
  const int pitch_x = kCoordinateGutter + cell_w + kPanelGap;
  const int pitch_y = cell_h + kPanelTitleHeight + kPanelGap + kCoordinateText;
  for (size_t i = 0; i < layout.panels.size(); ++i) {
    const int column = static_cast<int>(i) % columns;
    const int row = static_cast<int>(i) / columns;
    layout.panels[i].origin = {kMargin + kCoordinateGutter + column * pitch_x,
                               kMargin + kTitleHeight + kPanelTitleHeight + row * pitch_y};
  }
  const int count = static_cast<int>(layout.panels.size());
  const int rows = std::max(1, (count + columns - 1) / columns);
  const int used_columns = std::max(1, std::min(columns, count));
  buildLegend(layout);
  layout.legend_at = {kMargin + used_columns * pitch_x, kMargin + kTitleHeight};
  layout.width = layout.legend_at.x + kLegendWidth + kMargin;
  const int panels_bottom = kMargin + kTitleHeight + rows * pitch_y;
  layout.height = std::max(panels_bottom, layout.legend_at.y + legendHeight(layout)) + kMargin;
}

// Columns for `count` floors: all in one row up to three, else about a square grid.
int columnsFor(int count) {
  if (count <= 3) return std::max(1, count);
  int columns = 1;
  while (columns * columns < count) ++columns;
  return columns;
}

int widestFloor(const Dungeon& d) {
  int w = 0;
  for (const Floor& f : d.floors) w = std::max(w, f.width());
  return w;
}
int tallestFloor(const Dungeon& d) {
  int h = 0;
  for (const Floor& f : d.floors) h = std::max(h, f.height());
  return h;
}

// Marks squares where the two floors differ: kind, height or the things standing there.
std::vector<bool> changedSquares(const Dungeon& a, int fa, const Dungeon& b, int fb) {
  const Floor& floor = a.floors[static_cast<size_t>(fa)];
  std::vector<bool> marks(static_cast<size_t>(floor.squareCount()), false);
  const Floor* other =
      fb < static_cast<int>(b.floors.size()) ? &b.floors[static_cast<size_t>(fb)] : nullptr;
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    marks[static_cast<size_t>(i)] = other == nullptr || !other->inBounds(p) ||
                                    other->kind(p) != floor.kind(p) ||
                                    other->heightHalfMetres(p) != floor.heightHalfMetres(p);
  }
  auto markThings = [&](const Dungeon& d, int fl, const Dungeon& e, int fe) {
    for (const Thing& t : d.things) {
      if (t.floor != fl || !floor.inBounds(t.at)) continue;
      const bool same = std::any_of(e.things.begin(), e.things.end(), [&](const Thing& u) {
        return u.floor == fe && u.at == t.at && u.type == t.type && u.fields == t.fields;
      });
      if (!same) marks[static_cast<size_t>(floor.index(t.at))] = true;
    }
  };
  markThings(a, fa, b, fb);
  markThings(b, fb, a, fa);
  return marks;
}

}  // namespace

int squarePixelsFor(int side) {
  return std::clamp(kTargetFloorPixels / std::max(1, side), kMinSquarePixels, kMaxSquarePixels);
}

PictureLayout floorsLayout(const Dungeon& d, const std::vector<int>& floors,
                           const std::vector<std::vector<Point>>& rings) {
  PictureLayout layout;
  layout.title = dungeonTitle(d);
  layout.square_px = squarePixelsFor(longestSide(d));
  for (int floor : floors) {
    layout.panels.push_back({&d, floor, {}, panelTitle(d, floor, ""), {}, {}});
    if (static_cast<size_t>(floor) < rings.size()) {
      layout.panels.back().rings = rings[static_cast<size_t>(floor)];
    }
  }
  arrange(layout, columnsFor(static_cast<int>(floors.size())), widestFloor(d) * layout.square_px,
          tallestFloor(d) * layout.square_px);
  return layout;
}

PictureLayout diffLayout(const Dungeon& old_dungeon, const Dungeon& new_dungeon) {
  PictureLayout layout;
  layout.title =
      fmt::format("{}: stored (left) and new (right), changed squares marked", new_dungeon.name);
  layout.square_px = squarePixelsFor(std::max(longestSide(old_dungeon), longestSide(new_dungeon)));
  const size_t rows = std::max(old_dungeon.floors.size(), new_dungeon.floors.size());
  for (size_t i = 0; i < rows; ++i) {
    const int f = static_cast<int>(i);
    for (const auto& [d, other, prefix] : {std::tuple{&old_dungeon, &new_dungeon, "stored "},
                                           {&new_dungeon, &old_dungeon, "new "}}) {
      if (i >= d->floors.size()) {
        layout.panels.push_back(
            {nullptr, f, {}, fmt::format("{}: no floor {}", prefix, f + 1), {}, {}});
        continue;
      }
      layout.panels.push_back(
          {d, f, {}, panelTitle(*d, f, prefix), changedSquares(*d, f, *other, f), {}});
    }
  }
  const int w = std::max(widestFloor(old_dungeon), widestFloor(new_dungeon));
  const int h = std::max(tallestFloor(old_dungeon), tallestFloor(new_dungeon));
  arrange(layout, 2, w * layout.square_px, h * layout.square_px);
  return layout;
}

}  // namespace dungeon::render
