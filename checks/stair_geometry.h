// The stair geometry check (SPEC section 7): on every floor, every corner stair square
// (sim/corner_stair.h) has its 24 sectors tile the square, each convex, their areas summing to
// the square's exactly, and its turn is walkable: no steeper than 45 degrees at its walking
// line. A square where a ladder, lift, duct or spiral stands, or beside one, is left to those
// links' own checks, as slopes_walkable leaves it. Reads the dungeon only.
#pragma once

#include "checks/hard_checks.h"

namespace dungeon::checks {

CheckOutcome stairGeometry(const CheckContext& c);

}  // namespace dungeon::checks
