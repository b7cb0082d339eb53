// Rising, part one (SPEC section 5.5): a room sunk by 1 m, each way into it a stair out to the
// first right-angled corner within kMaxStairSquares squares, at least one of them turning.
// Reads floor f's squares, heights and things and plans[f]; writes floor f's heights only.
#pragma once

#include <optional>
#include <vector>

#include "generator/core/plan.h"
#include "model/rng.h"

namespace dungeon::gen {

inline constexpr int kSunkRoomHalfMetres = 2;  // a sunk room lies 1 m down
inline constexpr int kMaxStairSquares = 6;

// One way into the sunk room made a stair: its squares from the room outwards, the last the
// corner it turns at when `turns`.
struct Stair {
  std::vector<Point> squares;
  bool turns = false;
};

struct SunkRoom {
  int node = -1;
  int base_half_m = 0;      // the height the room and its ways lay at before sinking
  std::vector<Point> room;  // the room's squares
  std::vector<Stair> stairs;
};

// A room of floor f that can be sunk with its stairs: a plain room whose squares all lie at one
// height and hold no vertical link, every way into it a plain corridor at that height, beside
// no vertical link, that runs on for at least one square, at least one way turning within
// kMaxStairSquares; on a floor with another below, solid rock under every square that would
// sink. The first that can, in an order drawn from `rng`; nullopt when none can.
std::optional<SunkRoom> findSunkRoom(const Draft& draft, int f, Rng& rng);

// Sinks the room and lays its stairs: two steps of a half-metre, one from the room, 1 m down,
// up to the stair's squares 0.5 m down, one from the stair's last square up to the corridor
// beyond; so a turning stair's corner always lies between two heights.
void sinkRoom(Draft& draft, int f, const SunkRoom& sunk);

// How far below the room's old height its stairs' squares lie, in half-metres: halfway down.
int stairDropHalfMetres();

}  // namespace dungeon::gen
