// Legs against the SPEC's speeds worked out by hand: a walked square, a crouched one, the
// half-and-half leg into a crawl, ladder and climbing-duct climbs, bodies that do not fit, and
// heights: slopes walked along their length, cliffs, spiral treads along their walking line.
#include <gtest/gtest.h>

#include "model/rules.h"
#include "sim/world/heights.h"
#include "sim/world/motion.h"
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
  // SPEC 3: a crawl is 1.5 x 1.2 m; the rind stalker 1.6 m wide, 2.3 m standing, 2.0 crouched.
  EXPECT_EQ(whyNoLeg(t, bodyOf(BodyKind::kRindStalker), 1, 2),
            "passage crawl (1.50 x 1.20 m) is too small for rind_stalker (160 wide, 230 cm "
            "standing, 200 cm crouched)");
  EXPECT_TRUE(legBetween(t, bodyOf(BodyKind::kMeatSack), 1, 2));
}

TEST(Motion, WideBodiesStopAtASpiralsDoorway) {
  // SPEC 5.5: bodies up to 0.9 m across walk a spiral; the rind stalker (1.6 m) and the hulk
  // (1.4 m) do not, though the square is corridor.
  Dungeon d = floorsOf({{",,,"}});
  addThing(d, ThingType::kSpiral, 0, {1, 0},
           {{Field::kVertical, Vertical::kFlat}, {Field::kRise, 1}});
  d.floors[0].setHeightHalfMetres({2, 0}, 1);  // its way out, the 0.5 m it climbs
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

TEST(Motion, IntegerSquareRootsRoundToTheNearest) {
  EXPECT_EQ(roundedSqrt(0), 0);
  EXPECT_EQ(roundedSqrt(90000), 300);
  EXPECT_EQ(roundedSqrt(92500), 304);     // 304.14
  EXPECT_EQ(roundedSqrt(102589), 320);    // 320.29
  EXPECT_EQ(roundedSqrt(1340100), 1158);  // 1157.63
  EXPECT_EQ(roundedSqrt(12), 3);          // 3.46
  EXPECT_EQ(roundedSqrt(13), 4);          // 3.61
  EXPECT_EQ(roundedSqrt(int64_t{1} << 60), int64_t{1} << 30);
}

TEST(Motion, SlopesAndTreadsAreMeasuredAlongTheirLength) {
  EXPECT_EQ(slopeLengthCm(0), 300);
  EXPECT_EQ(slopeLengthCm(50), 304);    // sqrt(300^2 + 50^2) = 304.14
  EXPECT_EQ(slopeLengthCm(-100), 316);  // 316.23
  EXPECT_EQ(slopeLengthCm(300), 424);   // 45 degrees: 424.26
  // 1.5 m straight through sweeps 180 degrees: 0.9 m * pi = 282.74, so 283 cm across the
  // floor; sqrt(283^2 + 150^2) = 320.29.
  EXPECT_EQ(spiralTreadCm(150, 180, kSpiralWalkingLineCm), 320);
  // 6 m round a corner sweeps 630 degrees: 0.9 * 10.9956 = 989.6 m, so 990 cm; with 600 cm of
  // rise 1157.63.
  EXPECT_EQ(spiralTreadCm(600, 630, kSpiralWalkingLineCm), 1158);
}

// A corridor of three squares whose heights step by the two steps (half-metres, west to east).
Dungeon steppedCorridor(int first_step, int second_step) {
  Dungeon d = floorsOf({{",,,"}});
  d.floors[0].setHeightHalfMetres({1, 0}, first_step);
  d.floors[0].setHeightHalfMetres({2, 0}, first_step + second_step);
  return d;
}

TEST(Motion, AStepOfHalfAMetreIsWalkedAlongItsSlope) {
  const Dungeon d = steppedCorridor(1, -2);
  const World w(d);
  const Terrain t(w);
  // Up 0.5 m: 304 cm, 152 cm a half, 1013.3 ms rounded up to 1050 ms.
  const auto up = legBetween(t, bodyOf(BodyKind::kParty), 0, 1);
  ASSERT_TRUE(up);
  EXPECT_EQ(up->segments[0].distance_cm, 152);
  EXPECT_EQ(up->durationMs(), 2100);
  // Down 1 m: 316 cm, 158 a half, 1053.3 ms rounded up to 1100 ms; the way back is as long.
  EXPECT_EQ(legBetween(t, bodyOf(BodyKind::kParty), 1, 2)->durationMs(), 2200);
  EXPECT_EQ(legBetween(t, bodyOf(BodyKind::kParty), 2, 1)->durationMs(), 2200);
}

TEST(Motion, AStepSteeperThan45DegreesIsACliff) {
  // 3 m is the steepest walkable step between two run squares (45 degrees over the square);
  // 3.5 m is a cliff both ways. The corridor runs 0, 0, 3 m, -0.5 m, -0.5 m.
  Dungeon d = floorsOf({{",,,,,"}});
  for (int x : {2, 3, 4}) d.floors[0].setHeightHalfMetres({x, 0}, x == 2 ? 6 : -1);
  const World w(d);
  const Terrain t(w);
  const Body& party = bodyOf(BodyKind::kParty);
  const auto steepest = legBetween(t, party, 1, 2);
  ASSERT_TRUE(steepest);
  EXPECT_EQ(steepest->durationMs(), 2 * 1450);  // 212 cm a half: 1413.3 ms
  EXPECT_FALSE(legBetween(t, party, 2, 3));
  EXPECT_FALSE(legBetween(t, party, 3, 2));
  EXPECT_FALSE(legBetween(t, bodyOf(BodyKind::kMeatSack), 2, 3));
  EXPECT_EQ(whyNoLeg(t, party, 3, 2),
            "a cliff: the floor rises 3.5 m over one square, steeper than 45 degrees");
  EXPECT_TRUE(cliffBetween(w, 2, 3));
  EXPECT_FALSE(cliffBetween(w, 1, 2));
}

TEST(Motion, AStairHalfSteeperThan45DegreesStopsEveryBody) {
  // From a dead end (a landing) a straight stair square takes the whole step in its half: 1.5 m
  // is 45 degrees (docs/stairs.md), 2 m is too steep though no cliff.
  for (const auto& [rise, walkable] : {std::pair{3, true}, std::pair{4, false}}) {
    const Dungeon d = steppedCorridor(rise, 0);
    const World w(d);
    const Terrain t(w);
    EXPECT_FALSE(cliffBetween(w, 0, 1));
    EXPECT_EQ(legBetween(t, bodyOf(BodyKind::kParty), 0, 1).has_value(), walkable) << rise;
    EXPECT_EQ(legBetween(t, bodyOf(BodyKind::kMeatSack), 1, 0).has_value(), walkable) << rise;
    if (!walkable) {
      EXPECT_EQ(whyNoLeg(t, bodyOf(BodyKind::kParty), 0, 1),
                "a stair steeper than 45 degrees: it rises 1334 mm a metre where bodies walk "
                "(1000 mm)");
    }
  }
}

TEST(Motion, WhyNoLegNamesTheCliff) {
  const Dungeon d = steppedCorridor(10, 0);
  const World w(d);
  const Terrain t(w);
  EXPECT_EQ(whyNoLeg(t, bodyOf(BodyKind::kParty), 0, 1),
            "a cliff: the floor rises 5.0 m over one square, steeper than 45 degrees");
}

TEST(Motion, NoStepIsSparedOntoALinkSquare) {
  // SPEC section 8: a ladder's, lift's or duct's square is stepped onto like any other.
  for (ThingType link : {ThingType::kLadder, ThingType::kLift, ThingType::kDuct}) {
    Dungeon d = steppedCorridor(10, 0);
    addThing(d, link, 0, {1, 0}, {{Field::kVertical, Vertical::kUp}});
    const World w(d);
    EXPECT_TRUE(cliffBetween(w, 0, 1)) << specOf(link).name;
    EXPECT_FALSE(legBetween(Terrain(w), bodyOf(BodyKind::kParty), 0, 1)) << specOf(link).name;
  }
}

// A spiral within a floor between two corridor squares, the way out `rise_half_m` up.
Dungeon flatSpiral(int rise_half_m) {
  Dungeon d = floorsOf({{",,,"}});
  addThing(d, ThingType::kSpiral, 0, {1, 0},
           {{Field::kVertical, Vertical::kFlat}, {Field::kRise, rise_half_m}});
  d.floors[0].setHeightHalfMetres({2, 0}, rise_half_m);
  return d;
}

TEST(Motion, ASpiralsTreadsAreWalkedAlongTheirWalkingLine) {
  // 1.5 m straight through: 320 cm of treads. Into the shaft: 1.5 m of the doorway's square
  // (1 s), then 1.5 m plus the treads' second 160 cm, 310 cm (2066.7 ms, 2.1 s); out of it the
  // treads' first 160 cm and 1.5 m, then 1.5 m.
  const Dungeon d = flatSpiral(3);
  const World w(d);
  const Terrain t(w);
  EXPECT_EQ(w.flatSpiralTreadCm(1), 320);
  const Body& party = bodyOf(BodyKind::kParty);
  const auto in = legBetween(t, party, 0, 1);
  ASSERT_TRUE(in);
  EXPECT_EQ(in->segments[1].distance_cm, 310);
  EXPECT_EQ(in->durationMs(), 1000 + 2100);
  EXPECT_EQ(legBetween(t, party, 1, 2)->durationMs(), 2100 + 1000);
  // The meat sack walks at the same 1.5 m/s.
  EXPECT_EQ(legBetween(t, bodyOf(BodyKind::kMeatSack), 2, 1)->durationMs(), 3100);
}

TEST(Motion, ASpiralNoWindingFitsIsWalkedByNoBody) {
  // 2 m straight through: half a turn is 41.5 degrees steep, a turn and a half too low under
  // the turn above (sim/stairs/tests/spiral_test.cpp).
  const Dungeon d = flatSpiral(4);
  const World w(d);
  const Terrain t(w);
  EXPECT_EQ(w.flatSpiralTreadCm(1), kNoWinding);
  for (const Body& body : allBodies()) {
    EXPECT_FALSE(legBetween(t, body, 0, 1)) << body.name;
    EXPECT_FALSE(legBetween(t, body, 2, 1)) << body.name;
  }
  EXPECT_NE(whyNoLeg(t, bodyOf(BodyKind::kParty), 0, 1).find("fits no winding"), std::string::npos);
}

// Two stacked floors joined by a spiral at (1, 0), its doorway on the lower floor to the west
// and on the upper one at `upper_doorway` ((2, 0): straight through; (1, 1): round a corner),
// standing `extra_half_m` above the upper floor's base.
Dungeon stackedSpiral(Point upper_doorway, int extra_half_m) {
  Dungeon d = floorsOf({{"###", "###"}, {",,#", "###"}});
  d.floors[0].setKind({1, 0}, SquareKind::kCorridor);
  d.floors[0].setKind(upper_doorway, SquareKind::kCorridor);
  d.floors[0].setHeightHalfMetres(upper_doorway, extra_half_m);
  const int rise = kHalfMetresBetweenFloors + extra_half_m;
  addThing(d, ThingType::kSpiral, 0, {1, 0},
           {{Field::kVertical, Vertical::kDown}, {Field::kRise, rise}});
  addThing(d, ThingType::kSpiral, 1, {1, 0},
           {{Field::kVertical, Vertical::kUp}, {Field::kRise, rise}});
  return d;
}

TEST(Motion, ASixMetreSpiralBetweenFloorsClimbsItsTreads) {
  // Round a corner (in from the west, out to the south), 6 m: 630 degrees, 1158 cm of treads
  // at 1.5 m/s, 7720 ms rounded up to 7750 ms.
  const Dungeon d = stackedSpiral({1, 1}, 0);
  const World w(d);
  const Terrain t(w);
  ASSERT_EQ(w.links().size(), 1u);
  EXPECT_EQ(w.links().front().tread_cm, 1158);
  const auto climb =
      legBetween(t, bodyOf(BodyKind::kParty), w.index({1, {1, 0}}), w.index({0, {1, 0}}));
  ASSERT_TRUE(climb);
  EXPECT_EQ(climb->link, LinkKind::kSpiral);
  EXPECT_EQ(climb->durationMs(), 7750);
  EXPECT_FALSE(
      legBetween(t, bodyOf(BodyKind::kRindStalker), w.index({1, {1, 0}}), w.index({0, {1, 0}})));
}

TEST(Motion, ASpiralBetweenFloorsNoWindingFitsIsNotClimbed) {
  // Straight through (out to the east) 6 m fits no winding (sim/stairs/tests/spiral_test.cpp).
  const Dungeon d = stackedSpiral({2, 0}, 0);
  const World w(d);
  const Terrain t(w);
  EXPECT_EQ(w.links().front().tread_cm, kNoWinding);
  const int lower = w.index({1, {1, 0}});
  const int upper = w.index({0, {1, 0}});
  EXPECT_FALSE(legBetween(t, bodyOf(BodyKind::kParty), lower, upper));
  EXPECT_FALSE(legBetween(t, bodyOf(BodyKind::kMeatSack), upper, lower));
  EXPECT_NE(whyNoLeg(t, bodyOf(BodyKind::kParty), lower, upper).find("fits no winding"),
            std::string::npos);
  // 5 m straight through (the upper doorway 1 m below its floor's base) fits a turn and a half.
  const Dungeon lower_doorway = stackedSpiral({2, 0}, -2);
  EXPECT_GT(World(lower_doorway).links().front().tread_cm, 0);
}

}  // namespace
}  // namespace dungeon::sim
