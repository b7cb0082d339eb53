// How each square of a stair is shaped (docs/stairs.md). A floor stores one height per square
// (its middle's); from those heights and which neighbours are open, every open square is flat,
// a straight stair square or a corner stair square, with the heights of its way in, its middle
// and its way out. Neighbouring stair squares meet at the mean of their heights, and a stair
// meets a flat square (a room, a junction, a dead end) at the flat square's height, so a stair
// is one continuous surface. Pure integer geometry in a fixed unit: the same floor always gives
// the same shapes, heights and slopes, and no floating point decides any of them.
#pragma once

#include <compare>
#include <cstdint>

#include "model/floor.h"
#include "model/geometry.h"
#include "model/rules.h"

namespace dungeon::sim {

// The fixed-point unit of stair geometry: a twelfth of a millimetre. Twelve, so the quarter
// metre between two half-metre squares' mean and either height splits into the twelve equal
// shares of half a corner's turn (corner_stair.h) and every corner's top is a whole unit.
inline constexpr int64_t kStairUnitsPerMetre = 12000;
inline constexpr int64_t kStairUnitsPerHalfMetre = kStairUnitsPerMetre / 2;
inline constexpr int64_t kStairSquareUnits = kSquareCm * kStairUnitsPerMetre / 100;  // 36000
// 45 degrees as a slope in per mille (rise per run, times 1000).
inline constexpr int kWalkableSlopePerMille = 1000;

// A point of one square in the square's own frame: origin at its north-west corner, x east,
// y south, in units; the square is [0, kStairSquareUnits] on both axes.
struct StairPoint {
  int64_t x = 0;
  int64_t y = 0;
  auto operator<=>(const StairPoint&) const = default;
};

enum class StairKind {
  kFlat,      // level at its own height everywhere
  kStraight,  // exactly two open neighbours, opposite each other, not all at one height
  kCorner,    // exactly two open neighbours, at right angles, not all at one height
};

// One square's shape. Heights are in units above the floor's base.
struct StairShape {
  StairKind kind = StairKind::kFlat;
  Point square;
  // The side the way comes in by and the side it leaves by. The way in is the side whose edge
  // is lower (on a tie, the first of the two in north, east, south, west order). Unused when
  // flat.
  Dir entry = Dir::kNorth;
  Dir leave = Dir::kSouth;
  int64_t entry_edge = 0;  // the height all along the entry side
  int64_t middle = 0;      // the square's own height (the sheet's), at its middle
  int64_t leave_edge = 0;  // the height all along the leaving side
};

// True iff p is open and has exactly two open neighbours: a square of a run (a corridor's
// square, straight or turning). Squares of a run are the only ones a stair shapes.
bool isRunSquare(const Floor& f, Point p);

// The height where run square p meets its open neighbour on `side`: the mean of the two
// squares' heights when the neighbour is a run square too, else the neighbour's own height
// (a flat square stays flat and the stair meets it). REQUIRES: isRunSquare(f, p) and the
// neighbour on `side` is open.
int64_t edgeHeight(const Floor& f, Point p, Dir side);

// The shape of square p: flat unless it is a run square whose way in, middle and way out are
// not all at one height. REQUIRES: f.inBounds(p).
StairShape stairShapeAt(const Floor& f, Point p);

// The surface's height at `at` (units, rounded down). A straight square rises in a straight
// line along its way from the entry edge to its middle and again from its middle to the
// leaving edge, level across; a corner follows corner_stair.h. REQUIRES: `at` within the
// square.
int64_t surfaceHeightAt(const StairShape& s, StairPoint at);

// The steepest slope of the square's surface where bodies walk, in per mille rounded up (so
// at most kWalkableSlopePerMille iff no slope is steeper than 45 degrees). Flat: 0. Straight:
// the steeper half. Corner: its walking line (corner_stair.h).
int steepestSlopePerMille(const StairShape& s);

// The steepest slope of the half of the square between its middle and its side `side`, where
// bodies walk, in per mille rounded up: a straight square's half along its way, a corner's half
// turn at its walking line. A step between two squares crosses one half of each. 0 for a flat
// square, or a side that is neither its entry nor its leaving side.
int halfSlopePerMille(const StairShape& s, Dir side);

// Rounding helpers for exact integer geometry: the quotient rounded towards minus infinity
// and towards plus infinity. REQUIRES: d > 0.
int64_t floorDiv(int64_t n, int64_t d);
int64_t ceilDiv(int64_t n, int64_t d);

}  // namespace dungeon::sim
