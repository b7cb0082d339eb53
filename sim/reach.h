// Stateless reach on one floor: breadth-first distances (in squares, 4-neighbour steps) from
// a start square for one body, with doors either all open or only plain ones. This is the
// building block of the checks' reachability and path metrics; the stateful search over keys,
// levers and one-way doors builds on it.
#pragma once

#include <functional>
#include <vector>

#include "generator/model/dungeon.h"
#include "sim/body.h"
#include "sim/world.h"

namespace dungeon::sim {

enum class DoorRule {
  kAllOpen,    // every door passes (the layout's connectivity)
  kPlainOnly,  // only plain doors pass: every lock, gate, keypad and secret shut
};

class ReachMap {
 public:
  static constexpr int kUnreached = -1;
  ReachMap(int width, int height)
      : width_(width), distance_(static_cast<size_t>(width * height), kUnreached) {}
  int distance(Point p) const { return distance_[static_cast<size_t>(p.y * width_ + p.x)]; }
  bool reached(Point p) const { return distance(p) != kUnreached; }
  void set(Point p, int d) { distance_[static_cast<size_t>(p.y * width_ + p.x)] = d; }
  // The reached square farthest from the start (ties: first in row-major order).
  Point farthest() const;

 private:
  int width_;
  std::vector<int> distance_;
};

// Clearance of square p on `floor`, counting a door standing there. Rock: width 0.
Clearance clearanceAt(const Dungeon& d, int floor, Point p);

// Distances from `start` on floor `floor`. REQUIRES: start in bounds.
// A square is entered when the body fits it (standing or crouched) and, if a door stands
// there, the rule lets it pass.
ReachMap reachOnFloor(const Dungeon& d, int floor, Point start, const Body& body, DoorRule rule);

// Breadth-first steps over the world from square `start` (4-neighbour steps and vertical links,
// one step each), entering a square only where `enters(from, to)` allows; -1 where it never
// gets. `parent`, when given, receives each square's predecessor on its shortest way (-1 for
// the start and unreached squares). Neighbours are tried in a fixed order: deterministic.
std::vector<int> breadthFirst(const World& world, int start,
                              const std::function<bool(int from, int to)>& enters,
                              std::vector<int>* parent = nullptr);

// Steps from square `start` to every square of the world (4-neighbour steps and vertical
// links, one step each) for a body with every lock, lever gate and keypad open and all water
// drained; one-way doors
// (and one-way secret doors) are entered only from their handle side. -1 where it never gets.
std::vector<int> worldDistances(const World& world, int start, const Body& body);

// One shortest way from square `start` to square `goal` under the same rules, as square
// indices from start to goal (ties broken by neighbour order, so it is deterministic); empty
// when the goal is out of reach.
std::vector<int> shortestWay(const World& world, int start, int goal, const Body& body);

// The party's way to the goal on the goal's floor: the part of its shortest way from the
// entrance that lies on the goal's floor. Empty without an entrance, a goal or a way.
std::vector<int> wayOnGoalFloor(const World& world);

}  // namespace dungeon::sim
