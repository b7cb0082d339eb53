// The state-search checks (goal_solvable, no_soft_lock, keys_before_locks, open_reachable)
// on small hand-drawn dungeons, each built to exercise one rule of the party's run.
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

void addDoor(Dungeon& d, Point at, DoorKind kind, int colour = 0) {
  Thing& door = addThing(d, ThingType::kDoor, 0, at, {{Field::kKind, kind}});
  if (kind == DoorKind::kLocked) door.fields.set(Field::kColour, colour);
  if (kind == DoorKind::kLever) door.fields.set(Field::kLever, colour);
  if (kind == DoorKind::kKeypad) door.fields.set(Field::kCode, colour);
}

void addKey(Dungeon& d, Point at, int colour) {
  addThing(d, ThingType::kKey, 0, at, {{Field::kColour, colour}});
}

// Entrance room (0-2), corridor (3-5), goal room (6-8); a side room below the entrance room.
Dungeon corridorDungeon() {
  Dungeon d = testing::corridorWithSideBranch();
  addEntrance(d, {0, 0}, Dir::kSouth);
  d.floors[0].setKind({0, 1}, SquareKind::kRock);  // keep the ramp column rock
  for (int y = 2; y <= 9; ++y) d.floors[0].setKind({0, y}, SquareKind::kRock);
  addThing(d, ThingType::kGoal, 0, {8, 0});
  return d;
}

TEST(SolveChecks, LockWithItsKeyIsSolvable) {
  Dungeon d = corridorDungeon();
  addDoor(d, {4, 0}, DoorKind::kLocked, 1);
  addKey(d, {2, 3}, 1);
  EXPECT_TRUE(runCheck("goal_solvable", d).passed);
  EXPECT_TRUE(runCheck("no_soft_lock", d).passed);
  EXPECT_TRUE(runCheck("keys_before_locks", d).passed);
}

TEST(SolveChecks, LockWithoutAKeyIsNotSolvable) {
  Dungeon d = corridorDungeon();
  addDoor(d, {4, 0}, DoorKind::kLocked, 1);
  addKey(d, {2, 3}, 2);  // the wrong colour
  const CheckOutcome o = runCheck("goal_solvable", d);
  EXPECT_FALSE(o.passed);
  EXPECT_EQ(o.at, (Point{8, 0}));
}

TEST(SolveChecks, KeyBehindItsOwnLockIsRefused) {
  Dungeon d = corridorDungeon();
  addDoor(d, {4, 0}, DoorKind::kLocked, 1);
  addKey(d, {7, 1}, 1);
  EXPECT_FALSE(runCheck("keys_before_locks", d).passed);
  EXPECT_FALSE(runCheck("goal_solvable", d).passed);
}

// Two blue locks and one blue key: spending it on the side room's lock loses the goal.
TEST(SolveChecks, SpendingTheOnlyKeyOnTheWrongLockIsASoftLock) {
  Dungeon d = corridorDungeon();
  addDoor(d, {4, 0}, DoorKind::kLocked, 1);
  addDoor(d, {1, 2}, DoorKind::kLocked, 1);
  addKey(d, {2, 1}, 1);
  EXPECT_TRUE(runCheck("goal_solvable", d).passed);
  const CheckOutcome o = runCheck("no_soft_lock", d);
  EXPECT_FALSE(o.passed);
  EXPECT_EQ(o.at, (Point{1, 2}));
  EXPECT_NE(o.reason.find("can no longer be reached"), std::string::npos) << o.reason;
}

TEST(SolveChecks, OneWayDoorOpensOnlyFromItsHandleSide) {
  Dungeon d = corridorDungeon();
  Thing& door = addThing(d, ThingType::kOneWayDoor, 0, {4, 0},
                         {{Field::kOpensFrom, Dir::kEast}});  // handle on the goal side
  EXPECT_FALSE(runCheck("goal_solvable", d).passed);
  door.fields.set(Field::kOpensFrom, Dir::kWest);
  EXPECT_TRUE(runCheck("goal_solvable", d).passed);
}

TEST(SolveChecks, LeverOpensItsGate) {
  Dungeon d = corridorDungeon();
  addDoor(d, {4, 0}, DoorKind::kLever, 7);
  EXPECT_FALSE(runCheck("goal_solvable", d).passed);
  addThing(d, ThingType::kLever, 0, {2, 3}, {{Field::kLever, 7}});
  EXPECT_TRUE(runCheck("goal_solvable", d).passed);
}

TEST(SolveChecks, LeverThatDrainsLetsThePartyThroughWater) {
  Dungeon d = corridorDungeon();
  d.floors[0].setKind({4, 0}, SquareKind::kWater);
  Thing& lever = addThing(d, ThingType::kLever, 0, {2, 3}, {{Field::kLever, 1}});
  EXPECT_FALSE(runCheck("goal_solvable", d).passed);
  lever.fields.set(Field::kDrains, 1);
  EXPECT_TRUE(runCheck("goal_solvable", d).passed);
}

TEST(SolveChecks, KeypadNeedsEveryPartOfItsCode) {
  Dungeon d = corridorDungeon();
  addDoor(d, {4, 0}, DoorKind::kKeypad, 1234);
  addThing(d, ThingType::kCodeClue, 0, {2, 3}, {{Field::kCode, 1234}, {Field::kPart, 1}});
  Thing& second = addThing(d, ThingType::kCodeClue, 0, {7, 1},
                           {{Field::kCode, 1234}, {Field::kPart, 2}});  // behind the keypad door
  EXPECT_FALSE(runCheck("goal_solvable", d).passed);
  second.at = {1, 3};
  EXPECT_TRUE(runCheck("goal_solvable", d).passed);
}

TEST(SolveChecks, SecretSideRoomCountsAsReachable) {
  Dungeon d = corridorDungeon();
  Thing& secret = addThing(d, ThingType::kSecretDoor, 0, {1, 2}, {{Field::kFront, Dir::kNorth}});
  EXPECT_TRUE(runCheck("open_reachable", d).passed);
  secret.fields.set(Field::kOpensFrom, Dir::kSouth);  // opens from inside only
  EXPECT_FALSE(runCheck("open_reachable", d).passed);
}

TEST(SolveChecks, LadderCarriesThePartyToTheGoalBelow) {
  Dungeon d = corridorDungeon();
  std::erase_if(d.things, [](const Thing& t) { return t.type == ThingType::kGoal; });  // to floor 2
  d.options.floors = 2;
  d.floors.emplace_back(kMinFloorSide, kMinFloorSide, baseHalfMetresOfFloor(1), "");
  for (int x = 5; x <= 9; ++x) d.floors[1].setKind({x, 5}, SquareKind::kRoom);
  addThing(d, ThingType::kGoal, 1, {9, 5});
  EXPECT_FALSE(runCheck("goal_solvable", d).passed);
  addThing(d, ThingType::kLadder, 0, {7, 0}, {{Field::kVertical, Vertical::kDown}});
  EXPECT_FALSE(runCheck("links_paired", d).passed);
  EXPECT_FALSE(runCheck("goal_solvable", d).passed);
  d.floors[1].setKind({7, 0}, SquareKind::kRoom);
  d.floors[1].setKind({7, 1}, SquareKind::kRoom);
  for (int y = 2; y <= 4; ++y) d.floors[1].setKind({7, y}, SquareKind::kCorridor);
  addThing(d, ThingType::kLadder, 1, {7, 0}, {{Field::kVertical, Vertical::kUp}});
  EXPECT_TRUE(runCheck("links_paired", d).passed);
  EXPECT_TRUE(runCheck("goal_solvable", d).passed);
}

}  // namespace
}  // namespace dungeon::checks
