#include "model/dungeon.h"

#include "model/rules.h"

#include <fmt/format.h>

#include <algorithm>

namespace dungeon {

int baseHalfMetresOfFloor(int index) {
  return -index * kHalfMetresBetweenFloors;
}

bool isDungeonName(std::string_view name) {
  return !name.empty() && name.find_first_not_of(kDungeonNameBytes) == std::string_view::npos;
}

void canonicalize(Dungeon& dungeon) {
  std::sort(dungeon.things.begin(), dungeon.things.end());
}

std::vector<ManifestRow> manifest(const Dungeon& dungeon) {
  std::vector<ManifestRow> rows;
  rows.reserve(dungeon.things.size());
  for (const Thing& thing : dungeon.things) {
    rows.push_back({static_cast<int>(rows.size()) + 1, &thing});
  }
  return rows;
}

std::vector<const Thing*> thingsOf(const Dungeon& dungeon, ThingType type, int floor) {
  std::vector<const Thing*> found;
  for (const Thing& thing : dungeon.things) {
    if (thing.type == type && (floor < 0 || thing.floor == floor)) found.push_back(&thing);
  }
  return found;
}

}  // namespace dungeon
