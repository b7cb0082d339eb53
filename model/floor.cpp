#include "model/floor.h"

namespace dungeon {

Floor::Floor(int width, int height, int base_half_m, std::string topology)
    : width_(width),
      height_(height),
      base_half_m_(base_half_m),
      topology_(std::move(topology)),
      kinds_(static_cast<size_t>(width * height), SquareKind::kRock),
      heights_(static_cast<size_t>(width * height), 0) {}

void Floor::makeDirtFloor() {
  if (isDirtFloor()) return;
  dirt_.resize(kinds_.size());
  for (size_t i = 0; i < kinds_.size(); ++i) {
    dirt_[i] = kinds_[i] == SquareKind::kRock ? kDirtWall : kOpenDirt;
  }
  ground_.assign(kinds_.size(), static_cast<uint8_t>(kDirtFull));
}

}  // namespace dungeon
