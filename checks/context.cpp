#include "checks/context.h"

#include "sim/reach.h"

namespace dungeon::checks {
namespace {

// The party's shortest way from the entrance to the goal with every gate open.
int openWay(const sim::World& world, const sim::OpenWays& ways) {
  if (world.entrance() < 0 || world.goal() < 0) return -1;
  const int goal[1] = {world.goal()};
  return ways.distances(world.entrance(), nullptr, goal)[static_cast<size_t>(world.goal())];
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
      open_ways(terrain, sim::bodyOf(BodyKind::kParty)),
      party(sim::solve(terrain, sim::bodyOf(BodyKind::kParty))),
      open_way(openWay(world, open_ways)),
      walk(fetchWalk(terrain, locks)),
      rooms(roomsOfFloors(d)) {}

}  // namespace dungeon::checks
