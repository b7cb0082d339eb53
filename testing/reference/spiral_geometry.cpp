// A spiral's windings sampled in floating point (see spiral_geometry.h).
#include "testing/reference/spiral_geometry.h"

#include <algorithm>
#include <cmath>

namespace dungeon::reference {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kMaxSlopeDegrees = 36.0;  // SPEC 5.5
constexpr double kHeadRoomM = 2.2;         // SPEC 5.5
constexpr double kDoorwayHeightM = 2.6;    // SPEC 3, the doorway's height (docs/checks.md)
constexpr int kMostWholeTurns = 6;         // SPEC 5.5: try up to six whole turns
constexpr int kSamplesPerTurn = 7200;      // a twentieth of a degree
constexpr double kTolerance = 1e-9;

double radians(double degrees) {
  return degrees * kPi / 180.0;
}

// Degrees round the middle that a landing as wide as the doorway takes at the wall.
double landingDegrees(const ShaftGeometry& g) {
  return 2.0 * std::asin(g.doorway_m / 2.0 / g.wall_m) * 180.0 / kPi;
}

// The stair's floor at `phi` degrees past the way in's middle: flat on the way in's landing,
// a straight blend by angle over the climb, flat on the way out's landing.
struct Stair {
  double landing;
  double climb;
  double rise;
  double height(double phi) const {
    return rise * std::clamp((phi - landing / 2.0) / climb, 0.0, 1.0);
  }
};

}  // namespace

ShaftGeometry shaftGeometry(int shaft) {
  if (shaft == 2) return {2.95, 1.8, 1.8};
  return {1.45, 0.9, 0.9};
}

std::vector<int> candidateSweeps(WayOut way_out, Span span) {
  std::vector<int> bases;
  if (way_out == WayOut::kStraight) bases = {180};
  if (way_out == WayOut::kCorner) bases = {90, 270};
  if (way_out == WayOut::kSameSide && span == Span::kBetweenFloors) bases = {360};
  std::vector<int> sweeps;
  const int most = way_out == WayOut::kSameSide ? kMostWholeTurns - 1 : kMostWholeTurns;
  for (int base : bases) {
    for (int turns = 0; turns <= most; ++turns) sweeps.push_back(base + 360 * turns);
  }
  std::sort(sweeps.begin(), sweeps.end());
  return sweeps;
}

WindingMeasure measureWinding(int shaft, int sweep_degrees, double rise_m) {
  const ShaftGeometry g = shaftGeometry(shaft);
  const Stair stair{landingDegrees(g), sweep_degrees - landingDegrees(g), rise_m};
  WindingMeasure m;
  if (stair.climb <= 0) return m;
  m.climbs = true;
  const double first = -stair.landing / 2.0;
  const double last = sweep_degrees + stair.landing / 2.0;
  const int samples = static_cast<int>((last - first) / 360.0 * kSamplesPerTurn) + 1;
  const double step = (last - first) / samples;
  double steepest = 0;
  for (int i = 0; i <= samples; ++i) {
    const double phi = first + step * i;
    if (i < samples) {
      const double rise = std::abs(stair.height(phi + step) - stair.height(phi));
      steepest = std::max(steepest, rise / (g.walking_line_m * radians(step)));
    }
    const double above = phi + 360.0;
    if (above > last + kTolerance) continue;
    const double gap = stair.height(above) - stair.height(phi);
    m.head_room_m = std::min(m.head_room_m, gap);
    if (phi <= stair.landing / 2.0 + kTolerance) {
      m.doorway_head_room_m = std::min(m.doorway_head_room_m, gap);
    }
  }
  m.slope_degrees = std::atan(steepest) * 180.0 / kPi;
  return m;
}

bool windingFits(int shaft, int sweep_degrees, double rise_m) {
  const WindingMeasure m = measureWinding(shaft, sweep_degrees, rise_m);
  return m.climbs && m.slope_degrees <= kMaxSlopeDegrees + kTolerance &&
         m.head_room_m >= kHeadRoomM - kTolerance &&
         m.doorway_head_room_m >= kDoorwayHeightM - kTolerance;
}

bool anyWindingFits(int shaft, WayOut way_out, int rise_half_m, Span span) {
  if (rise_half_m < 1 || rise_half_m > 24) return false;
  for (int sweep : candidateSweeps(way_out, span)) {
    if (windingFits(shaft, sweep, rise_half_m * 0.5)) return true;
  }
  return false;
}

}  // namespace dungeon::reference
