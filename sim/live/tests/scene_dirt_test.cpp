// The scene's one live terrain (SPEC sections 8 and 9): a square dug by a body is walked at once
// at its space's stance and speed, a body's dirt work takes its time (docs/dirt.md's) and a
// refused one none, dirt that fills a body's square pushes it out (a tunneller's mark moving
// with it) or buries it and turns back a body walking into it, every change is the terrain's
// alone (the world as built never changes), sight from a crawlway is a cone, and a chasing
// hulk's push rolls collapse as digging does.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "sim/live/chase.h"
#include "sim/live/scene.h"
#include "testing/dirt_floors.h"

namespace dungeon::sim {
namespace {

using testing::dirtDungeon;

void runUntilIdle(Scene& scene, int id) {
  for (int i = 0; i < 100'000 && !scene.actor(id).idle(); ++i) scene.tick();
}

// Puts `units` more into square `p`'s level by the script's hand.
void fill(Scene& scene, Point p, int units) {
  scene.changeDirt(0, [&](DirtTerrain& t, DirtStreams&) {
    for (int i = 0; i < units; ++i) t.put(DirtLayer::kFloor, p);
    return DirtOutcome{true, "", p, false, {}};
  });
}

TEST(SceneDirt, ADugWallIsWalkedAtOnceProne) {
  // Open, a wall, open; full ground, so the dig risks collapse: seed 2 draws none here.
  const Dungeon d = dirtDungeon({"-030-"});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {1, 0}}));
  const int wall = w.index({0, {2, 0}});
  EXPECT_FALSE(legBetween(scene.terrain(), *scene.actor(hero).body, w.index({0, {1, 0}}), wall));
  const DirtOutcome dug = scene.startDig(hero, wall, w.index({0, {3, 0}}));
  ASSERT_TRUE(dug.done) << dug.refusal;
  ASSERT_EQ(dug.collapse.collapses, 0);
  EXPECT_EQ(scene.events().back().action, "dig");
  EXPECT_EQ(scene.events().back().detail, "");  // no collapse to tell of
  EXPECT_FALSE(scene.actor(hero).idle());
  runUntilIdle(scene, hero);
  EXPECT_EQ(scene.clock().nowMs(), kDigMs);
  EXPECT_EQ(scene.terrain().dirtSpace(wall), DirtSpace::kCrawlway);
  EXPECT_EQ(scene.terrain().kind(wall), SquareKind::kCorridor);
  ASSERT_EQ(scene.startMove(hero, wall), "");
  runUntilIdle(scene, hero);
  EXPECT_EQ(scene.actor(hero).stance, Stance::kProne);
  // 1.5 m standing at 1.5 m/s and 1.5 m prone at 0.3 m/s.
  EXPECT_EQ(scene.clock().nowMs(), kDigMs + 1'000 + 5'000);
  // The world as built, and a terrain made from it now, still see the wall.
  EXPECT_EQ(w.builtDirt()->floor(0)->square({2, 0}).level, kDirtFull);
  EXPECT_EQ(Terrain(w).dirtSpace(wall), DirtSpace::kWall);
}

TEST(SceneDirt, PackingAndReinforcingTakeTheTimesOfDocsDirtMd) {
  // The party on open dirt beside a crawlway (a unit left to pack) and an open square (room for
  // a reinforcement): a pack takes 5 s, a reinforcement 30 s.
  const Dungeon d = dirtDungeon({"-020-", "-0---"});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {1, 0}}));
  const DirtOutcome packed = scene.startPack(hero, w.index({0, {2, 0}}));
  ASSERT_TRUE(packed.done) << packed.refusal;
  runUntilIdle(scene, hero);
  EXPECT_EQ(scene.clock().nowMs(), 5'000);
  const DirtOutcome reinforced = scene.startReinforce(hero, w.index({0, {1, 1}}));
  ASSERT_TRUE(reinforced.done) << reinforced.refusal;
  runUntilIdle(scene, hero);
  EXPECT_EQ(scene.clock().nowMs(), 5'000 + 30'000);
}

TEST(SceneDirt, ARefusedWorkTakesNoTimeAndChangesNothing) {
  const Dungeon d = dirtDungeon({"-030-"});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {1, 0}}));
  const uint64_t version = scene.dirtVersion();
  const DirtOutcome out = scene.startDig(hero, w.index({0, {1, 0}}), w.index({0, {2, 0}}));
  EXPECT_EQ(out.refusal, "an open square has no dirt left to dig");
  EXPECT_TRUE(scene.actor(hero).idle());
  EXPECT_EQ(scene.dirtVersion(), version);
  EXPECT_EQ(scene.startPack(hero, w.index({0, {4, 0}})).refusal,
            "1:4,0 is out of reach from 1:1,0");
  EXPECT_EQ(scene.startPush(hero, Dir::kWest).refusal, "there is no dirt in front to push");
  EXPECT_EQ(scene.clock().nowMs(), 0);
}

TEST(SceneDirt, ABodyWhereDirtFillsItsSquareIsPushedOutOrBuried) {
  // The hulk on open dirt with open dirt east of it; the party in a pocket walled all round.
  const Dungeon d = dirtDungeon({"-----", "-00-3", "-----", "-303-", "--3--"});
  const World w(d);
  Scene scene(w);
  const int hulk = scene.addActor("hulk", BodyKind::kHulk, w.index({0, {1, 1}}));
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {2, 3}}));
  fill(scene, {1, 1}, 1);  // a tunnel: the hulk does not fit it
  EXPECT_EQ(scene.actor(hulk).square, w.index({0, {2, 1}}));
  EXPECT_FALSE(scene.actor(hulk).buried);
  fill(scene, {2, 3}, 2);  // a crawlway: the party goes prone where it stands
  EXPECT_EQ(scene.actor(hero).stance, Stance::kProne);
  fill(scene, {2, 3}, 1);  // a wall, and no neighbour it fits
  EXPECT_TRUE(scene.actor(hero).buried);
  EXPECT_EQ(scene.actor(hero).square, w.index({0, {2, 3}}));
  EXPECT_EQ(scene.startMove(hero, w.index({0, {2, 2}})), "buried under dirt");
  EXPECT_EQ(scene.events().back().action, "buried");
}

TEST(SceneDirt, ATunnellerPushedOutIsMarkedOnlyWhereItIsNow) {
  // A graboid on open dirt with open dirt east of it: filled to a wall, its square pushes it
  // east, and the mark that keeps collapse off a tunneller's square moves with it.
  const Dungeon d = dirtDungeon({"-----", "-00--", "-----"});
  const World w(d);
  Scene scene(w);
  const int graboid = scene.addActor("graboid", BodyKind::kGraboid, w.index({0, {1, 1}}));
  ASSERT_TRUE(scene.terrain().dirt(0)->tunnellerAt({1, 1}));
  fill(scene, {1, 1}, kDirtFull);
  ASSERT_EQ(scene.actor(graboid).square, w.index({0, {2, 1}}));
  EXPECT_EQ(scene.events().back().action, "pushed out");
  EXPECT_FALSE(scene.terrain().dirt(0)->tunnellerAt({1, 1}));
  EXPECT_TRUE(scene.terrain().dirt(0)->tunnellerAt({2, 1}));
}

TEST(SceneDirt, ABodyWalkingIntoASquareThatFillsTurnsBack) {
  const Dungeon d = dirtDungeon({"-000-"});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {1, 0}}));
  ASSERT_EQ(scene.startMove(hero, w.index({0, {2, 0}})), "");
  scene.tick();
  fill(scene, {2, 0}, 3);
  EXPECT_TRUE(scene.actor(hero).idle());
  EXPECT_EQ(scene.actor(hero).square, w.index({0, {1, 0}}));
  EXPECT_EQ(scene.events().back().action, "turn back");
}

TEST(SceneDirt, FromACrawlwayABodySeesOnlyTheWayItFaces) {
  // A crawlway east from 2,2 to 4,2; an open pocket north of 3,2; open dirt on 5,2 and 7,2 with
  // a dirt wall between.
  const Dungeon d = dirtDungeon({"---------", "---0-----", "-0222030-", "---------"});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {3, 2}}));
  const int pocket = w.index({0, {3, 1}});
  scene.actor(hero).facing = Dir::kEast;
  EXPECT_FALSE(scene.sees(hero, pocket));  // beside it, out of the cone
  EXPECT_TRUE(scene.sees(hero, w.index({0, {5, 2}})));
  EXPECT_FALSE(scene.sees(hero, w.index({0, {7, 2}})));  // behind the dirt wall
  EXPECT_FALSE(scene.sees(hero, w.index({0, {1, 2}})));  // behind it
  scene.look(hero, Dir::kNorth);
  EXPECT_TRUE(scene.sees(hero, pocket));
  // From the open pocket, a body sees all round.
  const int sack = scene.addActor("sack", BodyKind::kMeatSack, pocket);
  EXPECT_TRUE(scene.sees(sack, w.index({0, {3, 2}})));
  // Dig the wall through to a crawlway and the line holds.
  scene.changeDirt(0, [](DirtTerrain& t, DirtStreams& s) { return digSide(t, s, {6, 2}, {7, 2}); });
  scene.look(hero, Dir::kEast);
  EXPECT_TRUE(scene.sees(hero, w.index({0, {7, 2}})));
}

TEST(SceneDirt, AChasingHulksPushRollsCollapse) {
  // The hulk on open dirt west of a crawlway in a ring of loose dirt under a deep pit: the push
  // leaves the crawlway a tunnel whose chance is capped at 100%, so it collapses on any seed.
  const Dungeon d =
      dirtDungeon({"-00000-", "-00200-", "-00000-"}, {"3333333", "3331333", "3333333"});
  const World w(d);
  Scene scene(w);
  const int hulk = scene.addActor("hulk", BodyKind::kHulk, w.index({0, {2, 1}}));
  const DirtOutcome out = scene.startPush(hulk, Dir::kEast);
  ASSERT_TRUE(out.done) << out.refusal;
  EXPECT_GE(out.collapse.collapses, 1);
  const auto pushed = std::find_if(scene.events().begin(), scene.events().end(),
                                   [](const Event& e) { return e.action == "push"; });
  ASSERT_NE(pushed, scene.events().end());
  EXPECT_EQ(pushed->detail, fmt::format("{} collapsed", out.collapse.collapses));
  EXPECT_EQ(scene.terrain().dirt(0)->total(), Terrain(w).dirt(0)->total());
}

TEST(SceneDirt, ARefusedChasePushIsNotTriedAgainUntilTheDirtChanges) {
  // The hulk in a timbered room facing a crawlway whose far side is a full wall: no push fits.
  const Dungeon d = dirtDungeon({"------", "-A23A-", "------"});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {4, 1}}));
  const int hulk = scene.addActor("hulk", BodyKind::kHulk, w.index({0, {1, 1}}));
  scene.chase(hulk, hero);
  scene.tick();
  ASSERT_FALSE(scene.events().empty());
  EXPECT_EQ(scene.events().back().action, "push refused");
  const size_t events = scene.events().size();
  for (int i = 0; i < 100; ++i) scene.tick();
  EXPECT_EQ(scene.events().size(), events);
  EXPECT_EQ(chaseMove(scene, hulk).kind, ChaseMove::Kind::kStay);
  scene.changeDirt(0, [](DirtTerrain& t, DirtStreams& s) { return digSide(t, s, {3, 1}, {4, 1}); });
  EXPECT_EQ(chaseMove(scene, hulk).kind, ChaseMove::Kind::kPush);
}

}  // namespace
}  // namespace dungeon::sim
