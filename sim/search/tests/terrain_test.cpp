// The live terrain over a static world: an undrained world's water admits no body, draining a
// floor makes its water walk like a corridor for the fit rule on that floor only, the world
// under it never changes, and the search and the reach ask the terrain rather than the world.
#include <gtest/gtest.h>

#include "sim/search/reach.h"
#include "sim/search/solve.h"
#include "sim/world/motion.h"
#include "sim/world/terrain.h"
#include "testing/floors.h"

namespace dungeon::sim {
namespace {

using testing::addThing;
using testing::floorsOf;

// Two floors, each a room, a water square and a room in a row.
Dungeon twoFloodedFloors() {
  return floorsOf({{".~."}, {".~."}});
}

TEST(Terrain, UndrainedWaterIsImpassable) {
  const Dungeon d = twoFloodedFloors();
  const World w(d);
  const Terrain t(w);
  const int water = w.index({0, {1, 0}});
  EXPECT_FALSE(t.drained(0));
  EXPECT_EQ(t.kind(water), SquareKind::kWater);
  EXPECT_FALSE(t.isOpen(water));
  EXPECT_FALSE(t.walkable(water));
  EXPECT_EQ(t.passageAt(water).width_cm, 0);
  EXPECT_EQ(stanceIn(t, water, bodyOf(BodyKind::kParty)), Stance::kNone);
}

TEST(Terrain, DrainingAFloorOpensItsWaterOnlyThere) {
  const Dungeon d = twoFloodedFloors();
  const World w(d);
  Terrain t(w);
  t.drain(1);
  const int dry = w.index({1, {1, 0}});
  const int wet = w.index({0, {1, 0}});
  EXPECT_TRUE(t.drained(1));
  EXPECT_FALSE(t.drained(0));
  EXPECT_EQ(t.kind(dry), SquareKind::kCorridor);
  EXPECT_TRUE(t.walkable(dry));
  EXPECT_EQ(t.passageAt(dry).width_cm, clearanceOf(SquareKind::kCorridor).width_cm);
  EXPECT_EQ(t.passageAt(dry).height_cm, clearanceOf(SquareKind::kCorridor).height_cm);
  EXPECT_EQ(stanceIn(t, dry, bodyOf(BodyKind::kParty)), Stance::kStanding);
  EXPECT_EQ(stanceIn(t, dry, bodyOf(BodyKind::kHulk)), Stance::kStanding);
  EXPECT_EQ(stanceIn(t, wet, bodyOf(BodyKind::kParty)), Stance::kNone);
  EXPECT_FALSE(t.isOpen(wet));
}

TEST(Terrain, DrainedWaterStillTakesADoorwaysSize) {
  Dungeon d = floorsOf({{".~."}});
  addThing(d, ThingType::kDoor, 0, {1, 0});
  const World w(d);
  Terrain t(w);
  t.drain(0);
  EXPECT_EQ(t.passageAt(1).width_cm, kDoorway.width_cm);
  EXPECT_EQ(t.passageAt(1).height_cm, kDoorway.height_cm);
}

TEST(Terrain, ADuctsDoorEndIsADoor1Point2MetresWideAcrossTheCrawl) {
  Dungeon d = floorsOf({{".==."}});
  addThing(d, ThingType::kDoor, 0, {1, 0});
  addThing(d, ThingType::kDuct, 0, {1, 0},
           {{Field::kVertical, Vertical::kFlat}, {Field::kEnd, DuctEnd::kDoor}});
  addThing(d, ThingType::kDoor, 0, {3, 0});
  const World w(d);
  const Terrain t(w);
  EXPECT_EQ(t.passageAt(1).width_cm, kDuctDoorway.width_cm);
  EXPECT_EQ(t.passageAt(1).width_cm, 120);
  EXPECT_EQ(t.passageAt(1).height_cm, clearanceOf(SquareKind::kCrawl).height_cm);
  EXPECT_EQ(t.passageAt(2).width_cm, clearanceOf(SquareKind::kCrawl).width_cm);
  // A door with no duct beside the crawl keeps the doorway's 2.0 m.
  EXPECT_EQ(t.passageAt(3).width_cm, kDoorway.width_cm);
  EXPECT_EQ(stanceIn(t, 1, bodyOf(BodyKind::kMeatSack)), Stance::kStanding);
  EXPECT_EQ(stanceIn(t, 1, bodyOf(BodyKind::kParty)), Stance::kCrouched);
}

TEST(Terrain, NeverChangesTheWorld) {
  const Dungeon d = twoFloodedFloors();
  const World w(d);
  Terrain t(w);
  t.drainAll();
  const Terrain fresh(w);
  for (int s = 0; s < w.squareCount(); ++s) {
    EXPECT_EQ(w.kind(s), d.floors[static_cast<size_t>(w.floorOf(s))].kind(w.place(s).at));
    EXPECT_FALSE(fresh.isOpen(s) && w.kind(s) == SquareKind::kWater);
  }
  EXPECT_EQ(w.kind(w.index({0, {1, 0}})), SquareKind::kWater);
  EXPECT_EQ(&t.world(), &w);
}

TEST(Terrain, CopiesDrainOnTheirOwn) {
  const Dungeon d = twoFloodedFloors();
  const World w(d);
  const Terrain before(w);
  Terrain after = before;
  after.drain(0);
  EXPECT_FALSE(before.drained(0));
  EXPECT_TRUE(after.drained(0));
}

TEST(Terrain, TheSearchStartsFromTheTerrainItIsGiven) {
  // No lever on the sheet: only a terrain drained beforehand lets the party through the water.
  Dungeon d = floorsOf({{".~."}});
  addThing(d, ThingType::kEntrance, 0, {0, 0});
  addThing(d, ThingType::kGoal, 0, {2, 0});
  const World w(d);
  Terrain drained(w);
  drained.drain(0);
  const Body& party = bodyOf(BodyKind::kParty);
  EXPECT_FALSE(solve(Terrain(w), party).solvable);
  EXPECT_TRUE(solve(drained, party).solvable);
  EXPECT_FALSE(legBetween(Terrain(w), party, 0, 1));
  EXPECT_TRUE(legBetween(drained, party, 0, 1));
}

TEST(Terrain, TheReachDrainsEveryFloorButKeepsTheTerrainsOtherAnswers) {
  Dungeon d = floorsOf({{".~.", "###"}});
  addThing(d, ThingType::kWindow, 0, {2, 0});
  const World w(d);
  const auto distance = worldDistances(Terrain(w), 0, bodyOf(BodyKind::kParty));
  EXPECT_EQ(distance[1], 1);   // water counted as drained
  EXPECT_EQ(distance[2], -1);  // a window never lets a body in
}

}  // namespace
}  // namespace dungeon::sim
