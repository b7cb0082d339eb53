// Test helper: a one-floor dungeon drawn as rows of sheet glyphs, padded with rock to the
// minimum floor size, so a test states its floor plan at a glance.
#pragma once

#include <string>
#include <vector>

#include "model/dungeon.h"

namespace dungeon::testing {

inline Dungeon dungeonFromArt(const std::vector<std::string>& rows) {
  Dungeon d;
  d.name = "art";
  d.options.width = kMinFloorSide;
  d.options.height = kMinFloorSide;
  d.floors.emplace_back(kMinFloorSide, kMinFloorSide, 0, "two_paths");
  for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
    for (int x = 0; x < static_cast<int>(rows[static_cast<size_t>(y)].size()); ++x) {
      d.floors[0].setKind({x, y},
                          *kindOfGlyph(rows[static_cast<size_t>(y)][static_cast<size_t>(x)]));
    }
  }
  return d;
}

// A room (columns 0-2), a corridor (3-5) and a room (6-8) along row 0, and a side branch from
// the first room down column 1 to a room on row 3: the floor several check tests build on.
inline Dungeon corridorWithSideBranch() {
  return dungeonFromArt({
      "...,,,...",
      "...###...",
      "#,#######",
      "...######",
  });
}

inline Thing& addThing(Dungeon& d, ThingType type, Point at, int floor = 0) {
  Thing thing;
  thing.type = type;
  thing.floor = floor;
  thing.at = at;
  d.things.push_back(thing);
  return d.things.back();
}

inline void addEntrance(Dungeon& d, Point at, Dir ramp) {
  addThing(d, ThingType::kEntrance, at).fields.set(Field::kRamp, static_cast<int>(ramp));
}

}  // namespace dungeon::testing
