#include "checks/context.h"

#include "sim/reach.h"

namespace dungeon::checks {
namespace {

// The party's shortest way from the entrance to the goal under sim::worldDistances' rules.
int openWay(const sim::World& world) {
  if (world.entrance() < 0 || world.goal() < 0) return -1;
  const auto distance = sim::worldDistances(world, world.entrance(), sim::bodyOf(BodyKind::kParty));
  return distance[static_cast<size_t>(world.goal())];
}

}  // namespace

CheckContext::CheckContext(const Dungeon& d)
    : dungeon(d),
      world(d),
      locks(world),
      party(sim::solve(world, sim::bodyOf(BodyKind::kParty))),
      open_way(openWay(world)),
      walk(fetchWalk(world, locks)) {}

}  // namespace dungeon::checks
