// Shared views of a floor that several checks and metrics need: rooms as connected groups of
// room squares, and where the way through a floor starts and ends. Pure functions of the
// dungeon; nothing here knows how the dungeon was generated.
#pragma once

#include <optional>
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

// Where the way through floor `f` starts (the entrance on the first floor) and ends (the
// goal), when the floor has them.
std::optional<Point> wayStart(const Dungeon& d, int f);
std::optional<Point> wayEnd(const Dungeon& d, int f);

}  // namespace dungeon::checks
