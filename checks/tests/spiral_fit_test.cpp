// The spiral fit check on hand-drawn shafts: within a floor straight through and round a
// corner, between stacked floors each way out, a rise the sheet gets wrong, and a shaft with
// the wrong number of doorways; then the 2 x 2 shaft, its block rules, and the other hard
// checks (links_paired, rock_between_floors, slopes_walkable) over its block.
#include <gtest/gtest.h>

#include "checks/spiral_fit.h"
#include "checks/tests/run_check.h"
#include "testing/floors.h"

namespace dungeon::checks {
namespace {

using testing::addThing;
using testing::floorsOf;

CheckOutcome spiralsOf(const Dungeon& d) {
  const CheckContext context(d);
  return spiralFit(context);
}

using dungeon::testing::runCheck;

// A corridor along row 0 with the spiral's shaft at (2, 0) and the way out `rise` half-metres
// up at (3, 0), or round the corner at (2, 1).
Dungeon flatSpiral(bool round_corner, int rise_half_m, int rise_on_sheet) {
  Dungeon d = floorsOf({{",,,,", "##,#"}});
  const Point way_out = round_corner ? Point{2, 1} : Point{3, 0};
  if (round_corner) d.floors[0].setKind({3, 0}, SquareKind::kRock);
  d.floors[0].setHeightHalfMetres(way_out, rise_half_m);
  if (!round_corner) d.floors[0].setKind({2, 1}, SquareKind::kRock);
  addThing(d, ThingType::kSpiral, 0, {2, 0},
           {{Field::kVertical, Vertical::kFlat}, {Field::kRise, rise_on_sheet}});
  return d;
}

TEST(SpiralFitCheck, StraightThroughFitsOneAndAHalfMetres) {
  const CheckOutcome o = spiralsOf(flatSpiral(false, 3, 3));
  EXPECT_TRUE(o.passed) << o.reason;
}

TEST(SpiralFitCheck, StraightThroughThreeMetresFailsAndSaysWhatFits) {
  const CheckOutcome o = spiralsOf(flatSpiral(false, 6, 6));
  ASSERT_FALSE(o.passed);
  EXPECT_EQ(o.floor, 0);
  EXPECT_EQ(o.at, (Point{2, 0}));
  EXPECT_NE(o.reason.find("a 3.0 m spiral straight through fits no winding"), std::string::npos)
      << o.reason;
  EXPECT_NE(o.reason.find("round a corner (fits 0.5-2.5 or 3.5-12.0 m)"), std::string::npos)
      << o.reason;
}

TEST(SpiralFitCheck, RoundACornerFitsTwoAndAHalfButNotThreeMetres) {
  const CheckOutcome fits = spiralsOf(flatSpiral(true, 5, 5));
  EXPECT_TRUE(fits.passed) << fits.reason;
  const CheckOutcome o = spiralsOf(flatSpiral(true, 6, 6));
  ASSERT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("spiral round a corner"), std::string::npos) << o.reason;
}

TEST(SpiralFitCheck, TheRiseOnTheSheetMustBeTheDoorwaysHeightApart) {
  const CheckOutcome o = spiralsOf(flatSpiral(false, 2, 3));
  ASSERT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("rise is 1.5 m but its way out is 1.0 m above its way in"),
            std::string::npos)
      << o.reason;
}

TEST(SpiralFitCheck, AShaftWithinAFloorNeedsExactlyTwoDoorways) {
  Dungeon d = flatSpiral(false, 3, 3);
  d.floors[0].setKind({2, 1}, SquareKind::kCorridor);
  const CheckOutcome o = spiralsOf(d);
  ASSERT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("it has 3"), std::string::npos) << o.reason;
}

// Floor 2's shaft at (2, 0) with its doorway to the west; floor 1's doorway on `side`. The
// floors are 6 m apart and both doorways at their floor's base, so the spiral climbs 6 m.
Dungeon stackedSpiral(Dir side) {
  Dungeon d = floorsOf({{"#####", "#####"}, {",,,##", "#####"}});
  d.floors[0].setKind({2, 0}, SquareKind::kCorridor);
  d.floors[0].setKind(step({2, 0}, side), SquareKind::kCorridor);
  addThing(d, ThingType::kSpiral, 0, {2, 0},
           {{Field::kVertical, Vertical::kDown}, {Field::kRise, 12}});
  addThing(d, ThingType::kSpiral, 1, {2, 0},
           {{Field::kVertical, Vertical::kUp}, {Field::kRise, 12}});
  return d;
}

TEST(SpiralFitCheck, SixMetresBetweenFloorsFitsRoundACornerOrOutTheSameSide) {
  for (Dir side : {Dir::kSouth, Dir::kWest}) {
    const CheckOutcome o = spiralsOf(stackedSpiral(side));
    EXPECT_TRUE(o.passed) << dirName(side) << ": " << o.reason;
  }
  const CheckOutcome straight = spiralsOf(stackedSpiral(Dir::kEast));
  ASSERT_FALSE(straight.passed);
  EXPECT_EQ(straight.floor, 1);  // reported on the lower floor, where the climb starts
  EXPECT_NE(straight.reason.find("a 6.0 m spiral straight through"), std::string::npos)
      << straight.reason;
}

TEST(SpiralFitCheck, TwoSpiralsMeetingOnAMiddleFloorAreEachJudgedByTheirOwnRise) {
  // Floor 3 -> 2 climbs 6 m round a corner (west, then south); floor 2 -> 1 climbs 7 m round
  // a corner (south, then east, its doorway 1 m up). The shaft square on floor 2 holds the
  // top of the one and the bottom of the other.
  Dungeon d = floorsOf({{"##,,", "####"}, {"##,#", "##,#"}, {",,,#", "####"}});
  d.floors[0].setHeightHalfMetres({3, 0}, 2);
  addThing(d, ThingType::kSpiral, 2, {2, 0},
           {{Field::kVertical, Vertical::kUp}, {Field::kRise, 12}});
  addThing(d, ThingType::kSpiral, 1, {2, 0},
           {{Field::kVertical, Vertical::kDown}, {Field::kRise, 12}});
  addThing(d, ThingType::kSpiral, 1, {2, 0},
           {{Field::kVertical, Vertical::kUp}, {Field::kRise, 14}});
  addThing(d, ThingType::kSpiral, 0, {2, 0},
           {{Field::kVertical, Vertical::kDown}, {Field::kRise, 14}});
  const CheckOutcome o = spiralsOf(d);
  EXPECT_TRUE(o.passed) << o.reason;
}

TEST(SpiralFitCheck, AShaftBetweenFloorsNeedsOneDoorwayOnEachFloor) {
  Dungeon d = stackedSpiral(Dir::kSouth);
  d.floors[0].setKind({1, 0}, SquareKind::kCorridor);
  const CheckOutcome o = spiralsOf(d);
  ASSERT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("it has 2 on floor 1"), std::string::npos) << o.reason;
}

// A 2 x 2 shaft at (2, 1)-(3, 2) on one floor, its way in to the west at (1, 1) and its way out
// `rise` half-metres up: straight through to the east at (4, 1), or round the corner to the
// south at (3, 3).
Dungeon flatWideSpiral(bool round_corner, int rise_half_m) {
  Dungeon d = floorsOf({{"######", ",,,,,#", "##,,##", "######"}});
  const Point way_out = round_corner ? Point{3, 3} : Point{4, 1};
  if (round_corner) {
    d.floors[0].setKind({4, 1}, SquareKind::kRock);
    d.floors[0].setKind({3, 3}, SquareKind::kCorridor);
  }
  d.floors[0].setHeightHalfMetres(way_out, rise_half_m);
  addThing(d, ThingType::kSpiral, 0, {2, 1},
           {{Field::kVertical, Vertical::kFlat},
            {Field::kRise, rise_half_m},
            {Field::kShaft, kSpiralShaftDouble}});
  return d;
}

TEST(SpiralFitCheck, TwoByTwoStraightThroughFitsThreeMetres) {
  const CheckOutcome o = spiralsOf(flatWideSpiral(false, 6));
  EXPECT_TRUE(o.passed) << o.reason;
}

TEST(SpiralFitCheck, TwoByTwoRoundACornerFitsThreeMetresWhereOneSquareDoesNot) {
  const CheckOutcome o = spiralsOf(flatWideSpiral(true, 6));
  EXPECT_TRUE(o.passed) << o.reason;
  // The one-square shaft round a corner at 3 m (flatSpiral above) fails and names the 2 x 2.
  const CheckOutcome one = spiralsOf(flatSpiral(true, 6, 6));
  ASSERT_FALSE(one.passed);
  EXPECT_NE(one.reason.find("or make the shaft 2 x 2 (shaft=2), which fits it"), std::string::npos)
      << one.reason;
}

TEST(SpiralFitCheck, TwoByTwoStraightThroughThreeAndAHalfMetresFailsAndSaysWhy) {
  const CheckOutcome o = spiralsOf(flatWideSpiral(false, 7));
  ASSERT_FALSE(o.passed);
  EXPECT_EQ(o.at, (Point{2, 1}));
  EXPECT_NE(o.reason.find("a 3.5 m spiral straight through in a 2 x 2 shaft fits no winding"),
            std::string::npos)
      << o.reason;
  EXPECT_NE(o.reason.find("round a corner (fits 0.5-12.0 m)"), std::string::npos) << o.reason;
}

TEST(SpiralFitCheck, TwoByTwoWithinAFloorCannotHaveBothDoorwaysOnOneSide) {
  Dungeon d = flatWideSpiral(false, 6);
  d.floors[0].setKind({4, 1}, SquareKind::kRock);
  d.floors[0].setKind({1, 2}, SquareKind::kCorridor);
  d.floors[0].setHeightHalfMetres({1, 2}, 6);
  const CheckOutcome o = spiralsOf(d);
  ASSERT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("within a floor a spiral's way in and way out cannot share a side"),
            std::string::npos)
      << o.reason;
}

TEST(SpiralFitCheck, TwoByTwoNeedsExactlyTwoDoorwaysBesideItsBlock) {
  Dungeon d = flatWideSpiral(false, 6);
  d.floors[0].setKind({2, 3}, SquareKind::kCorridor);
  const CheckOutcome o = spiralsOf(d);
  ASSERT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("it has 3"), std::string::npos) << o.reason;
}

TEST(SpiralFitCheck, TwoByTwoBlockIsOpenAndHoldsNothingElse) {
  Dungeon rock = flatWideSpiral(false, 6);
  rock.floors[0].setKind({3, 2}, SquareKind::kRock);
  const CheckOutcome o = spiralsOf(rock);
  ASSERT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("holds rock at 3,2; its four squares must be open"), std::string::npos)
      << o.reason;

  Dungeon loot = flatWideSpiral(false, 6);
  addThing(loot, ThingType::kLoot, 0, {3, 2}, {{Field::kValue, 5}});
  const CheckOutcome l = spiralsOf(loot);
  ASSERT_FALSE(l.passed);
  EXPECT_NE(l.reason.find("loot stands in a 2 x 2 spiral's block at 3,2"), std::string::npos)
      << l.reason;
}

TEST(SpiralFitCheck, TwoByTwoBlockMustLieOnItsFloor) {
  Dungeon d = floorsOf({{"##############,,"}});
  addThing(d, ThingType::kSpiral, 0, {15, 0},
           {{Field::kRise, 6}, {Field::kShaft, kSpiralShaftDouble}});
  const CheckOutcome o = spiralsOf(d);
  ASSERT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("block runs off its floor"), std::string::npos) << o.reason;
}

// Floor 2's 2 x 2 shaft at (2, 0)-(3, 1) with its doorway to the west at (1, 0); floor 1's
// shaft above it with one doorway at `way_out`. 6 m apart, both at their floor's base.
Dungeon stackedWideSpiral(Point way_out) {
  Dungeon d = floorsOf({{"##,,##", "##,,##"}, {",,,,##", "##,,##"}});
  d.floors[0].setKind(way_out, SquareKind::kCorridor);
  addThing(d, ThingType::kSpiral, 0, {2, 0},
           {{Field::kVertical, Vertical::kDown},
            {Field::kRise, 12},
            {Field::kShaft, kSpiralShaftDouble}});
  addThing(
      d, ThingType::kSpiral, 1, {2, 0},
      {{Field::kVertical, Vertical::kUp}, {Field::kRise, 12}, {Field::kShaft, kSpiralShaftDouble}});
  return d;
}

TEST(SpiralFitCheck, TwoByTwoBetweenFloorsFitsSixMetresEveryWayOut) {
  // East (straight through, which one square refuses at 6 m), south (round a corner) and west
  // beside the block's other square (out the same side).
  for (Point way_out : {Point{4, 1}, Point{3, 2}, Point{1, 1}}) {
    const Dungeon d = stackedWideSpiral(way_out);
    const CheckOutcome o = spiralsOf(d);
    EXPECT_TRUE(o.passed) << way_out.x << "," << way_out.y << ": " << o.reason;
    for (std::string_view id : {"links_paired", "rock_between_floors", "slopes_walkable"}) {
      const CheckOutcome other = runCheck(id, d);
      EXPECT_TRUE(other.passed) << id << ": " << other.reason;
    }
  }
}

TEST(SpiralFitCheck, TwoByTwoBetweenFloorsFailsWithAnExtraDoorway) {
  Dungeon d = stackedWideSpiral({4, 1});
  d.floors[0].setKind({1, 1}, SquareKind::kCorridor);
  const CheckOutcome o = spiralsOf(d);
  ASSERT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("it has 2 on floor 1"), std::string::npos) << o.reason;
}

TEST(SpiralFitCheck, TwoByTwoPairsOnlyWithATwoByTwo) {
  Dungeon d = stackedWideSpiral({4, 1});
  d.things.front().fields.clear(Field::kShaft);  // floor 1's end: one square
  const CheckOutcome o = runCheck("links_paired", d);
  ASSERT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("its shaft is 2 x 2 but the spiral down on floor 1 is one square"),
            std::string::npos)
      << o.reason;
}

// Three floors: the 2 x 2 shaft from floor 3 to floor 1 crosses floor 2, which must be rock at
// every column of the block.
TEST(SpiralFitCheck, TwoByTwoShaftStaysRockAtEveryColumnBetween) {
  Dungeon d = floorsOf({{"##,,,", "##,,#"}, {"#####", "#####"}, {",,,,#", "##,,#"}});
  addThing(d, ThingType::kSpiral, 0, {2, 0},
           {{Field::kVertical, Vertical::kDown},
            {Field::kRise, 24},
            {Field::kShaft, kSpiralShaftDouble}});
  addThing(
      d, ThingType::kSpiral, 2, {2, 0},
      {{Field::kVertical, Vertical::kUp}, {Field::kRise, 24}, {Field::kShaft, kSpiralShaftDouble}});
  const CheckOutcome rock = runCheck("links_paired", d);
  EXPECT_TRUE(rock.passed) << rock.reason;
  d.floors[1].setKind({3, 1}, SquareKind::kCorridor);  // the block's south-east column
  const CheckOutcome open = runCheck("links_paired", d);
  ASSERT_FALSE(open.passed);
  EXPECT_NE(open.reason.find("its shaft meets open floor 2 before a partner"), std::string::npos)
      << open.reason;
}

}  // namespace
}  // namespace dungeon::checks
