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
  // A dirt wall is open dirt at full level, so only the level is set per square, with no
  // branch (a mine's rock and open squares alternate at random; the mine stage is timed).
  static_assert(DirtSquare{kOpenDirt.dirt, kDirtWall.level, kOpenDirt.packing,
                           kOpenDirt.reinforced} == kDirtWall);
  dirt_.assign(kinds_.size(), kOpenDirt);
  for (size_t i = 0; i < kinds_.size(); ++i) {
    dirt_[i].level = static_cast<uint8_t>((kinds_[i] == SquareKind::kRock) * kDirtFull);
  }
  ground_.assign(kinds_.size(), static_cast<uint8_t>(kDirtFull));
}

}  // namespace dungeon
