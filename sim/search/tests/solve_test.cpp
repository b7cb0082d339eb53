// The state search (solve.h) on small hand dungeons: a lever gate and its lever numbered with the
// highest lever number a sheet allows, and where a soft lock is placed when two locks each
// waste a key.
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

TEST(Solve, ASoftLockIsPlacedAtTheFirstLockWhoseOpeningLost) {
  // Two red keys along the corridor; red locks on two dead ends above it (2,0 and 4,0) and one
  // before the goal (8,1). Opening both dead ends spends both keys: from either dead end opened
  // alone the goal is still won, so each of the two is a wasted key, and the first in lock order
  // is named.
  Dungeon d = floorOf({"##.#.#####", ".........."});
  testing::addEntrance(d, {0, 1}, Dir::kWest);
  addThing(d, ThingType::kKey, 0, {1, 1}, {{Field::kColour, Colour::kRed}});
  addThing(d, ThingType::kKey, 0, {3, 1}, {{Field::kColour, Colour::kRed}});
  for (const Point lock : {Point{2, 0}, Point{4, 0}, Point{8, 1}}) {
    addThing(d, ThingType::kDoor, 0, lock,
             {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kRed}});
  }
  addThing(d, ThingType::kGoal, 0, {9, 1});
  const World world(d);
  const SolveResult result = solve(Terrain(world), bodyOf(BodyKind::kParty));
  ASSERT_TRUE(result.searched) << result.refusal;
  EXPECT_TRUE(result.solvable);
  ASSERT_TRUE(result.soft_lock);
  EXPECT_EQ(result.soft_lock_at, (Place{0, {2, 0}}));
  EXPECT_EQ(result.soft_lock_reason,
            "after opening the red lock at floor 1 (2,0), the red lock at floor 1 (4,0) the goal "
            "can no longer be reached (keys spent)");
}

}  // namespace
}  // namespace dungeon::sim
