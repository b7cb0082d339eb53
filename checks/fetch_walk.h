// A quick stand-in for the party's walk, for the metrics that need the way in order (M4 detour
// ratio, M8 backtracking): from the entrance, go to whichever is nearest of the goal and the
// things the party can still use (a key, a lever, a code clue, a door's handle side, a lock
// it holds a key for), take or open it, and go on until the goal. Every leg is a shortest way
// under what the party knows then.
// Greedy and deterministic (ties by square index); the movement sim's reach walk is the full
// version with game time.
#pragma once

#include "sim/search/progress.h"
#include "sim/world/terrain.h"
#include "sim/world/world.h"

namespace dungeon::checks {

struct FetchWalk {
  bool reached = false;  // the goal was reached
  int steps = 0;         // squares stepped, every leg added up
  int revisited = 0;     // distinct squares stepped on more than once
};

// The walk from the entrance to the goal over `terrain`; not reached without both.
FetchWalk fetchWalk(const sim::Terrain& terrain, const sim::LockTable& table);

}  // namespace dungeon::checks
