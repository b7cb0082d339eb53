// Test helper: dungeons drawn as rows of sheet glyphs, so a test states its floor plan at a
// glance. Each floor is 16 x 16, rock where the rows do not reach, stacked 6 m below the one
// above; things are added by type, floor, square and fields, and kept in canonical order.
// The same rows always give the same dungeon.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include "model/dungeon.h"

namespace dungeon::testing {

// What a drawn dungeon says beside its squares: its name, every floor's topology, and whether
// its options give the floors' own 16 x 16 or leave the default floor side.
struct Drawing {
  std::string name;
  std::string topology;
  bool options_fit_floors = false;
};
// Floors stacked for the sim's tests: no topology, options of the default size.
inline const Drawing kStackedFloors{"fixture", "", false};
// One floor of a two-path dungeon whose options state its size, as the check tests draw it.
inline const Drawing kTwoPathsFloor{"art", "two_paths", true};

// A dungeon of one floor per entry of `floors`, each drawn as rows of glyphs from its
// north-west corner. REQUIRES: every glyph names a square kind and fits in 16 x 16.
inline Dungeon floorsOf(const std::vector<std::vector<std::string>>& floors,
                        const Drawing& drawing = kStackedFloors) {
  Dungeon d;
  d.name = drawing.name;
  d.options.floors = static_cast<int>(floors.size());
  if (drawing.options_fit_floors) {
    d.options.width = kMinFloorSide;
    d.options.height = kMinFloorSide;
  }
  for (size_t f = 0; f < floors.size(); ++f) {
    d.floors.emplace_back(kMinFloorSide, kMinFloorSide, baseHalfMetresOfFloor(static_cast<int>(f)),
                          drawing.topology);
    for (size_t y = 0; y < floors[f].size(); ++y) {
      for (size_t x = 0; x < floors[f][y].size(); ++x) {
        d.floors[f].setKind({static_cast<int>(x), static_cast<int>(y)},
                            *kindOfGlyph(floors[f][y][x]));
      }
    }
  }
  return d;
}

// A one-floor dungeon drawn as `rows` (floorsOf with a single floor).
inline Dungeon floorOf(const std::vector<std::string>& rows,
                       const Drawing& drawing = kTwoPathsFloor) {
  return floorsOf({rows}, drawing);
}

// A room (columns 0-2), a corridor (3-5) and a room (6-8) along row 0, and a side branch from
// the first room down column 1 to a room on row 3: the floor several check tests build on.
inline Dungeon corridorWithSideBranch() {
  return floorOf({
      "...,,,...",
      "...###...",
      "#,#######",
      "...######",
  });
}

// Adds the thing makeThing builds and puts the things back in canonical order. Returns the
// added thing; the reference holds until the dungeon's things change again.
inline Thing& addThing(Dungeon& d, ThingType type, int floor, Point at,
                       std::initializer_list<FieldValue> fields = {}) {
  const Thing thing = makeThing(type, floor, at, fields);
  d.things.push_back(thing);
  canonicalize(d);
  return *std::find(d.things.begin(), d.things.end(), thing);
}

// The entrance on floor 0 at `at`, its ramp going `ramp`.
inline void addEntrance(Dungeon& d, Point at, Dir ramp) {
  addThing(d, ThingType::kEntrance, 0, at, {{Field::kRamp, ramp}});
}

}  // namespace dungeon::testing
