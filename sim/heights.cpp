#include "sim/heights.h"

#include <vector>

#include "model/rules.h"
#include "sim/motion.h"
#include "sim/spiral.h"
#include "sim/world.h"

namespace dungeon::sim {
namespace {

// An open square beside a spiral's shaft: the side it lies on and its floor's height.
struct Doorway {
  Dir side;
  int height_half_m = 0;
};

std::vector<Doorway> doorwaysOf(const World& world, int shaft) {
  std::vector<Doorway> doorways;
  for (Dir dir : kAllDirs) {
    const int beside = world.neighbour(shaft, dir);
    if (beside < 0 || !isOpen(world.kind(beside))) continue;
    doorways.push_back({dir, floorHeightCm(world, beside) / kCmPerHalfMetre});
  }
  return doorways;
}

SpiralTurn turnBetween(Dir way_in, Dir way_out) {
  if (way_out == way_in) return SpiralTurn::kSameSide;
  return way_out == opposite(way_in) ? SpiralTurn::kStraight : SpiralTurn::kCorner;
}

int treadsFrom(Doorway way_in, Doorway way_out, SpiralSpan span) {
  const int rise = way_out.height_half_m - way_in.height_half_m;
  const SpiralFit fit = fitSpiral(turnBetween(way_in.side, way_out.side), rise, span);
  if (!fit.winding) return kNoWinding;
  return spiralTreadCm(rise * kCmPerHalfMetre, fit.winding->sweep_degrees, kSpiralWalkingLineCm);
}

}  // namespace

bool cliffBetween(const World& world, int a, int b) {
  if (isSolid(world.kind(a)) || isSolid(world.kind(b))) return false;
  if (world.linkThingAt(a) || world.linkThingAt(b)) return false;
  return steeperThanWalkable((floorHeightCm(world, b) - floorHeightCm(world, a)) / kCmPerHalfMetre);
}

int treadsOfFlatSpiral(const World& world, int shaft) {
  const std::vector<Doorway> doorways = doorwaysOf(world, shaft);
  if (doorways.size() != 2) return kNoWinding;
  const bool first_lower = doorways[0].height_half_m <= doorways[1].height_half_m;
  return treadsFrom(doorways[first_lower ? 0 : 1], doorways[first_lower ? 1 : 0],
                    SpiralSpan::kWithinFloor);
}

int treadsOfStackedSpiral(const World& world, const Link& link) {
  const std::vector<Doorway> below = doorwaysOf(world, link.lower);
  const std::vector<Doorway> above = doorwaysOf(world, link.upper);
  if (below.size() != 1 || above.size() != 1) return kNoWinding;
  return treadsFrom(below.front(), above.front(), SpiralSpan::kBetweenFloors);
}

}  // namespace dungeon::sim
