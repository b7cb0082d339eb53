// The dungeon as the state search (solve.h) walks it: squares that are always entered together
// are merged into one region, so a state's reach costs the number of regions and gates, not the
// number of squares. Two neighbouring squares of a floor merge when their doors ask the same
// (nothing, the same lever or the same code), the body fits both under the same terrain
// (always, or once the floor is drained) and the heights let it step between them (no cliff
// and no spiral that fits no winding, sim/world/heights.h): whoever stands on one can step onto the
// other in every state. Locks and one-way or secret doors stay regions of their own, and so does
// the start when it asks anything. What a region holds (keys, levers, drains, clues, the goal, the
// handles of doors) is summed over its squares. Built once per dungeon; deterministic.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "sim/search/progress.h"

namespace dungeon::sim {

struct SolveGraph {
  // One step from a region to a neighbouring one; `drain_floor` >= 0 when the body fits the step
  // only once that floor's water is drained.
  struct Step {
    int to = 0;
    int drain_floor = -1;
    auto operator<=>(const Step&) const = default;
  };
  struct Region {
    EntryRule rule;  // what entering any of its squares asks (a code's id is its index in `codes`)
    std::array<int, kColourCount> keys{};         // keys lying there, per colour
    std::vector<int> levers;                      // lever ids pulled there
    std::vector<int> drains;                      // floors drained there
    std::vector<std::pair<int, uint32_t>> clues;  // (code index, part bit) read there
    std::vector<int> opens;                       // regions (one-way or secret doors) opened there
    bool goal = false;
  };

  std::vector<int> region_of;  // per square: its region, or -1 where no body of this kind fits
  std::vector<Region> regions;
  // Steps out of and into each region (compressed rows: region p's are [first[p], first[p + 1])).
  std::vector<int> out_first, in_first;
  std::vector<Step> out, in;  // `in` rows name the region the step comes from in `to`
  // Regions whose rule is each lock, lever or code; steps needing each floor drained (as (from,
  // to) pairs). A one-way or secret door's region opens from the regions whose `opens` name it.
  std::vector<std::vector<int>> by_lock;
  std::array<std::vector<int>, kMaxLeverId + 1> by_lever;
  std::vector<std::vector<int>> by_code;                   // per code index
  std::vector<std::vector<std::pair<int, int>>> by_drain;  // per floor
  std::vector<std::vector<int>> lock_sides;                // per lock: regions next to it
  // Per code index (codes in increasing order): the parts of the code on the sheet.
  std::vector<uint32_t> codes;
  int start = -1;  // the start's region; -1 when the body does not fit the start

  // The regions of the dungeon of `terrain` for `body`, searched from square `start_square`.
  SolveGraph(const Terrain& terrain, const LockTable& table, const Body& body, int start_square);
  int regionCount() const { return static_cast<int>(regions.size()); }
};

}  // namespace dungeon::sim
