// The rule numbers the seed documents give and more than one layer uses, defined once
// (SPEC sections 2, 3 and 5). Every layer above the model uses these names; a number that
// only one module needs stays in that module. Lengths are in whole squares, centimetres or
// half-metres, so no rule is decided by floating point.
#pragma once

namespace dungeon {

// SPEC 3: a square is 3 m x 3 m.
inline constexpr int kSquareCm = 300;
// SPEC 3: floor heights are on a 0.5 m grid.
inline constexpr int kCmPerHalfMetre = 50;
// SPEC 3: a room storey is 4 m tall.
inline constexpr int kStoreyHalfMetres = 8;
// SPEC 3: stacked floors keep 2 m of rock between them (4 m storey + 2 m of rock = 6 m).
inline constexpr int kRockBetweenFloorsHalfMetres = 4;
inline constexpr int kHalfMetresBetweenFloors = kStoreyHalfMetres + kRockBetweenFloorsHalfMetres;
// SPEC 3: bodies walk slopes up to 45 degrees; over one 3 m square that is a 3 m rise.
inline constexpr int kMaxSlopeDegrees = 45;
inline constexpr int kMaxStepHalfMetres = kSquareCm / kCmPerHalfMetre;
// SPEC 3 and 8: a step between neighbouring squares that rises (or falls) more than that is a
// cliff, for the sim as for the checks (sim/world/heights.h applies it, with its exemptions).
constexpr bool steeperThanWalkable(int rise_half_m) {
  return rise_half_m > kMaxStepHalfMetres || rise_half_m < -kMaxStepHalfMetres;
}
// SPEC 5.3: the entrance needs 9 squares of rock in a straight line out of it for its ramp.
inline constexpr int kRampSquares = 9;
// SPEC 5.6: a glimpse slot joins squares at most 24 apart and cuts at most 20 squares of rock.
inline constexpr int kMaxGlimpseReach = 24;
inline constexpr int kMaxGlimpseRock = 20;

}  // namespace dungeon
