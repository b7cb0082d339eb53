// A dungeon's world as built, with what the generator's last stage and the checker both ask of
// it first: the terrain as built, the party's open ways (reach.h), its shortest way from the
// entrance to the goal with every gate open, and the goal's view (goal_view.h) with whether it
// is seen early. A try builds it once: the glimpse stage builds it to decide whether to cut a
// slot and hands it to the try's check, which takes it only while it still describes the
// dungeon being checked (the same object, unchanged since: describes()) and builds its own
// otherwise, so a handed-on world can never make a check read a dungeon that has changed.
#pragma once

#include <cstdint>
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

  // True iff `d` is the very dungeon this was built over, its floors and things are still
  // what they were then and where they were then (a draft put back from a copy holds equal
  // things elsewhere, which the world's pointers do not reach).
  bool describes(const Dungeon& d) const;

  const World world;
  const Terrain terrain;       // nothing drained
  const OpenWays party;        // the party's ways with every gate open
  const std::vector<int> way;  // the party's shortest way from entrance to goal; empty: none
  const GoalView goal_view;
  const bool goal_seen_early;  // metric M15

 private:
  const uint64_t fingerprint_;
  const Floor* const floors_at_;
  const Thing* const things_at_;
};

// A hash of every square (kind and height) and every thing of `d`, in order: equal for equal
// floors and things, and different, but for a 2^-64 chance, after any edit.
uint64_t fingerprintOf(const Dungeon& d);

}  // namespace dungeon::sim
