// Shrinking a failing sheet (SPEC section 11, "Shrinking"): from a dungeon that fails a hard
// check, stops the party's walk from the entrance to the goal or leaves a band, a locally
// minimal one that fails the same way, as delta debugging does. Parts are taken away in halves,
// then quarters, down to one at a time: whole floors, then things, then branches (what a cut square
// alone joins to the entrance), then rooms (every square of a room to rock, with what stands on
// it), then single open squares (to rock, with what stands on them), again until nothing more can
// go. Every candidate is written as a sheet, read back by the sheet reader and checked in full, so
// the result is a sheet the tool reads and that fails for the same reason: the same hard check with
// the same reason text; when every hard check passes, the walk stopped at the same square for the
// same reason (the checks and the sim disagree: SPEC section 8); else the same metric on the same
// floor out of its band on the same side. Deterministic (parts in a fixed order), and bounded by a
// number of checks.
#pragma once

#include <string>

#include "checks/bands.h"
#include "model/dungeon.h"

namespace dungeon::sweeps {

// How a dungeon fails, the first of: "check ID: REASON", the walk's failure (walkFailureOf),
// "band MID on floor F above|below its band"; "" when it passes every hard check, the walk
// arrives and every band holds.
std::string failureOf(const Dungeon& d, const checks::BandTable& bands);

// How the party's walk from the entrance to the goal fails in the sim: "walk: the party stops
// at F:X,Y: REASON"; "" when it arrives or the dungeon has no entrance or goal to walk between.
std::string walkFailureOf(const Dungeon& d);

// What a reduction keeps failing: the dungeon's first failure (failureOf), or its walk's
// whatever the checks say (walkFailureOf), to shrink a sheet the sim cannot cross.
enum class ReduceTarget { kFirstFailure, kWalk };

struct Reduction {
  Dungeon dungeon;            // the smallest failing dungeon found
  std::string failure;        // what it fails, as failureOf says
  int checks = 0;             // candidates checked
  bool budget_spent = false;  // stopped at max_checks before a pass removed nothing
  int floors_removed = 0;
  int things_removed = 0;
  int squares_removed = 0;  // open squares made rock (rooms' squares included)
};

// Shrinks `d`, which must fail as `target` says (failureOf or walkFailureOf not ""), checking
// at most `max_checks` candidates.
Reduction reduceFailing(const Dungeon& d, const checks::BandTable& bands, int max_checks,
                        ReduceTarget target = ReduceTarget::kFirstFailure);

}  // namespace dungeon::sweeps
