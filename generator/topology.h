// Stage 1, topology: the abstract graph of a floor (SPEC section 5.1). Which rooms there are,
// which is the entrance and which the goal, which joins which through what gate, what items
// lie where, and where each node sits on the floor's macro grid of cells. Every topology is a
// ring of rooms through the entrance and the goal (two arcs); docs/topologies.md draws each:
// two_paths, lock_on_other_arc, flooded_loop and hub_code. Every floor is then decorated
// (decorate.h) with the mixed secret and the extra loop with a one-way door.
#pragma once

#include <span>
#include <string_view>

#include "generator/plan.h"
#include "generator/stage.h"
#include "model/rng.h"

namespace dungeon::gen {

// Topology names the generator can lay.
std::span<const std::string_view> topologyNames();
bool isTopologyName(std::string_view name);

// Chooses the floor's topology (forced by options, else from the rate table) and its graph.
// Reads: the options (forced topology), plans[f].grid and plans[f].arrival, f being the
// context's floor. Writes: plans[f]'s topology, nodes (role, cell), edges (gates, no
// corridors yet), items, ring_nodes, entrance and goal, and floor f's topology name; no square
// and no thing.
// Fails when the forced topology is unknown (no place: the option is at fault) or hub_code
// finds no cell for its hub (place: the middle of the goal's cell).
Status planTopology(StageContext& context);

}  // namespace dungeon::gen
