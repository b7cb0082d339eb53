// The one fit rule against SPEC section 3's bodies and passages, case by case, and the bodies'
// sizes against SPEC's list.
#include <gtest/gtest.h>

#include "sim/world/body.h"

namespace dungeon::sim {
namespace {

Stance fitIn(BodyKind body, SquareKind square) {
  return fit(bodyOf(body), clearanceOf(square));
}

TEST(Fit, PartyStandsInRoomsAndCorridors) {
  EXPECT_EQ(fitIn(BodyKind::kParty, SquareKind::kRoom), Stance::kStanding);
  EXPECT_EQ(fitIn(BodyKind::kParty, SquareKind::kCorridor), Stance::kStanding);
}

TEST(Fit, PartyStandsInANarrowPassage) {
  // 0.8 m wide, 1.8 m tall in a 1.0 x 2.2 m passage.
  EXPECT_EQ(fitIn(BodyKind::kParty, SquareKind::kNarrow), Stance::kStanding);
}

TEST(Fit, PartyCannotStandUpInACrawl) {
  // 1.8 m standing and 1.1 m crouched under a 1.2 m ceiling.
  EXPECT_EQ(fitIn(BodyKind::kParty, SquareKind::kCrawl), Stance::kCrouched);
}

TEST(Fit, SmallMonsterGoesThroughADuctLargeOnesDoNot) {
  EXPECT_EQ(fitIn(BodyKind::kMeatSack, SquareKind::kCrawl), Stance::kStanding);
  EXPECT_EQ(fitIn(BodyKind::kRindStalker, SquareKind::kCrawl), Stance::kNone);
  EXPECT_EQ(fitIn(BodyKind::kHulk, SquareKind::kCrawl), Stance::kNone);
}

TEST(Fit, LargeMonstersDoNotFitANarrowPassage) {
  EXPECT_EQ(fitIn(BodyKind::kRindStalker, SquareKind::kNarrow), Stance::kNone);
  EXPECT_EQ(fitIn(BodyKind::kHulk, SquareKind::kNarrow), Stance::kNone);
}

TEST(Fit, DoorwaysMakeTheHulkCrouchAndLetTheStalkerStand) {
  // Doorway 2.0 x 2.6 m: the hulk (1.4 wide, 2.6 tall) stands; the stalker (2.3) stands.
  EXPECT_EQ(fit(bodyOf(BodyKind::kHulk), kDoorway), Stance::kStanding);
  EXPECT_EQ(fit(bodyOf(BodyKind::kRindStalker), kDoorway), Stance::kStanding);
  const Clearance low_door{200, 210};
  EXPECT_EQ(fit(bodyOf(BodyKind::kHulk), low_door), Stance::kNone);
  EXPECT_EQ(fit(bodyOf(BodyKind::kRindStalker), low_door), Stance::kCrouched);
}

TEST(Fit, NothingFitsRockOrWater) {
  for (const Body& body : allBodies()) {
    EXPECT_EQ(fit(body, clearanceOf(SquareKind::kRock)), Stance::kNone) << body.name;
    EXPECT_EQ(fit(body, clearanceOf(SquareKind::kWater)), Stance::kNone) << body.name;
  }
}

TEST(Fit, ExactFitCounts) {
  const Body& party = bodyOf(BodyKind::kParty);
  EXPECT_EQ(fit(party, {party.width_cm, party.standing_cm}), Stance::kStanding);
  EXPECT_EQ(fit(party, {party.width_cm - 1, 400}), Stance::kNone);
  EXPECT_EQ(fit(party, {300, party.crouched_cm - 1}), Stance::kProne);
  EXPECT_EQ(fit(party, {300, party.prone_cm}), Stance::kProne);
  EXPECT_EQ(fit(party, {300, party.prone_cm - 1}), Stance::kNone);
}

TEST(Fit, OnlyThePartyGoesProneAndNoBuiltPassageMakesItGoProne) {
  const Clearance crawlway{120, 100};  // SPEC 3: a dirt crawlway
  EXPECT_EQ(fit(bodyOf(BodyKind::kParty), crawlway), Stance::kProne);
  EXPECT_EQ(fit(bodyOf(BodyKind::kMeatSack), crawlway), Stance::kStanding);
  EXPECT_EQ(fit(bodyOf(BodyKind::kHulk), crawlway), Stance::kNone);
  for (const SquareTraits& square : kSquareTraits) {
    EXPECT_NE(fit(bodyOf(BodyKind::kParty), square.clearance), Stance::kProne) << square.name;
  }
}

// SPEC section 3, written out again: width, standing, crouched and prone heights in centimetres,
// large, pushes dirt, tunnels.
TEST(Fit, TheBodiesAreSpecSection3s) {
  struct SpecBody {
    BodyKind kind;
    int width, standing, crouched, prone;
    bool large, pushes_dirt, tunnels;
  };
  const SpecBody spec[] = {
      {BodyKind::kParty, 80, 180, 110, 60, false, true, false},
      {BodyKind::kMeatSack, 70, 90, 90, 0, false, false, false},
      {BodyKind::kRindStalker, 160, 230, 200, 0, true, false, false},
      {BodyKind::kHulk, 140, 260, 220, 0, true, true, false},
      {BodyKind::kGraboid, 100, 90, 90, 0, false, false, true},
  };
  for (const SpecBody& want : spec) {
    const Body& body = bodyOf(want.kind);
    EXPECT_EQ(body.width_cm, want.width) << body.name;
    EXPECT_EQ(body.standing_cm, want.standing) << body.name;
    EXPECT_EQ(body.crouched_cm, want.crouched) << body.name;
    EXPECT_EQ(body.prone_cm, want.prone) << body.name;
    EXPECT_EQ(body.large, want.large) << body.name;
    EXPECT_EQ(body.pushes_dirt, want.pushes_dirt) << body.name;
    EXPECT_EQ(body.tunnels, want.tunnels) << body.name;
  }
  // The party's 0.8 m decides a fit of its own: 0.79 m is too narrow, however high.
  EXPECT_EQ(fit(bodyOf(BodyKind::kParty), {79, 400}), Stance::kNone);
  EXPECT_EQ(fit(bodyOf(BodyKind::kParty), {80, 400}), Stance::kStanding);
}

}  // namespace
}  // namespace dungeon::sim
