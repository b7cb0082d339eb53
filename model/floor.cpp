#include "model/floor.h"

#include <algorithm>

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
  static_assert(sizeof(DirtSquare) == sizeof(uint32_t));
  const auto wall = std::bit_cast<uint32_t>(kDirtWall);
  const auto open = std::bit_cast<uint32_t>(kOpenDirt);
  dirt_.resize(kinds_.size());
  std::transform(kinds_.begin(), kinds_.end(), dirt_.begin(),
                 [=](SquareKind kind) { return kind == SquareKind::kRock ? wall : open; });
  ground_.assign(kinds_.size(), static_cast<uint8_t>(kDirtFull));
}

}  // namespace dungeon
