// Test helper: a floor with one stair turning a corner, and readings of its sectors that the
// stair tests share (which sectors hold a point, the share of a point's angle).
#pragma once

#include <cmath>
#include <numbers>
#include <vector>

#include "model/floor.h"
#include "sim/stairs/corner_stair.h"

namespace dungeon::sim::testing {

// The corner at (7, 7) of a 16 x 16 floor. The way comes from the square on `in` (A) and goes
// out to the square on `out` (B), at right angles. Each of A and B is either a run square (one
// more corridor square beyond it, in line) or a landing (a second square beside it as well,
// so it has three open neighbours and stays flat). Heights in half-metres.
struct TurnPlan {
  Dir in = Dir::kWest;
  Dir out = Dir::kSouth;
  int corner = 0;
  int a = 0;
  int b = 0;
  bool a_landing = false;
  bool b_landing = false;
};

inline constexpr Point kTurnCorner{7, 7};

inline Floor turnFloor(const TurnPlan& plan) {
  Floor f(kMinFloorSide, kMinFloorSide, 0, "");
  auto open = [&](Point p, int h) {
    f.setKind(p, SquareKind::kCorridor);
    f.setHeightHalfMetres(p, h);
  };
  const Point a = step(kTurnCorner, plan.in);
  const Point b = step(kTurnCorner, plan.out);
  open(kTurnCorner, plan.corner);
  open(a, plan.a);
  open(b, plan.b);
  open(step(a, plan.in), plan.a);
  open(step(b, plan.out), plan.b);
  if (plan.a_landing) open(step(a, opposite(plan.out)), plan.a);
  if (plan.b_landing) open(step(b, opposite(plan.in)), plan.b);
  return f;
}

// The polygon's orientation: +1 or -1 as its corners run one way round or the other.
inline int orientationOf(const CornerSector& s) {
  int64_t twice = 0;
  for (int i = 0; i < s.corner_count; ++i) {
    const StairPoint a = s.corners[static_cast<size_t>(i)];
    const StairPoint b = s.corners[static_cast<size_t>((i + 1) % s.corner_count)];
    twice += a.x * b.y - a.y * b.x;
  }
  return twice > 0 ? 1 : -1;
}

// True iff p lies in the sector, counting a point on an edge for exactly one of the two
// polygons that share the edge (the one that runs the edge north-west-ward, as rasterisers'
// top-left rule does), so that a tiling holds every point once.
inline bool holds(const CornerSector& s, StairPoint p) {
  const int sign = orientationOf(s);
  for (int i = 0; i < s.corner_count; ++i) {
    const StairPoint a = s.corners[static_cast<size_t>(i)];
    const StairPoint b = s.corners[static_cast<size_t>((i + 1) % s.corner_count)];
    const int64_t ex = (b.x - a.x) * sign;
    const int64_t ey = (b.y - a.y) * sign;
    const int64_t side = ex * (p.y - a.y) - ey * (p.x - a.x);
    if (side > 0) continue;
    if (side < 0) return false;
    if (!(ey < 0 || (ey == 0 && ex > 0))) return false;
  }
  return true;
}

// How many of the sectors hold p.
inline int holdersOf(const std::vector<CornerSector>& sectors, StairPoint p) {
  int n = 0;
  for (const CornerSector& s : sectors) n += holds(s, p) ? 1 : 0;
  return n;
}

// The share of the turn at p's angle round the inner point, from the entry side (0) to the
// leaving side (1), in floating point: the reference the integer geometry is held against.
inline double shareOfAngle(const CornerStair& c, StairPoint p) {
  const Point along_entry = offset(opposite(c.shape.leave));
  const double dx = static_cast<double>(p.x - c.inner.x);
  const double dy = static_cast<double>(p.y - c.inner.y);
  const double along = dx * along_entry.x + dy * along_entry.y;
  const double across = std::abs(dx * along_entry.y - dy * along_entry.x);
  return std::atan2(across, along) / (std::numbers::pi / 2);
}

}  // namespace dungeon::sim::testing
