// The walk that may dig (sim/live/dig_walk.h), in the scene, against times worked out by hand:
// where its digs' dirt goes (a square walked past before the one it stands on), a two-square
// wall in solid dirt that stops it, and a dig walk with nothing to dig that is the plain walk,
// waits at doors included.
#include <gtest/gtest.h>

#include "sim/live/dig_walk.h"
#include "sim/live/walk_format.h"
#include "testing/dirt_floors.h"
#include "testing/floors.h"

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

TEST(DigWalk, PutsTheDirtOnASquareItWalkedPastBeforeTheOneItStandsOn) {
  // From (3, 1) west to (2, 1), then south through the wall at (2, 2) to (2, 3). Of the wall's
  // neighbours that can take dirt, (2, 1) is where the party stands (it would still fit it one
  // unit fuller), (3, 1) is the square it walked past and (2, 3) lies ahead: the unit goes to
  // (3, 1), though (2, 1) comes first in the order of the wall's neighbours.
  const Dungeon d = dirtDungeon({"-----", "--00-", "--3--", "--0--", "-----"},
                                {"00000", "00000", "00000", "00000", "00000"});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {3, 1}}));
  const WalkResult walk = digWalkInScene(scene, hero, w.index({0, {2, 3}}));
  ASSERT_TRUE(walk.reached) << walk.obstacle->reason;
  ASSERT_TRUE(walk.digging);
  EXPECT_EQ(walk.digging->dug, std::vector<Place>{(Place{0, {2, 2}})});
  EXPECT_EQ(scene.terrain().dirtSpace(w.index({0, {3, 1}})), DirtSpace::kMound);
  EXPECT_EQ(scene.terrain().dirtSpace(w.index({0, {2, 1}})),
            scene.terrain().dirtSpace(w.index({0, {2, 3}})));
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

TEST(DigWalk, TheWaitsOfItsWalkingAreAmongItsActions) {
  // A corridor with a plain door: nothing to dig, so the walk opens the door and waits for it as
  // the plain walk does, and says so.
  Dungeon d = testing::floorsOf({{"..,,,.."}});
  testing::addThing(d, ThingType::kDoor, 0, {3, 0}, {{Field::kKind, DoorKind::kPlain}});
  const World w(d);
  Scene digging(w);
  Scene walking(w);
  const int a = digging.addActor("hero", BodyKind::kParty, w.index({0, {0, 0}}));
  const int b = walking.addActor("hero", BodyKind::kParty, w.index({0, {0, 0}}));
  const WalkResult dug = digWalkInScene(digging, a, w.index({0, {6, 0}}));
  const WalkResult walked = walkInScene(walking, b, w.index({0, {6, 0}}));
  ASSERT_TRUE(dug.reached);
  ASSERT_EQ(walked.actions.size(), 2u);
  EXPECT_EQ(walked.actions[1].action, "wait");
  ASSERT_EQ(dug.actions.size(), walked.actions.size());
  for (size_t i = 0; i < dug.actions.size(); ++i) {
    EXPECT_EQ(dug.actions[i].action, walked.actions[i].action) << i;
    EXPECT_EQ(dug.actions[i].time_ms, walked.actions[i].time_ms) << i;
  }
}

}  // namespace
}  // namespace dungeon::sim
