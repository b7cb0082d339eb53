// Stair squares' slopes, sampled in floating point (see stairs.h).
#include "testing/reference/stairs.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace dungeon::reference {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kSquareM = 3.0;  // SPEC section 3
constexpr double kHalfSquareM = kSquareM / 2.0;
constexpr double kWalkingLineM = kSquareM / 2;  // the corridor's middle (docs/stairs.md)
constexpr int kSectors = 24;                    // SPEC 5.5: the quarter turn's prisms
constexpr int kSamplesPerSector = 64;

struct Vec {
  double x;
  double y;
};

double cross(Vec a, Vec b) {
  return a.x * b.y - a.y * b.x;
}

// Where ray k of a quarter turn cut into `sectors` leaves the square, the inner corner at the
// origin, ray 0 along the y axis (the side it starts from) and the last along the x axis.
Vec rayExit(int k, int sectors = kSectors) {
  const double angle = k * (kPi / 2.0) / sectors;
  if (angle <= kPi / 4.0) return {kSquareM * std::tan(angle), kSquareM};
  return {kSquareM, kSquareM / std::tan(angle)};
}

// The floor's height at the point `angle` round from ray 0 at `radius`, in the half turn of
// rays 0..12 whose edge (ray 0) stands `rise_m` above the middle (ray 12): a point's height is
// that of its place along its sector's chord, each ray at its own share of the turn.
double halfTurnHeight(double angle, double radius, double rise_m) {
  const int k = std::clamp(static_cast<int>(angle / (kPi / 2.0 / kSectors)), 0, kSectors / 2 - 1);
  const Vec a = rayExit(k);
  const Vec b = rayExit(k + 1);
  const Vec p{radius * std::sin(angle), radius * std::cos(angle)};
  const double t = cross(a, p) / cross({a.x - b.x, a.y - b.y}, p);
  const double top_a = rise_m * (1.0 - k / 12.0);
  const double top_b = rise_m * (1.0 - (k + 1) / 12.0);
  return top_a + t * (top_b - top_a);
}

bool isOpenAt(const DungeonIndex& index, Place p, Dir side) {
  return index.open({p.floor, step(p.at, side)});
}

// The height where run square p meets its open neighbour on `side`, in half-metres.
double edgeHalfMetres(const DungeonIndex& index, Place p, Dir side) {
  const Place q{p.floor, step(p.at, side)};
  const int hq = index.heightHalfMetres(q);
  if (runSquare(index, q)) return (index.heightHalfMetres(p) + hq) / 2.0;
  return hq;
}

// Sector k's polygon: the inner corner, where ray k leaves the square, the far corner if it
// lies between the two rays, where ray k + 1 leaves (the rays turn clockwise).
std::vector<Vec> sectorPolygon(int k, int sectors) {
  const Vec a = rayExit(k, sectors);
  const Vec b = rayExit(k + 1, sectors);
  const Vec far_corner{kSquareM, kSquareM};
  std::vector<Vec> polygon = {{0, 0}, a};
  if (cross(a, far_corner) < -1e-12 && cross(far_corner, b) < -1e-12) polygon.push_back(far_corner);
  polygon.push_back(b);
  return polygon;
}

// Twice the signed area; positive when the corners run one way round, negative the other.
double twiceArea(const std::vector<Vec>& polygon) {
  double sum = 0;
  for (size_t i = 0; i < polygon.size(); ++i)
    sum += cross(polygon[i], polygon[(i + 1) % polygon.size()]);
  return sum;
}

bool convex(const std::vector<Vec>& polygon, double sign) {
  for (size_t i = 0; i < polygon.size(); ++i) {
    const Vec a = polygon[i];
    const Vec b = polygon[(i + 1) % polygon.size()];
    const Vec c = polygon[(i + 2) % polygon.size()];
    if (sign * cross({b.x - a.x, b.y - a.y}, {c.x - b.x, c.y - b.y}) < -1e-12) return false;
  }
  return true;
}

}  // namespace

std::string sectorsTilingProblem(int sectors) {
  double area = 0;
  for (int k = 0; k < sectors; ++k) {
    const std::vector<Vec> polygon = sectorPolygon(k, sectors);
    for (Vec v : polygon) {
      if (v.x < -1e-9 || v.y < -1e-9 || v.x > kSquareM + 1e-9 || v.y > kSquareM + 1e-9) {
        return "a corner's sector " + std::to_string(k) + " leaves its square";
      }
    }
    const double twice = twiceArea(polygon);
    if (!convex(polygon, twice < 0 ? -1.0 : 1.0)) {
      return "a corner's sector " + std::to_string(k) + " is not convex";
    }
    area += std::abs(twice) / 2;
  }
  if (std::abs(area - kSquareM * kSquareM) > 1e-9)
    return "a corner's sectors do not tile its square";
  return "";
}

std::string cornerSectorsProblem() {
  static const std::string kProblem = sectorsTilingProblem(kSectors);
  return kProblem;
}

bool runSquare(const DungeonIndex& index, Place p) {
  return index.open(p) && index.openNeighbourCount(p) == 2;
}

double cornerHalfTurnSlope(double rise_m) {
  const double sector = kPi / 2.0 / kSectors;
  double steepest = 0;
  for (int k = 0; k < kSectors / 2; ++k) {
    for (int i = 0; i < kSamplesPerSector; ++i) {
      const double from = k * sector + sector * i / kSamplesPerSector;
      const double to = k * sector + sector * (i + 1) / kSamplesPerSector;
      const double rise = std::abs(halfTurnHeight(to, kWalkingLineM, rise_m) -
                                   halfTurnHeight(from, kWalkingLineM, rise_m));
      steepest = std::max(steepest, rise / (kWalkingLineM * (to - from)));
    }
  }
  return steepest;
}

StairHalf stairHalf(const DungeonIndex& index, Place p, Dir side) {
  if (!runSquare(index, p) || !isOpenAt(index, p, side)) return {};
  const double rise_m = std::abs(edgeHalfMetres(index, p, side) - index.heightHalfMetres(p)) / 2;
  return {true, isOpenAt(index, p, opposite(side)), rise_m};
}

double halfSlope(const StairHalf& half) {
  if (!half.stair) return 0;
  return half.straight ? half.rise_m / kHalfSquareM : cornerHalfTurnSlope(half.rise_m);
}

}  // namespace dungeon::reference
