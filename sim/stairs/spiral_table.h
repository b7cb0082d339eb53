// The spiral fit as whole numbers, written out once (spiral_table.cpp): for each shaft (one
// square, 2 x 2), each way out (straight through, round a corner, out the same side) and each
// rise from 0.5 to 12 m, the gentlest winding that fits and why none does. Everything that
// decides a byte reads this table: the spiral_fit check, the generator's windings and
// `dungeon fit`; the floating geometry of sim/stairs/spiral.h only checks it
// (sim/stairs/tests/spiral_table_test.cpp compares every row with fitSpiral and prints the table it
// should be when they differ). No floating point here.
#pragma once

#include <compare>
#include <string>

#include "sim/stairs/spiral.h"

namespace dungeon::sim {

// One row of the table. Slopes are tenths of a degree and heights centimetres, both rounded to
// the nearest.
struct SpiralTableRow {
  int sweep_degrees = 0;  // the gentlest winding that fits; 0 when none does
  int slope_tenths = 0;   // its slope on the walking line
  int head_room_cm = 0;   // its least head room; kOpenAbove when nothing winds above
  // When none fits: the largest sweep still too steep (0: none is) and its slope, and the
  // smallest sweep whose turn above comes too low (0: none does) and how high it passes over
  // the way in's doorway (low_is_doorway 1) or its least head room (0).
  int steep_sweep_degrees = 0;
  int steep_slope_tenths = 0;
  int low_sweep_degrees = 0;
  int low_cm = 0;
  int low_is_doorway = 0;

  static constexpr int kOpenAbove = -1;
  auto operator<=>(const SpiralTableRow&) const = default;
};

// The row of the shaft (kSpiralShaftSingle or kSpiralShaftDouble), way and rise in half-metres
// (1..kMaxSpiralRiseHalfMetres); the same side's row is the one between floors. REQUIRES: those
// ranges.
const SpiralTableRow& spiralTableRow(int shaft, SpiralTurn turn, int rise_half_m);

// The sweep in whole degrees of the gentlest winding that fits, or 0 when none does (and for a
// shaft, rise or way outside the table, or out the same side within a floor).
int fittedSweepDegrees(int shaft, SpiralTurn turn, int rise_half_m, SpiralSpan span);

// The rises from 0.5 to 12 m that fit the way in the shaft, as ranges ("0.5-1.5, 4.5-5.5 or
// 7.0-12.0 m"), or "no rise" when none does.
std::string fittingRisesText(int shaft, SpiralTurn turn);

// When no winding fits: why, and what to change (the rises that fit, the other ways out the
// span allows, a 2 x 2 shaft where it would fit). Empty when one fits.
std::string spiralMisfitText(int shaft, SpiralTurn turn, int rise_half_m, SpiralSpan span);

// "one-square" or "2 x 2", as in "a one-square shaft".
std::string_view spiralShaftName(int shaft);

// Centimetres as metres with two decimals (262 -> "2.62"); tenths as "34.9".
std::string centimetresText(int cm);
std::string tenthsText(int tenths);

}  // namespace dungeon::sim
