// Checks that redo only what a change touched (SPEC section 5: the generator lays something and
// keeps it only if every check still passes). A full check is kept as a CheckMemory: its report
// and what its checks shared (the built world, the party's solve and fetch walk, the rooms). A
// check of the dungeon after a change then finds the change (checks/inputs.h: which floors'
// kinds, heights, things or dirt), builds the world after it, asks whether the party's ways are
// the same (sim::samePartyWays) and, where they are, takes the solve, fetch walk, open ways,
// shortest way and goal's view as they were; it redoes a hard check or a metric reading only
// where the change touched what it reads, and copies the rest. Its report is byte for byte the
// report of a full check of the dungeon after: incremental_property_test holds it so.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "checks/bands.h"
#include "checks/context.h"
#include "checks/inputs.h"
#include "checks/report.h"
#include "sim/search/built_world.h"

namespace dungeon::checks {

// A check of one dungeon, kept for the check of a change of it. Lifetimes: `built` is the world
// the check was made over; it holds the dungeon checked when that was shared, else the dungeon
// must outlive it.
struct CheckMemory {
  Report report;
  const BandTable* bands = nullptr;  // the bands the report was judged with
  std::shared_ptr<const sim::BuiltWorld> built;
  std::optional<sim::SolveResult> party;
  std::optional<FetchWalk> walk;
  std::vector<SquareGroups> rooms;  // per floor
  // Of the last check of a change: which checks and readings it redid (for tests and profiles).
  int redone_checks = 0;
  int redone_readings = 0;
  bool ways_as_before = false;
};

// What a check or metric reads, as stated in its table, or as a test states it instead.
using ReadsOf = std::function<Reads(std::string_view id, Reads stated)>;

// Checks `d` in full (as checkDungeon), keeping what the check worked out; the world is built
// over `d`, which it borrows.
CheckMemory checkRemembering(const Dungeon& d, const BandTable& bands);
// The same over a world already built (its dungeon is the one checked).
CheckMemory checkRemembering(std::shared_ptr<const sim::BuiltWorld> built, const BandTable& bands);

// Checks `after`, which the dungeon `before` became by some change, from `before_world`, when
// given, the world built over `before` (without it the party's ways count as changed), and
// `memory`, when given, the check of `before`: the report is a full check's of `after`, and the
// world the memory keeps holds `after`. `reads_of`, when given, states the inputs instead of
// the tables (a test narrows one to see the incremental check go wrong). A memory judged with
// other bands lends its solve, walk and rooms but no check or reading.
CheckMemory checkChanged(std::shared_ptr<const Dungeon> after, const BandTable& bands,
                         const Dungeon& before, const sim::BuiltWorld* before_world,
                         const CheckMemory* memory, const ReadsOf& reads_of = nullptr);

}  // namespace dungeon::checks
