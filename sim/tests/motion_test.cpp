// Legs against the SPEC's speeds worked out by hand: a walked square, a crouched one, the
// half-and-half leg into a crawl, ladder and climbing-duct climbs, and bodies that do not fit.
#include <gtest/gtest.h>

#include "sim/motion.h"
#include "testing/floors.h"

namespace dungeon::sim {
namespace {

using testing::addThing;
using testing::floorsOf;

TEST(Motion, TravelTimesAreWholeTicks) {
  EXPECT_EQ(travelMs(300, kWalkCmPerS), 2000);
  EXPECT_EQ(travelMs(600, kDuctCmPerS), 7500);  // SPEC: a 6 m duct climb takes 7.5 s
  EXPECT_EQ(travelMs(600, kLadderCmPerS), 5000);
  EXPECT_EQ(travelMs(50, kDuctCmPerS), 650);  // 625 ms rounded up to a tick
}

TEST(Motion, WalkingIntoACrawlCrouchesForTheSecondHalf) {
  const Dungeon d = floorsOf({{"..=="}});
  const World w(d);
  const Terrain t(w);
  const Body& party = bodyOf(BodyKind::kParty);
  const auto room = legBetween(t, party, 0, 1);
  ASSERT_TRUE(room);
  EXPECT_EQ(room->durationMs(), 2000);
  const auto mouth = legBetween(t, party, 1, 2);
  ASSERT_TRUE(mouth);
  EXPECT_EQ(mouth->durationMs(), 1000 + 2500);
  EXPECT_EQ(mouth->arrivalStance(), Stance::kCrouched);
  EXPECT_EQ(legBetween(t, party, 2, 3)->durationMs(), 5000);
}

TEST(Motion, LargeBodiesDoNotEnterACrawl) {
  const Dungeon d = floorsOf({{"..=="}});
  const World w(d);
  const Terrain t(w);
  EXPECT_FALSE(legBetween(t, bodyOf(BodyKind::kRindStalker), 1, 2));
  EXPECT_NE(whyNoLeg(t, bodyOf(BodyKind::kRindStalker), 1, 2).find("too small"), std::string::npos);
  EXPECT_TRUE(legBetween(t, bodyOf(BodyKind::kMeatSack), 1, 2));
}

TEST(Motion, WideBodiesStopAtASpiralsDoorway) {
  // SPEC 5.5: bodies up to 0.9 m across walk a spiral; the rind stalker (1.6 m) and the hulk
  // (1.4 m) do not, though the square is corridor.
  Dungeon d = floorsOf({{",,,"}});
  addThing(d, ThingType::kSpiral, 0, {1, 0},
           {{Field::kVertical, Vertical::kFlat}, {Field::kRise, 1}});
  const World w(d);
  const Terrain t(w);
  EXPECT_TRUE(legBetween(t, bodyOf(BodyKind::kParty), 0, 1));
  EXPECT_TRUE(legBetween(t, bodyOf(BodyKind::kMeatSack), 0, 1));
  EXPECT_FALSE(legBetween(t, bodyOf(BodyKind::kRindStalker), 0, 1));
  EXPECT_FALSE(legBetween(t, bodyOf(BodyKind::kHulk), 0, 1));
}

TEST(Motion, ClimbingDuctForcesACrouchAndLeavesCrouched) {
  Dungeon d = floorsOf({{"=="}, {"=="}});
  addThing(d, ThingType::kDuct, 0, {0, 0},
           {{Field::kVertical, Vertical::kDown}, {Field::kEnd, DuctEnd::kGrate}});
  addThing(d, ThingType::kDuct, 1, {0, 0},
           {{Field::kVertical, Vertical::kUp}, {Field::kEnd, DuctEnd::kGrate}});
  const World w(d);
  const Terrain t(w);
  const int lower = w.index({1, {0, 0}});
  const int upper = w.index({0, {0, 0}});
  const auto climb = legBetween(t, bodyOf(BodyKind::kParty), lower, upper);
  ASSERT_TRUE(climb);
  EXPECT_EQ(climb->link, LinkKind::kDuct);
  EXPECT_EQ(climb->durationMs(), 7500);
  EXPECT_EQ(climb->arrivalStance(), Stance::kCrouched);
  EXPECT_FALSE(legBetween(t, bodyOf(BodyKind::kHulk), lower, upper));
}

TEST(Motion, LadderClimbIsFiveSecondsForSixMetres) {
  Dungeon d = floorsOf({{".."}, {".."}});
  addThing(d, ThingType::kLadder, 0, {1, 0}, {{Field::kVertical, Vertical::kDown}});
  addThing(d, ThingType::kLadder, 1, {1, 0}, {{Field::kVertical, Vertical::kUp}});
  const World w(d);
  const Terrain t(w);
  const auto climb =
      legBetween(t, bodyOf(BodyKind::kParty), w.index({1, {1, 0}}), w.index({0, {1, 0}}));
  ASSERT_TRUE(climb);
  EXPECT_EQ(climb->durationMs(), 5000);
  EXPECT_EQ(climb->arrivalStance(), Stance::kStanding);
}

TEST(Motion, DrainedWaterWalksLikeACorridor) {
  const Dungeon d = floorsOf({{".~."}});
  const World w(d);
  Terrain t(w);
  EXPECT_FALSE(legBetween(t, bodyOf(BodyKind::kParty), 0, 1));
  t.drain(0);
  EXPECT_TRUE(legBetween(t, bodyOf(BodyKind::kParty), 0, 1));
}

}  // namespace
}  // namespace dungeon::sim
