// The doorways of a spiral's shaft as the world holds them: the open squares beside the shaft
// (one square, or the 2 x 2 block), outside it, with the side of the shaft each lies on and
// its floor's height. One rule for the spiral fit check and the sim's treads, so the two always
// read the same doorways in the same order.
#pragma once

#include <span>
#include <vector>

#include "model/geometry.h"

namespace dungeon::sim {

class World;

struct SpiralDoorway {
  Dir side;               // the side of the shaft it lies on
  int height_half_m = 0;  // its floor's height: the floor's base plus the square's own
  int square = -1;        // the open square itself
};

// The shaft whose north-west square is `shaft`, as the world marks it: that square, or its
// 2 x 2 block (as much of it as lies on the floor).
std::vector<int> spiralShaftBlock(const World& world, int shaft);

// The open squares beside the shaft's squares and outside it, one entry per square beside it,
// in the order of `shaft` and then north, east, south, west.
std::vector<SpiralDoorway> spiralDoorways(const World& world, std::span<const int> shaft);

}  // namespace dungeon::sim
