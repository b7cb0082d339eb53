#include "sim/search/solve.h"
#include "sim/world/motion.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <map>
#include <numeric>

#include "sim/search/solve_graph.h"
#include "sim/world/motion.h"

namespace dungeon::sim {
namespace {

// Copying or merging a state's reach costs one step per this many words (a cache line).
constexpr size_t kWordsPerStep = 8;

// The lock states met, indexed by their mask (at most 2^kMaxSearchedLocks of them).
struct States {
  std::vector<char> seen;         // the search reached it
  std::vector<char> goal;         // its reach holds the goal
  std::vector<uint32_t> opens;    // the locks it can open next (bit per lock)
  std::vector<signed char> wins;  // the goal can be reached from it: -1 not yet known
  int count = 0;
  explicit States(size_t locks)
      : seen(size_t{1} << locks, 0),
        goal(seen.size(), 0),
        opens(seen.size(), 0),
        wins(seen.size(), -1) {}
};

// What the party has achieved in one state, over the regions of the graph.
struct Reach {
  std::vector<uint64_t> reached;  // per region (bit)
  std::vector<uint64_t> opened;   // per region: its one-way or secret door opened (bit)
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
// from what it already has: each region is entered once, and a step refused so far is tried
// again only when its rule or its drain comes true.
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
    for (int region : g_.by_lock[lock]) tryEnter(region);
    run();
  }

 private:
  // What the state holds, as admits() asks it, for the door of one region.
  struct Held {
    const SolveGraph& g;
    const Reach& r;
    int region;
    bool lockOpen(int index) const { return ((r.locks_open >> index) & 1u) != 0; }
    bool leverPulled(int id) const { return r.levers[static_cast<size_t>(id)]; }
    bool codeKnown(int index) const {
      return r.code_parts[static_cast<size_t>(index)] == g.codes[static_cast<size_t>(index)];
    }
    bool doorOpened() const { return has(r.opened, region); }
  };
  bool passes(int region) const {
    return admits(g_.regions[static_cast<size_t>(region)].rule, Held{g_, r_, region});
  }
  bool fits(const SolveGraph::Step& step) const {
    return step.drain_floor < 0 || r_.drained[static_cast<size_t>(step.drain_floor)];
  }
  void enter(int region) {
    set(r_.reached, region);
    queue_.push_back(region);
  }
  // Enters `region` if its rule lets the party in along a step from a region it has reached.
  void tryEnter(int region) {
    ++work_;
    if (has(r_.reached, region) || !passes(region)) return;
    for (int i = g_.in_first[static_cast<size_t>(region)];
         i < g_.in_first[static_cast<size_t>(region) + 1]; ++i) {
      ++work_;
      const SolveGraph::Step& step = g_.in[static_cast<size_t>(i)];
      if (has(r_.reached, step.to) && fits(step)) {
        enter(region);
        return;
      }
    }
  }
  void pickUp(const SolveGraph::Region& region) {
    for (size_t c = 0; c < region.keys.size(); ++c) r_.keys[c] += region.keys[c];
    if (region.goal) r_.goal = true;
    for (int lever : region.levers) {
      if (r_.levers[static_cast<size_t>(lever)]) continue;
      r_.levers.set(static_cast<size_t>(lever));
      for (int other : g_.by_lever[static_cast<size_t>(lever)]) tryEnter(other);
    }
    for (int floor : region.drains) {
      if (r_.drained[static_cast<size_t>(floor)]) continue;
      r_.drained.set(static_cast<size_t>(floor));
      for (auto [from, to] : g_.by_drain[static_cast<size_t>(floor)]) {
        ++work_;
        if (has(r_.reached, from) && !has(r_.reached, to) && passes(to)) enter(to);
      }
    }
    for (auto [code, part] : region.clues) {
      uint32_t& known = r_.code_parts[static_cast<size_t>(code)];
      if ((known & part) != 0) continue;
      known |= part;
      if (known != g_.codes[static_cast<size_t>(code)]) continue;
      for (int other : g_.by_code[static_cast<size_t>(code)]) tryEnter(other);
    }
    for (int door : region.opens) {
      if (has(r_.opened, door)) continue;
      set(r_.opened, door);
      tryEnter(door);
    }
  }
  void run() {
    while (!queue_.empty()) {
      const int region = queue_.back();
      queue_.pop_back();
      pickUp(g_.regions[static_cast<size_t>(region)]);
      for (int i = g_.out_first[static_cast<size_t>(region)];
           i < g_.out_first[static_cast<size_t>(region) + 1]; ++i) {
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

class StateSearch {
 public:
  StateSearch(const Terrain& terrain, const Body& body, int start, int64_t max_work)
      : table_(terrain.world()), graph_(terrain, table_, body, start), max_work_(max_work) {}

  const LockTable& table() const { return table_; }
  const SolveGraph& graph() const { return graph_; }

  // Explores every state reachable from the start, recording each one's successors and the
  // regions reached in any of them; false when that took more than kMaxSearchWork.
  bool explore(std::vector<uint64_t>& ever) {
    const size_t words = (static_cast<size_t>(graph_.regionCount()) + 63) / 64;
    reaches_.assign(table_.locks.size() + 1, {});
    Reach& start = reaches_[0];
    start.reached.assign(words, 0);
    start.opened.assign(words, 0);
    start.code_parts.assign(graph_.codes.size(), 0);
    Closure(graph_, start, work_).enterStart();
    order_ = costliestFirst(start);
    ever.assign(words, 0);
    return visit(0, 0, ever);
  }

  // Whether the goal is reachable from state `m` (states only grow, so this recursion ends).
  bool canWin(uint32_t m) {
    signed char& known = states_.wins[m];
    if (known >= 0) return known != 0;
    bool win = states_.goal[m] != 0;
    for (uint32_t left = states_.opens[m]; left != 0 && !win; left &= left - 1) {
      win = canWin(m | (left & (~left + 1)));
    }
    known = win ? 1 : 0;
    return win;
  }

  const States& states() const { return states_; }
  int64_t work() const { return work_; }
  int64_t maxWork() const { return max_work_; }

 private:
  // A lock next to the state's reach that it holds a key for.
  bool canOpen(const Reach& r, size_t lock) const {
    if ((r.locks_open >> lock) & 1u) return false;
    if (keysInHand(table_, r.locks_open, r.keys,
                   table_.locks[lock]->fields.getOr(Field::kColour, -1)) <= 0) {
      return false;
    }
    const std::vector<int>& sides = graph_.lock_sides[lock];
    return std::any_of(sides.begin(), sides.end(),
                       [&](int region) { return has(r.reached, region); });
  }

  // Records state `mask` (its reach is reaches_[depth], depth its number of locks open) and
  // explores the states it leads to, each grown from this one's reach: opening a lock loses
  // nothing the state had.
  bool visit(uint32_t mask, size_t depth, std::vector<uint64_t>& ever) {
    const Reach& r = reaches_[depth];
    work_ += static_cast<int64_t>(r.reached.size() / kWordsPerStep + table_.locks.size());
    for (size_t i = 0; i < ever.size(); ++i) ever[i] |= r.reached[i];
    uint32_t opens = 0;
    for (size_t lock = 0; lock < table_.locks.size(); ++lock) {
      if (canOpen(r, lock)) opens |= 1u << lock;
    }
    states_.seen[mask] = 1;
    states_.goal[mask] = r.goal ? 1 : 0;
    states_.opens[mask] = opens;
    ++states_.count;
    for (size_t lock : order_) {
      if (!((opens >> lock) & 1u)) continue;
      if (work_ > max_work_) return false;
      const uint32_t next = mask | (1u << lock);
      if (states_.seen[next]) continue;
      Reach& child = reaches_[depth + 1];
      child = reaches_[depth];
      work_ += static_cast<int64_t>(child.reached.size() / kWordsPerStep);
      Closure(graph_, child, work_).openLock(lock);
      if (!visit(next, depth + 1, ever)) return false;
    }
    return work_ <= max_work_;
  }

  // The locks in the order the search opens them from each state: those with the most regions
  // behind them (beyond the start's reach, through the other locks) first, so that the states
  // that hold a costly lock, or the lock in front of one, are mostly grown from states that
  // already hold it. Only the time the
  // search takes depends on this order, never its answer.
  std::vector<size_t> costliestFirst(const Reach& start) {
    std::vector<int64_t> behind(table_.locks.size(), 0);
    std::vector<char> seen(static_cast<size_t>(graph_.regionCount()), 0);
    std::vector<int> queue;
    for (size_t lock = 0; lock < table_.locks.size(); ++lock) {
      std::fill(seen.begin(), seen.end(), 0);
      queue = graph_.by_lock[lock];
      for (int region : queue) seen[static_cast<size_t>(region)] = 1;
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
  States states_{std::min(table_.locks.size(), static_cast<size_t>(kMaxSearchedLocks))};
  std::vector<Reach> reaches_;  // per depth of the search: the reach of the state it is in
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
  const States& states = search.states();
  const size_t locks = search.table().locks.size();
  for (uint32_t mask = 0; mask < states.seen.size(); ++mask) {
    if (!states.seen[mask] || search.canWin(mask)) continue;
    int wasted = -1;
    for (size_t lock = 0; lock < locks && wasted < 0; ++lock) {
      const uint32_t before = mask & ~(1u << lock);
      if (before != mask && states.seen[before] && search.canWin(before)) {
        wasted = static_cast<int>(lock);
      }
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
      "seen so far over {} regions); use fewer locked doors the party can open in either order, "
      "or fewer one-way, secret, lever and keypad doors behind them",
      search.work(), search.maxWork(), search.states().count, search.graph().regionCount());
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
  std::vector<uint64_t> ever_regions;
  if (!search.explore(ever_regions)) {
    result.refusal = tooCostly(search);
    result.too_costly = true;
    return result;
  }
  result.searched = true;
  result.ever.assign(static_cast<size_t>(world.squareCount()), 0);
  const auto& region_of = search.graph().region_of;
  for (size_t s = 0; s < region_of.size(); ++s) {
    result.ever[s] = region_of[s] >= 0 && has(ever_regions, region_of[s]) ? 1 : 0;
  }
  result.states = search.states().count;
  result.solvable = search.canWin(0);
  if (result.solvable) findSoftLock(search, result);
  return result;
}

bool fitsAlike(const Body& a, const Body& b) {
  // Every link's passage; a spiral's in either shaft.
  const std::array<Clearance, 5> links = {
      linkPassage(LinkKind::kLadder), linkPassage(LinkKind::kLift), linkPassage(LinkKind::kDuct),
      linkPassage(LinkKind::kSpiral), kWideSpiralTread};
  for (const SquareTraits& traits : kSquareTraits) {
    // Bit 0 a doorway, then 0/1/2 no spiral, a spiral's treads, a 2 x 2 shaft's, then a duct's
    // door end.
    for (int tightened = 0; tightened < 12; ++tightened) {
      Clearance room = traits.clearance;
      if (tightened & 1) room = tighter(room, kDoorway);
      if ((tightened / 2) % 3 == 1) room = tighter(room, kSpiralTread);
      if ((tightened / 2) % 3 == 2) room = tighter(room, kWideSpiralTread);
      if (tightened >= 6) room = tighter(room, kDuctDoorway);
      auto alike = [&](Clearance c) {
        return (fit(a, c) == Stance::kNone) == (fit(b, c) == Stance::kNone);
      };
      if (!alike(room)) return false;
      for (Clearance link : links) {
        if (!alike(tighter(room, link))) return false;
      }
    }
  }
  return true;
}

}  // namespace dungeon::sim
