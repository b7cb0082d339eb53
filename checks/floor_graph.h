// Shared views of a floor that several checks and metrics need: rooms (and crawl spaces) as
// connected groups of squares of one kind. Pure functions of the floor; nothing here knows
// how the dungeon was generated.
#pragma once

#include <vector>

#include "generator/model/dungeon.h"

namespace dungeon::checks {

// Rooms of a floor: connected (4-neighbour) groups of room squares. room_of[i] is the room
// index of square i, or -1; rooms are numbered in row-major order of their first square.
struct Rooms {
  std::vector<int> room_of;
  std::vector<int> area;  // squares per room
  int count() const { return static_cast<int>(area.size()); }
};
Rooms findRooms(const Floor& floor);

// The same grouping for any square kind: connected (4-neighbour) groups of `kind` squares.
Rooms findGroups(const Floor& floor, SquareKind kind);

}  // namespace dungeon::checks
