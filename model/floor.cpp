#include "model/floor.h"

#include <array>

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
  // Indexed by "is rock", with no branch: a mine's rock and open squares alternate at random.
  const std::array<DirtSquare, 2> of_rock = {kOpenDirt, kDirtWall};
  dirt_.resize(kinds_.size());
  for (size_t i = 0; i < kinds_.size(); ++i) {
    dirt_[i] = of_rock[static_cast<size_t>(kinds_[i] == SquareKind::kRock)];
  }
  ground_.assign(kinds_.size(), static_cast<uint8_t>(kDirtFull));
}

}  // namespace dungeon
