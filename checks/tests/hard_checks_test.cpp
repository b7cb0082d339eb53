// Each hard check against small hand-drawn floors: it passes where it should and fails with
// the right reason and square where it should not.
#include <gtest/gtest.h>

#include "checks/hard_checks.h"
#include "checks/tests/run_check.h"
#include "testing/floors.h"

namespace dungeon::checks {
namespace {

using testing::addEntrance;
using testing::addThing;
using testing::floorOf;

using dungeon::testing::runCheck;

// A room at the top left with a ramp going south through 9 rock squares, a corridor east to
// a second room holding the goal.
Dungeon goodDungeon() {
  Dungeon d = floorOf({
      "#...,,,...#",
      "#...##,...#",
  });
  addEntrance(d, {1, 1}, Dir::kSouth);
  addThing(d, ThingType::kGoal, 0, {8, 1});
  return d;
}

TEST(HardChecks, AllPassOnAGoodDungeon) {
  const Dungeon d = goodDungeon();
  const CheckContext context(d);
  for (const HardCheck& check : hardChecks()) {
    EXPECT_TRUE(check.run(context).passed) << check.id << ": " << check.run(context).reason;
  }
}

TEST(HardChecks, RampBlockedByAnOpenSquareFailsThere) {
  Dungeon d = goodDungeon();
  d.floors[0].setKind({1, 6}, SquareKind::kCorridor);
  const CheckOutcome o = runCheck("entrance_ramp", d);
  EXPECT_FALSE(o.passed);
  EXPECT_EQ(o.at, (Point{1, 6}));
  EXPECT_NE(o.reason.find("ramp square 5 of 9"), std::string::npos) << o.reason;
}

TEST(HardChecks, AnEntranceWithoutARampFails) {
  Dungeon d = goodDungeon();
  d.things.front().fields.clear(Field::kRamp);
  const CheckOutcome o = runCheck("entrance_ramp", d);
  EXPECT_FALSE(o.passed);
  EXPECT_EQ(o.reason, "entrance has no ramp");
}

TEST(HardChecks, RampRunningOffTheFloorFails) {
  Dungeon d = goodDungeon();
  d.things.front().fields.set(Field::kRamp, Dir::kNorth);
  EXPECT_FALSE(runCheck("entrance_ramp", d).passed);
}

TEST(HardChecks, UnreachableSquareIsNamed) {
  Dungeon d = goodDungeon();
  d.floors[0].setKind({14, 14}, SquareKind::kRoom);
  const CheckOutcome o = runCheck("open_reachable", d);
  EXPECT_FALSE(o.passed);
  EXPECT_EQ(o.at, (Point{14, 14}));
}

TEST(HardChecks, GoalBehindRockIsUnreachable) {
  Dungeon d = goodDungeon();
  d.floors[0].setKind({5, 0}, SquareKind::kRock);
  d.floors[0].setKind({6, 1}, SquareKind::kRock);
  EXPECT_FALSE(runCheck("goal_solvable", d).passed);
}

TEST(HardChecks, PartyCrouchesThroughACrawlToTheGoal) {
  Dungeon d = goodDungeon();
  d.floors[0].setKind({5, 0}, SquareKind::kCrawl);
  EXPECT_TRUE(runCheck("goal_solvable", d).passed);
}

TEST(HardChecks, WaterCutsTheWay) {
  Dungeon d = goodDungeon();
  d.floors[0].setKind({5, 0}, SquareKind::kWater);
  EXPECT_FALSE(runCheck("goal_solvable", d).passed);
}

TEST(HardChecks, ThingOnRockIsRefused) {
  Dungeon d = goodDungeon();
  addThing(d, ThingType::kLoot, 0, {0, 0}, {{Field::kValue, 5}});
  const CheckOutcome o = runCheck("things_placed", d);
  EXPECT_FALSE(o.passed);
  EXPECT_EQ(o.at, (Point{0, 0}));
}

TEST(HardChecks, TwoEntrancesAreRefused) {
  Dungeon d = goodDungeon();
  addEntrance(d, {2, 1}, Dir::kSouth);
  EXPECT_FALSE(runCheck("entrance_and_goal", d).passed);
}

TEST(HardChecks, MissingGoalIsRefused) {
  Dungeon d = goodDungeon();
  d.things.pop_back();
  EXPECT_FALSE(runCheck("entrance_and_goal", d).passed);
}

// slopes_walkable is the sim's cliff rule (sim/world/heights.h): more than 3 m between neighbours.
TEST(HardChecks, SlopesWalkableRefusesAStepOver3Metres) {
  Dungeon d = goodDungeon();
  d.floors[0].setHeightHalfMetres({5, 0}, 6);  // 3 m above the corridor square west of it
  EXPECT_TRUE(runCheck("slopes_walkable", d).passed);
  d.floors[0].setHeightHalfMetres({5, 0}, 7);
  const CheckOutcome fails = runCheck("slopes_walkable", d);
  EXPECT_FALSE(fails.passed);
  EXPECT_EQ(fails.reason, "a 3.5 m rise to the east is steeper than 45 degrees");
  EXPECT_EQ(fails.at, (Point{4, 0}));
  // No step is spared (SPEC section 8): a ladder's square is stepped onto like any other.
  addThing(d, ThingType::kLadder, 0, {5, 0}, {{Field::kVertical, Vertical::kUp}});
  EXPECT_FALSE(runCheck("slopes_walkable", d).passed);
}

TEST(HardChecks, SlopesWalkableCountsWaterThatMayBeDrained) {
  Dungeon d = floorOf({"..~.."});
  d.floors[0].setHeightHalfMetres({2, 0}, -8);
  EXPECT_FALSE(runCheck("slopes_walkable", d).passed);
}

// Two floors open over one another (all but the upper floor's first column) have 2 m of rock
// between them; sinking one upper square leaves less, which only a link standing there on
// either floor may cross.
TEST(HardChecks, RockBetweenFloorsIsMeasuredAfterTheFirstSolidSquare) {
  Dungeon d = testing::floorsOf({{"#..", "#.."}, {"...", "..."}, {"...", "..."}});
  EXPECT_TRUE(runCheck("rock_between_floors", d).passed);
  d.floors[0].setHeightHalfMetres({2, 1}, -2);
  CheckOutcome o = runCheck("rock_between_floors", d);
  EXPECT_FALSE(o.passed);
  EXPECT_EQ(o.reason, "only 1.0 m of rock above floor 2");
  EXPECT_EQ(o.floor, 0);
  EXPECT_EQ(o.at, (Point{2, 1}));
  d.floors[0].setHeightHalfMetres({2, 1}, -1);
  EXPECT_EQ(runCheck("rock_between_floors", d).reason, "only 1.5 m of rock above floor 2");

  // The first square of the floor is measured too.
  Dungeon corner = testing::floorsOf({{"...", "..."}, {"...", "..."}});
  corner.floors[0].setHeightHalfMetres({0, 0}, -2);
  o = runCheck("rock_between_floors", corner);
  EXPECT_FALSE(o.passed);
  EXPECT_EQ(o.at, (Point{0, 0}));

  Dungeon ladder_above = d;
  addThing(ladder_above, ThingType::kLadder, 0, {2, 1}, {{Field::kVertical, Vertical::kDown}});
  o = runCheck("rock_between_floors", ladder_above);
  EXPECT_TRUE(o.passed) << o.reason;
  Dungeon ladder_below = d;
  addThing(ladder_below, ThingType::kLadder, 1, {2, 1}, {{Field::kVertical, Vertical::kUp}});
  o = runCheck("rock_between_floors", ladder_below);
  EXPECT_TRUE(o.passed) << o.reason;
}

// A window ends a straight slot of narrow passage out of the room it looks into.
Dungeon windowDungeon(const std::vector<std::string>& rows, Point window) {
  Dungeon d = floorOf(rows);
  addThing(d, ThingType::kWindow, 0, window);
  return d;
}

TEST(HardChecks, AGlimpseSlotEndsOnTheWayWithinReach) {
  const CheckOutcome good = runCheck("glimpse_slots", windowDungeon({"...:::,"}, {3, 0}));
  EXPECT_TRUE(good.passed) << good.reason;

  CheckOutcome o = runCheck("glimpse_slots", windowDungeon({"...:::#"}, {3, 0}));
  EXPECT_FALSE(o.passed);
  EXPECT_EQ(o.reason, "the glimpse slot is 3 squares and ends in rock");
  EXPECT_EQ(o.at, (Point{3, 0}));

  o = runCheck("glimpse_slots", windowDungeon({"...:::,", "#####,#"}, {3, 0}));
  EXPECT_FALSE(o.passed);
  EXPECT_EQ(o.reason, "the glimpse slot touches an open square or water beside it");
  EXPECT_EQ(o.at, (Point{5, 0}));

  o = runCheck("glimpse_slots", windowDungeon({"...:::,"}, {1, 0}));
  EXPECT_FALSE(o.passed);
  EXPECT_EQ(o.reason, "a window stands outside a narrow passage");

  o = runCheck("glimpse_slots", windowDungeon({",,,:::,"}, {3, 0}));
  EXPECT_FALSE(o.passed);
  EXPECT_EQ(o.reason, "a window looks into no room");
}

}  // namespace
}  // namespace dungeon::checks
