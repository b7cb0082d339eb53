#include "model/square_groups.h"

#include <span>
#include <vector>

namespace dungeon {
namespace {

// Gives the group `id` to every `kind` square joined to square `start` (an index);
// `stack` is scratch space.
void floodGroup(const Floor& floor, SquareKind kind, int start, int id, SquareGroups& groups,
                std::vector<int>& stack) {
  const std::span<const SquareKind> kinds = floor.kindData();
  const int width = floor.width();
  stack.assign(1, start);
  groups.group_of[static_cast<size_t>(start)] = id;
  int area = 0;
  auto offer = [&](int q) {
    if (kinds[static_cast<size_t>(q)] != kind) return;
    int& slot = groups.group_of[static_cast<size_t>(q)];
    if (slot != -1) return;
    slot = id;
    stack.push_back(q);
  };
  while (!stack.empty()) {
    const int i = stack.back();
    stack.pop_back();
    ++area;
    const int x = i % width;
    // The same order as kAllDirs: north, east, south, west.
    if (i >= width) offer(i - width);
    if (x + 1 < width) offer(i + 1);
    if (i + width < floor.squareCount()) offer(i + width);
    if (x > 0) offer(i - 1);
  }
  groups.area.push_back(area);
}

}  // namespace

SquareGroups findGroups(const Floor& floor, SquareKind kind) {
  SquareGroups groups;
  std::vector<int> stack;
  groups.group_of.assign(static_cast<size_t>(floor.squareCount()), -1);
  const std::span<const SquareKind> kinds = floor.kindData();
  for (int i = 0; i < floor.squareCount(); ++i) {
    if (kinds[static_cast<size_t>(i)] == kind && groups.group_of[static_cast<size_t>(i)] == -1) {
      floodGroup(floor, kind, i, groups.count(), groups, stack);
    }
  }
  return groups;
}

SquareGroups findRooms(const Floor& floor) {
  return findGroups(floor, SquareKind::kRoom);
}

}  // namespace dungeon
