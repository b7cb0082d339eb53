#include "sim/world/spiral_doorways.h"

#include <algorithm>

#include "model/rules.h"
#include "sim/world/motion.h"
#include "sim/world/world.h"

namespace dungeon::sim {

std::vector<int> spiralShaftBlock(const World& world, int shaft) {
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

std::vector<SpiralDoorway> spiralDoorways(const World& world, std::span<const int> shaft) {
  std::vector<SpiralDoorway> doorways;
  for (int square : shaft) {
    for (Dir dir : kAllDirs) {
      const int beside = world.neighbour(square, dir);
      if (beside < 0 || !isOpen(world.kind(beside))) continue;
      if (std::find(shaft.begin(), shaft.end(), beside) != shaft.end()) continue;
      doorways.push_back({dir, floorHeightCm(world, beside) / kCmPerHalfMetre, beside});
    }
  }
  return doorways;
}

}  // namespace dungeon::sim
