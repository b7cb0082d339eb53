// Metrics on hand-drawn floors whose values are counted by hand in each test's comment.
#include <gtest/gtest.h>

#include "checks/context.h"
#include "checks/metrics.h"
#include "testing/floors.h"

namespace dungeon::checks {
namespace {

using testing::addEntrance;
using testing::addThing;
using testing::floorOf;

int64_t measure(std::string_view id, const Dungeon& d) {
  const CheckContext context(d);
  return findMetric(id)->measure(context, 0);
}

// Two rooms of 3x2 joined by two corridors: a ring.
Dungeon ringDungeon() {
  Dungeon d = floorOf({
      "#,,,,,,,,,#",
      "#,#######,#",
      "...#####...",
      "...,,,,,...",
  });
  addEntrance(d, {0, 3}, Dir::kSouth);
  addThing(d, ThingType::kGoal, 0, {10, 3});
  return d;
}

TEST(Metrics, RoomCountCountsConnectedRoomGroups) {
  EXPECT_EQ(measure("M1", ringDungeon()), 2 * kMilli);
}

TEST(Metrics, OpenFractionIsOpenSquaresOverAll) {
  // 12 room squares + 5 corridor squares below + 11 on the top arc = 28 of 256.
  EXPECT_EQ(measure("M2", ringDungeon()), 28 * kMilli / 256);
}

TEST(Metrics, CriticalPathIsTheShortestWalk) {
  // From (0,3) east along row 3 to (10,3): 10 steps.
  EXPECT_EQ(measure("M3", ringDungeon()), 10 * kMilli);
}

TEST(Metrics, LoopsCountIndependentCycles) {
  EXPECT_EQ(measure("M5", ringDungeon()), 1 * kMilli);
  Dungeon tree = ringDungeon();
  tree.floors[0].setKind({5, 0}, SquareKind::kRock);
  EXPECT_EQ(measure("M5", tree), 0);
}

TEST(Metrics, DeadEndsAreStubsOutsideRooms) {
  Dungeon d = ringDungeon();
  EXPECT_EQ(measure("M6", d), 0);
  d.floors[0].setKind({5, 0}, SquareKind::kRock);  // cuts the top arc into two stubs
  EXPECT_EQ(measure("M6", d), 2 * kMilli);
}

TEST(Metrics, AGlimpseSlotIsADeadEndAndNoLoop) {
  // The top arc becomes a narrow slot with a window at (9,1), beside the east room: bodies
  // stop at the glass, so the ring is gone and (9,0) is a stub.
  Dungeon d = ringDungeon();
  for (int x = 1; x <= 9; ++x) d.floors[0].setKind({x, 0}, SquareKind::kNarrow);
  d.floors[0].setKind({9, 1}, SquareKind::kNarrow);
  addThing(d, ThingType::kWindow, 0, {9, 1});
  EXPECT_EQ(measure("M5", d), 0);
  EXPECT_EQ(measure("M6", d), 1 * kMilli);
}

TEST(Metrics, LongestStraightRunOfCorridor) {
  // Row 0 holds 9 corridor squares in a row, (1,0)..(9,0).
  EXPECT_EQ(measure("M12", ringDungeon()), 9 * kMilli);
}

TEST(Metrics, MeanRoomArea) {
  EXPECT_EQ(measure("M14", ringDungeon()), 6 * kMilli);
  Dungeon d = ringDungeon();
  d.floors[0].setKind({12, 12}, SquareKind::kRoom);  // a third room of one square
  EXPECT_EQ(measure("M14", d), 13 * kMilli / 3);
}

TEST(Metrics, HeightVarietyCountsTheDistinctHeightsOfOpenSquares) {
  Dungeon d = ringDungeon();
  EXPECT_EQ(measure("M16", d), 1 * kMilli);
  d.floors[0].setHeightHalfMetres({0, 0}, 2);  // rock: no reading
  EXPECT_EQ(measure("M16", d), 1 * kMilli);
  d.floors[0].setKind({0, 0}, SquareKind::kCorridor);  // the floor's first square, now open
  EXPECT_EQ(measure("M16", d), 2 * kMilli);
}

TEST(Metrics, FormatMilliUsesAsFewDecimalsAsNeeded) {
  EXPECT_EQ(formatMilli(12000), "12");
  EXPECT_EQ(formatMilli(375), "0.375");
  EXPECT_EQ(formatMilli(-1500), "-1.5");
  EXPECT_EQ(formatMilli(1050), "1.05");
}

TEST(Metrics, FoundByIdOrName) {
  EXPECT_EQ(findMetric("M3"), findMetric("critical_path"));
  EXPECT_EQ(findMetric("M99"), nullptr);
}

}  // namespace
}  // namespace dungeon::checks

namespace dungeon::checks {
namespace {

// Entrance (0,0) west, goal (8,0) east, a red lock at (4,0) between; the red key lies down a
// side branch at (2,3). Counted by hand: 5 steps to the key, 6 back up to the lock, 5 on to the
// goal = 16; (1,3), (1,2), (1,1) and (1,0) are walked twice; the open way is 8 steps.
Dungeon fetchDungeon() {
  Dungeon d = testing::corridorWithSideBranch();
  addEntrance(d, {0, 0}, Dir::kSouth);
  addThing(d, ThingType::kGoal, 0, {8, 0});
  addThing(d, ThingType::kDoor, 0, {4, 0},
           {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kRed}});
  addThing(d, ThingType::kKey, 0, {2, 3}, {{Field::kColour, Colour::kRed}});
  return d;
}

TEST(Metrics, FetchWalkFetchesTheKeyThenWalksOn) {
  const Dungeon d = fetchDungeon();
  const CheckContext context(d);
  EXPECT_TRUE(context.walk.reached);
  EXPECT_EQ(context.walk.steps, 16);
  EXPECT_EQ(context.walk.revisited, 4);
  EXPECT_EQ(findMetric("M4")->measure(context, -1), 2 * kMilli);
  EXPECT_EQ(findMetric("M8")->measure(context, -1), 4 * kMilli);
}

TEST(Metrics, KeyLockDistanceIsTheMeanOverLocksOfTheNearestKeysSteps) {
  // From the red key at (2,3) up column 1 and east along row 0 to the lock at (4,0): 7 steps.
  Dungeon d = fetchDungeon();
  EXPECT_EQ(measure("M7", d), 7 * kMilli);
  // A second red lock in the key's own doorway is 0 steps from it: the mean is 3.5.
  addThing(d, ThingType::kDoor, 0, {2, 3},
           {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kRed}});
  EXPECT_EQ(measure("M7", d), 3500);
}

TEST(Metrics, WithNothingToFetchTheDetourIsOne) {
  Dungeon d = fetchDungeon();
  std::erase_if(d.things, [](const Thing& t) { return t.type == ThingType::kKey; });  // no key
  for (Thing& t : d.things) {
    if (t.type == ThingType::kDoor) t.fields.set(Field::kKind, DoorKind::kPlain);  // plain door
  }
  const CheckContext context(d);
  EXPECT_EQ(context.walk.steps, 8);
  EXPECT_EQ(findMetric("M4")->measure(context, -1), kMilli);
  EXPECT_EQ(findMetric("M8")->measure(context, -1), 0);
}

TEST(Metrics, WithoutTheKeyTheWalkStopsAndTheMetricsAreZero) {
  Dungeon d = fetchDungeon();
  std::erase_if(d.things, [](const Thing& t) { return t.type == ThingType::kKey; });
  const CheckContext context(d);
  EXPECT_FALSE(context.walk.reached);
  EXPECT_EQ(findMetric("M4")->measure(context, -1), 0);
}

}  // namespace
}  // namespace dungeon::checks
