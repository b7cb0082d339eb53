#include "model/square_groups.h"

#include <vector>

namespace dungeon {
namespace {

// Gives the group `id` to every `kind` square joined to `start`; `stack` is scratch space.
void floodGroup(const Floor& floor, SquareKind kind, Point start, int id, SquareGroups& groups,
                std::vector<Point>& stack) {
  stack.assign(1, start);
  groups.group_of[static_cast<size_t>(floor.index(start))] = id;
  int area = 0;
  while (!stack.empty()) {
    const Point p = stack.back();
    stack.pop_back();
    ++area;
    for (Dir dir : kAllDirs) {
      const Point q = step(p, dir);
      if (floor.kindOrRock(q) != kind) continue;
      int& slot = groups.group_of[static_cast<size_t>(floor.index(q))];
      if (slot != -1) continue;
      slot = id;
      stack.push_back(q);
    }
  }
  groups.area.push_back(area);
}

}  // namespace

SquareGroups findGroups(const Floor& floor, SquareKind kind) {
  SquareGroups groups;
  std::vector<Point> stack;
  groups.group_of.assign(static_cast<size_t>(floor.squareCount()), -1);
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    if (floor.kind(p) == kind && groups.group_of[static_cast<size_t>(i)] == -1) {
      floodGroup(floor, kind, p, groups.count(), groups, stack);
    }
  }
  return groups;
}

SquareGroups findRooms(const Floor& floor) {
  return findGroups(floor, SquareKind::kRoom);
}

}  // namespace dungeon
