// A dungeon built for the state search's worst case (sim/search/solve.h): a hall on floor 1 with 16
// keys (four of each colour) and 16 locked doors in its north wall, each closing a one-square
// cell; the goal waits in the cell behind the first red lock. Every other square of every floor
// is open room, and a lift joins all floors, so every one of the 2^16 lock states can be reached
// and each of them reaches the whole dungeon. The tests check the search's answer on it and
// the benchmark times it; testing/sheets/lock_hall_40.sheet is the 40 x 40 one-floor hall.
#pragma once

#include "model/dungeon.h"

namespace dungeon::testing {

inline constexpr int kHallLocks = 16;

// The hall on `floors` floors of `side` x `side` squares, with `red_keys` red keys (4: every
// state can still win; fewer: spending them on the other red locks loses the goal).
// REQUIRES: 40 <= side <= 256, 1 <= floors <= 8, 0 <= red_keys <= 4.
Dungeon lockHall(int side, int floors, int red_keys = 4);

// The hall with the lift standing in the last cell and every square of the floors below it a
// lever gate (levers 1 and 2 in turn, both pulled in the hall), so that no two squares there
// merge: half of the lock states reach hundreds of thousands of places. Too costly to search
// at 256 x 256 with 8 floors; the search refuses it. REQUIRES: as lockHall, floors >= 2.
Dungeon gatedLockHall(int side, int floors);

// The gated hall with a single yellow key, lying in the cell behind the last green lock: the
// costly lock (the lift's) opens only after that one, so a few thousand states each reach the
// floors below afresh. Refused as too costly from about 256 x 256 with 3 floors.
// REQUIRES: as gatedLockHall.
Dungeon refusedLockHall(int side, int floors);

}  // namespace dungeon::testing
