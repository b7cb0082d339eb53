// Drawing one floor: rock as the ground, open squares in runs of one colour (kind shaded by
// height), the entrance ramp, glimpse sight lines, the things, and the marked squares.
#include <fmt/format.h>

#include <algorithm>

#include "model/rules.h"
#include "render/picture_parts.h"
#include "render/style.h"

namespace dungeon::render {
namespace {

Rgb squarePaint(const PictureLayout& layout, const Floor& floor, Point p) {
  if (floor.isDirtFloor() && floor.dirt(p).dirt) {
    const DirtSquare dirt = floor.dirt(p);
    return dirtColour(dirt.level, dirt.packing > 0);
  }
  const SquareKind kind = floor.kind(p);
  if (kind == SquareKind::kRock) return squareColour(kind);
  return shaded(squareColour(kind), floor.heightHalfMetres(p), layout.lowest_half_m,
                layout.highest_half_m);
}

// Open squares, row by row, one rectangle per run of squares of the same colour.
void drawSquares(Canvas& canvas, const PictureLayout& layout, const Panel& panel,
                 const Floor& floor) {
  const int s = layout.square_px;
  canvas.rect(panel.origin.x, panel.origin.y, floor.width() * s, floor.height() * s,
              {squareColour(SquareKind::kRock), std::nullopt});
  for (int y = 0; y < floor.height(); ++y) {
    for (int x = 0; x < floor.width();) {
      const Point p{x, y};
      const Rgb colour = squarePaint(layout, floor, p);
      int end = x + 1;
      while (end < floor.width() && squarePaint(layout, floor, {end, y}) == colour) ++end;
      if (floor.kind(p) != SquareKind::kRock || colour != squareColour(SquareKind::kRock)) {
        canvas.rect(panel.origin.x + x * s, panel.origin.y + y * s, (end - x) * s, s,
                    {colour, std::nullopt});
      }
      x = end;
    }
  }
}

// On a dirt floor, a square whose ground above is not full gets an inset in the shade of what
// the ground still holds (a shallow pit, a deep pit, a hole).
void drawGroundPits(Canvas& canvas, const PictureLayout& layout, const Panel& panel,
                    const Floor& floor) {
  if (!floor.isDirtFloor()) return;
  const int s = layout.square_px;
  const int inset = s / 4;
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    if (floor.ground(p) >= kDirtFull) continue;
    canvas.rect(panel.origin.x + p.x * s + inset, panel.origin.y + p.y * s + inset,
                std::max(1, s - 2 * inset), std::max(1, s - 2 * inset),
                {groundColour(floor.ground(p)), std::nullopt});
  }
}

// Coordinates along the south and west edges: every 5 squares when that leaves room for the
// numbers, else every 10, so `walk`'s places and a check's squares are found without counting.
void drawCoordinates(Canvas& canvas, const PictureLayout& layout, const Panel& panel,
                     const Floor& floor) {
  const int s = layout.square_px;
  const int stride = coordinateStride(s);
  const int south = panel.origin.y + floor.height() * s;
  for (int x = 0; x < floor.width(); x += stride) {
    const int px = panel.origin.x + x * s + s / 2;
    canvas.line({px, south}, {px, south + 3}, {kInk, 1, false});
    canvas.text({px - 3, south + 3 + kCoordinateText}, kCoordinateText, fmt::format("{}", x), kInk);
  }
  for (int y = 0; y < floor.height(); y += stride) {
    const int py = panel.origin.y + y * s + s / 2;
    canvas.line({panel.origin.x - 3, py}, {panel.origin.x, py}, {kInk, 1, false});
    canvas.text({panel.origin.x - kCoordinateGutter + 2, py + kCoordinateText / 2 - 1},
                kCoordinateText, fmt::format("{}", y), kInk);
  }
}

Point centreOf(const PictureLayout& layout, const Panel& panel, Point p) {
  const int s = layout.square_px;
  return {panel.origin.x + p.x * s + s / 2, panel.origin.y + p.y * s + s / 2};
}

void drawRamps(Canvas& canvas, const PictureLayout& layout, const Panel& panel) {
  for (const Thing* t : thingsOf(*panel.dungeon, ThingType::kEntrance, panel.floor)) {
    const Dir ramp = t->fields.asOr(Field::kRamp, Dir::kNorth);
    const Floor& floor = panel.dungeon->floors[static_cast<size_t>(panel.floor)];
    int squares = 0;
    while (squares < kRampSquares && floor.inBounds(step(t->at, ramp, squares + 1))) ++squares;
    if (squares == 0) continue;
    canvas.line(centreOf(layout, panel, t->at), centreOf(layout, panel, step(t->at, ramp, squares)),
                {{0, 150, 60}, std::max(1, layout.square_px / 5), true});
  }
}

void drawSightLines(Canvas& canvas, const PictureLayout& layout, const Panel& panel) {
  for (const auto& [from, to] : sightLines(*panel.dungeon, panel.floor)) {
    canvas.line(centreOf(layout, panel, from), centreOf(layout, panel, to),
                {kSightLine, std::max(1, layout.square_px / 5), true});
  }
}

// The way a door's passage runs: along its one-way side when it has one, else east-west
// when the squares east or west of it are open and those north and south are not.
Way wayOf(const Floor& floor, const Thing& t) {
  if (t.fields.has(Field::kOpensFrom)) {
    const Dir d = t.fields.as<Dir>(Field::kOpensFrom);
    return d == Dir::kEast || d == Dir::kWest ? Way::kEastWest : Way::kNorthSouth;
  }
  const bool ns =
      floor.isOpenAt(step(t.at, Dir::kNorth)) || floor.isOpenAt(step(t.at, Dir::kSouth));
  const bool ew = floor.isOpenAt(step(t.at, Dir::kEast)) || floor.isOpenAt(step(t.at, Dir::kWest));
  return ew && !ns ? Way::kEastWest : Way::kNorthSouth;
}

void drawThings(Canvas& canvas, const PictureLayout& layout, const Panel& panel,
                const Floor& floor) {
  const int s = layout.square_px;
  const int size = symbolPixels(s);
  for (const Thing& t : panel.dungeon->things) {
    if (t.floor != panel.floor || !floor.inBounds(t.at)) continue;
    const Point m = centreOf(layout, panel, t.at);
    const Cell cell{m.x - size / 2, m.y - size / 2, size};
    drawThing(canvas, t, cell, wayOf(floor, t));
  }
}

void drawMarks(Canvas& canvas, const PictureLayout& layout, const Panel& panel,
               const Floor& floor) {
  const int s = layout.square_px;
  const int width = std::max(2, s / 6);
  for (size_t i = 0; i < panel.marks.size(); ++i) {
    if (!panel.marks[i]) continue;
    const Point p = floor.pointOf(static_cast<int>(i));
    canvas.rect(panel.origin.x + p.x * s, panel.origin.y + p.y * s, s, s,
                {std::nullopt, Stroke{kChanged, width, false}});
  }
}

// Each asked-for square ringed: a circle around it at least 8 pixels across its radius, so a
// square of 4 pixels on a 256 x 256 floor is still found at a glance.
void drawRings(Canvas& canvas, const PictureLayout& layout, const Panel& panel) {
  const int radius = std::max(layout.square_px, kMinRingRadius);
  for (const Point p : panel.rings) {
    canvas.circle(centreOf(layout, panel, p), radius, {std::nullopt, Stroke{kRing, 2, false}});
  }
}

}  // namespace

std::vector<std::pair<Point, Point>> sightLines(const Dungeon& d, int floor_index) {
  std::vector<std::pair<Point, Point>> lines;
  const Floor& floor = d.floors[static_cast<size_t>(floor_index)];
  for (const Thing* window : thingsOf(d, ThingType::kWindow, floor_index)) {
    Point best_end = window->at;
    int best_run = 0;
    for (Dir dir : kAllDirs) {
      int run = 0;
      Point p = window->at;
      while (floor.inBounds(step(p, dir)) && floor.kind(step(p, dir)) == SquareKind::kNarrow) {
        p = step(p, dir);
        ++run;
      }
      if (run > best_run && floor.isOpenAt(step(p, dir))) {
        best_run = run;
        best_end = step(p, dir);
      }
    }
    if (best_run > 0) lines.emplace_back(window->at, best_end);
  }
  return lines;
}

void drawPanel(Canvas& canvas, const PictureLayout& layout, const Panel& panel) {
  canvas.text({panel.origin.x, panel.origin.y - 6}, 13, panel.title, kInk);
  if (panel.dungeon == nullptr) return;
  const Floor& floor = panel.dungeon->floors[static_cast<size_t>(panel.floor)];
  drawSquares(canvas, layout, panel, floor);
  drawGroundPits(canvas, layout, panel, floor);
  drawRamps(canvas, layout, panel);
  drawSightLines(canvas, layout, panel);
  drawThings(canvas, layout, panel, floor);
  drawMarks(canvas, layout, panel, floor);
  drawRings(canvas, layout, panel);
  canvas.rect(panel.origin.x, panel.origin.y, floor.width() * layout.square_px,
              floor.height() * layout.square_px, {std::nullopt, Stroke{kInk, 1, false}});
  drawCoordinates(canvas, layout, panel, floor);
}

void drawLayout(Canvas& canvas, const PictureLayout& layout) {
  canvas.text({kMargin, kMargin + 16}, 18, layout.title, kInk);
  for (const Panel& panel : layout.panels) drawPanel(canvas, layout, panel);
  drawLegend(canvas, layout);
}

}  // namespace dungeon::render
