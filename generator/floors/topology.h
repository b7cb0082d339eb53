// The topology row of the stage table: the abstract graph of a floor (SPEC section 5.1). Which
// rooms there are, which is the entrance and which the goal, which joins which through what gate,
// what items lie where, and where each node sits on the floor's macro grid of cells. Every topology
// is a ring of rooms through the entrance and the goal (two arcs); docs/topologies.md draws each:
// two_paths, lock_on_other_arc, flooded_loop and hub_code. Every floor is then decorated
// (decorate.h) with the mixed secret and the extra loop with a one-way door, and the cells
// still free are filled with side rooms (fill.h), so the floor is used at every size.
#pragma once

#include <span>
#include <string_view>

#include "generator/core/plan.h"
#include "generator/core/stage.h"
#include "model/rng.h"

namespace dungeon::gen {

// Grids of at most this many cells a side (floors up to about 59 squares) are laid for the
// glimpse: their rings are ones on which the entrance and the goal can line up. Larger grids
// take any ring, since there the side rooms, not the ring, fill the floor.
inline constexpr int kGlimpseRingGrid = 5;
bool laidForTheGlimpse(const CellGrid& grid);

// Topology names the generator can lay.
std::span<const std::string_view> topologyNames();
bool isTopologyName(std::string_view name);

// The topology floor `floor` of a dungeon of this seed gets: the forced one, else a draw from
// the rate table's weights among the topologies that fit the floor's grid, from a stream of
// its own that no try or attempt changes, so every try of a floor lays the same topology and
// the choice of the kept try cannot skew the mix.
std::string_view drawnTopology(const Options& options, uint64_t seed, int floor);

// Chooses the floor's topology (drawnTopology) and its graph: the ring, the topology's gates
// and items, some open ring edges made narrow, the cells kept as rock, the fill and the
// decorations. Reads: the options, the seed, plans[f].grid and plans[f].arrival, f being the
// context's floor. Writes: plans[f]'s topology, nodes (role, cell, root), edges (gates, no
// corridors yet), items, ring_nodes, entrance, goal and rock_cells, and floor f's topology
// name; no square and no thing.
// Fails when the forced topology is unknown (no place: the option is at fault) or hub_code
// finds no cell for its hub (place: the middle of the goal's cell).
Status planTopology(StageContext& context);

}  // namespace dungeon::gen
