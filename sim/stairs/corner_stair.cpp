// A corner stair's rays, sectors, heights and slopes. The work happens in the corner's own
// frame (u along the entry side from the inner point, v along the leaving side), where the
// rays' exits are the table's; results are turned into the square's frame.
//
// Slope of a sector's ruled top: a point p at distance r from the inner point, seen along the
// sector's chord from a to b at chord point C, rises |top_b - top_a| * |C|^2 / (cross(a, b) * r)
// per unit across the ray. It grows as r shrinks (twice as steep at a quarter of the walking
// line's radius), and is steepest at a chord's end, so the steepest at and beyond a radius is
// exact from the corners alone.
#include "sim/stairs/corner_stair.h"

#include <algorithm>
#include <cassert>
#include <climits>
#include <cstdlib>

#include "model/sheet.h"

namespace dungeon::sim {
namespace {

constexpr int64_t kS = kStairSquareUnits;

// Every product below fits 64 bits on every architecture, with no wider integer: a rise between
// two tops of a square is at most the heights grid's whole range (model/sheet.h: the most a
// sheet holds either side of the base), a squared length or cross product within the square at
// most 2 * kS^2, and a slope is per mille. Their product, the largest (slopeOverSectors's
// numerator), stays below a tenth of INT64_MAX.
constexpr int64_t kMostRise = 2 * kMaxHeightHalfMetres * kStairUnitsPerHalfMetre;
constexpr int64_t kMostSquaredLength = 2 * kS * kS;
static_assert(kMostRise * kMostSquaredLength <= INT64_MAX / kWalkableSlopePerMille / 10,
              "a corner's slope no longer fits 64 bits");
constexpr int kHalfTurnRays = kCornerSectors / 2;

// round(36000 * tan(k * 3.75 degrees)) for k = 0..12.
constexpr std::array<int64_t, kHalfTurnRays + 1> kRayExits = {
    0, 2360, 4739, 7161, 9646, 12220, 14912, 17753, 20785, 24054, 27624, 31571, 36000};
static_assert(kRayExits.back() == kS, "the middle ray leaves through the far corner");

struct Local {
  int64_t u = 0;
  int64_t v = 0;
};

int64_t cross(Local a, Local b) {
  return a.u * b.v - a.v * b.u;
}

// Ray k's exit in the corner's frame.
Local exitOf(int k) {
  if (k <= kHalfTurnRays) return {kS, kRayExits[static_cast<size_t>(k)]};
  return {kRayExits[static_cast<size_t>(kCornerSectors - k)], kS};
}

// Where ray k leaves, as a distance round the far sides from the entry side's far end.
int64_t boundaryPosition(int k) {
  const Local e = exitOf(k);
  return k <= kHalfTurnRays ? e.v : 2 * kS - e.u;
}

// The corner's frame in the square's: the inner point and the directions of u and v.
struct Frame {
  StairPoint inner;
  Point u;
  Point v;
};

Frame frameOf(const StairShape& s) {
  auto has = [&](Dir d) { return s.entry == d || s.leave == d; };
  return {{has(Dir::kEast) ? kS : 0, has(Dir::kSouth) ? kS : 0},
          offset(opposite(s.leave)),
          offset(opposite(s.entry))};
}

StairPoint toSquare(const Frame& f, Local l) {
  return {f.inner.x + l.u * f.u.x + l.v * f.v.x, f.inner.y + l.u * f.u.y + l.v * f.v.y};
}

Local toLocal(const Frame& f, StairPoint p) {
  const int64_t dx = p.x - f.inner.x;
  const int64_t dy = p.y - f.inner.y;
  return {dx * f.u.x + dy * f.u.y, dx * f.v.x + dy * f.v.y};
}

// One stretch of a sector's chord, with the tops at its ends.
struct Chord {
  Local a;
  Local b;
  int64_t top_a = 0;
  int64_t top_b = 0;
};

// Sector k's chord in the corner's frame: one stretch, or two when the far corner lies between.
std::vector<Chord> chordsOf(const StairShape& s, int k) {
  const Local a = exitOf(k);
  const Local b = exitOf(k + 1);
  const int64_t ta = cornerRayHeight(s, k);
  const int64_t tb = cornerRayHeight(s, k + 1);
  if (boundaryPosition(k) < kS && kS < boundaryPosition(k + 1)) {
    return {{a, {kS, kS}, ta, s.middle}, {{kS, kS}, b, s.middle, tb}};
  }
  return {{a, b, ta, tb}};
}

int64_t lengthSquared(Local a) {
  return a.u * a.u + a.v * a.v;
}

}  // namespace

std::span<const int64_t> cornerRayExits() {
  return kRayExits;
}

int64_t cornerRayHeight(const StairShape& s, int ray) {
  if (ray <= kHalfTurnRays)
    return s.entry_edge + floorDiv((s.middle - s.entry_edge) * ray, kHalfTurnRays);
  return s.middle + floorDiv((s.leave_edge - s.middle) * (ray - kHalfTurnRays), kHalfTurnRays);
}

CornerStair cornerStairOf(const StairShape& s) {
  CornerStair c;
  c.shape = s;
  const Frame frame = frameOf(s);
  c.inner = frame.inner;
  for (int k = 0; k < kCornerRays; ++k) {
    c.exits[static_cast<size_t>(k)] = toSquare(frame, exitOf(k));
    c.ray_heights[static_cast<size_t>(k)] = cornerRayHeight(s, k);
  }
  return c;
}

std::optional<CornerStair> cornerStairAt(const Floor& f, Point p) {
  const StairShape s = stairShapeAt(f, p);
  if (s.kind != StairKind::kCorner) return std::nullopt;
  return cornerStairOf(s);
}

CornerSector cornerSector(const CornerStair& c, int k) {
  const Frame frame = frameOf(c.shape);
  CornerSector sector;
  sector.index = k;
  sector.corners[0] = c.inner;
  sector.tops[0] = c.ray_heights[static_cast<size_t>(k)];
  sector.inner_last_top = c.ray_heights[static_cast<size_t>(k + 1)];
  int n = 1;
  for (const Chord& chord : chordsOf(c.shape, k)) {
    sector.corners[static_cast<size_t>(n)] = toSquare(frame, chord.a);
    sector.tops[static_cast<size_t>(n++)] = chord.top_a;
  }
  const Local last = exitOf(k + 1);
  sector.corners[static_cast<size_t>(n)] = toSquare(frame, last);
  sector.tops[static_cast<size_t>(n++)] = c.ray_heights[static_cast<size_t>(k + 1)];
  sector.corner_count = n;
  return sector;
}

std::vector<CornerSector> cornerSectors(const CornerStair& c) {
  std::vector<CornerSector> sectors;
  sectors.reserve(kCornerSectors);
  for (int k = 0; k < kCornerSectors; ++k) sectors.push_back(cornerSector(c, k));
  return sectors;
}

int64_t sectorArea(const CornerSector& s) {
  int64_t twice = 0;
  for (int i = 0; i < s.corner_count; ++i) {
    const StairPoint a = s.corners[static_cast<size_t>(i)];
    const StairPoint b = s.corners[static_cast<size_t>((i + 1) % s.corner_count)];
    twice += a.x * b.y - a.y * b.x;
  }
  return (twice < 0 ? -twice : twice) / 2;
}

bool sectorConvex(const CornerSector& s) {
  int sign = 0;
  for (int i = 0; i < s.corner_count; ++i) {
    const StairPoint a = s.corners[static_cast<size_t>(i)];
    const StairPoint b = s.corners[static_cast<size_t>((i + 1) % s.corner_count)];
    const StairPoint d = s.corners[static_cast<size_t>((i + 2) % s.corner_count)];
    const int64_t turn = (b.x - a.x) * (d.y - b.y) - (b.y - a.y) * (d.x - b.x);
    const int turn_sign = turn > 0 ? 1 : (turn < 0 ? -1 : 0);
    if (turn_sign == 0 || (sign != 0 && turn_sign != sign)) return false;
    sign = turn_sign;
  }
  return s.corner_count >= 3;
}

int64_t cornerHeightAt(const CornerStair& c, StairPoint at) {
  const Local p = toLocal(frameOf(c.shape), at);
  if (p.u == 0 && p.v == 0) return c.shape.entry_edge;
  for (int k = 0; k < kCornerSectors; ++k) {
    for (const Chord& chord : chordsOf(c.shape, k)) {
      const int64_t from_a = cross(chord.a, p);
      const int64_t to_b = cross(p, chord.b);
      if (from_a < 0 || to_b < 0) continue;
      assert(std::abs(chord.top_b - chord.top_a) <= kMostRise);
      const int64_t rise = (chord.top_b - chord.top_a) * from_a;
      const int64_t whole = from_a + to_b;
      int64_t q = rise / whole;
      if (rise % whole != 0 && rise < 0) --q;
      return chord.top_a + q;
    }
  }
  return c.shape.leave_edge;  // unreachable for points within the square
}

namespace {

// The steepest slope at and beyond `radius` over sectors first..last - 1.
int slopeOverSectors(const CornerStair& c, int64_t radius, int first, int last) {
  int64_t steepest = 0;
  for (int k = first; k < last; ++k) {
    for (const Chord& chord : chordsOf(c.shape, k)) {
      const int64_t rise =
          chord.top_b > chord.top_a ? chord.top_b - chord.top_a : chord.top_a - chord.top_b;
      assert(rise <= kMostRise);
      const int64_t far = std::max(lengthSquared(chord.a), lengthSquared(chord.b));
      const int64_t n = rise * far * kWalkableSlopePerMille;
      const int64_t d = cross(chord.a, chord.b) * radius;
      steepest = std::max(steepest, (n + d - 1) / d);
    }
  }
  return steepest > INT_MAX ? INT_MAX : static_cast<int>(steepest);
}

}  // namespace

int cornerSlopePerMilleAt(const CornerStair& c, int64_t radius) {
  return slopeOverSectors(c, radius, 0, kCornerSectors);
}

int cornerSteepestSlopePerMille(const CornerStair& c) {
  return cornerSlopePerMilleAt(c, kCornerWalkingLineUnits);
}

int cornerHalfSlopePerMille(const CornerStair& c, bool leaving_half) {
  constexpr int kHalf = kCornerSectors / 2;
  return leaving_half ? slopeOverSectors(c, kCornerWalkingLineUnits, kHalf, kCornerSectors)
                      : slopeOverSectors(c, kCornerWalkingLineUnits, 0, kHalf);
}

}  // namespace dungeon::sim
