// The try's cache (try_cache.h): it builds the world only when asked, answers what it holds
// while the draft is at the version it was, and drops everything at the first ask after any
// edit of the draft's dungeon (draft_dungeon.h), whatever the edit changed. What it holds stays
// right when the draft moves.
#include <gtest/gtest.h>

#include <utility>

#include "checks/report.h"
#include "generator/core/try_cache.h"
#include "testing/floors.h"

namespace dungeon::gen {
namespace {

using testing::addThing;
using testing::floorOf;

DraftDungeon corridorWithEntranceAndGoal() {
  Dungeon d = floorOf({"...,,,..."});
  addThing(d, ThingType::kEntrance, 0, {0, 0});
  addThing(d, ThingType::kGoal, 0, {8, 0});
  return DraftDungeon(std::move(d));
}

TEST(TryCache, KnowsNothingUntilAsked) {
  const DraftDungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  EXPECT_FALSE(cache.goalSeenEarly(d).has_value());
  EXPECT_EQ(cache.heldWorld(d), nullptr);
  EXPECT_EQ(cache.report(d, checks::standardBands()), nullptr);
}

TEST(TryCache, BuildsTheWorldOnceOverTheDraftsOwnVersion) {
  const DraftDungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  const sim::BuiltWorld* world = cache.world(d).get();
  EXPECT_EQ(&world->world.dungeon(), &*d);  // shares the version: no copy of the dungeon
  EXPECT_EQ(cache.world(d).get(), world);
  EXPECT_EQ(cache.heldWorld(d), world);
  EXPECT_EQ(cache.goalSeenEarly(d), std::optional<bool>(true));
}

TEST(TryCache, HoldsNoWorldOfADraftEditedSinceItsWorldWasBuilt) {
  DraftDungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  const std::shared_ptr<const sim::BuiltWorld> world = cache.world(d);
  d.edit().floors[0].setKind({4, 0}, SquareKind::kRock);
  EXPECT_EQ(cache.heldWorld(d), nullptr);  // nothing built for the edited draft
  // The world held before still describes the version it was built over, which the edit
  // copied rather than changed.
  EXPECT_EQ(world->world.dungeon().floors[0].kind({4, 0}), SquareKind::kCorridor);
  EXPECT_EQ(d->floors[0].kind({4, 0}), SquareKind::kRock);
}

TEST(TryCache, AnEditThatChangesNothingIsStillANewVersion) {
  DraftDungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  cache.world(d);
  cache.holdChecked(d, checks::checkRemembering(*d, checks::standardBands()));
  d.edit();
  EXPECT_EQ(cache.report(d, checks::standardBands()), nullptr);
  EXPECT_FALSE(cache.goalSeenEarly(d).has_value());
}

TEST(TryCache, PuttingThingsInTheOrderTheyAreInIsNoEdit) {
  DraftDungeon d = corridorWithEntranceAndGoal();
  d.canonicalize();
  TryCache cache;
  cache.world(d);
  d.canonicalize();
  EXPECT_TRUE(cache.goalSeenEarly(d).has_value());
}

TEST(TryCache, ACopyOfTheDraftEditedIsAnotherVersion) {
  const DraftDungeon d = corridorWithEntranceAndGoal();
  DraftDungeon copy = d;
  TryCache cache;
  cache.world(d);
  EXPECT_TRUE(cache.goalSeenEarly(copy).has_value());  // the same version, not yet edited
  copy.edit();
  EXPECT_FALSE(cache.goalSeenEarly(copy).has_value());
  EXPECT_FALSE(cache.goalSeenEarly(d).has_value());  // the cache now describes the copy's edit
}

TEST(TryCache, AnEditOfACopyNeverTakesAVersionTheDraftHad) {
  DraftDungeon d = corridorWithEntranceAndGoal();
  DraftDungeon copy = d;
  d.edit();
  copy.edit();
  EXPECT_NE(copy.version(), d.version());
  TryCache cache;
  cache.world(d);
  EXPECT_FALSE(cache.goalSeenEarly(copy).has_value());
}

TEST(TryCache, WhatItHoldsMovesWithTheDraft) {
  DraftDungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  const sim::BuiltWorld* world = cache.world(d).get();
  cache.holdChecked(d, checks::checkRemembering(cache.world(d), checks::standardBands()));
  const DraftDungeon moved = std::move(d);
  TryCache moved_cache = std::move(cache);
  ASSERT_NE(moved_cache.report(moved, checks::standardBands()), nullptr);
  EXPECT_EQ(moved_cache.heldWorld(moved), world);
  EXPECT_EQ(&world->world.dungeon(), &*moved);
  EXPECT_EQ(moved_cache.report(moved, checks::standardBands())->passed(),
            checks::checkDungeon(*moved, checks::standardBands()).passed());
}

TEST(TryCache, AReportIsHeldOnlyForTheBandsItWasJudgedBy) {
  const DraftDungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  const checks::BandTable no_bands;
  cache.holdChecked(d, checks::checkRemembering(cache.world(d), no_bands));
  EXPECT_NE(cache.report(d, no_bands), nullptr);
  EXPECT_EQ(cache.report(d, checks::standardBands()), nullptr);
}

TEST(TryCache, TheWorldAfterASlotIsBuiltWhenAskedFromTheWorldBefore) {
  DraftDungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  const std::vector<int> way_before = cache.world(d)->way;
  const DraftDungeon before = d;
  addThing(d.edit(), ThingType::kWindow, 0, {5, 0});  // stands in for the slot's window
  cache.holdSlotCutIn(before, d);
  EXPECT_EQ(cache.goalSeenEarly(d), std::optional<bool>(true));  // known without building
  const sim::BuiltWorld* after = cache.heldWorld(d);
  ASSERT_NE(after, nullptr);
  EXPECT_EQ(&after->world.dungeon(), &*d);
  EXPECT_EQ(after->way, way_before);
  EXPECT_TRUE(after->goal_seen_early);
}

TEST(TryCache, NoSlotIsHeldFromAWorldOfAnotherVersion) {
  DraftDungeon d = corridorWithEntranceAndGoal();
  TryCache cache;
  const DraftDungeon before = d;
  d.edit();
  cache.world(d);  // a world of the edited version, not of `before`
  addThing(d.edit(), ThingType::kWindow, 0, {5, 0});
  cache.holdSlotCutIn(before, d);
  EXPECT_FALSE(cache.goalSeenEarly(d).has_value());
}

}  // namespace
}  // namespace dungeon::gen
