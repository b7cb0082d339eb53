#include "sim/world/terrain.h"

namespace dungeon::sim {

DirtTerrain& Terrain::dirtToChange(int floor) {
  // Shared with the world (which never lets go of its copy) or with another terrain: copy first.
  if (dirt_.use_count() > 1) dirt_ = std::make_shared<DirtFloors>(*dirt_);
  return *dirt_->floor(floor);
}

}  // namespace dungeon::sim
