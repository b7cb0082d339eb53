// The glimpse row (SPEC section 5.6; the last row that always runs, docs/pipeline.md): where the
// goal room (or a door of it) is not seen from the first third of the party's way on the goal's
// floor, cut a straight slot between an early square of the way and a goal-room square sharing its
// row or column: at most 24 squares apart, at most 20 squares of rock between (model/rules.h), dug
// as narrow passage with a window at the goal end. The line may first cross the open squares in
// line beyond the early square (its room or corridor); the dug part touches nothing open but its
// two ends, never crosses the entrance ramp or a shaft, and is kept only if the sight line holds in
// the built geometry.
#pragma once

#include "generator/core/plan.h"
#include "generator/core/stage.h"
#include "model/rng.h"
#include "model/rules.h"

namespace dungeon::gen {

// Reads: the whole dungeon (the goal view and sight lines), `ramp` and `shafts`.
// Writes: one slot's squares (narrow) and its window on the goal's floor, or nothing.
// Never fails: a floor where no slot fits keeps its way unseen (metric M15 says so).
Status cutGlimpse(StageContext& context);

}  // namespace dungeon::gen
