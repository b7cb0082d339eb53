// Where a flat duct may go on one floor (SPEC section 5.7): the shortest crawl through rock
// between two rooms the floor's start (the entrance, or the arrival below floor 1) reaches
// with every lock shut, so it never goes round a lock: at most 9 squares, touching no open
// square but its two rooms nor itself (a simple crawl), straight for its first and last two
// squares, its two mouths opening at one height (the crawl is dug at that height: a flat duct
// never bridges a rise), and walking between its rooms without it at least 6 squares longer
// than the duct. Finding only: nothing is dug. Also which rock any duct may dig, the flat
// ducts' and the climbing ducts' (climbing_ducts.h) alike.
#pragma once

#include <vector>

#include "generator/core/plan.h"

namespace dungeon::gen {

struct FlatDuct {
  std::vector<Point> crawl;  // from the square beside the first room to the one beside the other
  Dir into_first = Dir::kNorth;  // from crawl.front() into its room
  Dir into_last = Dir::kNorth;   // from crawl.back() into its room
  bool operator==(const FlatDuct&) const = default;
};

// The rock squares of floor f a duct may dig, worked out once for a whole search: off the map's
// edge, not the entrance ramp or a shaft's column, and how many open squares each touches.
// Lifetime: the draft's floor must outlive it and not change while it is in use.
class DuctDigMask {
 public:
  DuctDigMask(const Draft& draft, int f);
  DuctDigMask(Draft&&, int) = delete;  // it would outlive the draft it reads
  // A square a crawl may run through: rock the mask lets a duct cut, touching nothing open (false
  // off the floor).
  bool crawlMayCut(Point p) const;
  // A crawl's first square out of a room: rock the mask lets a duct cut, touching exactly one
  // open square (the caller's room square beside it; false off the floor).
  bool crawlMayStart(Point p) const;

 private:
  const Floor& floor_;
  std::vector<char> rock_;                  // per square: rock a duct may dig
  std::vector<unsigned char> open_beside_;  // per square: how many of its neighbours are open
};

// Squares of floor f the entrance (or arrival) reaches walking with every lock, lever gate,
// keypad, one-way door and secret door shut and water undrained.
std::vector<char> reachedWithLocksShut(const Draft& draft, int f);

// One flat duct per pair of reached rooms that takes one, in a fixed order (the pair's rooms
// in square order), each the shortest crawl for its pair (ties to the first found, the lower
// mouth height first).
std::vector<FlatDuct> flatDuctCandidates(const Draft& draft, int f);

}  // namespace dungeon::gen
