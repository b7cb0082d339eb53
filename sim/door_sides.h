// The importer's rule for one-way doors (SPEC section 4): a one-way door whose `opens_from` is
// missing, or does not lie along the door's way, gets the side farther from the entrance (its
// handle then faces away from the way in: a shortcut back, opened from inside), and the
// importer warns, naming the door and its square.
#pragma once

#include <string>
#include <vector>

#include "model/dungeon.h"

namespace dungeon::sim {

struct DoorSideWarning {
  Thing door;  // as it now stands, with the side picked
  std::string message;
};

// Picks the side of every one-way door that needs one. Returns a warning per door changed.
// A door with no open square on either side along any way is left alone (the checks refuse it).
std::vector<DoorSideWarning> resolveOneWaySides(Dungeon& d);

}  // namespace dungeon::sim
