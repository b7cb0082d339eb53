#include "generator/core/floor_roles.h"

namespace dungeon::gen {

bool isMineFloor(const Options& options, int floor) {
  return floor >= 0 && mineFloorOf(options) == floor;
}

bool isPlannedFloor(const Options& options, int floor) {
  return !isMineFloor(options, floor);
}

}  // namespace dungeon::gen
