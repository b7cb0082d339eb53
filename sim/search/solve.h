// Solvability (SPEC section 7): a search over the party's states that decides whether the
// goal can be reached from the entrance and whether any state the party can reach loses it.
// Everything but spending a key is monotone (see progress.h), so a state is the set of locks
// opened; the search visits every such state the party can reach and proves each one can
// still reach the goal. It walks regions (solve_graph.h), not squares, and grows each state's
// reach from its parent's; past a fixed amount of work it refuses the dungeon as too costly
// (docs/checks.md). Pure function of the terrain it starts from (the world as built, for the
// checks); deterministic: the answer never depends on the order states are visited in.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "sim/search/progress.h"

namespace dungeon::sim {

// More locks than this are refused rather than searched (2^n states).
inline constexpr int kMaxSearchedLocks = 16;
// A search that takes more steps than this (a step is a look along one step between regions,
// or one word of a state's reach) is given up and the sheet refused: it bounds the time
// `dungeon check` spends on any sheet the reader accepts (docs/checks.md).
inline constexpr int64_t kMaxSearchWork = 400'000'000;

struct SolveResult {
  bool searched = false;    // false without an entrance, with too many locks or too much work
  std::string refusal;      // why it was not searched
  bool too_costly = false;  // refused for its cost (too many locks, too much work)
  bool solvable = false;    // the goal can be reached from the start state
  // A reachable state from which the goal can no longer be reached, if any.
  bool soft_lock = false;
  std::string soft_lock_reason;
  Place soft_lock_at;
  int states = 0;          // states visited
  std::vector<char> ever;  // per square: reached in some state
};

// Searches the party's states from the world's entrance over `terrain`: what the terrain has
// already changed (drained water) holds in every state, and each state drains what its levers
// drain on top of it.
// A search that would take more than `max_work` steps is given up (too_costly); tests pass a
// smaller bound to see the refusal on small dungeons.
SolveResult solve(const Terrain& terrain, const Body& body, int64_t max_work = kMaxSearchWork);

// Whether two bodies fit exactly the same passages: every square kind, bare or tightened by a
// doorway, a spiral's treads (either shaft) or a link's passage. Such bodies get the same solve on
// any terrain, so a caller asking for several bodies may search once for each kind of fit.
bool fitsAlike(const Body& a, const Body& b);

}  // namespace dungeon::sim
