#include "checks/context.h"

#include "sim/reach.h"

namespace dungeon::checks {
namespace {

// The party's shortest way from the entrance to the goal under sim::worldDistances' rules.
int openWay(const sim::Terrain& terrain) {
  const sim::World& world = terrain.world();
  if (world.entrance() < 0 || world.goal() < 0) return -1;
  const auto distance =
      sim::worldDistances(terrain, world.entrance(), sim::bodyOf(BodyKind::kParty));
  return distance[static_cast<size_t>(world.goal())];
}

std::vector<SquareGroups> roomsOfFloors(const Dungeon& d) {
  std::vector<SquareGroups> rooms;
  for (const Floor& floor : d.floors) rooms.push_back(findRooms(floor));
  return rooms;
}

}  // namespace

CheckContext::CheckContext(const Dungeon& d)
    : dungeon(d),
      world(d),
      terrain(world),
      locks(world),
      party(sim::solve(terrain, sim::bodyOf(BodyKind::kParty))),
      open_way(openWay(terrain)),
      walk(fetchWalk(terrain, locks)),
      rooms(roomsOfFloors(d)) {}

}  // namespace dungeon::checks
