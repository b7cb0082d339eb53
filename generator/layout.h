// Stage 2, layout: realises a floor's topology on its grid (SPEC section 5.2). Each node gets
// a rectangular room (or a one-square corridor junction) inside its cell, with at least one
// square of rock between the room and its cell's edge; each edge becomes a corridor that
// touches nothing open but its own two ends.
#pragma once

#include "generator/plan.h"
#include "generator/stage.h"
#include "model/rng.h"

namespace dungeon::gen {

StageResult layOutFloor(Draft& draft, int floor, Rng& rng);

}  // namespace dungeon::gen
