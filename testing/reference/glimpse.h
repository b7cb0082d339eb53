// The glimpse slot, for the reference rules (SPEC section 5.6): a straight slot dug as narrow
// passage from a square of the early way to a goal-room square, with a window at the goal end,
// cutting at most 20 squares of rock and touching nothing open but its two ends. Read from a
// window: it stands on narrow passage beside a room (the goal room it looks into; the first
// room beside it in north, east, south, west order, a decision docs/checks.md's glimpse_slots
// makes where SPEC is silent); the slot is the straight line of narrow squares from the window
// away from that room, at most 20 of them (the rock it cut), no open square beside any of them,
// and the square after its last is the early way's: open, or water (open once drained).
#pragma once

#include <span>

#include "testing/reference/rule.h"

namespace dungeon::reference {

// SPEC section 5.6: at most 20 squares of rock between the slot's ends.
inline constexpr int kMostSlotSquares = 20;

// The rules of glimpse_slots: glimpse.window_on_narrow, glimpse.looks_into_room,
// glimpse.touches_nothing, glimpse.straight (the line of narrow squares ends on the early way,
// not in rock), glimpse.length.
std::span<const ReferenceRule> glimpseRules();

}  // namespace dungeon::reference
