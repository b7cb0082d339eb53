// Where a flat duct may go on one floor (SPEC section 5.7): the shortest crawl through rock
// between two rooms the floor's start (the entrance, or the arrival below floor 1) reaches
// with every lock shut, so it never goes round a lock: at most 9 squares, touching no open
// square but its two rooms nor itself (a simple crawl), straight for its first and last two
// squares, its two mouths opening at one height (the crawl is dug at that height: a flat duct
// never bridges a rise), and walking between its rooms without it at least 6 squares longer
// than the duct. Finding only: nothing is dug.
#pragma once

#include <optional>
#include <vector>

#include "generator/plan.h"

namespace dungeon::gen {

struct FlatDuct {
  std::vector<Point> crawl;  // from the square beside the first room to the one beside the other
  Dir into_first = Dir::kNorth;  // from crawl.front() into its room
  Dir into_last = Dir::kNorth;   // from crawl.back() into its room
  bool operator==(const FlatDuct&) const = default;
};

// True for a rock square of floor f a duct may dig: off the map's edge, not the entrance ramp or
// a shaft's column, with none of its four neighbours open except `allowed` (when given).
bool ductDiggable(const Draft& draft, int f, Point p, std::optional<Point> allowed = std::nullopt);

// Squares of floor f the entrance (or arrival) reaches walking with every lock, lever gate,
// keypad, one-way door and secret door shut and water undrained.
std::vector<char> reachedWithLocksShut(const Draft& draft, int f);

// One flat duct per pair of reached rooms that takes one, in a fixed order (the pair's rooms
// in square order), each the shortest crawl for its pair (ties to the first found, the lower
// mouth height first).
std::vector<FlatDuct> flatDuctCandidates(const Draft& draft, int f);

}  // namespace dungeon::gen
