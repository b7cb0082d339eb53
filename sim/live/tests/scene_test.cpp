// The scene's commands and ticks: the seam is found only from within 1.9 m of the front while
// looked at, doors answer use by kind and face, keys are spent on locks, a stopped clock
// freezes bodies and doors.
#include <gtest/gtest.h>

#include "sim/live/messages.h"
#include "sim/live/scene.h"
#include "testing/floors.h"

namespace dungeon::sim {
namespace {

using testing::addThing;
using testing::floorsOf;

void runUntilIdle(Scene& scene, int id) {
  for (int i = 0; i < 10000 && !scene.actor(id).idle(); ++i) scene.tick();
}

TEST(Scene, SeamIsFoundWhileWalkingAtItWithinRange) {
  Dungeon d = floorsOf({{"....,"}});
  addThing(d, ThingType::kSecretDoor, 0, {4, 0}, {{Field::kFront, Dir::kWest}});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, 2);
  ASSERT_EQ(scene.startMove(hero, 3), "");
  // Face at x = 1200 cm; the body starts at 750 and walks east at 150 cm/s, so it comes within
  // 190 cm (x >= 1010, 260 cm on) between 1.70 s (1005 cm) and 1.75 s (1012 cm).
  for (int i = 0; i < 34; ++i) scene.tick();
  EXPECT_FALSE(scene.doors().at(4)->found);
  scene.tick();
  EXPECT_TRUE(scene.doors().at(4)->found);
  EXPECT_EQ(scene.actor(hero).message, kWallHasSeam);
}

TEST(Scene, SeamIsFoundFromBesideTheFacesSquareWithinRange) {
  // The secret door at (2, 1) shows its face north, along the line y = 300 cm from x = 600 to
  // 900 cm. The body walks south from (1, 0) to (1, 1) at x = 450 cm, facing the face: 150 cm
  // west of the face's start, it comes within 190 cm once less than 117 cm north of the line
  // (y >= 184 cm, 34 cm on at 150 cm/s: by the tick at 0.25 s) and is past the line at 300 cm.
  Dungeon d = floorsOf({{"...", "..,"}});
  addThing(d, ThingType::kSecretDoor, 0, {2, 1}, {{Field::kFront, Dir::kNorth}});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {1, 0}}));
  const int door = w.index({0, {2, 1}});
  ASSERT_EQ(scene.startMove(hero, w.index({0, {1, 1}})), "");
  runUntilIdle(scene, hero);
  EXPECT_TRUE(scene.doors().at(door)->found);
}

TEST(Scene, UseOnAOneWayDoorFromTheBlankFace) {
  Dungeon d = floorsOf({{"..,.."}});
  addThing(d, ThingType::kOneWayDoor, 0, {2, 0}, {{Field::kOpensFrom, Dir::kEast}});
  const World w(d);
  Scene scene(w);
  const int blank = scene.addActor("blank", BodyKind::kParty, 1);
  const int handle = scene.addActor("handle", BodyKind::kParty, 3);
  EXPECT_EQ(scene.use(blank, 2), kNoHandle);
  EXPECT_EQ(scene.use(handle, 2), "");
  EXPECT_EQ(scene.doors().at(2)->phase, DoorPhase::kOpening);
}

TEST(Scene, OneWaySecretDoorShowsItsBarOnTheBackOnly) {
  Dungeon d = floorsOf({{"..,.."}});
  addThing(d, ThingType::kSecretDoor, 0, {2, 0},
           {{Field::kFront, Dir::kWest}, {Field::kOpensFrom, Dir::kEast}});
  const World w(d);
  Scene scene(w);
  const int front = scene.addActor("front", BodyKind::kParty, 0);
  const int back = scene.addActor("back", BodyKind::kParty, 3);
  EXPECT_EQ(scene.use(back, 2), "");  // the plate and push bar: no seam needed
  scene.doors().at(2)->phase = DoorPhase::kClosed;
  scene.doors().at(2)->progress_ms = 0;
  EXPECT_EQ(scene.use(front, 1), kNothingToUse);
  ASSERT_EQ(scene.startMove(front, 1), "");
  runUntilIdle(scene, front);  // walking east at it, it is seen from 1.5 m
  EXPECT_EQ(scene.actor(front).message, kWallHasSeam);
  EXPECT_TRUE(scene.doors().at(2)->found);
  EXPECT_EQ(scene.use(front, 2), kNoHandle);
}

TEST(Scene, KeysAreSpentOnLocksAndCodesNeedEveryPart) {
  Dungeon d = floorsOf({{"..,..,."}});
  addThing(d, ThingType::kKey, 0, {1, 0}, {{Field::kColour, 1}});
  addThing(d, ThingType::kDoor, 0, {2, 0},
           {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kBlue}});
  addThing(d, ThingType::kCodeClue, 0, {3, 0}, {{Field::kCode, 42}, {Field::kPart, 1}});
  addThing(d, ThingType::kCodeClue, 0, {6, 0}, {{Field::kCode, 42}, {Field::kPart, 2}});
  addThing(d, ThingType::kDoor, 0, {5, 0}, {{Field::kKind, DoorKind::kKeypad}, {Field::kCode, 42}});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, 0);
  const int other = scene.addActor("other", BodyKind::kParty, 3);
  EXPECT_EQ(scene.use(other, 2), kLocked);
  ASSERT_EQ(scene.startMove(hero, 1), "");
  runUntilIdle(scene, hero);
  EXPECT_TRUE(scene.actor(hero).hasKey(Colour::kBlue));
  EXPECT_EQ(scene.use(hero, 2), "");
  EXPECT_FALSE(scene.actor(hero).hasKey(Colour::kBlue));
  scene.actor(other).square = 4;
  EXPECT_EQ(scene.use(other, 5), kCodeUnknown);
}

TEST(Scene, StoppedClockFreezesBodiesAndDoors) {
  Dungeon d = floorsOf({{"..,.."}});
  addThing(d, ThingType::kDoor, 0, {2, 0}, {{Field::kKind, DoorKind::kPlain}});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, 1);
  const int walker = scene.addActor("walker", BodyKind::kParty, 4);
  scene.use(hero, 2);
  ASSERT_EQ(scene.startMove(walker, 3), "");
  for (int i = 0; i < 5; ++i) scene.tick();
  scene.clock().stop();
  for (int i = 0; i < 100; ++i) scene.tick();
  EXPECT_EQ(scene.clock().nowMs(), 250);
  EXPECT_EQ(scene.doors().at(2)->progress_ms, 250);
  EXPECT_EQ(scene.actor(walker).leg_elapsed_ms, 250);
}

TEST(Scene, LeverOpensItsGatesAndMayDrainWater) {
  Dungeon d = floorsOf({{".,.~."}});
  addThing(d, ThingType::kLever, 0, {0, 0}, {{Field::kLever, 7}, {Field::kDrains, 1}});
  addThing(d, ThingType::kDoor, 0, {1, 0}, {{Field::kKind, DoorKind::kLever}, {Field::kLever, 7}});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, 0);
  EXPECT_EQ(scene.use(hero, 0), "");
  EXPECT_TRUE(scene.leverPulled(7));
  EXPECT_EQ(scene.doors().at(1)->phase, DoorPhase::kOpening);
  EXPECT_TRUE(scene.terrain().drained(0));
}

TEST(Scene, ADrainingLeverLetsBodiesWadeOnlyOnItsFloor) {
  Dungeon d = floorsOf({{"..~"}, {"..~"}});
  addThing(d, ThingType::kLever, 1, {1, 0}, {{Field::kLever, 3}, {Field::kDrains, 1}});
  const World w(d);
  Scene scene(w);
  const int below = scene.addActor("below", BodyKind::kParty, w.index({1, {1, 0}}));
  const int above = scene.addActor("above", BodyKind::kParty, w.index({0, {1, 0}}));
  EXPECT_NE(scene.startMove(below, w.index({1, {2, 0}})).find("water"), std::string::npos);
  EXPECT_EQ(scene.use(below, w.index({1, {1, 0}})), "");
  EXPECT_EQ(scene.startMove(below, w.index({1, {2, 0}})), "");
  EXPECT_NE(scene.startMove(above, w.index({0, {2, 0}})).find("water"), std::string::npos);
  EXPECT_EQ(w.kind(w.index({1, {2, 0}})), SquareKind::kWater) << "the world never changes";
}

}  // namespace
}  // namespace dungeon::sim
