// Where a climbing duct may go between two stacked floors (SPEC section 5.7): on each floor a
// straight crawl of 2 or 3 squares out of a room the floor's start reaches with every lock
// shut, its dead end on one column for both floors, more than 2 steps from any ladder, lift
// or spiral on either floor, its tube from the lower crawl's ceiling to the upper crawl at
// least the 2 m of rock between stacked floors long (checks::kMinClimbingTubeCm); the shafts'
// columns (the quick exit's among them) and the ramp stay rock. Finding only: nothing is dug.
#pragma once

#include <vector>

#include "generator/core/plan.h"

namespace dungeon::gen {

// One floor's crawl, from the square beside its room to the dead end the duct stands on.
struct DuctCrawl {
  std::vector<Point> squares;
  Dir into_room = Dir::kNorth;  // from squares.front() into its room
  bool operator==(const DuctCrawl&) const = default;
};

struct ClimbingDuct {
  int upper = 0;     // the upper floor; the lower is upper + 1
  DuctCrawl top;     // on the upper floor
  DuctCrawl bottom;  // on the lower floor; bottom.squares.back() == top.squares.back()
  bool operator==(const ClimbingDuct&) const = default;
};

// Every column that takes a climbing duct between floors `upper` and `upper + 1`, in square
// order, each with the shortest crawl on each floor (ties to the first found).
std::vector<ClimbingDuct> climbingDuctCandidates(const Draft& draft, int upper);

}  // namespace dungeon::gen
