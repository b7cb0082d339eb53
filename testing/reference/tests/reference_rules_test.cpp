// The reference rules on the hand sheets of testing/sheets/, each verdict worked out from the
// sheet's picture and SPEC: a duct mouth 4.5 m up is a cliff and breaks the duct rules, a flat
// duct across a rising cut too (and the spiral no longer splits its floor), a ladder's foot on
// a cliff's edge is a cliff, stairs just under and over each steepness limit, a soft-lock in a
// hundred rooms; and on small floors drawn here: one-way doors, locks, water and levers.
#include <gtest/gtest.h>

#include <string>

#include "model/sheet.h"
#include "testing/floors.h"
#include "testing/reference/reference.h"
#include "testing/reference/route_judge.h"
#include "testing/sheet_files.h"

namespace dungeon::reference {
namespace {

Dungeon load(const std::string& name) {
  auto read = readSheet(dungeon::testing::loadSheet(name), name);
  EXPECT_TRUE(read.ok()) << name;
  return read.ok() ? read->dungeon : Dungeon{};
}

TEST(ReferenceRules, ADuctMouthUpACliffBreaksTheDuctAndStepRules) {
  const Dungeon d = load("duct_mouth_up.sheet");
  const Reference ref(d);
  EXPECT_NE(ref.problem("duct_rules"), "");
  EXPECT_NE(ref.problem("slopes_walkable"), "");
  EXPECT_FALSE(ref.party().solvable());
}

TEST(ReferenceRules, AFlatDuctAcrossARisingCutBreaksTheDuctAndSpiralRules) {
  const Dungeon d = load("duct_bridges_rising_cut.sheet");
  const Reference ref(d);
  EXPECT_EQ(ref.problem("duct_rules"), "a flat duct's mouths differ in height");
  EXPECT_EQ(ref.problem("spiral_fit"), "a spiral within a floor does not split it");
  EXPECT_NE(ref.problem("slopes_walkable"), "");
  EXPECT_TRUE(ref.party().solvable());  // by the spiral's treads
}

TEST(ReferenceRules, TheCutWithoutTheDuctKeepsEveryRule) {
  const Dungeon d = load("rising_cut_without_duct.sheet");
  const Reference ref(d);
  for (const std::string& id : referenceCheckIds()) EXPECT_EQ(ref.problem(id), "") << id;
}

TEST(ReferenceRules, ALadderFootOnACliffEdgeIsACliff) {
  const Dungeon d = load("ladder_foot_cliff.sheet");
  const Reference ref(d);
  EXPECT_NE(ref.problem("slopes_walkable"), "");
  EXPECT_FALSE(ref.party().solvable());
}

TEST(ReferenceRules, StairsJustUnderAndOverEachLimit) {
  for (const auto& [sheet, walkable] :
       std::vector<std::pair<std::string, bool>>{{"stair_corner_2m.sheet", true},
                                                 {"stair_corner_2_5m.sheet", false},
                                                 {"stair_corner_landing_1m.sheet", true},
                                                 {"stair_corner_landing_1_5m.sheet", false},
                                                 {"stair_straight_landing_1_5m.sheet", true},
                                                 {"stair_straight_landing_2m.sheet", false}}) {
    const Dungeon d = load(sheet);
    const Reference ref(d);
    EXPECT_EQ(ref.problem("stair_geometry").empty(), walkable) << sheet;
    EXPECT_EQ(ref.party().solvable(), walkable) << sheet;
  }
}

TEST(ReferenceRules, FindsTheSoftLockAmongAHundredRooms) {
  const Dungeon d = load("soft_lock_in_a_hundred_rooms.sheet");
  const Reference ref(d);
  EXPECT_TRUE(ref.party().solvable());
  EXPECT_TRUE(ref.party().softLock());
}

// Room A (the entrance), a one-way door opening from the east, room B beyond with the goal.
Dungeon oneWayFloor(Dir opens_from) {
  Dungeon d = dungeon::testing::floorOf({"...#...", "...,...", "...#..."});
  d.things.push_back(makeThing(ThingType::kEntrance, 0, {0, 1}, {{Field::kRamp, Dir::kSouth}}));
  d.things.push_back(
      makeThing(ThingType::kOneWayDoor, 0, {3, 1}, {{Field::kOpensFrom, opens_from}}));
  d.things.push_back(makeThing(ThingType::kGoal, 0, {6, 1}));
  canonicalize(d);
  return d;
}

TEST(ReferenceRules, AOneWayDoorOpensFromItsHandleSideOnly) {
  const Dungeon from_west = oneWayFloor(Dir::kWest);
  EXPECT_TRUE(Reference(from_west).party().solvable());
  const Dungeon from_east = oneWayFloor(Dir::kEast);
  EXPECT_FALSE(Reference(from_east).party().solvable());
}

TEST(ReferenceRules, WaterIsWalkedOnceItsLeverIsPulled) {
  Dungeon d = dungeon::testing::floorOf({"...~...", "......."});
  d.floors[0].setKind({3, 1}, SquareKind::kRock);
  d.things.push_back(makeThing(ThingType::kEntrance, 0, {0, 0}, {{Field::kRamp, Dir::kSouth}}));
  d.things.push_back(makeThing(ThingType::kGoal, 0, {6, 0}));
  canonicalize(d);
  EXPECT_FALSE(Reference(d).party().solvable());
  d.things.push_back(
      makeThing(ThingType::kLever, 0, {1, 1}, {{Field::kLever, 3}, {Field::kDrains, 1}}));
  canonicalize(d);
  EXPECT_TRUE(Reference(d).party().solvable());
}

TEST(ReferenceRules, OneKeyForTwoLocksLosesTheGoalBehindTheOther) {
  // The key opens either lock; behind the west one a dead end, behind the east one the goal.
  Dungeon d = dungeon::testing::floorOf({"..,...,..", "........."});
  d.floors[0].setKind({2, 1}, SquareKind::kRock);
  d.floors[0].setKind({6, 1}, SquareKind::kRock);
  d.things.push_back(makeThing(ThingType::kEntrance, 0, {4, 0}, {{Field::kRamp, Dir::kSouth}}));
  d.things.push_back(makeThing(ThingType::kKey, 0, {4, 1}, {{Field::kColour, Colour::kRed}}));
  for (int x : {2, 6}) {
    d.things.push_back(
        makeThing(ThingType::kDoor, 0, {x, 0},
                  {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kRed}}));
  }
  d.things.push_back(makeThing(ThingType::kGoal, 0, {8, 1}));
  canonicalize(d);
  const Reference ref(d);
  EXPECT_TRUE(ref.party().solvable());
  EXPECT_TRUE(ref.party().softLock());
  EXPECT_EQ(ref.party().states(), 3);
  EXPECT_TRUE(ref.party().canLose({0, {8, 1}}));
  EXPECT_FALSE(ref.party().canLose({0, {4, 1}}));
}

TEST(ReferenceRules, ARouteThroughALockWithoutItsKeyIsIllegal) {
  Dungeon d = dungeon::testing::floorOf({"...,...", "...,..."});
  d.floors[0].setKind({3, 1}, SquareKind::kRock);
  d.things.push_back(makeThing(ThingType::kEntrance, 0, {0, 0}, {{Field::kRamp, Dir::kSouth}}));
  d.things.push_back(
      makeThing(ThingType::kDoor, 0, {3, 0},
                {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kBlue}}));
  d.things.push_back(makeThing(ThingType::kGoal, 0, {6, 0}));
  canonicalize(d);
  const Reference ref(d);
  std::vector<Place> route;
  for (int x = 0; x <= 6; ++x) route.push_back({0, {x, 0}});
  const RouteVerdict verdict = judgeRoute(ref.index(), ref.party(), route);
  EXPECT_FALSE(verdict.legal);
  EXPECT_EQ(verdict.step, 2u);
  d.things.push_back(makeThing(ThingType::kKey, 0, {1, 0}, {{Field::kColour, Colour::kBlue}}));
  canonicalize(d);
  const Reference keyed(d);
  EXPECT_TRUE(judgeRoute(keyed.index(), keyed.party(), route).legal);
}

}  // namespace
}  // namespace dungeon::reference
