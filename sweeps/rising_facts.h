// What rising laid on a kept dungeon, read off its squares and things alone (so a sweep counts
// hand sheets and generated dungeons alike): sunk rooms, turning stairs, and spirals by way
// and shaft. Pure functions of the dungeon; deterministic.
#pragma once

#include <array>
#include <vector>

#include "model/dungeon.h"

namespace dungeon::sweeps {

// The ways a spiral's doorways lie (sim::SpiralTurn order): straight through, round a corner,
// out the same side.
inline constexpr int kSpiralWays = 3;

struct FloorRising {
  // Rooms (groups of room squares at one height) that every way into climbs out of.
  int sunk_rooms = 0;
  // Corridor squares whose only two open neighbours lie at right angles and differ in height.
  int turning_stairs = 0;
  // Spirals within the floor, and between this floor and the one below, by way; per shaft
  // size (index 0: one square, 1: two by two).
  std::array<std::array<int, kSpiralWays>, 2> within{};
  std::array<std::array<int, kSpiralWays>, 2> down{};

  int spirals() const;
  bool operator==(const FloorRising&) const = default;
};

// Per floor of `d`, in floor order.
std::vector<FloorRising> floorRising(const Dungeon& d);

}  // namespace dungeon::sweeps
