// Connected groups of squares of one kind on a floor: rooms (groups of room squares), crawl
// spaces, and so on. Pure functions of the floor, shared by the checks' metrics and the sim's
// view of the goal room.
#pragma once

#include <vector>

#include "model/floor.h"

namespace dungeon {

// Connected (4-neighbour) groups of squares of one kind. group_of[i] is the group index of
// square i, or -1; groups are numbered in row-major order of their first square.
struct SquareGroups {
  std::vector<int> group_of;
  std::vector<int> area;  // squares per group
  int count() const { return static_cast<int>(area.size()); }
};
SquareGroups findGroups(const Floor& floor, SquareKind kind);

// The rooms of a floor: its groups of room squares.
SquareGroups findRooms(const Floor& floor);

}  // namespace dungeon
