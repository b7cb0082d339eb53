// The ducts row of the stage table (SPEC section 5.7; enabled with --rising): laid once, on the try
// the search kept. On 0.6 of floors a flat duct (flat_ducts.h): a crawl between two rooms the
// floor's start reaches with every lock shut, with a duct `v` on each end square and the end drawn
// grate 0.45 (a grate `R` across the mouth, as every crawl mouth has), door 0.3 (a plain door `D`
// across the crawl) or secret 0.25 (a secret door `S` whose front is the room's side, so the room
// shows its wall). Each duct is kept only if every hard check passes and no metric leaves its band
// (StageContext::keepIfChecksPass); a refused flat duct with a secret end is laid once more with
// its ends drawn without a secret. It draws from its own stream after every other row, so the
// stages before it draw as they do without it. What was laid and refused is in Draft::ducts.
#pragma once

#include "generator/core/stage.h"

namespace dungeon::gen {

// Reads: the whole dungeon, `ramp` and `shafts`. Writes: ducts' crawl squares and their
// things, and Draft::ducts. Never fails: a try where no duct fits goes on without one.
Status layDucts(StageContext& context);

// What the sweeps count of the kept try's ducts (duct_facts.cpp): flat and climbing ducts, the
// ends by kind, and the ducts laid and taken off again by what refused them.
extern const SweepFacts kDuctFacts;

}  // namespace dungeon::gen
