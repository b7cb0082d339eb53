#include "sim/live/chase.h"

#include <deque>
#include <tuple>

namespace dungeon::sim {
namespace {

// Calls visit(to, is_walk) for every neighbour and linked square of `from`.
template <class Visit>
void forEachStep(const World& world, int from, Visit visit) {
  for (Dir dir : kAllDirs) {
    const int to = world.neighbour(from, dir);
    if (to >= 0) visit(to, true);
  }
  for (int to : world.linked(from)) visit(to, false);
}

// Breadth-first parents over the legs the chaser can make now (open doors only).
std::vector<int> chaserParents(const Scene& scene, const Actor& chaser, std::vector<int>& dist) {
  const World& world = scene.world();
  std::vector<int> parent(static_cast<size_t>(world.squareCount()), -1);
  dist.assign(static_cast<size_t>(world.squareCount()), -1);
  std::deque<int> frontier{chaser.square};
  dist[static_cast<size_t>(chaser.square)] = 0;
  while (!frontier.empty()) {
    const int at = frontier.front();
    frontier.pop_front();
    forEachStep(world, at, [&](int to, bool walk) {
      if (dist[static_cast<size_t>(to)] >= 0) return;
      const DoorState* door = scene.doors().at(to);
      if (door != nullptr && !door->passable()) return;
      const auto leg = walk ? walkLeg(scene.terrain(), *chaser.body, at, to)
                            : climbLeg(scene.terrain(), *chaser.body, at, to);
      if (!leg) return;
      dist[static_cast<size_t>(to)] = dist[static_cast<size_t>(at)] + 1;
      parent[static_cast<size_t>(to)] = at;
      frontier.push_back(to);
    });
  }
  return parent;
}

}  // namespace

std::vector<int> blindDistances(const World& world, int start) {
  std::vector<int> dist(static_cast<size_t>(world.squareCount()), -1);
  std::deque<int> frontier{start};
  dist[static_cast<size_t>(start)] = 0;
  while (!frontier.empty()) {
    const int at = frontier.front();
    frontier.pop_front();
    forEachStep(world, at, [&](int to, bool) {
      if (dist[static_cast<size_t>(to)] >= 0 || isSolid(world.kind(to))) return;
      dist[static_cast<size_t>(to)] = dist[static_cast<size_t>(at)] + 1;
      frontier.push_back(to);
    });
  }
  return dist;
}

int chaseStep(const Scene& scene, int chaser_id) {
  const Actor& chaser = scene.actor(chaser_id);
  const Actor& quarry = scene.actor(chaser.chasing);
  const std::vector<int> to_quarry = blindDistances(scene.world(), quarry.square);
  std::vector<int> own;
  const std::vector<int> parent = chaserParents(scene, chaser, own);
  int best = chaser.square;
  auto key = [&](int s) {
    return std::tuple(to_quarry[static_cast<size_t>(s)], own[static_cast<size_t>(s)], s);
  };
  for (int s = 0; s < scene.world().squareCount(); ++s) {
    if (own[static_cast<size_t>(s)] < 0 || to_quarry[static_cast<size_t>(s)] < 0) continue;
    if (to_quarry[static_cast<size_t>(best)] < 0 || key(s) < key(best)) best = s;
  }
  if (best == chaser.square) return -1;
  while (parent[static_cast<size_t>(best)] != chaser.square)
    best = parent[static_cast<size_t>(best)];
  return best;
}

}  // namespace dungeon::sim
