// The importer's rule for one-way doors (SPEC section 4): a one-way door whose `opens_from` is
// missing, or does not lie along the door's way, gets the side farther from the entrance (its
// handle then faces away from the way in: a shortcut back, opened from inside), and the
// importer warns, naming the door and its square. Sheets get this rule from the import
// (sim/live/import.h); the door bank applies it to a side-less door it is handed directly.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "model/dungeon.h"
#include "sim/world/world.h"

namespace dungeon::sim {

struct DoorSidePick {
  size_t thing = 0;  // index into the dungeon's things
  Dir side = Dir::kNorth;
};

// The side every one-way door of the world's dungeon that needs one gets, in thing order;
// changes nothing. A door with no open square on either side along any way gets no pick (the
// checks refuse it).
std::vector<DoorSidePick> pickOneWaySides(const World& world);

struct DoorSideWarning {
  size_t thing = 0;  // index into the dungeon's things
  Thing door;        // as it now stands, with the side picked
  std::string message;
};

// Sets the side of every one-way door that needs one. Returns a warning per door changed.
std::vector<DoorSideWarning> resolveOneWaySides(Dungeon& d);

}  // namespace dungeon::sim
