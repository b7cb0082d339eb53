// Which per-floor rows a floor gets: the mine row on the mine floor, the planned floor's rows
// (topology, layout, stock) on every other. The stage table's predicates, and what the notices
// and the ledger read to tell the two kinds of floor apart.
#pragma once

#include "model/options.h"

namespace dungeon::gen {

// The mine row's predicate: floor `floor` (0-based) is the mine floor of a dungeon of these
// options (never for -1, a dungeon-wide row).
bool isMineFloor(const Options& options, int floor);
// The planned floor's rows' predicate (topology, layout, stock): a floor that is not the mine
// floor.
bool isPlannedFloor(const Options& options, int floor);

}  // namespace dungeon::gen
