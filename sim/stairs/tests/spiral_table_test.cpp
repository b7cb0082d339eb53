// The integer spiral table (sim/stairs/spiral_table.h) against the floating geometry
// (sim/stairs/spiral.h): every row, for every shaft, way out and rise, is what fitSpiral measures,
// rounded; when they differ the test prints the whole table as it should be written in
// spiral_table.cpp. Then what the 2 x 2 shaft fits, worked by hand, and the messages read from the
// table.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "sim/stairs/spiral.h"
#include "sim/stairs/spiral_table.h"

namespace dungeon::sim {
namespace {

constexpr int kShafts[] = {kSpiralShaftSingle, kSpiralShaftDouble};

int tenths(double degrees) {
  return static_cast<int>(std::lround(degrees * 10));
}
int centimetres(double metres) {
  return static_cast<int>(std::lround(metres * 100));
}

// The row fitSpiral measures (the same side's between floors, as the table holds it).
SpiralTableRow measuredRow(int shaft, SpiralTurn turn, int rise_half_m) {
  const SpiralFit fit = fitSpiral(turn, rise_half_m, SpiralSpan::kBetweenFloors, shaft);
  SpiralTableRow row;
  if (fit.winding) {
    row.sweep_degrees = fit.winding->sweep_degrees;
    row.slope_tenths = tenths(fit.winding->slope_degrees);
    row.head_room_cm = fit.winding->head_room_m ? centimetres(*fit.winding->head_room_m)
                                                : SpiralTableRow::kOpenAbove;
    return row;
  }
  if (const auto& steep = fit.misfit.steep) {
    row.steep_sweep_degrees = steep->sweep_degrees;
    row.steep_slope_tenths = tenths(steep->slope_degrees);
  }
  if (const auto& low = fit.misfit.low) {
    const bool doorway =
        low->over_doorway_m && *low->over_doorway_m < kSpiralDoorwayHeightCm / 100.0;
    row.low_sweep_degrees = low->sweep_degrees;
    row.low_cm = centimetres(doorway ? *low->over_doorway_m : low->head_room_m.value_or(0));
    row.low_is_doorway = doorway ? 1 : 0;
  }
  return row;
}

std::string rowSource(const SpiralTableRow& r, int shaft, SpiralTurn turn, int rise) {
  const char* turns[] = {"straight", "corner", "same side"};
  return "    {" + std::to_string(r.sweep_degrees) + ", " + std::to_string(r.slope_tenths) + ", " +
         std::to_string(r.head_room_cm) + ", " + std::to_string(r.steep_sweep_degrees) + ", " +
         std::to_string(r.steep_slope_tenths) + ", " + std::to_string(r.low_sweep_degrees) + ", " +
         std::to_string(r.low_cm) + ", " + std::to_string(r.low_is_doorway) + "},  // " +
         std::string(spiralShaftName(shaft)) + ", " + turns[static_cast<int>(turn)] + ", " +
         std::to_string(rise / 2) + (rise % 2 ? ".5" : ".0") + " m\n";
}

TEST(SpiralTable, EveryRowIsWhatTheGeometryMeasures) {
  std::string should_be;
  int differing = 0;
  for (int shaft : kShafts) {
    for (SpiralTurn turn : kAllSpiralTurns) {
      for (int rise = 1; rise <= kMaxSpiralRiseHalfMetres; ++rise) {
        const SpiralTableRow measured = measuredRow(shaft, turn, rise);
        should_be += rowSource(measured, shaft, turn, rise);
        if (measured == spiralTableRow(shaft, turn, rise)) continue;
        ++differing;
        ADD_FAILURE() << "row differs: " << rowSource(measured, shaft, turn, rise);
      }
    }
  }
  EXPECT_EQ(differing, 0) << "the table in sim/stairs/spiral_table.cpp should read:\n" << should_be;
}

TEST(SpiralTable, FittedSweepIsFitSpiralsForEitherSpan) {
  for (int shaft : kShafts) {
    for (SpiralTurn turn : kAllSpiralTurns) {
      for (SpiralSpan span : {SpiralSpan::kWithinFloor, SpiralSpan::kBetweenFloors}) {
        for (int rise = 1; rise <= kMaxSpiralRiseHalfMetres; ++rise) {
          const SpiralFit fit = fitSpiral(turn, rise, span, shaft);
          EXPECT_EQ(fittedSweepDegrees(shaft, turn, rise, span),
                    fit.winding ? fit.winding->sweep_degrees : 0)
              << "shaft " << shaft << ", " << spiralTurnName(turn) << ", " << rise / 2.0 << " m";
          EXPECT_EQ(spiralMisfitText(shaft, turn, rise, span).empty(), fit.winding.has_value());
        }
      }
    }
  }
}

TEST(SpiralTable, OutsideTheTableNothingFits) {
  EXPECT_EQ(fittedSweepDegrees(3, SpiralTurn::kCorner, 7, SpiralSpan::kWithinFloor), 0);
  EXPECT_EQ(fittedSweepDegrees(0, SpiralTurn::kCorner, 7, SpiralSpan::kWithinFloor), 0);
  EXPECT_EQ(fittedSweepDegrees(1, SpiralTurn::kCorner, 0, SpiralSpan::kWithinFloor), 0);
  EXPECT_EQ(fittedSweepDegrees(1, SpiralTurn::kCorner, 25, SpiralSpan::kWithinFloor), 0);
  EXPECT_EQ(fittedSweepDegrees(1, SpiralTurn::kSameSide, 12, SpiralSpan::kWithinFloor), 0);
  EXPECT_EQ(fittedSweepDegrees(1, SpiralTurn::kSameSide, 12, SpiralSpan::kBetweenFloors), 720);
}

// The 2 x 2 shaft: a 1.8 m doorway in a wall 2.95 m out spans 2 asin(0.9 / 2.95) = 35.53
// degrees, and the slope is measured 1.8 m from the middle, so half a turn climbs 144.47
// degrees and takes 3.0 m at 33.5 degrees.
TEST(SpiralTable, TwoByTwoShaftGeometry) {
  const Winding w = windingOf(180, 6, kSpiralShaftDouble);
  EXPECT_NEAR(w.climb_degrees, 144.47, 0.01);
  EXPECT_NEAR(w.slope_degrees, 33.46, 0.01);
  EXPECT_TRUE(w.fits());
  // 3.5 m over that half turn is 37.6 degrees; over a turn and a half the turn above passes
  // 3.5 * (360 - 35.53) / (540 - 35.53) = 2.25 m over the way in, under its 2.6 m doorway.
  EXPECT_TRUE(windingOf(180, 7, kSpiralShaftDouble).tooSteep());
  const Winding low = windingOf(540, 7, kSpiralShaftDouble);
  EXPECT_NEAR(*low.over_doorway_m, 2.251, 0.001);
  EXPECT_FALSE(low.tooSteep());
  EXPECT_TRUE(low.tooLow());
}

// Round a corner the 2 x 2 shaft fits every rise of the sheet. Straight through it fits every
// rise but 3.5 and 4 m: half a turn takes at most 3.30 m at 36 degrees, and a turn and a half
// needs 2.6 * 504.47 / 324.47 = 4.04 m for the turn above to clear the way in's 2.6 m doorway
// (with the 2.2 m head room alone both would fit). Out the same side it fits from 3 m: under
// 2.6 m the way out's landing passes over the way in's doorway lower than the doorway.
TEST(SpiralTable, WhatTheTwoByTwoShaftFits) {
  EXPECT_EQ(fittingRisesText(kSpiralShaftDouble, SpiralTurn::kCorner), "0.5-12.0 m");
  EXPECT_EQ(fittingRisesText(kSpiralShaftDouble, SpiralTurn::kStraight), "0.5-3.0 or 4.5-12.0 m");
  EXPECT_EQ(fittingRisesText(kSpiralShaftDouble, SpiralTurn::kSameSide), "3.0-12.0 m");
  // Stacked floors stand 6 m apart: every way out fits there.
  for (SpiralTurn turn : kAllSpiralTurns) {
    EXPECT_GT(fittedSweepDegrees(kSpiralShaftDouble, turn, 12, SpiralSpan::kBetweenFloors), 0);
  }
}

TEST(SpiralTable, EveryRiseTheOneSquareShaftRefusesRoundACornerTheTwoByTwoFits) {
  for (int rise = 1; rise <= kMaxSpiralRiseHalfMetres; ++rise) {
    EXPECT_GT(
        fittedSweepDegrees(kSpiralShaftDouble, SpiralTurn::kCorner, rise, SpiralSpan::kWithinFloor),
        0)
        << rise / 2.0 << " m";
  }
  const std::string one =
      spiralMisfitText(kSpiralShaftSingle, SpiralTurn::kCorner, 6, SpiralSpan::kWithinFloor);
  EXPECT_NE(one.find("or make the shaft 2 x 2 (shaft=2), which fits it"), std::string::npos) << one;
}

TEST(SpiralTable, TheTwoByTwoMisfitSaysWhy) {
  const std::string text =
      spiralMisfitText(kSpiralShaftDouble, SpiralTurn::kStraight, 7, SpiralSpan::kWithinFloor);
  EXPECT_EQ(text,
            "a 3.5 m spiral straight through in a 2 x 2 shaft fits no winding of up to 6 whole "
            "turns: sweeping 180 degrees or less it is steeper than 36 degrees 1.8 m from the "
            "middle (37.6); sweeping 540 degrees or more the turn above passes 2.25 m over the "
            "way in, under its doorway's 2.6 m; make the rise one that fits (straight through "
            "fits 0.5-3.0 or 4.5-12.0 m) or put the way out round a corner (fits 0.5-12.0 m)");
}

TEST(SpiralTable, WithinAFloorTheDoorwaysCannotShareASide) {
  const std::string text =
      spiralMisfitText(kSpiralShaftDouble, SpiralTurn::kSameSide, 12, SpiralSpan::kWithinFloor);
  EXPECT_NE(text.find("within a floor a spiral's way in and way out cannot share a side"),
            std::string::npos)
      << text;
}

}  // namespace
}  // namespace dungeon::sim
