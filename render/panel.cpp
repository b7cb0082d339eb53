// Drawing one floor: rock as the ground, open squares in runs of one colour (kind shaded by
// height), the entrance ramp, glimpse sight lines, the things, and the marked squares.
#include <algorithm>

#include "model/rules.h"
#include "render/scene_parts.h"
#include "render/style.h"

namespace dungeon::render {
namespace {

Rgb squarePaint(const Scene& scene, const Floor& floor, Point p) {
  const SquareKind kind = floor.kind(p);
  if (kind == SquareKind::kRock) return squareColour(kind);
  return shaded(squareColour(kind), floor.heightHalfMetres(p), scene.lowest_half_m,
                scene.highest_half_m);
}

// Open squares, row by row, one rectangle per run of squares of the same colour.
void drawSquares(Canvas& canvas, const Scene& scene, const Panel& panel, const Floor& floor) {
  const int s = scene.square_px;
  canvas.rect(panel.origin.x, panel.origin.y, floor.width() * s, floor.height() * s,
              {squareColour(SquareKind::kRock), std::nullopt});
  for (int y = 0; y < floor.height(); ++y) {
    for (int x = 0; x < floor.width();) {
      const Point p{x, y};
      const Rgb colour = squarePaint(scene, floor, p);
      int end = x + 1;
      while (end < floor.width() && squarePaint(scene, floor, {end, y}) == colour) ++end;
      if (floor.kind(p) != SquareKind::kRock) {
        canvas.rect(panel.origin.x + x * s, panel.origin.y + y * s, (end - x) * s, s,
                    {colour, std::nullopt});
      }
      x = end;
    }
  }
}

Point centreOf(const Scene& scene, const Panel& panel, Point p) {
  const int s = scene.square_px;
  return {panel.origin.x + p.x * s + s / 2, panel.origin.y + p.y * s + s / 2};
}

void drawRamps(Canvas& canvas, const Scene& scene, const Panel& panel) {
  for (const Thing* t : thingsOf(*panel.dungeon, ThingType::kEntrance, panel.floor)) {
    const Dir ramp = t->fields.asOr(Field::kRamp, Dir::kNorth);
    const Floor& floor = panel.dungeon->floors[static_cast<size_t>(panel.floor)];
    int squares = 0;
    while (squares < kRampSquares && floor.inBounds(step(t->at, ramp, squares + 1))) ++squares;
    if (squares == 0) continue;
    canvas.line(centreOf(scene, panel, t->at), centreOf(scene, panel, step(t->at, ramp, squares)),
                {{0, 150, 60}, std::max(1, scene.square_px / 5), true});
  }
}

void drawSightLines(Canvas& canvas, const Scene& scene, const Panel& panel) {
  for (const auto& [from, to] : sightLines(*panel.dungeon, panel.floor)) {
    canvas.line(centreOf(scene, panel, from), centreOf(scene, panel, to),
                {kSightLine, std::max(1, scene.square_px / 5), true});
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

// Things on small squares (large floors) are drawn larger than their square, centred on it,
// so a 256 x 256 floor still shows its doors and monsters.
constexpr int kMinSymbolPixels = 11;

void drawThings(Canvas& canvas, const Scene& scene, const Panel& panel, const Floor& floor) {
  const int s = scene.square_px;
  const int size = std::max(s, kMinSymbolPixels);
  for (const Thing& t : panel.dungeon->things) {
    if (t.floor != panel.floor || !floor.inBounds(t.at)) continue;
    const Point m = centreOf(scene, panel, t.at);
    const Cell cell{m.x - size / 2, m.y - size / 2, size};
    drawThing(canvas, t, cell, wayOf(floor, t));
  }
}

void drawMarks(Canvas& canvas, const Scene& scene, const Panel& panel, const Floor& floor) {
  const int s = scene.square_px;
  const int width = std::max(1, s / 6);
  for (size_t i = 0; i < panel.marks.size(); ++i) {
    if (!panel.marks[i]) continue;
    const Point p = floor.pointOf(static_cast<int>(i));
    canvas.rect(panel.origin.x + p.x * s, panel.origin.y + p.y * s, s, s,
                {std::nullopt, Stroke{kChanged, width, false}});
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

void drawPanel(Canvas& canvas, const Scene& scene, const Panel& panel) {
  canvas.text({panel.origin.x, panel.origin.y - 6}, 13, panel.title, kInk);
  if (panel.dungeon == nullptr) return;
  const Floor& floor = panel.dungeon->floors[static_cast<size_t>(panel.floor)];
  drawSquares(canvas, scene, panel, floor);
  drawRamps(canvas, scene, panel);
  drawSightLines(canvas, scene, panel);
  drawThings(canvas, scene, panel, floor);
  drawMarks(canvas, scene, panel, floor);
  canvas.rect(panel.origin.x, panel.origin.y, floor.width() * scene.square_px,
              floor.height() * scene.square_px, {std::nullopt, Stroke{kInk, 1, false}});
}

void drawScene(Canvas& canvas, const Scene& scene) {
  canvas.text({kMargin, kMargin + 16}, 18, scene.title, kInk);
  for (const Panel& panel : scene.panels) drawPanel(canvas, scene, panel);
  drawLegend(canvas, scene);
}

}  // namespace dungeon::render
