#include "sim/solve.h"

#include <fmt/format.h>

#include <map>

namespace dungeon::sim {
namespace {

struct StateNode {
  bool goal = false;
  std::vector<uint32_t> next;  // states one key-spend away
};

// A lock next to the party's reach that it holds a key for.
bool canOpen(const World& world, const Progress& p, const LockTable& table, size_t lock) {
  if ((p.locks_open >> lock) & 1u) return false;
  const Thing& door = *table.locks[lock];
  if (keysInHand(p, table, door.fields.getOr(Field::kColour, -1)) <= 0) return false;
  const int square = world.index({door.floor, door.at});
  for (Dir dir : kAllDirs) {
    const int n = world.neighbour(square, dir);
    if (n >= 0 && p.reached[static_cast<size_t>(n)]) return true;
  }
  return false;
}

class StateSearch {
 public:
  StateSearch(const Terrain& terrain, const Body& body, int start)
      : world_(terrain.world()), terrain_(terrain), table_(world_), body_(body), start_(start) {}

  const LockTable& table() const { return table_; }

  // Explores every state reachable from `mask`, recording each one's successors.
  void explore(uint32_t mask, std::vector<char>& ever) {
    std::vector<uint32_t> stack{mask};
    while (!stack.empty()) {
      const uint32_t m = stack.back();
      stack.pop_back();
      if (nodes_.count(m)) continue;
      const Progress p = closeOver(terrain_, table_, body_, start_, m);
      for (size_t i = 0; i < ever.size(); ++i) ever[i] |= p.reached[i];
      StateNode node{p.goal, {}};
      for (size_t lock = 0; lock < table_.locks.size(); ++lock) {
        if (canOpen(world_, p, table_, lock)) node.next.push_back(m | (1u << lock));
      }
      for (uint32_t n : node.next) stack.push_back(n);
      nodes_.emplace(m, std::move(node));
    }
  }

  // Whether the goal is reachable from state `m` (states only grow, so this recursion ends).
  bool canWin(uint32_t m) {
    if (auto known = wins_.find(m); known != wins_.end()) return known->second;
    const StateNode& node = nodes_.at(m);
    bool win = node.goal;
    for (uint32_t n : node.next) win = win || canWin(n);
    wins_[m] = win;
    return win;
  }

  const std::map<uint32_t, StateNode>& nodes() const { return nodes_; }

 private:
  const World& world_;
  const Terrain& terrain_;
  LockTable table_;
  const Body& body_;
  int start_;
  std::map<uint32_t, StateNode> nodes_;
  std::map<uint32_t, bool> wins_;
};

std::string describeLocks(const LockTable& table, uint32_t mask) {
  std::string text;
  for (size_t i = 0; i < table.locks.size(); ++i) {
    if (!((mask >> i) & 1u)) continue;
    const Thing& door = *table.locks[i];
    if (!text.empty()) text += ", ";
    text += fmt::format("the {} lock at floor {} ({},{})",
                        colourName(door.fields.asOr(Field::kColour, Colour::kRed)), door.floor + 1,
                        door.at.x, door.at.y);
  }
  return text;
}

// The first losing state, in mask order, reached from a winning state by opening one lock:
// that lock is where the key was wasted.
void findSoftLock(StateSearch& search, SolveResult& result) {
  for (const auto& [mask, node] : search.nodes()) {
    if (search.canWin(mask)) continue;
    int wasted = -1;
    for (int lock = 0; lock < 32 && wasted < 0; ++lock) {
      const uint32_t before = mask & ~(1u << lock);
      if (before != mask && search.nodes().count(before) && search.canWin(before)) wasted = lock;
    }
    if (wasted < 0) continue;
    const Thing& door = *search.table().locks[static_cast<size_t>(wasted)];
    result.soft_lock = true;
    result.soft_lock_at = {door.floor, door.at};
    result.soft_lock_reason =
        fmt::format("after opening {} the goal can no longer be reached (keys spent)",
                    describeLocks(search.table(), mask));
    return;
  }
}

}  // namespace

SolveResult solve(const Terrain& terrain, const Body& body) {
  const World& world = terrain.world();
  SolveResult result;
  const int start = world.entrance();
  if (start < 0) {
    result.refusal = "no entrance";
    return result;
  }
  StateSearch search(terrain, body, start);
  if (static_cast<int>(search.table().locks.size()) > kMaxSearchedLocks) {
    result.refusal = fmt::format("{} locks: more than the {} the search takes",
                                 search.table().locks.size(), kMaxSearchedLocks);
    return result;
  }
  result.searched = true;
  result.ever.assign(static_cast<size_t>(world.squareCount()), 0);
  search.explore(0, result.ever);
  result.states = static_cast<int>(search.nodes().size());
  result.solvable = search.canWin(0);
  if (result.solvable) findSoftLock(search, result);
  return result;
}

}  // namespace dungeon::sim
