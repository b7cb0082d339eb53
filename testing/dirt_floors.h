// Test helper: dirt floors drawn as rows of the sheet's dirt glyphs (model/dirt.h: '-' not dirt,
// '0'..'3' loose, 'a'..'d' packed, 'A'..'D' reinforced, 'E'..'H' reinforced and packed) with their
// ground rows ('0'..'3'), from the north-west corner of a 16 x 16 floor; squares the rows do not
// reach are rock that is not dirt under full ground. The grid is rock where the dirt is a wall or
// not dirt, room elsewhere, so the floor also passes the dirt_amounts check.
#pragma once

#include <string>
#include <vector>

#include "model/dungeon.h"
#include "model/floor.h"

namespace dungeon::testing {

inline Floor drawnDirtFloor(const std::vector<std::string>& dirt,
                            const std::vector<std::string>& ground = {}) {
  Floor floor(kMinFloorSide, kMinFloorSide, 0, "mine");
  floor.makeDirtFloor();
  for (int i = 0; i < floor.squareCount(); ++i) floor.setDirt(floor.pointOf(i), DirtSquare{});
  for (size_t y = 0; y < dirt.size(); ++y) {
    for (size_t x = 0; x < dirt[y].size(); ++x) {
      const Point p{static_cast<int>(x), static_cast<int>(y)};
      const DirtSquare s = *dirtOfGlyph(dirt[y][x]);
      floor.setDirt(p, s);
      floor.setKind(p, s.dirt && s.level < kDirtFull ? SquareKind::kRoom : SquareKind::kRock);
    }
  }
  for (size_t y = 0; y < ground.size(); ++y) {
    for (size_t x = 0; x < ground[y].size(); ++x) {
      floor.setGround({static_cast<int>(x), static_cast<int>(y)}, ground[y][x] - '0');
    }
  }
  return floor;
}

// A dungeon of that one dirt floor, named "dirt" with seed `seed` (the dirt streams' seed).
inline Dungeon dirtDungeon(const std::vector<std::string>& dirt,
                           const std::vector<std::string>& ground = {}, uint64_t seed = 2) {
  Dungeon d;
  d.name = "dirt";
  d.seed = seed;
  d.options.floors = 1;
  d.options.width = kMinFloorSide;
  d.options.height = kMinFloorSide;
  d.floors.push_back(drawnDirtFloor(dirt, ground));
  return d;
}

}  // namespace dungeon::testing
