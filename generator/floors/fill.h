// The last part of a floor's topology (SPEC section 5.2): every cell the ring, the topology's
// own rooms and the decorations left free, and not kept as rock, gets a side room, so a floor
// is used out to its edges at every size. Side rooms grow outward from the ring as trees: each
// new room is joined to one room beside its cell that is on the ring (never the goal) or is
// itself a side room laid here; some are also joined to a second such room, where both hang
// from ring nodes the ring already joins through open edges (openAlongRing), so no filler
// opens a way round a gate. Some joins are narrow passages, for small bodies only. Reads and
// writes one floor's plan only (nodes and edges).
#pragma once

#include "generator/core/plan.h"
#include "model/rng.h"

namespace dungeon::gen {

void fillFreeCells(FloorPlan& plan, Rng& rng);

}  // namespace dungeon::gen
