// The geometry of a corner stair square (SPEC section 5.5, docs/stairs.md). Its inner point is
// the square's corner between its two open sides; 25 rays from there cut the quarter turn into
// 24 sectors, the first ray along the entry side (share 0 of the turn), the last along the
// leaving side (share 1). Along each ray the floor is level at the height of the ray's share:
// the first half of the turn blends straight from the entry edge to the square's own height,
// the second half from there to the leaving edge. Collision is one convex prism per sector,
// its polygon computed directly (the inner point, where the first ray leaves the square, the
// far corner if it lies between, where the last ray leaves) and each corner's top at its own
// share; a prism's top is ruled by its level rays, so neighbouring prisms meet exactly.
//
// Everything is whole units (stair_shape.h): the rays' exits come from an integer table, areas
// are exact, slopes are compared as integers. Nothing here reads floating point.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <vector>

#include "model/floor.h"
#include "sim/stairs/stair_shape.h"

namespace dungeon::sim {

inline constexpr int kCornerSectors = 24;
inline constexpr int kCornerRays = kCornerSectors + 1;
// Where a corner's slope is judged: the walking line, the corridor's middle, half a square
// from the inner point (the path through the squares' middles never comes nearer). Nearer the
// inner point the turn is steeper, as on any winding stair; corner_stair.cpp says how much.
inline constexpr int64_t kCornerWalkingLineUnits = kStairSquareUnits / 2;

// Where ray k (k = 0..12, 3.75 degrees apart) leaves the square, measured from the entry side
// along the far side: round(36000 * tan(k * 3.75 degrees)). The rays past 45 degrees mirror
// them. A test holds the table against std::tan.
std::span<const int64_t> cornerRayExits();

// One sector's prism. Corners run inner point, first ray's exit, far corner (only when it lies
// strictly between the two rays), last ray's exit.
struct CornerSector {
  int index = 0;  // 0..23 from the entry side
  int corner_count = 0;
  std::array<StairPoint, 4> corners{};
  // Each corner's top. The inner point lies on both rays and carries both their heights: its
  // top here is the first ray's, `inner_last_top` the last ray's.
  std::array<int64_t, 4> tops{};
  int64_t inner_last_top = 0;
};

struct CornerStair {
  StairShape shape;                             // kind kCorner
  StairPoint inner;                             // the inner point, in the square's frame
  std::array<StairPoint, kCornerRays> exits{};  // where each ray leaves the square
  std::array<int64_t, kCornerRays> ray_heights{};
};

// The corner stair at p, or nullopt when p is not a corner stair square.
std::optional<CornerStair> cornerStairAt(const Floor& f, Point p);
// The geometry of a corner shape. REQUIRES: s.kind == StairKind::kCorner.
CornerStair cornerStairOf(const StairShape& s);

// The height of ray k's share of the turn (k / 24). REQUIRES: 0 <= k <= 24.
int64_t cornerRayHeight(const StairShape& s, int ray);

// Sector k's prism. REQUIRES: 0 <= k < 24.
CornerSector cornerSector(const CornerStair& c, int k);
// All 24, in order from the entry side.
std::vector<CornerSector> cornerSectors(const CornerStair& c);
// The polygon's area in square units (always whole: the square's side is even).
int64_t sectorArea(const CornerSector& s);
// True iff the polygon is strictly convex (every turn the same way, no three corners in line).
bool sectorConvex(const CornerSector& s);

// The surface's height at `at` (units, rounded down): the height of the point's share of its
// sector's chord. At the inner point itself: the entry edge's height. REQUIRES: `at` within
// the square.
int64_t cornerHeightAt(const CornerStair& c, StairPoint at);

// The steepest slope at and beyond `radius` units from the inner point, per mille rounded up.
// REQUIRES: 0 < radius <= kStairSquareUnits.
int cornerSlopePerMilleAt(const CornerStair& c, int64_t radius);
// The same at the walking line.
int cornerSteepestSlopePerMille(const CornerStair& c);
// The steepest slope at the walking line over one half of the turn: the entry half (sectors 0
// to 11, from the entry edge to the middle) or the leaving half (sectors 12 to 23).
int cornerHalfSlopePerMille(const CornerStair& c, bool leaving_half);

}  // namespace dungeon::sim
