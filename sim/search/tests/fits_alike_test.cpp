// fitsAlike: bodies that fit the same passages are known alike, and alike bodies get the same
// solve on corridors of every square kind, with and without a door or a spiral.
#include <gtest/gtest.h>

#include <array>

#include "sim/search/solve.h"

namespace dungeon::sim {
namespace {

TEST(FitsAlike, SmallBodiesAreAlikeAndLargeOnesAreAlikeButNotTheTwo) {
  EXPECT_TRUE(fitsAlike(bodyOf(BodyKind::kParty), bodyOf(BodyKind::kMeatSack)));
  EXPECT_TRUE(fitsAlike(bodyOf(BodyKind::kRindStalker), bodyOf(BodyKind::kHulk)));
  EXPECT_FALSE(fitsAlike(bodyOf(BodyKind::kParty), bodyOf(BodyKind::kHulk)));
  for (const Body& body : allBodies()) EXPECT_TRUE(fitsAlike(body, body));
}

// A row of corridor from the entrance to the goal with one square of `kind` in the middle,
// a door or a spiral on it when asked.
Dungeon corridorThrough(SquareKind kind, ThingType on_it) {
  Dungeon d;
  d.floors.emplace_back(kMinFloorSide, kMinFloorSide, 0, "");
  Floor& f = d.floors[0];
  for (int x = 1; x < 10; ++x) f.setKind({x, 5}, SquareKind::kCorridor);
  f.setKind({5, 5}, kind);
  d.things.push_back(makeThing(ThingType::kEntrance, 0, {1, 5}, {{Field::kRamp, Dir::kWest}}));
  d.things.push_back(makeThing(ThingType::kGoal, 0, {9, 5}));
  if (on_it != ThingType::kEntrance) d.things.push_back(makeThing(on_it, 0, {5, 5}));
  return d;
}

TEST(FitsAlike, AlikeBodiesSolveTheSameAndOthersDifferSomewhere) {
  int differences = 0;
  for (SquareKind kind : {SquareKind::kCorridor, SquareKind::kNarrow, SquareKind::kCrawl}) {
    for (ThingType on_it : {ThingType::kEntrance, ThingType::kDoor, ThingType::kSpiral}) {
      const Dungeon d = corridorThrough(kind, on_it);
      const World world(d);
      const Terrain terrain(world);
      for (const Body& a : allBodies()) {
        for (const Body& b : allBodies()) {
          const bool same = solve(terrain, a).solvable == solve(terrain, b).solvable;
          EXPECT_TRUE(same || !fitsAlike(a, b)) << nameOf(kind);
          differences += !same;
        }
      }
    }
  }
  EXPECT_GT(differences, 0) << "the corridors tell small bodies from large ones";
}

}  // namespace
}  // namespace dungeon::sim
