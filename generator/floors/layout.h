// The layout row of the stage table: realises a floor's topology on its grid (SPEC section 5.2).
// Each node gets a rectangular room (or a one-square corridor junction) inside its cell, with at
// least one square of rock between the room and its cell's edge; each edge becomes a corridor that
// touches nothing open but its own two ends; then some rooms are rounded (round_rooms.h).
#pragma once

#include <vector>

#include "generator/core/plan.h"
#include "generator/core/stage.h"
#include "model/rng.h"

namespace dungeon::gen {

// Reads: plans[f] (grid, nodes, edges, gates, arrival) and floor f's squares.
// Writes: floor f's squares and heights (rooms, junctions, corridors, water, crawls, round
// rooms), the nodes' areas and the edges' corridors; no thing.
// Fails when no corridor fits between two rooms (place: the middle of the room it would leave)
// or a flooded corridor is too short (place: its first square).
Status layOutFloor(StageContext& context);

// Straight corridors between two areas in neighbouring cells (`horizontal` when the cells sit
// side by side), one per row (or column) both areas span, from the middle of that overlap
// outwards (middle, one before, one after, two before, ...); none when they span none. Each runs
// from the square after `from` to the square before `to`. The layout tries them when no elbowed
// shape fits (two large rooms two squares apart leave an elbow no room beside them).
// REQUIRES: `from` lies west (or north) of `to`, at least one square apart.
std::vector<std::vector<Point>> straightCorridors(const Rect& from, const Rect& to,
                                                  bool horizontal);

}  // namespace dungeon::gen
