// Test helper for the dirt actions' tests: the drawn dirt floors of testing/dirt_floors.h, and
// the rows of dirt glyphs and ground digits a terrain holds now.
#pragma once

#include <string>
#include <vector>

#include "model/floor.h"
#include "sim/world/dirt_terrain.h"
#include "testing/dirt_floors.h"

namespace dungeon::sim::testing {

using dungeon::testing::drawnDirtFloor;

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
