// The stair geometry check on hand-drawn sheets: a stair out of a sunk room turning at its
// top passes; the same turn with a 3 m step into it passes slopes_walkable but not this check;
// a spiral's doorway is left to the spiral fit.
#include <gtest/gtest.h>

#include <algorithm>

#include "checks/context.h"
#include "checks/stair_geometry.h"
#include "sim/stairs/corner_stair.h"
#include "testing/floors.h"

namespace dungeon::checks {
namespace {

using testing::addThing;
using testing::floorOf;

// A room sunk by `sunk` half-metres (columns 0-2), a corridor east along row 1 that climbs
// half a metre a square to the corner at (5, 1), and on south, level, to row 4. The corridor
// square into the corner stands `step` half-metres below it.
Dungeon turningStair(int sunk, int step) {
  Dungeon d = floorOf({
      "...######",
      "...,,,###",
      "...##,###",
      "#####,###",
      "#####,###",
  });
  Floor& f = d.floors[0];
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 3; ++x) f.setHeightHalfMetres({x, y}, -sunk);
  }
  f.setHeightHalfMetres({3, 1}, -sunk + 1);
  f.setHeightHalfMetres({4, 1}, -step);
  return d;
}

CheckOutcome check(const Dungeon& d) {
  const CheckContext context(d);
  return stairGeometry(context);
}

CheckOutcome slopesOf(const Dungeon& d) {
  const CheckContext context(d);
  const auto checks = hardChecks();
  const auto it = std::find_if(checks.begin(), checks.end(),
                               [](const HardCheck& h) { return h.id == "slopes_walkable"; });
  return it->run(context);
}

TEST(StairGeometryCheck, IsInTheRegistry) {
  const auto checks = hardChecks();
  EXPECT_TRUE(std::any_of(checks.begin(), checks.end(),
                          [](const HardCheck& h) { return h.id == "stair_geometry"; }));
}

TEST(StairGeometryCheck, AStairOutOfASunkRoomTurningAtItsTopPasses) {
  const Dungeon d = turningStair(2, 1);
  ASSERT_TRUE(sim::cornerStairAt(d.floors[0], {5, 1}).has_value());
  const CheckOutcome o = check(d);
  EXPECT_TRUE(o.passed) << o.reason;
}

TEST(StairGeometryCheck, AThreeMetreStepIntoTheTurnIsTooSteepThoughSlopesWalkablePasses) {
  const Dungeon d = turningStair(7, 6);
  EXPECT_TRUE(slopesOf(d).passed) << slopesOf(d).reason;
  const CheckOutcome o = check(d);
  ASSERT_FALSE(o.passed);
  EXPECT_EQ(o.floor, 0);
  EXPECT_EQ(o.at, (Point{5, 1}));
  EXPECT_EQ(o.reason,
            "the corner stair from west to south rises 1355 mm a metre at its walking line, "
            "steeper than 45 degrees (1000 mm)");
}

TEST(StairGeometryCheck, TwoMetresIntoTheTurnIsTheMostItTakes) {
  EXPECT_TRUE(check(turningStair(5, 4)).passed);
  EXPECT_FALSE(check(turningStair(6, 5)).passed);
}

TEST(StairGeometryCheck, ATurnBesideASpiralIsLeftToTheSpiralFit) {
  Dungeon d = turningStair(7, 6);
  addThing(d, ThingType::kSpiral, 0, {4, 1},
           {{Field::kVertical, Vertical::kFlat}, {Field::kRise, 1}});
  EXPECT_TRUE(check(d).passed);
}

}  // namespace
}  // namespace dungeon::checks
