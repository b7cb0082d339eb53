// Greedy set cover with lazy gains: a candidate's gain only falls as elements are covered, so a
// candidate whose stale gain is below the best fresh gain need not be counted again.
#include "sweeps/set_cover.h"

#include <algorithm>
#include <queue>
#include <tuple>

namespace dungeon::sweeps {
namespace {

// A candidate with its gain when last counted; the queue's top has the largest gain, the lowest
// index among equals.
struct Entry {
  size_t gain = 0;
  size_t candidate = 0;
  bool operator<(const Entry& other) const {
    return std::tie(gain, other.candidate) < std::tie(other.gain, candidate);
  }
};

size_t gainOf(const ElementSet& set, const std::vector<bool>& covered) {
  return static_cast<size_t>(
      std::count_if(set.begin(), set.end(), [&](uint32_t e) { return !covered[e]; }));
}

}  // namespace

std::vector<CoverPick> greedyCover(const std::vector<ElementSet>& candidates,
                                   const ElementSet& covered_already) {
  uint32_t elements = 0;
  for (const ElementSet& set : candidates) {
    if (!set.empty()) elements = std::max(elements, set.back() + 1);
  }
  for (uint32_t e : covered_already) elements = std::max(elements, e + 1);
  std::vector<bool> covered(elements, false);
  for (uint32_t e : covered_already) covered[e] = true;
  std::priority_queue<Entry> queue;
  for (size_t c = 0; c < candidates.size(); ++c) {
    if (const size_t gain = gainOf(candidates[c], covered); gain > 0) queue.push({gain, c});
  }
  std::vector<CoverPick> picks;
  while (!queue.empty()) {
    const Entry top = queue.top();
    queue.pop();
    const size_t gain = gainOf(candidates[top.candidate], covered);
    if (gain == 0) continue;
    if (!queue.empty() && gain < top.gain && Entry{gain, top.candidate} < queue.top()) {
      queue.push({gain, top.candidate});  // stale: count it again later
      continue;
    }
    for (uint32_t e : candidates[top.candidate]) covered[e] = true;
    picks.push_back({top.candidate, gain});
  }
  return picks;
}

}  // namespace dungeon::sweeps
