// The spiral fit check on hand-drawn shafts: within a floor straight through and round a
// corner, between stacked floors each way out, a rise the sheet gets wrong, and a shaft with
// the wrong number of doorways.
#include <gtest/gtest.h>

#include "checks/spiral_fit.h"
#include "testing/floors.h"

namespace dungeon::checks {
namespace {

using testing::addThing;
using testing::floorsOf;

CheckOutcome spiralsOf(const Dungeon& d) {
  const CheckContext context(d);
  return spiralFit(context);
}

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

}  // namespace
}  // namespace dungeon::checks
