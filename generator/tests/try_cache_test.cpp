// The try's cache (try_cache.h): it builds the world only when asked, answers what it holds
// while the draft is as it was, and drops everything at the first ask after any change to the
// draft's squares, dirt or things, or after a copy of the draft was put back in its place.
#include <gtest/gtest.h>

#include "checks/report.h"
#include "generator/core/try_cache.h"
#include "testing/floors.h"

namespace dungeon::gen {
namespace {

using testing::addThing;
using testing::floorOf;

Dungeon corridorWithEntranceAndGoal() {
  Dungeon d = floorOf({"...,,,..."});
  addThing(d, ThingType::kEntrance, 0, {0, 0});
  addThing(d, ThingType::kGoal, 0, {8, 0});
  return d;
}

TEST(TryCache, KnowsNothingUntilAsked) {
  const Dungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  EXPECT_FALSE(cache.goalSeenEarly(d).has_value());
  EXPECT_EQ(cache.takeWorld(d), nullptr);
  EXPECT_EQ(cache.report(d, checks::standardBands()), nullptr);
}

TEST(TryCache, BuildsTheWorldOnceAndHoldsIt) {
  const Dungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  const sim::BuiltWorld& world = cache.world(d);
  EXPECT_TRUE(world.builtOver(d));
  EXPECT_EQ(&cache.world(d), &world);
  EXPECT_EQ(cache.goalSeenEarly(d), std::optional<bool>(true));
  const auto taken = cache.takeWorld(d);
  EXPECT_EQ(taken.get(), &world);
  EXPECT_FALSE(cache.goalSeenEarly(d).has_value());  // taken: nothing held any more
}

TEST(TryCache, HoldsNoWorldOfADraftChangedSinceItsWorldWasBuilt) {
  Dungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  EXPECT_EQ(cache.heldWorld(d), nullptr);
  const sim::BuiltWorld& world = cache.world(d);
  EXPECT_EQ(cache.heldWorld(d), &world);
  d.floors[0].setKind({4, 0}, SquareKind::kRock);
  EXPECT_EQ(cache.heldWorld(d), nullptr);  // nothing built for the changed draft
}

TEST(TryCache, ASquareChangedAndPutBackIsTheSameDraft) {
  Dungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  cache.world(d);
  const SquareKind was = d.floors[0].kind({4, 0});
  d.floors[0].setKind({4, 0}, SquareKind::kRock);
  d.floors[0].setKind({4, 0}, was);
  EXPECT_TRUE(cache.goalSeenEarly(d).has_value());
}

TEST(TryCache, AChangedSquareDropsEverything) {
  Dungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  cache.world(d);
  cache.holdChecked(d, checks::checkRemembering(d, checks::standardBands()));
  d.floors[0].setHeightHalfMetres({4, 0}, 1);
  EXPECT_EQ(cache.report(d, checks::standardBands()), nullptr);
  EXPECT_FALSE(cache.goalSeenEarly(d).has_value());
}

TEST(TryCache, ATouchedThingIsAChange) {
  Dungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  cache.world(d);
  d.things.back().fields.set(Field::kColour, 1);
  EXPECT_FALSE(cache.goalSeenEarly(d).has_value());
}

TEST(TryCache, ChangedDirtIsAChange) {
  Dungeon d = corridorWithEntranceAndGoal();
  d.floors[0].makeDirtFloor();
  TryCache cache;
  cache.world(d);
  DirtSquare wall = d.floors[0].dirt({4, 0});
  wall.packing = 1;
  d.floors[0].setDirt({4, 0}, wall);
  EXPECT_FALSE(cache.goalSeenEarly(d).has_value());
}

TEST(TryCache, ACopyPutBackInPlaceIsAnotherDraft) {
  Dungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  cache.world(d);
  const std::vector<Thing> copy = d.things;
  const std::vector<Thing> old = std::move(d.things);  // kept alive, so the copy lands elsewhere
  d.things = copy;  // equal things, held elsewhere: the world's pointers do not reach them
  ASSERT_NE(d.things.data(), old.data());
  EXPECT_FALSE(cache.goalSeenEarly(d).has_value());
}

TEST(TryCache, AnotherDungeonObjectIsAnotherDraft) {
  const Dungeon d = corridorWithEntranceAndGoal();
  const Dungeon copy = d;
  TryCache cache;
  cache.world(d);
  EXPECT_FALSE(cache.goalSeenEarly(copy).has_value());
}

TEST(TryCache, AReportIsHeldOnlyForTheBandsItWasJudgedBy) {
  const Dungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  const checks::BandTable no_bands;
  cache.holdChecked(d, checks::checkRemembering(d, no_bands));
  EXPECT_NE(cache.report(d, no_bands), nullptr);
  EXPECT_EQ(cache.report(d, checks::standardBands()), nullptr);
}

TEST(TryCache, TheWorldAfterASlotIsBuiltWhenAskedFromTheWorldBefore) {
  Dungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  const std::vector<int> way_before = cache.world(d).way;
  addThing(d, ThingType::kWindow, 0, {5, 0});  // stands in for the slot's window
  cache.holdSlotCutIn(d);
  EXPECT_EQ(cache.goalSeenEarly(d), std::optional<bool>(true));  // known without building
  const auto after = cache.takeWorld(d);
  ASSERT_NE(after, nullptr);
  EXPECT_TRUE(after->builtOver(d));
  EXPECT_EQ(after->way, way_before);
  EXPECT_TRUE(after->goal_seen_early);
}

}  // namespace
}  // namespace dungeon::gen
