// What a hard check or a metric reads of a dungeon, and what a change of a dungeon touched, so
// that a check of a dungeon just changed redoes only the checks and metrics whose inputs the
// change touched (checks/incremental.h). A check's or metric's inputs are stated beside it in
// its table (hard_checks.cpp, metrics.cpp); a change is found by comparing the dungeon before
// with the dungeon after, so no lay can report less than it did. Stating too little is the one
// way to get this wrong: the incremental property test redoes everything after every lay and
// compares (integration/incremental_property_test.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "model/dungeon.h"

namespace dungeon::checks {

// One bit per kind of input.
enum Input : uint8_t {
  kKinds = 1 << 0,    // the square kinds of a floor
  kHeights = 1 << 1,  // the heights of a floor's squares
  kThings = 1 << 2,   // the things standing on a floor, fields and all
  kDirt = 1 << 3,     // a dirt floor's dirt and ground
  // The party's ways through the whole dungeon: every search the checks share over its square
  // graph (its reach, its state search, its fetch walk, its shortest way and the goal's view),
  // which change only when a square's kind, its passage for the party, a step the heights
  // forbid, a door, a window, a link or a thing of use changes (sim::samePartyWays).
  kWays = 1 << 4,
};
using Inputs = uint8_t;

// What a check or metric reads: of the floor it measures (a per-floor metric), and of every
// floor of the dungeon. A hard check and a dungeon-wide metric measure no floor of their own.
struct Reads {
  Inputs floor = 0;
  Inputs dungeon = 0;
};

// What changed between two states of a dungeon: per floor, which of kKinds, kHeights, kThings
// and kDirt; and whether the party's ways did (kWays, set once the world after is built).
struct Change {
  bool everything = false;     // the floors differ in number or size: nothing carries over
  std::vector<Inputs> floors;  // per floor
  bool ways = false;

  // The inputs changed on any floor (with kWays when the ways changed).
  Inputs anywhere() const;
  // Per floor: whether anything on it changed.
  std::vector<bool> floorsChanged() const;
  // Whether something that `reads` states, for floor `floor` (-1: a check or dungeon-wide
  // metric), changed.
  bool touches(const Reads& reads, int floor) const;
};

// The change from `before` to `after`, kWays left unset. Things are compared floor by floor in
// canonical order (model/dungeon.h canonicalize), so both must be canonical.
Change changeBetween(const Dungeon& before, const Dungeon& after);

}  // namespace dungeon::checks
