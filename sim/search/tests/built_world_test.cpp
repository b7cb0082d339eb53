// The world built once per try (built_world.h): what it works out, and which dungeon it was
// built over.
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

TEST(BuiltWorld, KnowsTheObjectItWasBuiltOver) {
  const Dungeon d = corridorWithEntranceAndGoal();
  const BuiltWorld built(d);
  EXPECT_TRUE(built.builtOver(d));
  const Dungeon copy = d;
  EXPECT_FALSE(built.builtOver(copy));  // equal, but another object
}

}  // namespace
}  // namespace dungeon::sim
