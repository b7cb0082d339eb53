// Stateless reach over the whole dungeon: breadth-first steps across squares and vertical
// links for one body, with every gate open. The path metrics (critical path, key-lock
// distance), the goal's view and the importer's door sides use it; the stateful search over
// keys, levers and one-way doors is solve.h.
#pragma once

#include <climits>
#include <span>
#include <vector>

#include "model/dungeon.h"
#include "sim/world/body.h"
#include "sim/world/terrain.h"
#include "sim/world/world.h"

namespace dungeon::sim {

// Breadth-first steps over the world from square `start` (4-neighbour steps and vertical links,
// one step each), entering a square only where `enters(from, to)` allows; -1 where it never
// gets. `parent`, when given, receives each square's predecessor on its shortest way (-1 for
// the start and unreached squares). Neighbours are tried in a fixed order: deterministic. With
// `most_steps`, squares further than that many steps are left unreached (-1).
template <class Enters>
std::vector<int> breadthFirst(const World& world, int start, const Enters& enters,
                              std::vector<int>* parent = nullptr, int most_steps = INT_MAX) {
  std::vector<int> distance(static_cast<size_t>(world.squareCount()), -1);
  if (parent != nullptr) parent->assign(static_cast<size_t>(world.squareCount()), -1);
  std::vector<int> frontier{start};
  frontier.reserve(static_cast<size_t>(world.squareCount()));
  distance[static_cast<size_t>(start)] = 0;
  auto offer = [&](int from, int to) {
    if (to < 0 || distance[static_cast<size_t>(to)] >= 0 || !enters(from, to)) return;
    distance[static_cast<size_t>(to)] = distance[static_cast<size_t>(from)] + 1;
    if (parent != nullptr) (*parent)[static_cast<size_t>(to)] = from;
    frontier.push_back(to);
  };
  for (size_t next = 0; next < frontier.size(); ++next) {
    const int s = frontier[next];
    if (distance[static_cast<size_t>(s)] >= most_steps) continue;
    for (Dir dir : kAllDirs) offer(s, world.neighbour(s, dir));
    for (int other : world.linked(s)) offer(s, other);
  }
  return distance;
}

// The world as one body finds it with every lock, lever gate and keypad open and all water
// drained: which squares it fits, worked out once, so many searches over the same terrain
// share that work. One-way doors (and one-way secret doors) are entered only from their
// handle side, windows never. Keeps a reference to the terrain's world, which must outlive it.
class OpenWays {
 public:
  OpenWays(const Terrain& terrain, const Body& body);
  // The ways `other` found, over `world`, a world in which the body fits every square as it does
  // in `other`'s (samePartyWays for the party, built_world.h): what the search needs is copied.
  OpenWays(const OpenWays& other, const World& world) : world_(world), fits_(other.fits_) {}
  // Breadth-first steps from square `start` (as worldDistances). With `targets`, the search
  // stops once every target has its distance: only the targets' entries (and, in `parent`,
  // their ways back) are then final. Identical to the whole search for what it reports.
  std::vector<int> distances(int start, std::vector<int>* parent = nullptr,
                             std::span<const int> targets = {}) const;
  // As shortestWay below.
  std::vector<int> shortestWay(int start, int goal) const;
  const World& world() const { return world_; }
  // Whether the body enters square `to` from `from` (-1: starting there): it fits `to` and a door
  // there lets it in from that side. Inline: the searches ask it for every step.
  bool enters(int from, int to) const {
    if (!fits_[static_cast<size_t>(to)]) return false;
    const Thing* door = world_.doorAt(to);
    return door == nullptr || from < 0 || entersDoor(*door, from);
  }

 private:
  bool entersDoor(const Thing& door, int from) const;
  const World& world_;
  std::vector<char> fits_;  // per square: the body fits it, everything drained
};

// Steps from square `start` to every square of the terrain's world (4-neighbour steps and
// vertical links, one step each) for a body over the terrain with every lock, lever gate and
// keypad open and all water drained; one-way doors (and one-way secret doors) are entered only
// from their handle side, windows never. -1 where it never gets.
std::vector<int> worldDistances(const Terrain& terrain, int start, const Body& body);

// One shortest way from square `start` to square `goal` under the same rules, as square
// indices from start to goal (ties broken by neighbour order, so it is deterministic); empty
// when the goal is out of reach.
std::vector<int> shortestWay(const Terrain& terrain, int start, int goal, const Body& body);

// The party's way to the goal on the goal's floor: the part of its shortest way from the
// entrance that lies on the goal's floor. Empty without an entrance, a goal or a way. The
// second form takes the party's open ways already worked out over the terrain.
std::vector<int> wayOnGoalFloor(const Terrain& terrain);
std::vector<int> wayOnGoalFloor(const OpenWays& party);

}  // namespace dungeon::sim
