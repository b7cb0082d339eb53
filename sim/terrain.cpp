#include "sim/terrain.h"

namespace dungeon::sim {

Clearance Terrain::passageAt(int square) const {
  if (world_->windowAt(square)) return {0, 0};  // glass: sight passes, bodies do not
  Clearance c = clearanceOf(kind(square));
  if (world_->spiralAt(square)) c = tighter(c, kSpiralTread);
  return world_->doorAt(square) != nullptr ? tighter(c, kDoorway) : c;
}

}  // namespace dungeon::sim
