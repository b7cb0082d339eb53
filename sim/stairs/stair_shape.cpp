// Which squares a stair shapes, the heights where they meet, and straight squares' surfaces.
#include "sim/stairs/stair_shape.h"

#include <algorithm>
#include <array>
#include <utility>

#include "sim/stairs/corner_stair.h"

namespace dungeon::sim {
namespace {

int64_t unitsOf(int half_metres) {
  return static_cast<int64_t>(half_metres) * kStairUnitsPerHalfMetre;
}

// How far `at` lies from the side `d` of the square, in units.
int64_t distanceFromSide(StairPoint at, Dir d) {
  switch (d) {
    case Dir::kNorth:
      return at.y;
    case Dir::kSouth:
      return kStairSquareUnits - at.y;
    case Dir::kWest:
      return at.x;
    case Dir::kEast:
      return kStairSquareUnits - at.x;
  }
  return 0;
}

int64_t absolute(int64_t v) {
  return v < 0 ? -v : v;
}

}  // namespace

int64_t floorDiv(int64_t n, int64_t d) {
  const int64_t q = n / d;
  return (n % d != 0 && n < 0) ? q - 1 : q;
}

int64_t ceilDiv(int64_t n, int64_t d) {
  const int64_t q = n / d;
  return (n % d != 0 && n > 0) ? q + 1 : q;
}

bool isRunSquare(const Floor& f, Point p) {
  if (!f.isOpenAt(p)) return false;
  int open = 0;
  for (Dir d : kAllDirs) open += f.isOpenAt(step(p, d)) ? 1 : 0;
  return open == 2;
}

int64_t edgeHeight(const Floor& f, Point p, Dir side) {
  const Point q = step(p, side);
  const int hq = f.heightHalfMetres(q);
  if (!isRunSquare(f, q)) return unitsOf(hq);
  return (unitsOf(f.heightHalfMetres(p)) + unitsOf(hq)) / 2;  // exact: a half-metre is even
}

StairShape stairShapeAt(const Floor& f, Point p) {
  StairShape s;
  s.square = p;
  s.middle = unitsOf(f.heightHalfMetres(p));
  s.entry_edge = s.leave_edge = s.middle;
  if (!isRunSquare(f, p)) return s;
  std::array<Dir, 2> sides{};
  int n = 0;
  for (Dir d : kAllDirs) {
    if (f.isOpenAt(step(p, d))) sides[static_cast<size_t>(n++)] = d;
  }
  if (edgeHeight(f, p, sides[1]) < edgeHeight(f, p, sides[0])) std::swap(sides[0], sides[1]);
  s.entry = sides[0];
  s.leave = sides[1];
  s.entry_edge = edgeHeight(f, p, s.entry);
  s.leave_edge = edgeHeight(f, p, s.leave);
  if (s.entry_edge == s.middle && s.leave_edge == s.middle) return s;
  s.kind = s.leave == opposite(s.entry) ? StairKind::kStraight : StairKind::kCorner;
  return s;
}

int64_t surfaceHeightAt(const StairShape& s, StairPoint at) {
  switch (s.kind) {
    case StairKind::kFlat:
      return s.middle;
    case StairKind::kCorner:
      return cornerHeightAt(cornerStairOf(s), at);
    case StairKind::kStraight:
      break;
  }
  constexpr int64_t kHalf = kStairSquareUnits / 2;
  const int64_t along = distanceFromSide(at, s.entry);
  if (along <= kHalf) return s.entry_edge + floorDiv((s.middle - s.entry_edge) * along, kHalf);
  return s.middle + floorDiv((s.leave_edge - s.middle) * (along - kHalf), kHalf);
}

int steepestSlopePerMille(const StairShape& s) {
  switch (s.kind) {
    case StairKind::kFlat:
      return 0;
    case StairKind::kCorner:
      return cornerSteepestSlopePerMille(cornerStairOf(s));
    case StairKind::kStraight:
      break;
  }
  const int64_t rise =
      std::max(absolute(s.middle - s.entry_edge), absolute(s.leave_edge - s.middle));
  return static_cast<int>(ceilDiv(rise * kWalkableSlopePerMille, kStairSquareUnits / 2));
}

int halfSlopePerMille(const StairShape& s, Dir side) {
  if (s.kind == StairKind::kFlat || (side != s.entry && side != s.leave)) return 0;
  const bool leaving = side == s.leave;
  if (s.kind == StairKind::kCorner) return cornerHalfSlopePerMille(cornerStairOf(s), leaving);
  const int64_t rise = absolute(leaving ? s.leave_edge - s.middle : s.middle - s.entry_edge);
  return static_cast<int>(ceilDiv(rise * kWalkableSlopePerMille, kStairSquareUnits / 2));
}

}  // namespace dungeon::sim
