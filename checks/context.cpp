#include "checks/context.h"

#include "sim/reach.h"

namespace dungeon::checks {
namespace {

// The party's shortest way from the entrance to the goal under sim::worldDistances' rules.
int openWay(const sim::World& world) {
  const auto entrances = thingsOf(world.dungeon(), ThingType::kEntrance);
  const auto goals = thingsOf(world.dungeon(), ThingType::kGoal);
  if (entrances.empty() || goals.empty()) return -1;
  const sim::Place entrance{entrances.front()->floor, entrances.front()->at};
  const sim::Place goal{goals.front()->floor, goals.front()->at};
  if (!world.valid(entrance) || !world.valid(goal)) return -1;
  const auto distance =
      sim::worldDistances(world, world.index(entrance), sim::bodyOf(BodyKind::kParty));
  return distance[static_cast<size_t>(world.index(goal))];
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
