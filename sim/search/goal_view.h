// What metric M15 asks (SPEC section 5.6): is the goal room, or a door of it, seen from a
// square in the first third of the party's way to the goal on the goal's floor? The way is
// the shortest one (reach.h); "seen" is the continuous line of sight of sight.h, so a glimpse
// counts only where it holds in the built geometry.
#pragma once

#include <span>
#include <vector>

#include "sim/search/reach.h"
#include "sim/world/terrain.h"
#include "sim/world/world.h"

namespace dungeon::sim {

struct GoalView {
  int floor = -1;
  std::vector<Point> early;    // the first third of the way, in order from its start
  std::vector<Point> targets;  // the goal room's squares and the doors beside it
};

// The way and its targets over `terrain` (the world as built, for the metric); the second
// form takes the party's open ways already worked out over that terrain, the third the
// party's whole shortest way from the entrance to the goal (OpenWays::shortestWay).
GoalView goalView(const Terrain& terrain);
GoalView goalView(const OpenWays& party);
GoalView goalView(const World& world, std::span<const int> way);

// Whether some early square sees some target.
bool goalSeenEarly(const Dungeon& d, const GoalView& view);

}  // namespace dungeon::sim
