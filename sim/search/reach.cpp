#include "sim/search/reach.h"

#include "sim/world/motion.h"

#include <algorithm>
#include <deque>
#include <utility>

namespace dungeon::sim {
namespace {

// Whether a door lets a body in from square `from`: one-way doors only from their handle side.
bool entersDoorFrom(const World& world, const Thing& door, int from) {
  // A one-way door with no handle side opens from nowhere (as in the state search).
  if (!door.fields.has(Field::kOpensFrom)) return door.type != ThingType::kOneWayDoor;
  const Place handle{door.floor, step(door.at, door.fields.as<Dir>(Field::kOpensFrom))};
  return world.valid(handle) && world.index(handle) == from;
}

}  // namespace

OpenWays::OpenWays(const Terrain& terrain, const Body& body) : world_(terrain.world()) {
  // Water counts as drained: its lever is one of the gates these ways open.
  Terrain all_drained = terrain;
  all_drained.drainAll();
  fits_.resize(static_cast<size_t>(world_.squareCount()));
  for (int s = 0; s < world_.squareCount(); ++s) {
    // Rock (a dirt wall too) leaves no room at all; water is drained here.
    if (clearanceOf(all_drained.kind(s)).width_cm == 0) continue;
    fits_[static_cast<size_t>(s)] = fit(body, all_drained.passageAt(s)) != Stance::kNone;
  }
}

bool OpenWays::entersDoor(const Thing& door, int from) const {
  return entersDoorFrom(world_, door, from);
}

std::vector<int> OpenWays::distances(int start, std::vector<int>* parent,
                                     std::span<const int> targets) const {
  const auto count = static_cast<size_t>(world_.squareCount());
  std::vector<int> distance(count, -1);
  if (parent != nullptr) parent->assign(count, -1);
  if (!enters(-1, start)) return distance;
  std::vector<char> wanted;
  size_t left = 0;
  if (!targets.empty()) {
    wanted.assign(count, 0);
    for (int t : targets) left += !std::exchange(wanted[static_cast<size_t>(t)], 1);
  }
  auto arrive = [&](int s) {
    return !wanted.empty() && wanted[static_cast<size_t>(s)] && --left == 0;
  };
  std::vector<int> frontier{start};
  distance[static_cast<size_t>(start)] = 0;
  if (arrive(start)) return distance;
  for (size_t next = 0; next < frontier.size(); ++next) {
    const int s = frontier[next];
    bool done = false;
    auto offer = [&](int to) {
      if (done || to < 0 || distance[static_cast<size_t>(to)] >= 0 || !enters(s, to)) return;
      distance[static_cast<size_t>(to)] = distance[static_cast<size_t>(s)] + 1;
      if (parent != nullptr) (*parent)[static_cast<size_t>(to)] = s;
      frontier.push_back(to);
      done = arrive(to);
    };
    for (Dir dir : kAllDirs) {
      if (!world_.walkBlocked(s, dir)) offer(world_.neighbour(s, dir));
    }
    for (int other : world_.linked(s)) {
      if (!world_.climbBlocked(s, other)) offer(other);
    }
    if (done) break;
  }
  return distance;
}

std::vector<int> OpenWays::shortestWay(int start, int goal) const {
  std::vector<int> parent;
  const int targets[1] = {goal};
  const auto distance = distances(start, &parent, targets);
  if (distance[static_cast<size_t>(goal)] < 0) return {};
  std::vector<int> way{goal};
  while (way.back() != start) way.push_back(parent[static_cast<size_t>(way.back())]);
  std::reverse(way.begin(), way.end());
  return way;
}

std::vector<int> worldDistances(const Terrain& terrain, int start, const Body& body) {
  return OpenWays(terrain, body).distances(start);
}

std::vector<int> shortestWay(const Terrain& terrain, int start, int goal, const Body& body) {
  return OpenWays(terrain, body).shortestWay(start, goal);
}

std::vector<int> wayOnGoalFloor(const Terrain& terrain) {
  return wayOnGoalFloor(OpenWays(terrain, bodyOf(BodyKind::kParty)));
}

std::vector<int> wayOnGoalFloor(const OpenWays& party) {
  const World& world = party.world();
  if (world.entrance() < 0 || world.goal() < 0) return {};
  auto way = party.shortestWay(world.entrance(), world.goal());
  const int goal_floor = world.floorOf(world.goal());
  std::erase_if(way, [&](int s) { return world.floorOf(s) != goal_floor; });
  return way;
}

}  // namespace dungeon::sim
