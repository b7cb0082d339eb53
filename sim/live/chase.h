// Monsters chasing a body with the same fit rule, legs and speeds as everyone else, over the
// live terrain. A chaser heads for the square nearest its quarry that it can itself get to, by
// the fewest moves, so a large body that does not fit a crawl waits at its mouth, unless it
// moves dirt (SPEC 9): a body that pushes dirt (the hulk) pushes a dirt square it does not fit
// out of its way, and a tunnelling body (the graboid) digs through dirt; a square costs one move
// to step into and one more for every unit of dirt it must push or dig out first, and a push or
// dig the dirt refuses is not tried again until the dirt changes. Chases cross floors by any
// vertical link the chaser fits. Monsters pass open doors only; they never use doors, keys or
// levers. Deterministic: ties go to the square found first, neighbours in a fixed order.
#pragma once

#include <vector>

#include "sim/live/scene.h"

namespace dungeon::sim {

// What the actor's chaser does next: step to a neighbour or a linked square, push or tunnel into
// the neighbour it faces, or stay. REQUIRES: the actor is chasing someone.
ChaseMove chaseMove(const Scene& scene, int chaser);

// Steps from `start` over the squares open now and every vertical link, ignoring bodies and
// doors; with `through_dirt`, dirt walls count as open too (for bodies that move dirt); -1 where
// no way leads. The chase and obstacle reports measure "nearest" with it.
std::vector<int> blindDistances(const Terrain& terrain, int start, bool through_dirt = false);

}  // namespace dungeon::sim
