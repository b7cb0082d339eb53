// The stair geometry check: each corner stair's sectors, then its slope.
#include "checks/stair_geometry.h"

#include <fmt/format.h>

#include <vector>

#include "sim/corner_stair.h"

namespace dungeon::checks {
namespace {

// Per square of floor `floor`: a ladder, lift, duct or spiral stands there.
std::vector<char> linksOn(const Dungeon& d, int floor) {
  const Floor& f = d.floors[static_cast<size_t>(floor)];
  std::vector<char> links(static_cast<size_t>(f.squareCount()), 0);
  for (const Thing& t : d.things) {
    if (t.floor == floor && isLink(t.type) && f.inBounds(t.at)) {
      links[static_cast<size_t>(f.index(t.at))] = 1;
    }
  }
  return links;
}

bool nearLink(const Floor& f, const std::vector<char>& links, Point p) {
  if (links[static_cast<size_t>(f.index(p))] != 0) return true;
  for (Dir d : kAllDirs) {
    const Point q = step(p, d);
    if (f.inBounds(q) && links[static_cast<size_t>(f.index(q))] != 0) return true;
  }
  return false;
}

// Why the corner's sectors fail to tile its square, or empty. Consecutive sectors share their
// ray, the first starts along the entry side and the last ends along the leaving side, each is
// convex and the areas sum to the square's.
std::string tilingProblem(const sim::CornerStair& c) {
  const auto sectors = sim::cornerSectors(c);
  if (sectors.size() != static_cast<size_t>(sim::kCornerSectors)) {
    return fmt::format("has {} sectors, not {}", sectors.size(), sim::kCornerSectors);
  }
  int64_t area = 0;
  for (size_t k = 0; k < sectors.size(); ++k) {
    const sim::CornerSector& s = sectors[k];
    const sim::StairPoint first = s.corners[1];
    const sim::StairPoint last = s.corners[static_cast<size_t>(s.corner_count - 1)];
    if (first != c.exits[k] || last != c.exits[k + 1]) {
      return fmt::format("sector {} does not run from ray {} to ray {}", k, k, k + 1);
    }
    if (!sim::sectorConvex(s)) return fmt::format("sector {} is not convex", k);
    area += sim::sectorArea(s);
  }
  constexpr int64_t kSquareArea = sim::kStairSquareUnits * sim::kStairSquareUnits;
  if (area != kSquareArea) {
    return fmt::format("sectors cover {} of the square's {} square units", area, kSquareArea);
  }
  return {};
}

CheckOutcome cornerOutcome(const sim::CornerStair& c, int floor) {
  const std::string tiling = tilingProblem(c);
  if (!tiling.empty())
    return CheckOutcome::fail("the corner stair: " + tiling, floor, c.shape.square);
  const int slope = sim::cornerSteepestSlopePerMille(c);
  if (slope <= sim::kWalkableSlopePerMille) return CheckOutcome::pass();
  return CheckOutcome::fail(
      fmt::format("the corner stair from {} to {} rises {} mm a metre at its walking line, "
                  "steeper than 45 degrees ({} mm)",
                  dirName(c.shape.entry), dirName(c.shape.leave), slope,
                  sim::kWalkableSlopePerMille),
      floor, c.shape.square);
}

// True when the square and its open neighbours lie at one height: no stair of any shape.
bool level(const Floor& f, Point p) {
  const int h = f.heightHalfMetres(p);
  for (Dir d : kAllDirs) {
    const Point q = step(p, d);
    if (f.isOpenAt(q) && f.heightHalfMetres(q) != h) return false;
  }
  return true;
}

}  // namespace

CheckOutcome stairGeometry(const CheckContext& c) {
  for (int fi = 0; fi < static_cast<int>(c.dungeon.floors.size()); ++fi) {
    const Floor& f = c.dungeon.floors[static_cast<size_t>(fi)];
    const std::vector<char> links = linksOn(c.dungeon, fi);
    for (int i = 0; i < f.squareCount(); ++i) {
      const Point p = f.pointOf(i);
      if (!f.isOpenAt(p) || level(f, p) || !sim::isRunSquare(f, p) || nearLink(f, links, p)) {
        continue;
      }
      const auto corner = sim::cornerStairAt(f, p);
      if (!corner) continue;
      if (CheckOutcome o = cornerOutcome(*corner, fi); !o.passed) return o;
    }
  }
  return CheckOutcome::pass();
}

}  // namespace dungeon::checks
