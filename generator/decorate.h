// The decorations every floor's topology gets (SPEC section 5.1), in cells the ring leaves
// free: one extra loop closed by a one-way door, and the mixed secret: the first secret is a
// one-way secret door (a loop through a side room, wall from outside), the rest are crawl
// spaces and panels (two-way secret doors) to side rooms with loot. A decoration that finds
// no free cell is left out. Reads and writes one floor's plan only (nodes, edges, items),
// never the dungeon; the layout and stock stages realise what it adds.
#pragma once

#include <vector>

#include "generator/plan.h"
#include "model/rng.h"

namespace dungeon::gen {

// Cells of the grid no node uses yet, in row-major order.
std::vector<Point> freeCells(const FloorPlan& plan);

// Loops join only rooms the ring already joins through open edges without the goal between,
// so no decoration opens a way round a topology's gate.
void decorate(FloorPlan& plan, Rng& rng);

}  // namespace dungeon::gen
