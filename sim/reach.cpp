#include "sim/reach.h"

#include "sim/motion.h"

#include <algorithm>
#include <deque>

namespace dungeon::sim {
namespace {

// Whether a door lets a body in from square `from`: one-way doors only from their handle side.
bool entersDoorFrom(const World& world, const Thing& door, int from) {
  // A one-way door with no handle side opens from nowhere (as in the state search).
  if (!door.fields.has(Field::kOpensFrom)) return door.type != ThingType::kOneWayDoor;
  const Place handle{door.floor, step(door.at, door.fields.as<Dir>(Field::kOpensFrom))};
  return world.valid(handle) && world.index(handle) == from;
}

// Breadth-first search over the world under worldDistances' rules, recording each square's
// parent on its shortest way.
std::vector<int> worldSearch(const Terrain& terrain, int start, const Body& body,
                             std::vector<int>& parent);

}  // namespace

std::vector<int> worldDistances(const Terrain& terrain, int start, const Body& body) {
  std::vector<int> parent;
  return worldSearch(terrain, start, body, parent);
}

std::vector<int> shortestWay(const Terrain& terrain, int start, int goal, const Body& body) {
  std::vector<int> parent;
  const auto distance = worldSearch(terrain, start, body, parent);
  if (distance[static_cast<size_t>(goal)] < 0) return {};
  std::vector<int> way{goal};
  while (way.back() != start) way.push_back(parent[static_cast<size_t>(way.back())]);
  std::reverse(way.begin(), way.end());
  return way;
}

std::vector<int> wayOnGoalFloor(const Terrain& terrain) {
  const World& world = terrain.world();
  if (world.entrance() < 0 || world.goal() < 0) return {};
  auto way = shortestWay(terrain, world.entrance(), world.goal(), bodyOf(BodyKind::kParty));
  const int goal_floor = world.floorOf(world.goal());
  std::erase_if(way, [&](int s) { return world.floorOf(s) != goal_floor; });
  return way;
}

namespace {

std::vector<int> worldSearch(const Terrain& terrain, int start, const Body& body,
                             std::vector<int>& parent) {
  const World& world = terrain.world();
  // Water counts as drained: its lever is one of the gates this distance opens.
  Terrain all_drained = terrain;
  all_drained.drainAll();
  auto enterable = [&](int from, int s) {
    const Thing* door = world.doorAt(s);
    if (door != nullptr && from >= 0 && !entersDoorFrom(world, *door, from)) return false;
    return fit(body, all_drained.passageAt(s)) != Stance::kNone;
  };
  if (!enterable(-1, start)) {
    parent.assign(static_cast<size_t>(world.squareCount()), -1);
    return std::vector<int>(static_cast<size_t>(world.squareCount()), -1);
  }
  return breadthFirst(world, start, enterable, &parent);
}

}  // namespace

}  // namespace dungeon::sim
