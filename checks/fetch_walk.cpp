#include "checks/fetch_walk.h"

#include <algorithm>
#include <vector>

#include "sim/search/progress.h"
#include "sim/search/reach.h"

namespace dungeon::checks {
namespace {

// At most this many legs (each takes or opens one thing); more means the walk goes round.
constexpr int kMaxLegs = 64;

// A thing that opens something when taken or worked: a key, a lever, a part of a code (the
// catalogue's effect; the goal opens nothing).
bool usable(const Thing& t) {
  const ThingEffect effect = effectOf(t.type);
  return effect != ThingEffect::kNone && effect != ThingEffect::kGoal;
}

// Whether a step onto a square from a neighbour on its floor is allowed whatever the walk
// knows (no door, no water, and the party fits: kAlways), never (no door, no water, and it does
// not fit: kNever), or depends on what it knows (kAsk: canStep decides).
enum class StepRule : char { kNever, kAlways, kAsk };

StepRule stepRuleOf(const sim::Terrain& terrain, const sim::Body& body, int square) {
  const sim::World& world = terrain.world();
  if (world.doorAt(square) != nullptr || world.kind(square) == SquareKind::kWater) {
    return StepRule::kAsk;
  }
  if (clearanceOf(world.kind(square)).width_cm == 0) return StepRule::kNever;  // rock
  return sim::fit(body, terrain.passageAt(square)) != sim::Stance::kNone ? StepRule::kAlways
                                                                         : StepRule::kNever;
}

struct Walker {
  const sim::World& world;
  const sim::LockTable& table;
  const sim::Body& body = sim::bodyOf(BodyKind::kParty);
  sim::Progress known;
  std::vector<char> taken;    // per square: its usable things were taken
  std::vector<int> times_on;  // per square: how often the walk stepped on it
  int at = -1;
  FetchWalk walk;
  std::vector<char> is_candidate_ = {};   // per square: may ever be worth going to
  std::vector<StepRule> step_rule_ = {};  // per square: stepping onto it from its own floor
  std::vector<int> distance_ = {};
  std::vector<int> frontier_ = {};

  // Squares with a usable thing, handle sides of doors, and squares beside locks.
  void findCandidates() {
    const auto squares = static_cast<size_t>(world.squareCount());
    is_candidate_.assign(squares, 0);
    distance_.assign(squares, -1);
    step_rule_.resize(squares);
    for (size_t s = 0; s < squares; ++s) {
      step_rule_[s] = stepRuleOf(known.terrain, body, static_cast<int>(s));
      bool worth = !table.handles[s].empty();
      for (const Thing* t : table.items[s]) worth = worth || usable(*t);
      is_candidate_[s] = worth;
    }
    for (const Thing* lock : table.locks) {
      const int square = world.index({lock->floor, lock->at});
      for (Dir dir : kAllDirs) {
        const int n = world.neighbour(square, dir);
        if (n >= 0) is_candidate_[static_cast<size_t>(n)] = 1;
      }
    }
  }

  // Breadth-first from where the walker stands, under what it knows, stopping at the first
  // square that is the goal or worth going to: the nearest (ties by search order). Fills
  // `parent` for the way there; -1 when nothing is in reach. `parent` must be the one the
  // previous call filled (or empty): only the squares that call reached are reset.
  int nearestTarget(int goal, std::vector<int>& parent) {
    // Only the squares the last search reached were marked: put those back.
    if (parent.size() != distance_.size()) parent.assign(distance_.size(), -1);
    for (int s : frontier_) {
      distance_[static_cast<size_t>(s)] = -1;
      parent[static_cast<size_t>(s)] = -1;
    }
    frontier_.clear();
    frontier_.push_back(at);
    distance_[static_cast<size_t>(at)] = 0;
    for (size_t next = 0; next < frontier_.size(); ++next) {
      const int s = frontier_[next];
      if (s == goal || (is_candidate_[static_cast<size_t>(s)] && worthGoingTo(s))) return s;
      auto take = [&](int to) {
        distance_[static_cast<size_t>(to)] = distance_[static_cast<size_t>(s)] + 1;
        parent[static_cast<size_t>(to)] = s;
        frontier_.push_back(to);
      };
      for (Dir dir : kAllDirs) {
        const int to = world.neighbour(s, dir);
        if (to < 0 || distance_[static_cast<size_t>(to)] >= 0 || world.walkBlocked(s, dir)) {
          continue;
        }
        const StepRule rule = step_rule_[static_cast<size_t>(to)];
        if (rule == StepRule::kAlways ||
            (rule == StepRule::kAsk && sim::canStep(table, body, known, s, to))) {
          take(to);
        }
      }
      for (int other : world.linked(s)) {
        if (distance_[static_cast<size_t>(other)] < 0 &&
            sim::canStep(table, body, known, s, other)) {
          take(other);
        }
      }
    }
    return -1;
  }

  // A square with something still to take, the handle side of a door not yet opened, or
  // beside a lock the party can open.
  bool worthGoingTo(int s) const {
    if (!taken[static_cast<size_t>(s)]) {
      for (const Thing* t : table.items[static_cast<size_t>(s)]) {
        if (usable(*t)) return true;
      }
    }
    for (int door : table.handles[static_cast<size_t>(s)]) {
      if (!known.opened[static_cast<size_t>(door)]) return true;
    }
    return lockToOpenBeside(s) >= 0;
  }

  // A shut lock beside square s that the party holds a key for.
  int lockToOpenBeside(int s) const {
    for (Dir dir : kAllDirs) {
      const int n = world.neighbour(s, dir);
      const int lock = n < 0 ? -1 : table.indexOf(n);
      if (lock < 0 || ((known.locks_open >> lock) & 1u)) continue;
      const int colour = table.locks[static_cast<size_t>(lock)]->fields.getOr(Field::kColour, -1);
      if (sim::keysInHand(known, table, colour) > 0) return lock;
    }
    return -1;
  }

  void stepAlong(const std::vector<int>& parent, int target) {
    std::vector<int> way;
    for (int s = target; s != at; s = parent[static_cast<size_t>(s)]) way.push_back(s);
    for (auto it = way.rbegin(); it != way.rend(); ++it) {
      if (++times_on[static_cast<size_t>(*it)] == 2) ++walk.revisited;
      sim::arriveAt(table, *it, known);
      taken[static_cast<size_t>(*it)] = 1;
    }
    walk.steps += static_cast<int>(way.size());
    at = target;
  }

  void run(int start, int goal) {
    findCandidates();
    at = start;
    times_on[static_cast<size_t>(start)] = 1;
    sim::arriveAt(table, start, known);
    taken[static_cast<size_t>(start)] = 1;
    std::vector<int> parent;
    for (int leg = 0; leg < kMaxLegs && !walk.reached; ++leg) {
      const int target = nearestTarget(goal, parent);
      if (target < 0) return;
      stepAlong(parent, target);
      walk.reached = target == goal;
      if (const int lock = lockToOpenBeside(target); lock >= 0 && !walk.reached) {
        known.locks_open |= 1u << lock;
      }
    }
  }
};

}  // namespace

FetchWalk fetchWalk(const sim::Terrain& terrain, const sim::LockTable& table) {
  const sim::World& world = terrain.world();
  if (world.entrance() < 0 || world.goal() < 0) return {};
  Walker walker{world,
                table,
                sim::bodyOf(BodyKind::kParty),
                sim::emptyProgress(terrain, 0),
                std::vector<char>(static_cast<size_t>(world.squareCount()), 0),
                std::vector<int>(static_cast<size_t>(world.squareCount()), 0),
                -1,
                {}};
  walker.run(world.entrance(), world.goal());
  return walker.walk;
}

}  // namespace dungeon::checks
