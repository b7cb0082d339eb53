// The walk of a body that may dig (`dungeon walk --dig`, the scenario's `walk ... digging`):
// the quickest way when it may dig (sim/search/dig_way.h), walked in the scene. The body walks
// (the reach walk, walk.h) to the square before each dirt wall on the way, digs the wall once
// from the side (kDigMs) into the first of its neighbours that can take the unit off the way
// (else one it has walked past, else the square it stands on where it still fits it one unit
// fuller; never a square ahead), and crawls on. A collapse that leaves the dug square too small
// for it, or a wall whose dirt only squares ahead could take (left out from then on), sends it
// back to the planner from where it stands, at most kMostDigPlans times. A dig the dirt refuses
// stops it. Deterministic: the collapse draws come from the scene's dirt streams.
#pragma once

#include "sim/live/walk.h"

namespace dungeon::sim {

// Plans after the first: a collapse fills a dug square at most with the ground above it, so a
// walk that needs this many plans is digging into falling ground and stops.
inline constexpr int kMostDigPlans = 64;

// Walks actor `id` of the scene to `target`, digging where that is quicker. The result's
// `digging` holds what it dug. REQUIRES: the scene's clock is running.
WalkResult digWalkInScene(Scene& scene, int id, int target);

}  // namespace dungeon::sim
