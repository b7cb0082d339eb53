// Stair shapes on hand-built turns: which squares are stairs, the ray table against the
// tangents it stands for, and the worked example of docs/stairs.md number by number.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <numbers>

#include "model/rules.h"
#include "model/sheet.h"
#include "sim/stairs/tests/stair_floors.h"

namespace dungeon::sim {
namespace {

using testing::kTurnCorner;
using testing::turnFloor;
using testing::TurnPlan;

constexpr int64_t kQuarterMetre = kStairUnitsPerMetre / 4;

TEST(CornerRayExits, AreTheTangentsRoundedToTheNearestUnit) {
  const auto exits = cornerRayExits();
  ASSERT_EQ(exits.size(), static_cast<size_t>(kCornerSectors / 2 + 1));
  for (size_t k = 0; k < exits.size(); ++k) {
    const double exact = static_cast<double>(kStairSquareUnits) *
                         std::tan(static_cast<double>(k) * std::numbers::pi / 2 / kCornerSectors);
    EXPECT_LE(std::abs(static_cast<double>(exits[k]) - exact), 0.5) << "ray " << k;
  }
}

TEST(StairShape, AFlatTurnAStraightRunAndAStairRoundACorner) {
  EXPECT_EQ(stairShapeAt(turnFloor({}), kTurnCorner).kind, StairKind::kFlat);
  Floor straight(kMinFloorSide, kMinFloorSide, 0, "");
  for (int x = 5; x <= 9; ++x) {
    straight.setKind({x, 7}, SquareKind::kCorridor);
    straight.setHeightHalfMetres({x, 7}, x);
  }
  const StairShape s = stairShapeAt(straight, {7, 7});
  EXPECT_EQ(s.kind, StairKind::kStraight);
  EXPECT_EQ(s.entry, Dir::kWest);
  EXPECT_EQ(s.leave, Dir::kEast);
  EXPECT_EQ(s.entry_edge, 13 * kQuarterMetre);  // between 3 m and 3.5 m
  EXPECT_EQ(s.leave_edge, 15 * kQuarterMetre);
  EXPECT_EQ(steepestSlopePerMille(s), 167);  // 0.5 m over 3 m
  EXPECT_FALSE(cornerStairAt(straight, {7, 7}).has_value());
}

// The worked example: a run climbing from the west by half a metre to a corner at 0 m that
// leaves south, level.
TurnPlan workedExample() {
  return {Dir::kWest, Dir::kSouth, 0, -1, 0, false, false};
}

TEST(CornerStair, TheWorkedExampleNumberByNumber) {
  const auto c = cornerStairAt(turnFloor(workedExample()), kTurnCorner);
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->shape.entry, Dir::kWest);
  EXPECT_EQ(c->shape.leave, Dir::kSouth);
  EXPECT_EQ(c->shape.entry_edge, -kQuarterMetre);
  EXPECT_EQ(c->shape.middle, 0);
  EXPECT_EQ(c->shape.leave_edge, 0);
  EXPECT_EQ(c->inner, (StairPoint{0, kStairSquareUnits}));  // the south-west corner
  EXPECT_EQ(c->exits[0], (StairPoint{0, 0}));               // up the west side
  EXPECT_EQ(c->exits[1], (StairPoint{2360, 0}));
  EXPECT_EQ(c->exits[12], (StairPoint{kStairSquareUnits, 0}));
  EXPECT_EQ(c->exits[24], (StairPoint{kStairSquareUnits, kStairSquareUnits}));
  for (int k = 0; k <= 12; ++k) EXPECT_EQ(c->ray_heights[k], -kQuarterMetre + 250 * k);
  for (int k = 12; k <= 24; ++k) EXPECT_EQ(c->ray_heights[k], 0);
  const CornerSector first = cornerSector(*c, 0);
  EXPECT_EQ(first.corner_count, 3);
  EXPECT_EQ(sectorArea(first), 18000 * 2360);
  EXPECT_EQ(surfaceHeightAt(c->shape, {kStairSquareUnits / 2, kStairSquareUnits / 2}), 0);
  EXPECT_EQ(surfaceHeightAt(c->shape, {0, kStairSquareUnits / 2}), -kQuarterMetre);
  EXPECT_EQ(steepestSlopePerMille(c->shape), 226);  // sector 11, at the walking line
  EXPECT_EQ(cornerSlopePerMilleAt(*c, kCornerWalkingLineUnits / 2), 452);
}

TEST(CornerStair, ALandingTakesTheWholeStepInHalfTheTurn) {
  TurnPlan plan = workedExample();
  plan.a_landing = true;
  const StairShape s = stairShapeAt(turnFloor(plan), kTurnCorner);
  EXPECT_EQ(s.entry_edge, -2 * kQuarterMetre);
  EXPECT_EQ(steepestSlopePerMille(s), 452);
}

TEST(CornerStair, AClimbThatStartsAtTheCornerUsesTheSecondHalfOfTheTurn) {
  const auto c =
      cornerStairAt(turnFloor({Dir::kWest, Dir::kSouth, 0, 0, 1, false, false}), kTurnCorner);
  ASSERT_TRUE(c.has_value());
  for (int k = 0; k <= 12; ++k) EXPECT_EQ(c->ray_heights[k], 0);
  for (int k = 12; k <= 24; ++k) EXPECT_EQ(c->ray_heights[k], 250 * (k - 12));
}

TEST(CornerStair, AnEvenClimbIsOneStraightBlendOverTheWholeTurn) {
  const auto c =
      cornerStairAt(turnFloor({Dir::kWest, Dir::kSouth, 0, -1, 1, false, false}), kTurnCorner);
  ASSERT_TRUE(c.has_value());
  for (int k = 0; k <= 24; ++k) EXPECT_EQ(c->ray_heights[k], -kQuarterMetre + 250 * k);
}

TEST(CornerStair, TheLargestStepSlopesWalkableAllowsIsTooSteepRoundACorner) {
  TurnPlan plan{Dir::kWest, Dir::kSouth, 0, -kMaxStepHalfMetres, 0, false, false};
  const Floor f = turnFloor(plan);
  EXPECT_EQ(steepestSlopePerMille(stairShapeAt(f, step(kTurnCorner, Dir::kWest))), 1000);
  EXPECT_EQ(steepestSlopePerMille(stairShapeAt(f, kTurnCorner)), 1355);
  plan.a = -4;  // 2 m: the largest step a corner between run squares takes
  EXPECT_EQ(steepestSlopePerMille(stairShapeAt(turnFloor(plan), kTurnCorner)), 904);
  plan.a = -5;
  EXPECT_GT(steepestSlopePerMille(stairShapeAt(turnFloor(plan), kTurnCorner)), 1000);
}

// The steepest corner the heights grid holds (a landing 13 m below the corner: model/sheet.h's
// kMaxHeightHalfMetres) scales every rise of the half-metre landing above by 26: its slopes lie
// within 26 times that one's, less its rounding, and are these exact values, which the 128-bit
// arithmetic this file used before gave too. Within 64 bits on every architecture (the asan
// build's UBSan would stop on an overflow).
TEST(CornerStair, TheSteepestCornerTheHeightsGridHoldsScalesExactly) {
  TurnPlan plan = workedExample();
  plan.a_landing = true;
  const auto unit = cornerStairAt(turnFloor(plan), kTurnCorner);
  plan.a = -kMaxHeightHalfMetres;
  const auto steepest = cornerStairAt(turnFloor(plan), kTurnCorner);
  ASSERT_TRUE(unit.has_value() && steepest.has_value());
  const std::array<std::array<int64_t, 3>, 3> expected = {{
      {kCornerWalkingLineUnits, 452, 11741},
      {kStairSquareUnits / 8, 1807, 46964},
      {kStairSquareUnits, 226, 5871},
  }};
  for (const auto& [radius, one, most] : expected) {
    EXPECT_EQ(cornerSlopePerMilleAt(*unit, radius), one) << "radius " << radius;
    EXPECT_EQ(cornerSlopePerMilleAt(*steepest, radius), most) << "radius " << radius;
    EXPECT_GT(most, kMaxHeightHalfMetres * (one - 1));
    EXPECT_LE(most, kMaxHeightHalfMetres * one);
  }
  const StairPoint middle{kStairSquareUnits / 2, kStairSquareUnits / 4};
  EXPECT_EQ(cornerHeightAt(*unit, middle), -1509);
  EXPECT_EQ(cornerHeightAt(*steepest, middle), -39215);  // within 26 times the unit's, rounded
}

}  // namespace
}  // namespace dungeon::sim
