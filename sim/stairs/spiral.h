// How a spiral stair winds inside its shaft (SPEC section 5.5), in floating point: the geometry
// the integer table of sim/stairs/spiral_table.h is checked against. A one-square shaft's wall
// stands 1.45 m from the middle with a 0.9 m doorway at each end, its slope measured 0.9 m from the
// middle; a 2 x 2 shaft's wall stands at 2.95 m with 1.8 m doorways and treads, its slope
// measured 1.8 m from the middle. The treads run from the way in to the way out with a flat
// landing at each end; the fit tries the doorway-to-doorway sweep plus up to six whole turns and
// keeps the gentlest winding that is walkable: at most 36 degrees on the walking line, 2.2 m of
// head room under the turn above everywhere, and the way in's doorway (2.6 m tall, as every
// doorway) left clear by the turn above it. docs/checks.md works through the numbers.
//
// Nothing here decides a check, a sheet or a hash: those read the integer table, and a test
// checks that the table is what this geometry measures (sim/stairs/tests/spiral_table_test.cpp).
#pragma once

#include <optional>
#include <string_view>

#include "model/geometry.h"
#include "model/thing.h"

namespace dungeon::sim {

// Where the way out lies from the way in: across the shaft, a quarter round it, or (between
// stacked floors) on the same side.
enum class SpiralTurn { kStraight, kCorner, kSameSide };

// How the way out lies from the way in, given the sides of the shaft the two doorways are on.
constexpr SpiralTurn spiralTurnBetween(Dir way_in, Dir way_out) {
  if (way_out == way_in) return SpiralTurn::kSameSide;
  return way_out == opposite(way_in) ? SpiralTurn::kStraight : SpiralTurn::kCorner;
}
inline constexpr SpiralTurn kAllSpiralTurns[] = {SpiralTurn::kStraight, SpiralTurn::kCorner,
                                                 SpiralTurn::kSameSide};

// Whether the spiral joins two heights of one floor or two stacked floors: only the latter
// can have its two doorways on the same side.
enum class SpiralSpan { kWithinFloor, kBetweenFloors };

// The shaft's measures, in centimetres so that messages and the table print them exactly.
struct SpiralShaftGeometry {
  int wall_cm;           // the faceted wall's distance from the middle
  int doorway_width_cm;  // each doorway, and the treads, as the catalogue's passage
  int walking_line_cm;   // where the slope is measured, from the middle
};
// SPEC section 5.5. REQUIRES: shaft is kSpiralShaftSingle or kSpiralShaftDouble.
constexpr SpiralShaftGeometry spiralShaftGeometry(int shaft) {
  return shaft == kSpiralShaftDouble
             ? SpiralShaftGeometry{295, spiralLinkTraits(shaft).passage.width_cm, 180}
             : SpiralShaftGeometry{145, spiralLinkTraits(shaft).passage.width_cm, 90};
}

inline constexpr int kSpiralDoorwayHeightCm = 260;  // SPEC section 3's doorway height
inline constexpr int kSpiralMaxSlopeDegrees = 36;
inline constexpr int kSpiralHeadRoomCm = kSpiralLink.passage.height_cm;
inline constexpr int kSpiralMaxWholeTurns = 6;

// One way of winding the treads.
struct Winding {
  int sweep_degrees = 0;     // round the middle from the way in's doorway to the way out's
  double climb_degrees = 0;  // the sweep less the two landings: where the treads rise
  double slope_degrees = 0;  // on the walking line
  // Least height between a tread and the turn above it; nullopt when nothing winds above.
  // With landings as wide as the doorways it is least over the way in's landing, so it equals
  // over_doorway_m and the doorway's 2.6 m is the limit that binds; the 2.2 m rule is kept as
  // SPEC states it.
  std::optional<double> head_room_m;
  // Height of the turn above over the way in's doorway; nullopt when none passes over it.
  std::optional<double> over_doorway_m;

  bool tooSteep() const;
  bool tooLow() const;
  bool fits() const { return !tooSteep() && !tooLow(); }
};

// The winding of that sweep for a rise of `rise_half_m` half-metres in the shaft.
Winding windingOf(int sweep_degrees, int rise_half_m, int shaft = kSpiralShaftSingle);

// Why no winding fits: the gentlest winding that is still too steep and the steepest whose turn
// above comes too low (the fitting ones, had there been any, lie between them).
struct SpiralMisfit {
  std::optional<Winding> steep;
  std::optional<Winding> low;
};

struct SpiralFit {
  std::optional<Winding> winding;  // the gentlest that fits
  SpiralMisfit misfit;             // when none fits
};

// Tries every sweep the turn allows (straight: 180 degrees plus whole turns; a corner: 90 or
// 270 degrees plus whole turns, since the treads may wind either way; the same side: one to
// six whole turns) and keeps the gentlest. Within a floor the two doorways never share a side,
// so the same side there fits nothing (and has no misfit to tell).
SpiralFit fitSpiral(SpiralTurn turn, int rise_half_m, SpiralSpan span,
                    int shaft = kSpiralShaftSingle);

// "straight through", "round a corner", "out the same side".
std::string_view spiralTurnName(SpiralTurn turn);

}  // namespace dungeon::sim
