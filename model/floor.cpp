#include "model/floor.h"

namespace dungeon {

Floor::Floor(int width, int height, int base_half_m, std::string topology)
    : width_(width),
      height_(height),
      base_half_m_(base_half_m),
      topology_(std::move(topology)),
      kinds_(static_cast<size_t>(width * height), SquareKind::kRock),
      heights_(static_cast<size_t>(width * height), 0) {}

}  // namespace dungeon
