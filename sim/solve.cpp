#include "sim/solve.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <map>
#include <numeric>

#include "sim/solve_graph.h"

namespace dungeon::sim {
namespace {

// Copying or merging a state's reach costs one step per this many words (a cache line).
constexpr size_t kWordsPerStep = 8;

struct StateNode {
  bool goal = false;
  std::vector<uint32_t> next;  // states one key-spend away
};

// What the party has achieved in one state, over the places of the graph.
struct Reach {
  std::vector<uint64_t> reached;  // per place (bit)
  std::vector<uint64_t> opened;   // per place: its one-way or secret door opened (bit)
  std::array<int, kColourCount> keys{};
  std::bitset<kMaxLeverId + 1> levers;
  std::bitset<kMaxFloors> drained;
  std::vector<uint32_t> code_parts;  // per code index
  uint32_t locks_open = 0;
  bool goal = false;
};

bool has(const std::vector<uint64_t>& bits, int i) {
  return ((bits[static_cast<size_t>(i) / 64] >> (static_cast<size_t>(i) % 64)) & 1u) != 0;
}
void set(std::vector<uint64_t>& bits, int i) {
  bits[static_cast<size_t>(i) / 64] |= uint64_t{1} << (static_cast<size_t>(i) % 64);
}

// Grows a state's reach to its fixpoint (everything reachable without spending another key),
// from what it already has: each place is entered once, and a step refused so far is tried
// again only when its gate or its drain comes true.
class Closure {
 public:
  Closure(const SolveGraph& graph, Reach& reach, int64_t& work)
      : g_(graph), r_(reach), work_(work) {}

  void enterStart() {
    if (g_.start >= 0) enter(g_.start);
    run();
  }
  void openLock(size_t lock) {
    r_.locks_open |= 1u << lock;
    for (int place : g_.by_lock[lock]) tryEnter(place);
    run();
  }

 private:
  bool passes(int place) const {
    const Gate& gate = g_.places[static_cast<size_t>(place)].gate;
    const auto id = static_cast<size_t>(gate.id);
    switch (gate.kind) {
      case Gate::Kind::kNone:
        return true;
      case Gate::Kind::kNever:
        return false;
      case Gate::Kind::kLock:
        return ((r_.locks_open >> id) & 1u) != 0;
      case Gate::Kind::kLever:
        return r_.levers[id];
      case Gate::Kind::kCode:
        return r_.code_parts[id] == g_.codes[id];
      case Gate::Kind::kOpened:
        return has(r_.opened, place);
    }
    return false;
  }
  bool fits(const SolveGraph::Step& step) const {
    return step.drain_floor < 0 || r_.drained[static_cast<size_t>(step.drain_floor)];
  }
  void enter(int place) {
    set(r_.reached, place);
    queue_.push_back(place);
  }
  // Enters `place` if its gate lets the party in along a step from a place it has reached.
  void tryEnter(int place) {
    ++work_;
    if (has(r_.reached, place) || !passes(place)) return;
    for (int i = g_.in_first[static_cast<size_t>(place)];
         i < g_.in_first[static_cast<size_t>(place) + 1]; ++i) {
      ++work_;
      const SolveGraph::Step& step = g_.in[static_cast<size_t>(i)];
      if (has(r_.reached, step.to) && fits(step)) {
        enter(place);
        return;
      }
    }
  }
  void pickUp(const SolveGraph::Place& place) {
    for (size_t c = 0; c < place.keys.size(); ++c) r_.keys[c] += place.keys[c];
    if (place.goal) r_.goal = true;
    for (int lever : place.levers) {
      if (r_.levers[static_cast<size_t>(lever)]) continue;
      r_.levers.set(static_cast<size_t>(lever));
      for (int other : g_.by_lever[static_cast<size_t>(lever)]) tryEnter(other);
    }
    for (int floor : place.drains) {
      if (r_.drained[static_cast<size_t>(floor)]) continue;
      r_.drained.set(static_cast<size_t>(floor));
      for (auto [from, to] : g_.by_drain[static_cast<size_t>(floor)]) {
        ++work_;
        if (has(r_.reached, from) && !has(r_.reached, to) && passes(to)) enter(to);
      }
    }
    for (auto [code, part] : place.clues) {
      uint32_t& known = r_.code_parts[static_cast<size_t>(code)];
      if ((known & part) != 0) continue;
      known |= part;
      if (known != g_.codes[static_cast<size_t>(code)]) continue;
      for (int other : g_.by_code[static_cast<size_t>(code)]) tryEnter(other);
    }
    for (int door : place.opens) {
      if (has(r_.opened, door)) continue;
      set(r_.opened, door);
      tryEnter(door);
    }
  }
  void run() {
    while (!queue_.empty()) {
      const int place = queue_.back();
      queue_.pop_back();
      pickUp(g_.places[static_cast<size_t>(place)]);
      for (int i = g_.out_first[static_cast<size_t>(place)];
           i < g_.out_first[static_cast<size_t>(place) + 1]; ++i) {
        ++work_;
        const SolveGraph::Step& step = g_.out[static_cast<size_t>(i)];
        if (!has(r_.reached, step.to) && fits(step) && passes(step.to)) enter(step.to);
      }
    }
  }

  const SolveGraph& g_;
  Reach& r_;
  int64_t& work_;
  std::vector<int> queue_;
};

// Keys of `colour` held and not yet spent on one of the open locks; 0 for a colour out of
// range (a hand-made lock with no colour opens for no key).
int keysInHand(const Reach& r, const LockTable& table, int colour) {
  if (colour < 0 || colour >= kColourCount) return 0;
  int spent = 0;
  for (size_t i = 0; i < table.locks.size(); ++i) {
    if (((r.locks_open >> i) & 1u) && table.locks[i]->fields.getOr(Field::kColour, -1) == colour) {
      ++spent;
    }
  }
  return r.keys[static_cast<size_t>(colour)] - spent;
}

class StateSearch {
 public:
  StateSearch(const Terrain& terrain, const Body& body, int start, int64_t max_work)
      : table_(terrain.world()), graph_(terrain, table_, body, start), max_work_(max_work) {}

  const LockTable& table() const { return table_; }
  const SolveGraph& graph() const { return graph_; }

  // Explores every state reachable from the start, recording each one's successors and the
  // places reached in any of them; false when that took more than kMaxSearchWork.
  bool explore(std::vector<uint64_t>& ever) {
    Reach start;
    const size_t words = (static_cast<size_t>(graph_.placeCount()) + 63) / 64;
    start.reached.assign(words, 0);
    start.opened.assign(words, 0);
    start.code_parts.assign(graph_.codes.size(), 0);
    Closure(graph_, start, work_).enterStart();
    order_ = costliestFirst(start);
    ever.assign(words, 0);
    return visit(0, start, ever);
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
  int64_t work() const { return work_; }
  int64_t maxWork() const { return max_work_; }

 private:
  // A lock next to the state's reach that it holds a key for.
  bool canOpen(const Reach& r, size_t lock) const {
    if ((r.locks_open >> lock) & 1u) return false;
    if (keysInHand(r, table_, table_.locks[lock]->fields.getOr(Field::kColour, -1)) <= 0) {
      return false;
    }
    return std::ranges::any_of(graph_.lock_sides[lock],
                               [&](int place) { return has(r.reached, place); });
  }

  // Records state `mask` (its reach `r`) and explores the states it leads to, each grown from
  // this one's reach: opening a lock loses nothing the state had.
  bool visit(uint32_t mask, const Reach& r, std::vector<uint64_t>& ever) {
    work_ += static_cast<int64_t>(r.reached.size() / kWordsPerStep + table_.locks.size());
    for (size_t i = 0; i < ever.size(); ++i) ever[i] |= r.reached[i];
    StateNode node{r.goal, {}};
    for (size_t lock = 0; lock < table_.locks.size(); ++lock) {
      if (canOpen(r, lock)) node.next.push_back(mask | (1u << lock));
    }
    nodes_.emplace(mask, node);
    std::vector<size_t> opens;
    for (size_t lock : order_) {
      if (canOpen(r, lock)) opens.push_back(lock);
    }
    for (size_t lock : opens) {
      if (work_ > max_work_) return false;
      const uint32_t next = mask | (1u << lock);
      if (nodes_.count(next)) continue;
      Reach child = r;
      work_ += static_cast<int64_t>(child.reached.size() / kWordsPerStep);
      Closure(graph_, child, work_).openLock(lock);
      if (!visit(next, child, ever)) return false;
    }
    return work_ <= max_work_;
  }

  // The locks in the order the search opens them from each state: those with the most places
  // behind them (beyond the start's reach, through the other locks) first, so that the states
  // that hold a costly lock, or the lock in front of one, are mostly grown from states that
  // already hold it. Only the time the
  // search takes depends on this order, never its answer.
  std::vector<size_t> costliestFirst(const Reach& start) {
    std::vector<int64_t> behind(table_.locks.size(), 0);
    std::vector<char> seen(static_cast<size_t>(graph_.placeCount()), 0);
    std::vector<int> queue;
    for (size_t lock = 0; lock < table_.locks.size(); ++lock) {
      std::fill(seen.begin(), seen.end(), 0);
      queue = graph_.by_lock[lock];
      for (int place : queue) seen[static_cast<size_t>(place)] = 1;
      for (size_t next = 0; next < queue.size(); ++next) {
        const auto p = static_cast<size_t>(queue[next]);
        for (int i = graph_.out_first[p]; i < graph_.out_first[p + 1]; ++i) {
          ++work_;
          const int to = graph_.out[static_cast<size_t>(i)].to;
          if (seen[static_cast<size_t>(to)] || has(start.reached, to)) continue;
          seen[static_cast<size_t>(to)] = 1;
          queue.push_back(to);
        }
      }
      behind[lock] = static_cast<int64_t>(queue.size());
    }
    std::vector<size_t> order(table_.locks.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return behind[a] > behind[b]; });
    return order;
  }

  LockTable table_;
  SolveGraph graph_;
  std::vector<size_t> order_;
  int64_t max_work_;
  int64_t work_ = 0;
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

// Why a search that ran out of work was given up, and what would make the sheet searchable.
std::string tooCostly(const StateSearch& search) {
  return fmt::format(
      "the state search stopped after {} steps, more than the {} it may take ({} lock states "
      "seen so far over {} places); use fewer locked doors the party can open in either order, "
      "or fewer one-way, secret, lever and keypad doors behind them",
      search.work(), search.maxWork(), search.nodes().size(), search.graph().placeCount());
}

}  // namespace

SolveResult solve(const Terrain& terrain, const Body& body, int64_t max_work) {
  const World& world = terrain.world();
  SolveResult result;
  const int start = world.entrance();
  if (start < 0) {
    result.refusal = "no entrance";
    return result;
  }
  StateSearch search(terrain, body, start, max_work);
  if (static_cast<int>(search.table().locks.size()) > kMaxSearchedLocks) {
    result.refusal =
        fmt::format("{} locks: more than the {} the search takes; use at most {} locked doors",
                    search.table().locks.size(), kMaxSearchedLocks, kMaxSearchedLocks);
    result.too_costly = true;
    return result;
  }
  std::vector<uint64_t> ever_places;
  if (!search.explore(ever_places)) {
    result.refusal = tooCostly(search);
    result.too_costly = true;
    return result;
  }
  result.searched = true;
  result.ever.assign(static_cast<size_t>(world.squareCount()), 0);
  const auto& place_of = search.graph().place_of;
  for (size_t s = 0; s < place_of.size(); ++s) {
    result.ever[s] = place_of[s] >= 0 && has(ever_places, place_of[s]) ? 1 : 0;
  }
  result.states = static_cast<int>(search.nodes().size());
  result.solvable = search.canWin(0);
  if (result.solvable) findSoftLock(search, result);
  return result;
}

}  // namespace dungeon::sim
