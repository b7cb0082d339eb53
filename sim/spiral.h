// How a spiral stair winds inside its one 3 m square shaft (SPEC section 5.5). The wall stands
// 1.45 m from the middle round a 0.22 m column, with a 0.9 m doorway at each end. The treads
// run from the way in to the way out with a flat landing at each end; the fit tries the
// doorway-to-doorway sweep plus up to six whole turns and keeps the gentlest winding that is
// walkable: at most 36 degrees 0.9 m from the middle, 2.2 m of head room under the turn above
// everywhere, and the way in's doorway (2.6 m tall, as every doorway) left clear by the turn
// above it. docs/checks.md works through the numbers.
//
// Floating point decides only whether a winding fits; the numbers it reports are rounded for
// messages and never reach a sheet or a hash.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "model/thing.h"

namespace dungeon::sim {

// Where the way out lies from the way in: across the shaft, a quarter round it, or (between
// stacked floors) on the same side.
enum class SpiralTurn { kStraight, kCorner, kSameSide };

// Whether the spiral joins two heights of one floor or two stacked floors: only the latter
// can have its two doorways on the same side.
enum class SpiralSpan { kWithinFloor, kBetweenFloors };

inline constexpr double kSpiralWallM = 1.45;
// The doorway's width and the head room are the spiral's passage in the thing catalogue.
inline constexpr double kSpiralDoorwayWidthM =
    linkTraitsOf(ThingType::kSpiral).passage.width_cm / 100.0;
inline constexpr double kSpiralDoorwayHeightM = 2.6;  // SPEC section 3's doorway height
inline constexpr double kSpiralSlopeRadiusM = 0.9;
inline constexpr double kSpiralMaxSlopeDegrees = 36.0;
inline constexpr double kSpiralHeadRoomM =
    linkTraitsOf(ThingType::kSpiral).passage.height_cm / 100.0;
inline constexpr int kSpiralMaxWholeTurns = 6;

// One way of winding the treads.
struct Winding {
  int sweep_degrees = 0;     // round the middle from the way in's doorway to the way out's
  double climb_degrees = 0;  // the sweep less the two landings: where the treads rise
  double slope_degrees = 0;  // 0.9 m from the middle
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

// The winding of that sweep for a rise of `rise_half_m` half-metres.
Winding windingOf(int sweep_degrees, int rise_half_m);

struct SpiralFit {
  std::optional<Winding> winding;  // the gentlest that fits
  std::string problem;             // when none fits: why, and what to change
};

// Tries every sweep the turn allows (straight: 180 degrees plus whole turns; a corner: 90 or
// 270 degrees plus whole turns, since the treads may wind either way; the same side: one to
// six whole turns) and keeps the gentlest. When none fits, the problem names the rises that
// fit and the other ways out the span allows.
SpiralFit fitSpiral(SpiralTurn turn, int rise_half_m, SpiralSpan span);

// "straight through", "round a corner", "out the same side".
std::string_view spiralTurnName(SpiralTurn turn);

// The rises from 0.5 m to the sheet's 12 m that fit, as ranges: "0.5-1.5, 4.5-5.5 or 7.0-12.0 m".
std::string fittingRisesText(SpiralTurn turn);

}  // namespace dungeon::sim
