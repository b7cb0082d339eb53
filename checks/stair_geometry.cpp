// The stair geometry check: each corner stair's sectors, then its slope.
#include "checks/stair_geometry.h"

#include <fmt/format.h>

#include <vector>

#include "checks/context.h"
#include "sim/stairs/corner_stair.h"
#include "sim/stairs/stair_shape.h"
#include "sim/world/heights.h"
#include "sim/world/world.h"

namespace dungeon::checks {
namespace {

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

std::string tooSteepText(const sim::StairShape& shape, int slope) {
  const bool corner = shape.kind == sim::StairKind::kCorner;
  return fmt::format("the {} from {} to {} rises {} mm a metre {}, steeper than 45 degrees ({} mm)",
                     corner ? "corner stair" : "stair", dirName(shape.entry), dirName(shape.leave),
                     slope, corner ? "at its walking line" : "along its way",
                     sim::kWalkableSlopePerMille);
}

}  // namespace

CheckOutcome stairGeometry(const CheckContext& c) {
  for (int s = 0; s < c.world.squareCount(); ++s) {
    // A square level with its open neighbours is no stair of any shape.
    if (!c.world.uneven(s)) continue;
    const Place at = c.world.place(s);
    const Floor& f = c.dungeon.floors[static_cast<size_t>(at.floor)];
    const Point p = at.at;
    if (!sim::isRunSquare(f, p) || sim::ofOrBesideSpiralShaft(c.world, s)) continue;
    if (const auto corner = sim::cornerStairAt(f, p)) {
      const std::string tiling = tilingProblem(*corner);
      if (!tiling.empty()) return CheckOutcome::fail("the corner stair: " + tiling, at.floor, p);
    }
    for (Dir side : kAllDirs) {
      const int n = c.world.neighbour(s, side);
      if (n < 0 || !f.isOpenAt(step(p, side)) || sim::cliffBetween(c.world, s, n)) continue;
      if (const int slope = sim::tooSteepHalfPerMille(c.world, s, side); slope != 0) {
        return CheckOutcome::fail(tooSteepText(sim::stairShapeAt(f, p), slope), at.floor, p);
      }
    }
  }
  return CheckOutcome::pass();
}

}  // namespace dungeon::checks
