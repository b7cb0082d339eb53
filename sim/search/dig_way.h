// The quickest way for a body that may dig (SPEC sections 8 and 9): the least game time from one
// square to another over the terrain, every gate open and every floor drained (as the open ways
// of reach.h), where a dirt wall on the way may be dug once from the side into a crawlway (level
// 3 to 2, kDigMs) and crawled. A wall is dug only where one of its neighbours can take the unit
// (the square the body digs from only where the body still fits it one unit fuller). The time
// counts the digs and the legs over the squares as dug, not what the units do where they land.
// The checks' report line on digging and `dungeon walk --dig` ask it; it never changes the
// terrain. Deterministic: ties go to the lower square index.
#pragma once

#include <cstdint>
#include <vector>

#include "sim/world/body.h"
#include "sim/world/terrain.h"

namespace dungeon::sim {

struct DigWay {
  bool found = false;
  std::vector<int> squares;  // from the start (first) to the target (last)
  std::vector<int> dug;      // the dirt walls on it, in the order they are met
  int64_t time_ms = 0;       // the legs' time and kDigMs per dug wall
};

// The quickest way from `from` to `to` for `body`; with `may_dig` false, the quickest walk alone.
// The walls of `undiggable` are never dug (a walk that found nowhere for their dirt).
DigWay quickestWay(const Terrain& terrain, const Body& body, int from, int to, bool may_dig,
                   const std::vector<int>& undiggable = {});

// The squares that can take the unit dug out of `wall`: its eight neighbours that are dirt below
// full, in the fixed order of kNeighbourOffsets. REQUIRES: terrain.dirtSpace(wall) is kWall.
std::vector<int> dumpSquares(const Terrain& terrain, int wall);

// True when `body` still fits `square` with one more unit of dirt in it (a dig's unit put on the
// square the digger stands on). REQUIRES: the square is dirt below full.
bool fitsOneUnitFuller(const Terrain& terrain, const Body& body, int square);

}  // namespace dungeon::sim
