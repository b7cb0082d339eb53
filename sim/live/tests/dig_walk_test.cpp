// The walk that may dig (sim/live/dig_walk.h), in the scene, against times worked out by hand:
// where its digs' dirt goes, a two-square wall in solid dirt that stops it, and a dig walk with
// nothing to dig that is the plain walk.
#include <gtest/gtest.h>

#include "sim/live/dig_walk.h"
#include "sim/live/walk_format.h"
#include "testing/dirt_floors.h"

namespace dungeon::sim {
namespace {

using testing::dirtDungeon;

TEST(DigWalk, DigsIntoTheSquareItStandsOnWhenNothingElseCanTakeTheDirt) {
  // Open, a wall, open, in rock: the wall's only neighbours are the two open squares, and the
  // one ahead is never filled; the ground above is a hole, so nothing collapses.
  const Dungeon d = dirtDungeon({"-----", "-030-", "-----"}, {"00000", "00000", "00000"});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {1, 1}}));
  const WalkResult walk = digWalkInScene(scene, hero, w.index({0, {3, 1}}));
  ASSERT_TRUE(walk.reached) << walk.obstacle->reason;
  ASSERT_TRUE(walk.digging);
  EXPECT_EQ(walk.digging->dug, std::vector<Place>{(Place{0, {2, 1}})});
  // The dug wall under a hole is a heap (walked standing at 50%), and the unit made the party's
  // square a mound (67%): 10 s of digging, then 1.5 m at 1.0 m/s and 1.5 m at 0.75 m/s, then
  // 1.5 m at 0.75 m/s and 1.5 m at 1.5 m/s.
  EXPECT_EQ(walk.time_ms, 10'000 + 1'500 + 2'000 + 2'000 + 1'000);
  EXPECT_EQ(scene.terrain().dirtSpace(w.index({0, {1, 1}})), DirtSpace::kMound);
  EXPECT_EQ(walk.digging->walking_ms, -1);
  EXPECT_EQ(walk.digging->plans, 1);
}

TEST(DigWalk, ATwoSquareWallInSolidDirtStopsIt) {
  // The second wall's dirt could go only to the crawlway the party lies in (which it would no
  // longer fit) or to the square ahead: it is left out, and no other way is left.
  const Dungeon d = dirtDungeon({"------", "-0330-", "------"}, {"000000", "000000", "000000"});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {1, 1}}));
  const WalkResult walk = digWalkInScene(scene, hero, w.index({0, {4, 1}}));
  EXPECT_FALSE(walk.reached);
  ASSERT_TRUE(walk.obstacle);
  EXPECT_EQ(walk.obstacle->at, (Place{0, {3, 1}}));
  EXPECT_EQ(walk.digging->dug, std::vector<Place>{(Place{0, {2, 1}})});
  EXPECT_EQ(walk.digging->plans, 2);
  EXPECT_EQ(scene.actor(hero).square, w.index({0, {2, 1}}));
}

TEST(DigWalk, WithNothingToDigItIsThePlainWalk) {
  const Dungeon d = dirtDungeon({"-----", "-000-", "-----"});
  const World w(d);
  Scene digging(w);
  Scene walking(w);
  const int a = digging.addActor("hero", BodyKind::kParty, w.index({0, {1, 1}}));
  const int b = walking.addActor("hero", BodyKind::kParty, w.index({0, {1, 1}}));
  const WalkResult dug = digWalkInScene(digging, a, w.index({0, {3, 1}}));
  const WalkResult walked = walkInScene(walking, b, w.index({0, {3, 1}}));
  EXPECT_EQ(formatWalk(dug).substr(0, formatWalk(dug).find("dug")),
            formatWalk(walked).substr(0, formatWalk(walked).find("actions")));
  EXPECT_EQ(dug.time_ms, 4'000);
  EXPECT_TRUE(dug.digging->dug.empty());
}

}  // namespace
}  // namespace dungeon::sim
