// RapidCheck generators of dungeons built directly with the model (no generator involved):
// random sizes, square kinds, heights within the sheet's alphabet, dirt floors, and things with
// valid fields.
// Used by the property tests to check that the sheet and JSON forms carry every detail.
#pragma once

#include <vector>

#include "model/dungeon.h"

namespace dungeon::testing {

// Every value a field accepts, in increasing order.
std::vector<int> validValues(const FieldSpec& spec);

// A random dungeon: 1..3 floors of 16..40 squares a side, 0..40 things. Call only inside a
// RapidCheck property (it draws with operator*). Things are in random, not canonical, order.
Dungeon randomDungeon();

// As randomDungeon, with each floor a dirt floor at random (one in two): every square's dirt
// drawn from the sheet's whole dirt alphabet, every ground square 0..3.
Dungeon randomDirtDungeon();

}  // namespace dungeon::testing
