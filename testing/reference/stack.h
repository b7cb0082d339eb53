// The rock between stacked floors, for the reference rules (SPEC section 3: a room storey is
// 4 m tall and stacked floors are 6 m apart, "4 m storey + 2 m of rock"; section 7: "2 m of
// rock between stacked floors where nothing is meant to cross it"): floors stack straight
// above one another, so they are the same size (docs/checks.md); and wherever a square is not
// rock on two neighbouring floors (water counts: it may be drained), the upper square's ground
// stands at least 2 m above the lower floor's ceiling, flat a storey above its base, unless a
// ladder, lift, duct or spiral stands on that square of either floor (on any square of a
// spiral's shaft), where something is meant to cross.
#pragma once

#include <span>

#include "testing/reference/rule.h"

namespace dungeon::reference {

// SPEC section 3, in half-metres.
inline constexpr int kStoreyHalfMetres = 8;
inline constexpr int kRockBetweenHalfMetres = 4;

// The rules of rock_between_floors: stack.same_size, stack.rock_between.
std::span<const ReferenceRule> stackRules();

}  // namespace dungeon::reference
