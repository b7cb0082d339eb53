// Chases: a chaser closes on its quarry along legs it fits, waits at the mouth of a crawl it
// does not fit, and follows up a ladder to the next floor.
#include <gtest/gtest.h>

#include "sim/live/chase.h"
#include "testing/floors.h"

namespace dungeon::sim {
namespace {

using testing::addThing;
using testing::floorsOf;

void advanceSeconds(Scene& scene, int seconds) {
  for (int i = 0; i < seconds * 1000 / kTickMs; ++i) scene.tick();
}

TEST(Chase, SmallBodyCrossesACrawlAndALargeOneWaitsAtTheMouth) {
  const Dungeon d = floorsOf({{"..===.."}});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, 6);
  const int sack = scene.addActor("sack", BodyKind::kMeatSack, 0);
  const int hulk = scene.addActor("hulk", BodyKind::kHulk, 0);
  scene.chase(sack, hero);
  scene.chase(hulk, hero);
  advanceSeconds(scene, 30);
  EXPECT_EQ(scene.actor(sack).square, 6);
  EXPECT_EQ(scene.actor(hulk).square, 1);
  EXPECT_EQ(chaseMove(scene, hulk).kind, ChaseMove::Kind::kStay);
}

TEST(Chase, FollowsUpALadder) {
  Dungeon d = floorsOf({{"...."}, {"...."}});
  addThing(d, ThingType::kLadder, 0, {3, 0}, {{Field::kVertical, Vertical::kDown}});
  addThing(d, ThingType::kLadder, 1, {3, 0}, {{Field::kVertical, Vertical::kUp}});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {0, 0}}));
  const int sack = scene.addActor("sack", BodyKind::kMeatSack, w.index({1, {0, 0}}));
  scene.chase(sack, hero);
  advanceSeconds(scene, 20);
  EXPECT_EQ(scene.actor(sack).square, w.index({0, {0, 0}}));
}

TEST(Chase, SmallBodyFollowsUpAClimbingDuctAndALargeOneStaysBelow) {
  Dungeon d = floorsOf({{"..=="}, {"..=="}});
  addThing(d, ThingType::kDuct, 0, {3, 0},
           {{Field::kVertical, Vertical::kDown}, {Field::kEnd, DuctEnd::kGrate}});
  addThing(d, ThingType::kDuct, 1, {3, 0},
           {{Field::kVertical, Vertical::kUp}, {Field::kEnd, DuctEnd::kGrate}});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {0, 0}}));
  const int sack = scene.addActor("sack", BodyKind::kMeatSack, w.index({1, {0, 0}}));
  const int stalker = scene.addActor("stalker", BodyKind::kRindStalker, w.index({1, {0, 0}}));
  scene.chase(sack, hero);
  scene.chase(stalker, hero);
  advanceSeconds(scene, 40);
  EXPECT_EQ(scene.actor(sack).square, w.index({0, {0, 0}}));
  EXPECT_EQ(scene.actor(stalker).square, w.index({1, {1, 0}}));
}

TEST(Chase, ClosedDoorsStopChasers) {
  Dungeon d = floorsOf({{"..,.."}});
  addThing(d, ThingType::kDoor, 0, {2, 0}, {{Field::kKind, DoorKind::kPlain}});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, 4);
  const int sack = scene.addActor("sack", BodyKind::kMeatSack, 0);
  scene.chase(sack, hero);
  advanceSeconds(scene, 20);
  EXPECT_EQ(scene.actor(sack).square, 1);
}

}  // namespace
}  // namespace dungeon::sim
