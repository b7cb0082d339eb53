// A dungeon's world as built, with what the generator's last stage and the checker both ask of
// it first: the terrain as built, the party's open ways (reach.h), its shortest way from the
// entrance to the goal with every gate open, and the goal's view (goal_view.h) with whether it
// is seen early. A try builds it once: the glimpse stage builds it to decide whether to cut a
// slot and the try's check takes it, while the dungeon is unchanged since (the generator's try
// cache, generator/try_cache.h, is what knows that).
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
  BuiltWorld(const BuiltWorld&) = delete;
  BuiltWorld& operator=(const BuiltWorld&) = delete;

  // True iff this was built over the very object `d` (which may have changed since).
  bool builtOver(const Dungeon& d) const { return &world.dungeon() == &d; }

  const World world;
  const Terrain terrain;       // nothing drained
  const OpenWays party;        // the party's ways with every gate open
  const std::vector<int> way;  // the party's shortest way from entrance to goal; empty: none
  const GoalView goal_view;
  const bool goal_seen_early;  // metric M15
};

}  // namespace dungeon::sim
