// Monsters chasing a body with the same fit rule, legs and speeds as everyone else. A chaser
// walks toward the open square nearest its quarry that it can itself reach, so a large body
// that does not fit a crawl waits at its mouth. Chases cross floors by any vertical link the
// chaser fits. Monsters pass open doors only; they never use doors, keys or levers.
#pragma once

#include <vector>

#include "sim/live/scene.h"

namespace dungeon::sim {

// The square the actor's chaser should step to next (a neighbour or a linked square), or -1
// when it should stay where it is. REQUIRES: the actor is chasing someone.
int chaseStep(const Scene& scene, int chaser);

// Steps from `start` over open squares and every vertical link, ignoring bodies and doors;
// -1 where no open way leads. The chase and obstacle reports measure "nearest" with it.
std::vector<int> blindDistances(const World& world, int start);

}  // namespace dungeon::sim
