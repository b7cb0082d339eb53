// The world built once per try (built_world.h): what it works out, and that it describes only
// the very dungeon it was built over, unchanged.
#include <gtest/gtest.h>

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

TEST(BuiltWorld, DescribesOnlyItsOwnDungeonUnchanged) {
  Dungeon d = corridorWithEntranceAndGoal();
  const BuiltWorld built(d);
  EXPECT_TRUE(built.describes(d));
  const Dungeon copy = d;
  EXPECT_FALSE(built.describes(copy));  // equal, but another object
  const SquareKind was = d.floors[0].kind({4, 0});
  d.floors[0].setKind({4, 0}, SquareKind::kRock);
  EXPECT_FALSE(built.describes(d));
  d.floors[0].setKind({4, 0}, was);
  EXPECT_TRUE(built.describes(d));
  d.floors[0].setHeightHalfMetres({4, 0}, 1);
  EXPECT_FALSE(built.describes(d));
}

TEST(BuiltWorld, ATouchedThingIsAChange) {
  Dungeon d = corridorWithEntranceAndGoal();
  const BuiltWorld built(d);
  d.things.back().fields.set(Field::kColour, 1);
  EXPECT_FALSE(built.describes(d));
}

}  // namespace
}  // namespace dungeon::sim
