// The dirt amounts of a dirt floor, for the reference rules (SPEC section 9): each square of a
// dirt floor that is dirt holds a level of 0..3 units (3 dirt wall, 2 crawlway, 1 tunnel, 0
// open space) and at most one unit of packing; the ground above each square holds 0..3 units;
// a square that is not dirt (rock or built, never dug: docs/dirt.md) holds no level, packing or
// reinforcement. The grid agrees with the dirt (docs/dirt.md, "the grid still says what the
// static checks see"): a dirt wall is rock, dug dirt is an open kind (room, corridor, narrow or
// crawl; not water, which no one digs). Floors without dirt keep every rule.
#pragma once

#include <span>

#include "testing/reference/rule.h"

namespace dungeon::reference {

// SPEC section 9.
inline constexpr int kMostDirtUnits = 3;
inline constexpr int kMostPackingUnits = 1;

// The rules of dirt_amounts: dirt.ground_units, dirt.level_units, dirt.packing_units,
// dirt.none_off_dirt, dirt.wall_is_rock, dirt.dug_is_open.
std::span<const ReferenceRule> dirtRules();

}  // namespace dungeon::reference
