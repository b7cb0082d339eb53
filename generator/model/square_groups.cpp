#include "generator/model/square_groups.h"

#include <deque>

namespace dungeon {
namespace {

void floodGroup(const Floor& floor, SquareKind kind, Point start, int id, SquareGroups& groups) {
  std::deque<Point> frontier{start};
  groups.group_of[static_cast<size_t>(floor.index(start))] = id;
  int area = 0;
  while (!frontier.empty()) {
    const Point p = frontier.front();
    frontier.pop_front();
    ++area;
    for (Dir dir : kAllDirs) {
      const Point q = step(p, dir);
      if (floor.kindOrRock(q) != kind) continue;
      int& slot = groups.group_of[static_cast<size_t>(floor.index(q))];
      if (slot != -1) continue;
      slot = id;
      frontier.push_back(q);
    }
  }
  groups.area.push_back(area);
}

}  // namespace

SquareGroups findGroups(const Floor& floor, SquareKind kind) {
  SquareGroups groups;
  groups.group_of.assign(static_cast<size_t>(floor.squareCount()), -1);
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    if (floor.kind(p) == kind && groups.group_of[static_cast<size_t>(i)] == -1) {
      floodGroup(floor, kind, p, groups.count(), groups);
    }
  }
  return groups;
}

SquareGroups findRooms(const Floor& floor) {
  return findGroups(floor, SquareKind::kRoom);
}

}  // namespace dungeon
