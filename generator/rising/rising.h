// The rising row (SPEC section 5.5; --rising; after the glimpse row, docs/pipeline.md): on each
// floor a room sunk by 1 m behind stairs (stairs.h) and a spiral on a square that splits the floor,
// its far part sunk (spirals.h); between each pair of stacked floors a spiral beside the ladder. It
// runs on the try after the glimpse, and everything it lays is kept only if every hard check passes
// and every banded metric stays in its band (StageContext::keepIfChecksPass); a floor whose part
// breaks one is left as it was and the rest laid again. Each of a floor's two is laid where it
// fits, the mine floor takes neither. What was laid is counted in Draft::rising, and what was
// not, with why, noted in Draft::notices (notice.h).
#pragma once

#include "generator/core/stage.h"

namespace dungeon::gen {

// The rising and ducts rows' predicate: --rising is given (any floor).
bool risingEnabled(const Options& options, int floor);
// What the rising row asks of a try before it may end the search: a turning stair and a spiral
// laid (Draft::rising).
bool laidWhatRisingAsks(const Draft& draft);
Status layRising(StageContext& context);

}  // namespace dungeon::gen
