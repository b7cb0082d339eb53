// Where the markers and things stand, for the reference rules: one entrance, on floor 1, and
// one goal (SPEC section 5.3, "the entrance" and "the goal (boss) room"; floor 1 as
// docs/checks.md states it, the floor the quick exit of SPEC 5.4 leads back to); every thing on
// a floor of the dungeon, on an open square or water there (docs/checks.md: a thing stands on
// its floor; water counts, being open once drained); and the entrance's ramp: 9 squares of rock
// in a straight line out of it, along its `ramp`, on its floor (SPEC 5.3).
#pragma once

#include <span>

#include "testing/reference/rule.h"

namespace dungeon::reference {

// SPEC section 5.3: the ramp's 9 squares.
inline constexpr int kRampSquares = 9;

// The rules of entrance_and_goal (entrance.one, entrance.first_floor, goal.one), of
// things_placed (things.on_floor, things.on_open_square) and of entrance_ramp
// (ramp.direction, ramp.rock). The ramp is the first entrance's on floor 1 in the dungeon's
// order; with none there, ramp.direction is broken.
std::span<const ReferenceRule> placementRules();

}  // namespace dungeon::reference
