// The world built once per try (built_world.h): what it works out, and the dungeon it holds
// when built over a shared one.
#include <gtest/gtest.h>

#include <memory>
#include <utility>

#include "sim/search/built_world.h"
#include "testing/floors.h"

namespace dungeon::sim {
namespace {

using testing::addThing;
using testing::floorOf;

Dungeon corridorWithEntranceAndGoal() {
  Dungeon d = floorOf({"...,,,..."});
  addThing(d, ThingType::kEntrance, 0, {0, 0});
  addThing(d, ThingType::kGoal, 0, {8, 0});
  return d;
}

TEST(BuiltWorld, WorksOutThePartysWayAndTheGoalsView) {
  const Dungeon d = corridorWithEntranceAndGoal();
  const BuiltWorld built(d);
  EXPECT_EQ(built.way.size(), 9u);
  EXPECT_EQ(built.goal_view.floor, 0);
  EXPECT_TRUE(built.goal_seen_early);
}

TEST(BuiltWorld, BorrowsADungeonOrHoldsASharedOne) {
  const Dungeon d = corridorWithEntranceAndGoal();
  const BuiltWorld borrowing(d);
  EXPECT_EQ(&borrowing.world.dungeon(), &d);
  auto shared = std::make_shared<const Dungeon>(d);
  const Dungeon* where = shared.get();
  const BuiltWorld holding(std::move(shared));
  EXPECT_EQ(&holding.world.dungeon(), where);  // alive though its last other owner let go
  EXPECT_EQ(holding.world.dungeon(), d);
  EXPECT_EQ(holding.way, borrowing.way);
}

// Only the floors the change marks are compared: a corridor square of floor 2 turned to rock
// is seen only when floor 2 is marked as changed.
TEST(SamePartyWays, ComparesTheSquaresOfTheChangedFloorsOnly) {
  Dungeon before = testing::floorsOf({{"...,,,..."}, {"...,,,..."}});
  addThing(before, ThingType::kEntrance, 0, {0, 0});
  addThing(before, ThingType::kGoal, 0, {8, 0});
  Dungeon after = before;
  after.floors[1].setKind({4, 0}, SquareKind::kRock);
  const World world_before(before);
  const World world_after(after);
  const Terrain a(world_before);
  const Terrain b(world_after);
  EXPECT_FALSE(samePartyWays(a, b));
  EXPECT_FALSE(samePartyWays(a, b, {false, true}));
  EXPECT_TRUE(samePartyWays(a, b, {true, false}));
}

}  // namespace
}  // namespace dungeon::sim
