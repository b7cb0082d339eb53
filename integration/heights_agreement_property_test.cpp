// Agreement between the checker and the sim over heights (RapidCheck, SPEC section 8): on hand
// sheets with random height steps (some steeper than 45 degrees), a corridor turning once round
// a corner stair of every rise from 0.5 to 4 m (and ramps to and from landings), a spiral within
// a floor or between two stacked floors whose rise a winding fits or not, whatever the hard
// checks pass the party's walk from the entrance to the goal completes, and whatever stops it,
// a check fails. Each sheet is one way from the entrance to the goal, so the test also knows on
// its own, from the SPEC's rules written again here (judgeHeights), whether the way can be
// walked: no step over 3 m between squares but a spiral's treads, no stair square steeper than
// 45 degrees, and a spiral only where sim/stairs/spiral.h fits a winding. Both the walk and the
// checks must say what that says. A failure prints the sheet and the walk.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <string>
#include <vector>

#include "checks/report.h"
#include "model/rules.h"
#include "model/sheet.h"
#include "model/thing.h"
#include "sim/live/walk.h"
#include "sim/live/walk_format.h"
#include "sim/stairs/spiral.h"

namespace dungeon::sim {
namespace {

constexpr int kSide = kMinFloorSide;
constexpr int kMaxHeight = 20;  // half-metres either way, inside the sheet's glyphs

// What a sheet's one way holds besides its steps: nothing, a corner stair, or a spiral.
enum class WayKind { kStraight, kCorner, kSpiralWithinFloor, kSpiralBetweenFloors };

// A sheet of one way: floor 1's corridor runs east along row 1 from the entrance; within a
// floor a spiral may stand on it (its way out east, straight through, or south, round a corner,
// the corridor then running east along row 2); between floors the corridor ends at a spiral
// down to floor 2, whose doorway lies west, east or south of the shaft, and floor 2's
// corridor runs on from it to the goal.
struct HeightSheet {
  Dungeon dungeon;
  std::string way;       // the kind of way, for the tags
  bool walkable = true;  // by the SPEC's rules, worked out as the sheet is laid
  bool cliff = false;    // a step over 3 m between squares, neither a spiral's shaft
  bool steep = false;    // a stair square steeper than 45 degrees
  bool misfit = false;   // a spiral no winding fits
  std::string story;     // what was laid, for a failure's log
};

// Lays the squares of one corridor, each a random step above or below the one before: mostly
// within 1 m, one in three up to 3 m, one step in twenty from 3.5 to 5 m.
class Layer {
 public:
  Layer(HeightSheet& sheet, int floor) : sheet_(sheet), floor_(floor) {}

  Floor& floor() { return sheet_.dungeon.floors[static_cast<size_t>(floor_)]; }

  // Opens `p` at `height` half-metres (clamped to the sheet's glyphs), the next square of the
  // way.
  void open(Point p, int height) {
    last_height_ = std::clamp(height, floor_min_, kMaxHeight);
    floor().setKind(p, SquareKind::kCorridor);
    floor().setHeightHalfMetres(p, last_height_);
  }
  int nextHeight() const {
    const int step = *rc::gen::weightedOneOf<int>({{12, rc::gen::inRange(-2, 3)},
                                                   {7, rc::gen::inRange(-6, 7)},
                                                   {1, rc::gen::element(-10, -8, -7, 7, 8, 10)}});
    return last_height_ + step;
  }
  int lastHeight() const { return last_height_; }
  // Keeps the floor's heights at `least` or more (floor 1 over floor 2 keeps 2 m of rock).
  void keepAbove(int least) { floor_min_ = least; }

 private:
  HeightSheet& sheet_;
  int floor_;
  int last_height_ = 0;
  int floor_min_ = -kMaxHeight;
};

void addThing(Dungeon& d, ThingType type, int floor, Point at,
              std::initializer_list<FieldValue> fields = {}) {
  d.things.push_back(makeThing(type, floor, at, fields));
}

// A spiral climbs 0.5 to 12 m (SPEC section 5), and then only where a winding fits. A rise of
// 0 happens here when the way in already stands at the sheet's highest glyph.
bool spiralFits(SpiralTurn turn, int rise, SpiralSpan span) {
  if (rise < 1 || rise > kMaxSpiralRiseHalfMetres) return false;
  return fitSpiral(turn, rise, span).winding.has_value();
}

// Runs east along `y` from x = `from` to x = `to`, each square a random step from the last.
void corridor(Layer& layer, int y, int from, int to) {
  for (int x = from; x <= to; ++x) layer.open({x, y}, layer.nextHeight());
}

HeightSheet withinFloor(bool spiral) {
  HeightSheet sheet;
  sheet.dungeon.floors.emplace_back(kSide, kSide, 0, "");
  Layer layer(sheet, 0);
  layer.open({1, 1}, 0);
  addThing(sheet.dungeon, ThingType::kEntrance, 0, {1, 1}, {{Field::kRamp, Dir::kSouth}});
  if (!spiral) {
    corridor(layer, 1, 2, 14);
    addThing(sheet.dungeon, ThingType::kGoal, 0, {14, 1});
    return sheet;
  }
  const int shaft = *rc::gen::inRange(3, 12);
  const bool corner = *rc::gen::arbitrary<bool>();
  const int rise = *rc::gen::inRange(1, 13);
  corridor(layer, 1, 2, shaft - 1);
  const int way_in = layer.lastHeight();
  layer.open({shaft, 1}, way_in);
  const Point out = corner ? Point{shaft, 2} : Point{shaft + 1, 1};
  layer.open(out, way_in + rise);
  const int real_rise = layer.lastHeight() - way_in;
  addThing(sheet.dungeon, ThingType::kSpiral, 0, {shaft, 1},
           {{Field::kVertical, Vertical::kFlat}, {Field::kRise, real_rise}});
  const SpiralTurn turn = corner ? SpiralTurn::kCorner : SpiralTurn::kStraight;
  if (!spiralFits(turn, real_rise, SpiralSpan::kWithinFloor)) {
    sheet.walkable = false;
    sheet.misfit = true;
    sheet.story += " misfit";
  }
  sheet.story += corner ? " corner" : " straight";
  sheet.story += " spiral rise " + std::to_string(real_rise);
  corridor(layer, out.y, out.x + 1, 14);
  addThing(sheet.dungeon, ThingType::kGoal, 0, {14, out.y});
  return sheet;
}

// A corridor turning once: from the entrance along row 2 (or 13, to turn north), east from
// x = 1 or west from x = 14, to a corner at a drawn column, then along the column to the goal.
// The corner stands 0 to 4 m above or below the square before it and the square after it
// stands 0 to 4 m from it, in half-metre steps, so every turn meets every rise up to 4 m; a
// side square may make the square before the corner a junction, which a stair meets as a
// landing.
HeightSheet cornerStair() {
  HeightSheet sheet;
  sheet.dungeon.floors.emplace_back(kSide, kSide, 0, "");
  Layer layer(sheet, 0);
  const bool from_west = *rc::gen::arbitrary<bool>();
  const bool north = *rc::gen::arbitrary<bool>();
  const int y = north ? kSide - 3 : 2;
  const int dx = from_west ? 1 : -1;
  const int start = from_west ? 1 : kSide - 2;
  const int corner = *rc::gen::inRange(4, kSide - 4);
  layer.open({start, y}, 0);
  addThing(sheet.dungeon, ThingType::kEntrance, 0, {start, y},
           {{Field::kRamp, north ? Dir::kNorth : Dir::kSouth}});
  for (int x = start + dx; x != corner; x += dx) layer.open({x, y}, layer.nextHeight());
  const Point before{corner - dx, y};
  if (*rc::gen::weightedOneOf<bool>({{1, rc::gen::just(true)}, {3, rc::gen::just(false)}})) {
    const Point side{before.x, north ? y + 1 : y - 1};
    layer.open(side, layer.lastHeight());
    layer.open(before, layer.lastHeight());
    sheet.story += " landing before the corner";
  }
  const int rise_in = *rc::gen::inRange(-8, 9);
  const int rise_out = *rc::gen::inRange(-8, 9);
  layer.open({corner, y}, layer.lastHeight() + rise_in);
  const int dy = north ? -1 : 1;
  layer.open({corner, y + dy}, layer.lastHeight() + rise_out);
  const int goal_y = north ? 2 : kSide - 3;
  for (int at = y + 2 * dy; at != goal_y + dy; at += dy) {
    layer.open({corner, at}, layer.nextHeight());
  }
  addThing(sheet.dungeon, ThingType::kGoal, 0, {corner, goal_y});
  sheet.story += std::string(" corner from the ") + (from_west ? "west" : "east") + " turning " +
                 (north ? "north" : "south") + ", rises " + std::to_string(rise_in) + " and " +
                 std::to_string(rise_out) + " half-metres";
  return sheet;
}

HeightSheet betweenFloors() {
  HeightSheet sheet;
  sheet.dungeon.floors.emplace_back(kSide, kSide, 0, "");
  sheet.dungeon.floors.emplace_back(kSide, kSide, -kHalfMetresBetweenFloors, "");
  Layer upper(sheet, 0);
  upper.keepAbove(0);  // 2 m of rock over floor 2's 4 m storey wherever both are open
  upper.open({1, 1}, 0);
  addThing(sheet.dungeon, ThingType::kEntrance, 0, {1, 1}, {{Field::kRamp, Dir::kSouth}});
  const int shaft = *rc::gen::inRange(3, 12);
  corridor(upper, 1, 2, shaft - 1);
  const int top = upper.lastHeight();
  upper.open({shaft, 1}, top);
  const Dir side = *rc::gen::element(Dir::kWest, Dir::kEast, Dir::kSouth);
  const Point doorway = step(Point{shaft, 1}, side);
  Layer lower(sheet, 1);
  lower.open({shaft, 1}, 0);
  // The lower doorway stands so that the spiral rises 3 to 9 m (12 half-metres between the
  // floors' bases, plus the top doorway's height, less the bottom one's).
  const int bottom = top + *rc::gen::inRange(-6, 7);
  lower.open(doorway, bottom);
  const int rise = kHalfMetresBetweenFloors + top - lower.lastHeight();
  for (int f : {0, 1}) {
    addThing(sheet.dungeon, ThingType::kSpiral, f, {shaft, 1},
             {{Field::kVertical, f == 0 ? Vertical::kDown : Vertical::kUp}, {Field::kRise, rise}});
  }
  const SpiralTurn turn = side == Dir::kWest   ? SpiralTurn::kSameSide
                          : side == Dir::kEast ? SpiralTurn::kStraight
                                               : SpiralTurn::kCorner;
  if (!spiralFits(turn, rise, SpiralSpan::kBetweenFloors)) {
    sheet.walkable = false;
    sheet.misfit = true;
    sheet.story += " misfit";
  }
  sheet.story +=
      " stacked spiral " + std::string(spiralTurnName(turn)) + " rise " + std::to_string(rise);
  // On from the doorway to the goal, along row 3 clear of floor 1's corridor.
  Point at = doorway;
  if (at.y == 1) {
    at = {at.x, 2};
    lower.open(at, lower.nextHeight());
  }
  at = {at.x, 3};
  lower.open(at, lower.nextHeight());
  const int goal_x = at.x < 8 ? at.x + 6 : at.x - 6;
  const int dx = goal_x > at.x ? 1 : -1;
  for (int x = at.x + dx; x != goal_x + dx; x += dx) lower.open({x, 3}, lower.nextHeight());
  addThing(sheet.dungeon, ThingType::kGoal, 1, {goal_x, 3});
  return sheet;
}

// True where a spiral's shaft stands on floor f.
bool shaftAt(const Dungeon& d, int f, Point p) {
  return std::any_of(d.things.begin(), d.things.end(), [&](const Thing& t) {
    return t.type == ThingType::kSpiral && t.floor == f && t.at == p;
  });
}

bool ofOrBesideShaft(const Dungeon& d, int f, Point p) {
  if (shaftAt(d, f, p)) return true;
  for (Dir dir : kAllDirs) {
    if (shaftAt(d, f, step(p, dir))) return true;
  }
  return false;
}

// Quarter-metres where the square at p meets its open neighbour q (docs/stairs.md): the mean of
// the two heights when q is a run square too, else q's own height.
int edgeQuarters(const Floor& f, Point q, int p_half_metres, bool q_runs) {
  const int hq = f.heightHalfMetres(q);
  return q_runs ? p_half_metres + hq : 2 * hq;
}

int openNeighbours(const Floor& f, Point p) {
  int open = 0;
  for (Dir dir : kAllDirs) open += f.isOpenAt(step(p, dir)) ? 1 : 0;
  return open;
}

// What the SPEC's rules say of the laid floors, from the sheet alone. A cliff: a step of more
// than 3 m between open neighbours, neither of them a spiral's shaft (its treads are the
// spiral's own travel). A stair square: an open square with exactly two open neighbours, not
// of or beside a spiral's shaft; each half of it climbs from the edge it meets to its middle,
// and is too steep past 1.5 m over a straight square's half (1.5 m long), or round a corner past
// 1 m (the half turn of the walking line, 1.5 m from the inner corner, is 3 pi / 8 m, about
// 1.18 m, and the next step up the quarter-metre grid, 1.25 m, is steeper than 45 degrees).
void judgeHeights(HeightSheet& sheet) {
  const Dungeon& d = sheet.dungeon;
  for (int fi = 0; fi < static_cast<int>(d.floors.size()); ++fi) {
    const Floor& f = d.floors[static_cast<size_t>(fi)];
    for (int i = 0; i < f.squareCount(); ++i) {
      const Point p = f.pointOf(i);
      if (!f.isOpenAt(p)) continue;
      for (Point q : {step(p, Dir::kEast), step(p, Dir::kSouth)}) {
        if (!f.isOpenAt(q) || shaftAt(d, fi, p) || shaftAt(d, fi, q)) continue;
        if (std::abs(f.heightHalfMetres(q) - f.heightHalfMetres(p)) > 6) sheet.cliff = true;
      }
      if (openNeighbours(f, p) != 2 || ofOrBesideShaft(d, fi, p)) continue;
      std::vector<Dir> sides;
      for (Dir dir : kAllDirs) {
        if (f.isOpenAt(step(p, dir))) sides.push_back(dir);
      }
      const bool corner = sides[1] != opposite(sides[0]);
      const int middle = 2 * f.heightHalfMetres(p);
      for (Dir side : sides) {
        const Point q = step(p, side);
        const int edge = edgeQuarters(f, q, f.heightHalfMetres(p), openNeighbours(f, q) == 2);
        if (std::abs(middle - edge) > (corner ? 4 : 6)) sheet.steep = true;
      }
    }
  }
  if (sheet.cliff) sheet.story += " cliff";
  if (sheet.steep) sheet.story += " steep stair";
  sheet.walkable = sheet.walkable && !sheet.cliff && !sheet.steep;
}

HeightSheet genSheet() {
  const auto kind = *rc::gen::element(WayKind::kStraight, WayKind::kCorner,
                                      WayKind::kSpiralWithinFloor, WayKind::kSpiralBetweenFloors);
  HeightSheet sheet = kind == WayKind::kSpiralBetweenFloors ? betweenFloors()
                      : kind == WayKind::kCorner            ? cornerStair()
                                                 : withinFloor(kind == WayKind::kSpiralWithinFloor);
  sheet.way = kind == WayKind::kStraight ? "straight"
              : kind == WayKind::kCorner ? "corner stair"
                                         : "spiral";
  Dungeon& d = sheet.dungeon;
  d.name = "heights";
  d.options.floors = static_cast<int>(d.floors.size());
  d.options.width = kSide;
  d.options.height = kSide;
  canonicalize(d);
  judgeHeights(sheet);
  return sheet;
}

std::vector<std::string> failedChecks(const Dungeon& d) {
  const checks::Report report = checks::checkDungeon(d, checks::standardBands());
  std::vector<std::string> failed;
  for (const checks::CheckEntry& entry : report.checks) {
    if (!entry.outcome.passed) failed.push_back(std::string(entry.check->id));
  }
  return failed;
}

RC_GTEST_PROP(HeightsAgreement, WhatTheChecksPassIsWalkedAndWhatStopsAWalkFailsACheck, ()) {
  const HeightSheet sheet = genSheet();
  RC_LOG() << sheet.story << "\n" << writeSheet(sheet.dungeon);
  const std::vector<std::string> failed = failedChecks(sheet.dungeon);
  const World world(sheet.dungeon);
  const auto walk = walkDungeon(world, {});
  RC_ASSERT(walk.ok());
  RC_LOG() << formatWalk(*walk);
  for (const std::string& id : failed) RC_LOG() << "failed check: " << id << "\n";
  RC_TAG(sheet.walkable ? "walkable" : "not walkable", sheet.way,
         sheet.dungeon.floors.size() == 1 ? "one floor" : "two floors",
         sheet.cliff ? "cliff" : "no cliff", sheet.steep ? "steep stair" : "no steep stair",
         sheet.misfit ? "misfit spiral" : "no misfit");
  // Whatever the checks pass, the walk completes; whatever stops it, a check fails.
  RC_ASSERT(walk->reached || !failed.empty());
  // And both say what the SPEC's rules say of the one way: the stair check and the walk judge
  // a stair alike (sim/world/heights.h), so no check is excepted.
  RC_ASSERT(walk->reached == sheet.walkable);
  RC_ASSERT(failed.empty() == sheet.walkable);
}

}  // namespace
}  // namespace dungeon::sim
