// Small hand-drawn dungeons for the sim's unit tests: floors from rows of sheet glyphs (rock
// fills the rest of a 16 x 16 floor), stacked 6 m apart, and things added by type and field.
#pragma once

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "model/dungeon.h"

namespace dungeon::sim::testing {

inline Dungeon floorsOf(const std::vector<std::vector<std::string>>& floors) {
  Dungeon d;
  d.name = "fixture";
  d.options.floors = static_cast<int>(floors.size());
  for (size_t f = 0; f < floors.size(); ++f) {
    d.floors.emplace_back(kMinFloorSide, kMinFloorSide, baseHalfMetresOfFloor(static_cast<int>(f)),
                          "");
    for (size_t y = 0; y < floors[f].size(); ++y) {
      for (size_t x = 0; x < floors[f][y].size(); ++x) {
        d.floors[f].setKind({static_cast<int>(x), static_cast<int>(y)},
                            *kindOfGlyph(floors[f][y][x]));
      }
    }
  }
  return d;
}

inline void addThing(Dungeon& d, ThingType type, int floor, Point at,
                     std::initializer_list<std::pair<Field, int>> fields = {}) {
  Thing t;
  t.type = type;
  t.floor = floor;
  t.at = at;
  for (const auto& [field, value] : fields) t.fields.set(field, value);
  d.things.push_back(t);
  canonicalize(d);
}

}  // namespace dungeon::sim::testing
