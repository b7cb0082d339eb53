// The reach rules for the reference rules (SPEC section 7), from the party's search
// (party_search.h): every open square (but a window's) is reached in some state of the party's
// run (reach.open_squares), the goal can be reached (reach.goal), no state the party can reach
// loses it (reach.no_soft_lock), and every key is reached with every lock open but those of its
// colour on its floor (reach.key_before_lock: "each key reachable without its lock"; on its
// floor and walked from the entrance on floor 1, as docs/checks.md states it).
#pragma once

#include <span>

#include "testing/reference/rule.h"

namespace dungeon::reference {

// The rules of open_reachable, goal_solvable, no_soft_lock and keys_before_locks.
std::span<const ReferenceRule> reachRules();

}  // namespace dungeon::reference
