// The state search (solve.h) on small hand dungeons, at the edges of what a sheet may hold: a
// lever gate and its lever numbered with the highest lever number a sheet allows.
#include <gtest/gtest.h>

#include "sim/search/progress.h"
#include "sim/search/solve.h"
#include "testing/floors.h"

namespace dungeon::sim {
namespace {

using testing::addThing;
using testing::floorOf;

TEST(Solve, TheHighestLeverNumberOpensItsGate) {
  // Entrance, the lever, the gate, the goal, along one corridor.
  Dungeon d = floorOf({"..,,,.."});
  testing::addEntrance(d, {0, 0}, Dir::kWest);
  addThing(d, ThingType::kLever, 0, {2, 0}, {{Field::kLever, kMaxLeverId}});
  addThing(d, ThingType::kDoor, 0, {4, 0},
           {{Field::kKind, DoorKind::kLever}, {Field::kLever, kMaxLeverId}});
  addThing(d, ThingType::kGoal, 0, {6, 0});
  const World world(d);
  const SolveResult result = solve(Terrain(world), bodyOf(BodyKind::kParty));
  ASSERT_TRUE(result.searched) << result.refusal;
  EXPECT_TRUE(result.solvable);
  EXPECT_FALSE(result.soft_lock) << result.soft_lock_reason;
}

}  // namespace
}  // namespace dungeon::sim
