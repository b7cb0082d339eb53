// The stair geometry check (SPEC section 7): on every floor, every corner stair square
// (sim/stairs/corner_stair.h) has its 24 sectors tile the square, each convex, their areas summing
// to the square's exactly, and every half of a stair square is walkable: no steeper than 45 degrees
// where bodies walk (a corner's half turn at its walking line, a straight square's half along its
// way). The steepness is the sim's own judgement (sim/world/heights.h tooSteepHalfPerMille), so the
// check refuses exactly the halves the sim walks no body across; a half facing a cliff is
// slopes_walkable's, and a square of or beside a spiral's shaft is left to the spiral rules.
#pragma once

#include "checks/hard_checks.h"

namespace dungeon::checks {

CheckOutcome stairGeometry(const CheckContext& c);

}  // namespace dungeon::checks
