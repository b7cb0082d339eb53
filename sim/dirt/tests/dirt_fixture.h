// Test helper: a dirt floor drawn as rows of the sheet's dirt glyphs (model/dirt.h: '-' not
// dirt, '0'..'3' loose, 'a'..'d' packed, 'A'..'D' reinforced) with its ground rows ('0'..'3'),
// from the north-west corner of a 16 x 16 floor; squares the rows do not reach are rock that is
// not dirt under full ground. The grid is rock where the dirt is a wall or not dirt, room
// elsewhere, so the floor also passes the dirt_amounts check.
#pragma once

#include <string>
#include <vector>

#include "model/floor.h"
#include "sim/world/dirt_terrain.h"

namespace dungeon::sim::testing {

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

// The dirt glyphs of row y, columns 0..width-1, as the terrain holds them now.
inline std::string dirtRow(const DirtTerrain& t, int y, int width) {
  std::string row;
  for (int x = 0; x < width; ++x) row += dirtGlyph(t.square({x, y}));
  return row;
}
inline std::string groundRow(const DirtTerrain& t, int y, int width) {
  std::string row;
  for (int x = 0; x < width; ++x) row += groundGlyph(t.ground({x, y}));
  return row;
}

}  // namespace dungeon::sim::testing
