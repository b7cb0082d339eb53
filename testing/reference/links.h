// Vertical links paired again from SPEC section 4 for the reference rules: a ladder, climbing
// duct or spiral going up pairs only with the nearest one of its type going down straight
// above it (a spiral with one of the same shaft), every floor between being rock at every
// column of its shaft; lift stops in one column are joined in order from top to bottom
// ("joins every floor at its column"). What does not pair is a problem, as links_paired says.
#pragma once

#include <string>
#include <vector>

#include "testing/reference/dungeon_index.h"

namespace dungeon::reference {

struct Link {
  ThingType type;  // ladder, lift, duct (climbing) or spiral (between floors)
  Place lower;     // the end on the lower floor (the larger floor number)
  Place upper;
  const Thing* lower_thing;
  const Thing* upper_thing;
};

struct LinkPairing {
  std::vector<Link> links;
  std::vector<std::string> problems;  // one line per thing left alone or blocked shaft
};

// The squares of a link thing's shaft on its floor: its own square, or for a spiral with
// shaft=2 the 2 x 2 block whose north-west square it stands on (those on the floor).
std::vector<Place> shaftOf(const DungeonIndex& index, const Thing& link);

LinkPairing pairLinks(const DungeonIndex& index);

}  // namespace dungeon::reference
