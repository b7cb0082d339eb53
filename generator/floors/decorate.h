// The decorations every floor's topology gets (SPEC section 5.1), made from the side rooms
// the fill laid (fill.h): one extra loop closed by a one-way door, and the mixed secret: the
// first secret is a one-way secret door (a loop out of a side room, wall from the room it
// opens into), the rest are crawl spaces and panels (two-way secret doors) hiding side rooms
// with loot, laid only on a floor that got the one-way secret door. A loop goes out of a leaf
// side room into a room beside it; a hidden room is a leaf side room whose corridor becomes
// the crawl or the panel. A decoration that finds no such room is left out. Reads and writes
// one floor's plan only (nodes, edges, items), never the dungeon; the layout and stock stages
// realise what it adds.
#pragma once

#include <vector>

#include "generator/core/plan.h"
#include "model/rng.h"

namespace dungeon::gen {

// Cells of the grid no node uses yet and the plan does not keep as rock, in row-major order.
std::vector<Point> freeCells(const FloorPlan& plan);

// Whether one way round the ring from ring node a to ring node b passes only open edges and
// no goal: a loop joining a and b then adds a way the ring already offers, never a way round a
// lock, a flood, a keypad or a narrow passage. True when a == b; false off the ring.
bool openAlongRing(const FloorPlan& plan, int a, int b);

// Loops join only rooms hanging from ring nodes the ring already joins through open edges
// without the goal between, so no decoration opens a way round a topology's gate. REQUIRES:
// the fill has run (nodes' roots are set).
void decorate(FloorPlan& plan, Rng& rng);

}  // namespace dungeon::gen
