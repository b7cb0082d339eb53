// Round rooms (SPEC section 5.2): some rooms are laid as the disc inside their rectangle, with
// a raised north half (+0.5 m) and, on the last floor, a sunken middle (-0.5 m); still one
// room. Rounding runs after the corridors are dug, and a room whose rounding would cut a square
// a corridor or the ladder from above needs stays rectangular. Heights never feed anything but
// whole half-metres. Reads: plans[f] (nodes, arrival) and floor f's squares. Writes: floor
// f's squares (rock outside a rounded room's disc) and heights; never the plan or things.
#pragma once

#include "generator/core/plan.h"
#include "model/rng.h"

namespace dungeon::gen {

inline constexpr int kRaisedHalfMetres = 1;   // the raised half: +0.5 m
inline constexpr int kSunkenHalfMetres = -1;  // the sunken middle: -0.5 m

// Rounds some of the floor's rooms. `last_floor` allows sunken middles (nothing lies below to
// lose its 2 m of rock).
void roundSomeRooms(Draft& draft, int floor, bool last_floor, Rng& rng);

}  // namespace dungeon::gen
