#include "sim/heights.h"

#include <algorithm>
#include <vector>

#include "model/rules.h"
#include "sim/motion.h"
#include "sim/spiral.h"
#include "sim/spiral_table.h"
#include "sim/world.h"

namespace dungeon::sim {
namespace {

// An open square beside a spiral's shaft: the side it lies on and its floor's height.
struct Doorway {
  Dir side;
  int height_half_m = 0;
};

// The squares of the shaft whose north-west square is `shaft`: one, or the 2 x 2 block.
std::vector<int> shaftBlock(const World& world, int shaft) {
  std::vector<int> block{shaft};
  if (world.spiralShaftAt(shaft) != kSpiralShaftDouble) return block;
  const int east = world.neighbour(shaft, Dir::kEast);
  const int south = world.neighbour(shaft, Dir::kSouth);
  if (east < 0 || south < 0) return block;
  block.push_back(east);
  block.push_back(south);
  const int south_east = world.neighbour(east, Dir::kSouth);
  if (south_east >= 0) block.push_back(south_east);
  return block;
}

// The open squares beside the shaft, outside it, one entry each.
std::vector<Doorway> doorwaysOf(const World& world, int shaft) {
  const std::vector<int> block = shaftBlock(world, shaft);
  std::vector<Doorway> doorways;
  for (int square : block) {
    for (Dir dir : kAllDirs) {
      const int beside = world.neighbour(square, dir);
      if (beside < 0 || !isOpen(world.kind(beside))) continue;
      if (std::find(block.begin(), block.end(), beside) != block.end()) continue;
      doorways.push_back({dir, floorHeightCm(world, beside) / kCmPerHalfMetre});
    }
  }
  return doorways;
}

// The treads' length along the walking line of the winding the integer fit table gives the
// shaft for the rise and the way its doorways lie; kNoWinding when none fits.
int treadsFrom(int shaft, Doorway way_in, Doorway way_out, SpiralSpan span) {
  const int rise = way_out.height_half_m - way_in.height_half_m;
  if (rise < 1 || rise > kMaxSpiralRiseHalfMetres) return kNoWinding;
  const int size = shaft == kSpiralShaftDouble ? kSpiralShaftDouble : kSpiralShaftSingle;
  const int sweep =
      fittedSweepDegrees(size, spiralTurnBetween(way_in.side, way_out.side), rise, span);
  if (sweep == 0) return kNoWinding;
  const int walking_line_cm =
      size == kSpiralShaftDouble ? kWideSpiralWalkingLineCm : kSpiralWalkingLineCm;
  return spiralTreadCm(rise * kCmPerHalfMetre, sweep, walking_line_cm);
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
  return treadsFrom(world.spiralShaftAt(shaft), doorways[first_lower ? 0 : 1],
                    doorways[first_lower ? 1 : 0], SpiralSpan::kWithinFloor);
}

int treadsOfStackedSpiral(const World& world, const Link& link) {
  const std::vector<Doorway> below = doorwaysOf(world, link.lower);
  const std::vector<Doorway> above = doorwaysOf(world, link.upper);
  if (below.size() != 1 || above.size() != 1) return kNoWinding;
  return treadsFrom(world.spiralShaftAt(link.lower), below.front(), above.front(),
                    SpiralSpan::kBetweenFloors);
}

}  // namespace dungeon::sim
