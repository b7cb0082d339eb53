// A dungeon's world as built, with what the generator's last stage and the checker both ask of
// it first: the terrain as built, the party's open ways (reach.h), its shortest way from the
// entrance to the goal with every gate open, and the goal's view (goal_view.h) with whether it
// is seen early. A try builds it once: the glimpse stage builds it to decide whether to cut a
// slot and the try's check takes it, while the dungeon is unchanged since (the generator's try
// cache, generator/core/try_cache.h, knows that by the draft's version).
#pragma once

#include <memory>
#include <vector>

#include "model/dungeon.h"
#include "sim/search/goal_view.h"
#include "sim/search/reach.h"
#include "sim/world/terrain.h"
#include "sim/world/world.h"

namespace dungeon::sim {

// Lifetimes: as World's: built over a borrowed Dungeon, the Dungeon must outlive it; built over a
// shared one, it holds it. Its parts refer to each other, so it is neither copied nor moved:
// hold it by pointer.
class BuiltWorld {
 public:
  explicit BuiltWorld(const Dungeon& d);
  explicit BuiltWorld(std::shared_ptr<const Dungeon> d);
  // The world of `d` after a change that leaves the party's shortest way and the goal's view
  // as they were in `before` (a dead-end glimpse slot ending in a window does: no shortest way
  // enters it and it holds no room square or door), where the goal is now seen early or not.
  // Only `before`'s way and view are read.
  BuiltWorld(std::shared_ptr<const Dungeon> d, const BuiltWorld& before, bool goal_seen_early);
  // The world of `d` after a change of the dungeon `before` was built over, which touched only
  // the floors `floors_changed` marks (as samePartyWays reads them): where the party's ways are
  // the same in both, its open ways, shortest way and goal's view are `before`'s, else worked
  // out anew. REQUIRES: floors_changed has one entry per floor.
  BuiltWorld(std::shared_ptr<const Dungeon> d, const BuiltWorld& before,
             const std::vector<bool>& floors_changed);
  BuiltWorld(const BuiltWorld&) = delete;
  BuiltWorld& operator=(const BuiltWorld&) = delete;

  const World world;
  const Terrain terrain;  // nothing drained
  // Built from another world whose party ways it found the same (the constructor above): its
  // ways, way and view are that world's.
  const bool ways_as_before = false;
  const OpenWays party;        // the party's ways with every gate open
  const std::vector<int> way;  // the party's shortest way from entrance to goal; empty: none
  const GoalView goal_view;
  const bool goal_seen_early;  // metric M15

 private:
  explicit BuiltWorld(World built);
};

// True when the party's searches see the same dungeon over `a` and `b` (worlds of two states of
// one dungeon, floors of the same sizes): the same square kinds, the same squares the party
// fits (every floor drained and not), the same steps the heights forbid, the same doors (fields
// and all), windows, entrance and goal, the same keys, levers and clues on the same squares,
// and the same links the party climbs. Heights may differ where no step the party takes changes.
bool samePartyWays(const Terrain& a, const Terrain& b);
// The same, where `floors_changed[f]` is false only for a floor whose squares (kinds, heights,
// dirt) and things are the same in both (checks::changeBetween finds those): only the squares of
// the changed floors are compared, as everything a world says of a square (kind, heights, the
// steps they forbid, door, window, spiral shaft, duct, dirt) is worked out from its own floor's
// squares and things; links, the entrance, the goal and the things the party searches for are
// compared on every floor. REQUIRES: floors_changed has one entry per floor.
bool samePartyWays(const Terrain& a, const Terrain& b, const std::vector<bool>& floors_changed);

}  // namespace dungeon::sim
