#include "sim/search/built_world.h"

namespace dungeon::sim {
namespace {

std::vector<int> partyWay(const World& world, const OpenWays& party) {
  if (world.entrance() < 0 || world.goal() < 0) return {};
  return party.shortestWay(world.entrance(), world.goal());
}

}  // namespace

BuiltWorld::BuiltWorld(const Dungeon& d)
    : world(d),
      terrain(world),
      party(terrain, bodyOf(BodyKind::kParty)),
      way(partyWay(world, party)),
      goal_view(goalView(world, way)),
      goal_seen_early(goalSeenEarly(d, goal_view)) {}

BuiltWorld::BuiltWorld(const Dungeon& d, const BuiltWorld& before, bool seen)
    : world(d),
      terrain(world),
      party(terrain, bodyOf(BodyKind::kParty)),
      way(before.way),
      goal_view(before.goal_view),
      goal_seen_early(seen) {}

}  // namespace dungeon::sim
