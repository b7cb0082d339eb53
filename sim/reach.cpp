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
  const Place handle{door.floor,
                     step(door.at, static_cast<Dir>(door.fields.get(Field::kOpensFrom)))};
  return world.valid(handle) && world.index(handle) == from;
}

// Breadth-first search over the world under worldDistances' rules, recording each square's
// parent on its shortest way.
std::vector<int> worldSearch(const World& world, int start, const Body& body,
                             std::vector<int>& parent);

}  // namespace

std::vector<int> worldDistances(const World& world, int start, const Body& body) {
  std::vector<int> parent;
  return worldSearch(world, start, body, parent);
}

std::vector<int> shortestWay(const World& world, int start, int goal, const Body& body) {
  std::vector<int> parent;
  const auto distance = worldSearch(world, start, body, parent);
  if (distance[static_cast<size_t>(goal)] < 0) return {};
  std::vector<int> way{goal};
  while (way.back() != start) way.push_back(parent[static_cast<size_t>(way.back())]);
  std::reverse(way.begin(), way.end());
  return way;
}

std::vector<int> wayOnGoalFloor(const World& world) {
  if (world.entrance() < 0 || world.goal() < 0) return {};
  auto way = shortestWay(world, world.entrance(), world.goal(), bodyOf(BodyKind::kParty));
  const int goal_floor = world.floorOf(world.goal());
  std::erase_if(way, [&](int s) { return world.floorOf(s) != goal_floor; });
  return way;
}

namespace {

std::vector<int> worldSearch(const World& world, int start, const Body& body,
                             std::vector<int>& parent) {
  // Water counts as drained: its lever is one of the gates this distance opens.
  const std::vector<char> all_drained(world.dungeon().floors.size(), 1);
  auto enterable = [&](int from, int s) {
    const Thing* door = world.doorAt(s);
    if (door != nullptr && from >= 0 && !entersDoorFrom(world, *door, from)) return false;
    return fit(body, passageAt(world, s, all_drained)) != Stance::kNone;
  };
  if (!enterable(-1, start)) {
    parent.assign(static_cast<size_t>(world.squareCount()), -1);
    return std::vector<int>(static_cast<size_t>(world.squareCount()), -1);
  }
  return breadthFirst(world, start, enterable, &parent);
}

}  // namespace

}  // namespace dungeon::sim
