// The hard check `dirt_amounts` (SPEC sections 7 and 9) on any sheet: on every dirt floor, each
// square's level is 0..3 and its packing 0..1, each ground square holds 0..3 units, a square
// that is not dirt holds no dirt at all, and the grid agrees with the dirt: a full dirt square
// (a dirt wall) is rock, a dug one is open floor. Floors without dirt pass at once.
#pragma once

#include "checks/hard_checks.h"

namespace dungeon::checks {

// The first bad square of `floor` (index `f`), or a pass.
CheckOutcome dirtAmountsOfFloor(const Floor& floor, int f);

CheckOutcome dirtAmounts(const CheckContext& c);

}  // namespace dungeon::checks
