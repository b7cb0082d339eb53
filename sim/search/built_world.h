// A dungeon's world as built, with what the generator's last stage and the checker both ask of
// it first: the terrain as built, the party's open ways (reach.h), its shortest way from the
// entrance to the goal with every gate open, and the goal's view (goal_view.h) with whether it
// is seen early. A try builds it once: the glimpse stage builds it to decide whether to cut a
// slot and the try's check takes it, while the dungeon is unchanged since (the generator's try
// cache, generator/core/try_cache.h, is what knows that).
#pragma once

#include <vector>

#include "model/dungeon.h"
#include "sim/search/goal_view.h"
#include "sim/search/reach.h"
#include "sim/world/terrain.h"
#include "sim/world/world.h"

namespace dungeon::sim {

// Lifetimes: as World's (the Dungeon must outlive it and not change while it is in use). Its
// parts refer to each other, so it is neither copied nor moved: hold it by pointer.
class BuiltWorld {
 public:
  explicit BuiltWorld(const Dungeon& d);
  // The world of `d` after a change that leaves the party's shortest way and the goal's view
  // as they were in `before` (a dead-end glimpse slot ending in a window does: no shortest way
  // enters it and it holds no room square or door), where the goal is now seen early or not.
  // Only `before`'s way and view are read.
  BuiltWorld(const Dungeon& d, const BuiltWorld& before, bool goal_seen_early);
  // The world of `d` after any change of the dungeon `before` was built over (which must still
  // be as it was then): where the party's ways are the same in both (samePartyWays), its open
  // ways, shortest way and goal's view are `before`'s, else worked out anew.
  BuiltWorld(const Dungeon& d, const BuiltWorld& before);
  BuiltWorld(const BuiltWorld&) = delete;
  BuiltWorld& operator=(const BuiltWorld&) = delete;

  // True iff this was built over the very object `d` (which may have changed since).
  bool builtOver(const Dungeon& d) const { return &world.dungeon() == &d; }

  // After the dungeon it was built over was moved into `d` (keepIfChecksPass keeps a lay so):
  // answers for `d` (World::rebind).
  void rebind(const Dungeon& d) const { world.rebind(d); }

  const World world;
  const Terrain terrain;  // nothing drained
  // Built from another world whose party ways it found the same (the constructor above): its
  // ways, way and view are that world's.
  const bool ways_as_before = false;
  const OpenWays party;        // the party's ways with every gate open
  const std::vector<int> way;  // the party's shortest way from entrance to goal; empty: none
  const GoalView goal_view;
  const bool goal_seen_early;  // metric M15
};

// True when the party's searches see the same dungeon over `a` and `b` (worlds of two states of
// one dungeon, floors of the same sizes): the same square kinds, the same squares the party
// fits (every floor drained and not), the same steps the heights forbid, the same doors (fields
// and all), windows, entrance and goal, the same keys, levers and clues on the same squares,
// and the same links the party climbs. Heights may differ where no step the party takes changes.
bool samePartyWays(const Terrain& a, const Terrain& b);

}  // namespace dungeon::sim
