#include "sim/search/goal_view.h"

#include <deque>

#include "sim/search/reach.h"
#include "sim/world/sight.h"

namespace dungeon::sim {
namespace {

// The room squares joined to `start` (the goal's room), in row-major order. A local flood from
// the goal rather than findGroups over the whole floor: this runs on every try twice, and
// grouping every room of the floor measurably slows generation.
std::vector<Point> roomAround(const Floor& f, Point start) {
  std::vector<char> seen(static_cast<size_t>(f.squareCount()), 0);
  std::deque<Point> frontier{start};
  seen[static_cast<size_t>(f.index(start))] = 1;
  while (!frontier.empty()) {
    const Point p = frontier.front();
    frontier.pop_front();
    for (Dir dir : kAllDirs) {
      const Point q = step(p, dir);
      if (f.kindOrRock(q) != SquareKind::kRoom || seen[static_cast<size_t>(f.index(q))]) continue;
      seen[static_cast<size_t>(f.index(q))] = 1;
      frontier.push_back(q);
    }
  }
  std::vector<Point> squares;
  for (int i = 0; i < f.squareCount(); ++i) {
    if (seen[static_cast<size_t>(i)]) squares.push_back(f.pointOf(i));
  }
  return squares;
}

bool besideAny(Point p, const std::vector<Point>& squares) {
  for (Point s : squares) {
    if (manhattan(p, s) == 1) return true;
  }
  return false;
}

}  // namespace

GoalView goalView(const Terrain& terrain) {
  return goalView(OpenWays(terrain, bodyOf(BodyKind::kParty)));
}

GoalView goalView(const OpenWays& party) {
  return goalView(party.world(), wayOnGoalFloor(party));
}

GoalView goalView(const World& world, std::span<const int> whole_way) {
  GoalView view;
  if (whole_way.empty()) return view;
  // Only the part of the way on the goal's floor counts (as wayOnGoalFloor).
  const int goal_floor = world.floorOf(whole_way.back());
  std::vector<int> way;
  for (int s : whole_way) {
    if (world.floorOf(s) == goal_floor) way.push_back(s);
  }
  view.floor = world.place(way.back()).floor;
  const size_t third = (way.size() + 2) / 3;
  for (size_t i = 0; i < third; ++i) view.early.push_back(world.place(way[i]).at);
  const Floor& f = world.dungeon().floors[static_cast<size_t>(view.floor)];
  view.targets = roomAround(f, world.place(way.back()).at);
  const std::vector<Point> room = view.targets;
  for (const Thing& t : world.dungeon().things) {
    if (t.floor == view.floor && isDoor(t.type) && besideAny(t.at, room)) {
      view.targets.push_back(t.at);
    }
  }
  return view;
}

bool goalSeenEarly(const Dungeon& d, const GoalView& view) {
  if (view.floor < 0) return false;
  const SightMap sight(d, view.floor);
  for (Point from : view.early) {
    for (Point target : view.targets) {
      if (sight.clear(from, target)) return true;
    }
  }
  return false;
}

}  // namespace dungeon::sim
