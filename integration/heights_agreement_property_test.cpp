// Agreement between the checker and the sim over heights (RapidCheck, SPEC section 8): on hand
// sheets with random height steps (some steeper than 45 degrees), a spiral within a floor or
// between two stacked floors whose rise a winding fits or not, whatever the hard checks pass
// the party's walk from the entrance to the goal completes, and whatever stops it, a check
// fails. Each sheet is one way from the entrance to the goal, so the test also knows on its
// own, from the SPEC's rules, whether the way can be walked: no step over 3 m between squares
// without a link, and a spiral only where sim/spiral.h fits a winding. Both the walk and the
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
#include "sim/spiral.h"
#include "sim/walk.h"
#include "sim/walk_format.h"

namespace dungeon::sim {
namespace {

constexpr int kSide = kMinFloorSide;
constexpr int kMaxHeight = 20;  // half-metres either way, inside the sheet's glyphs

// The spiral a sheet has, if any.
enum class SpiralKind { kNone, kWithinFloor, kBetweenFloors };

// A sheet of one way: floor 1's corridor runs east along row 1 from the entrance; within a
// floor a spiral may stand on it (its way out east, straight through, or south, round a corner,
// the corridor then running east along row 2); between floors the corridor ends at a spiral
// down to floor 2, whose doorway lies west, east or south of the shaft, and floor 2's
// corridor runs on from it to the goal.
struct HeightSheet {
  Dungeon dungeon;
  bool walkable = true;  // by the SPEC's rules, worked out as the sheet is laid
  bool cliff = false;    // a step over 3 m between squares without a link
  bool misfit = false;   // a spiral no winding fits
  std::string story;     // what was laid, for a failure's log
};

// Lays the squares of one corridor, each a random step above or below the one before: mostly
// walkable, one step in twenty from 3.5 to 5 m.
class Layer {
 public:
  Layer(HeightSheet& sheet, int floor) : sheet_(sheet), floor_(floor) {}

  Floor& floor() { return sheet_.dungeon.floors[static_cast<size_t>(floor_)]; }

  // Opens `p` at `height` half-metres, joined to the square before it by a step (none for
  // the first), `linked` when a link stands on either end.
  void open(Point p, int height, bool linked) {
    floor().setKind(p, SquareKind::kCorridor);
    floor().setHeightHalfMetres(p, height);
    if (have_last_ && !linked && steeperThanWalkable(height - last_height_)) {
      sheet_.walkable = false;
      sheet_.cliff = true;
      sheet_.story += " cliff at " + std::to_string(p.x) + "," + std::to_string(p.y);
    }
    have_last_ = true;
    last_height_ = height;
  }
  int nextHeight() const {
    const int step = *rc::gen::weightedOneOf<int>(
        {{19, rc::gen::inRange(-6, 7)}, {1, rc::gen::element(-10, -8, -7, 7, 8, 10)}});
    return std::clamp(last_height_ + step, floor_min_, kMaxHeight);
  }
  int lastHeight() const { return last_height_; }
  // Keeps the floor's heights at `least` or more (floor 1 over floor 2 keeps 2 m of rock).
  void keepAbove(int least) { floor_min_ = least; }

 private:
  HeightSheet& sheet_;
  int floor_;
  bool have_last_ = false;
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
  for (int x = from; x <= to; ++x) layer.open({x, y}, layer.nextHeight(), false);
}

HeightSheet withinFloor(bool spiral) {
  HeightSheet sheet;
  sheet.dungeon.floors.emplace_back(kSide, kSide, 0, "");
  Layer layer(sheet, 0);
  layer.open({1, 1}, 0, false);
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
  layer.open({shaft, 1}, way_in, true);
  const Point out = corner ? Point{shaft, 2} : Point{shaft + 1, 1};
  layer.open(out, std::min(way_in + rise, kMaxHeight), true);
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

HeightSheet betweenFloors() {
  HeightSheet sheet;
  sheet.dungeon.floors.emplace_back(kSide, kSide, 0, "");
  sheet.dungeon.floors.emplace_back(kSide, kSide, -kHalfMetresBetweenFloors, "");
  Layer upper(sheet, 0);
  upper.keepAbove(0);  // 2 m of rock over floor 2's 4 m storey wherever both are open
  upper.open({1, 1}, 0, false);
  addThing(sheet.dungeon, ThingType::kEntrance, 0, {1, 1}, {{Field::kRamp, Dir::kSouth}});
  const int shaft = *rc::gen::inRange(3, 12);
  corridor(upper, 1, 2, shaft - 1);
  const int top = upper.lastHeight();
  upper.open({shaft, 1}, top, true);
  const Dir side = *rc::gen::element(Dir::kWest, Dir::kEast, Dir::kSouth);
  const Point doorway = step(Point{shaft, 1}, side);
  Layer lower(sheet, 1);
  lower.open({shaft, 1}, 0, true);
  // The lower doorway stands so that the spiral rises 3 to 9 m (12 half-metres between the
  // floors' bases, plus the top doorway's height, less the bottom one's).
  const int bottom = top + *rc::gen::inRange(-6, 7);
  lower.open(doorway, std::clamp(bottom, -kMaxHeight, kMaxHeight), true);
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
    lower.open(at, lower.nextHeight(), false);
  }
  at = {at.x, 3};
  lower.open(at, lower.nextHeight(), false);
  const int goal_x = at.x < 8 ? at.x + 6 : at.x - 6;
  const int dx = goal_x > at.x ? 1 : -1;
  for (int x = at.x + dx; x != goal_x + dx; x += dx) lower.open({x, 3}, lower.nextHeight(), false);
  addThing(sheet.dungeon, ThingType::kGoal, 1, {goal_x, 3});
  return sheet;
}

HeightSheet genSheet() {
  const auto kind =
      *rc::gen::element(SpiralKind::kNone, SpiralKind::kWithinFloor, SpiralKind::kBetweenFloors);
  HeightSheet sheet = kind == SpiralKind::kBetweenFloors
                          ? betweenFloors()
                          : withinFloor(kind == SpiralKind::kWithinFloor);
  Dungeon& d = sheet.dungeon;
  d.name = "heights";
  d.options.floors = static_cast<int>(d.floors.size());
  d.options.width = kSide;
  d.options.height = kSide;
  canonicalize(d);
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
  RC_TAG(sheet.walkable ? "walkable" : "not walkable",
         sheet.dungeon.floors.size() == 1 ? "one floor" : "two floors",
         sheet.cliff ? "cliff" : "no cliff", sheet.misfit ? "misfit spiral" : "no misfit");
  // Whatever the checks pass, the walk completes; whatever stops it, a check fails.
  RC_ASSERT(walk->reached || !failed.empty());
  // And both say what the SPEC's rules say of the one way.
  RC_ASSERT(walk->reached == sheet.walkable);
  // The stair check judges a corner square's turn at its walking line (docs/stairs.md), which
  // the walk, taking each square at one height, does not: it may refuse a steep turn the walk
  // completes, never the other way round.
  std::vector<std::string> besides_stairs = failed;
  std::erase(besides_stairs, "stair_geometry");
  RC_ASSERT(besides_stairs.empty() == sheet.walkable);
}

}  // namespace
}  // namespace dungeon::sim
