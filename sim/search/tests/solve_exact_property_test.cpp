// The state search (solve.h) against the plain lock-state search it replaced: every state a
// fresh walk of every square (closeOver), the same successors, the same soft-lock rule. The two
// must agree on everything the search reports: solvable, the soft-lock, its reason and place,
// the number of states and the squares ever reached. Drawn over any dungeon the model can hold
// (random square kinds and things) and over dungeons with many locks and keys, keypads, lever
// gates in rows, one-way and secret doors, water with drains, narrow squares, windows and lifts
// between two floors. RapidCheck draws the dungeon; a failure prints its seed.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <fmt/format.h>

#include <map>

#include "model/rng.h"
#include "sim/search/solve.h"
#include "testing/random_dungeon.h"

namespace dungeon::sim {
namespace {

// The plain search: each state of locks opened walks the whole dungeon again.
class PlainSearch {
 public:
  explicit PlainSearch(const Terrain& terrain)
      : terrain_(terrain), table_(terrain.world()), body_(bodyOf(BodyKind::kParty)) {}

  SolveResult run() {
    const World& world = terrain_.world();
    SolveResult result;
    if (world.entrance() < 0) {
      result.refusal = "no entrance";
      return result;
    }
    if (static_cast<int>(table_.locks.size()) > kMaxSearchedLocks) {
      result.refusal =
          fmt::format("{} locks: more than the {} the search takes; use at most {} locked doors",
                      table_.locks.size(), kMaxSearchedLocks, kMaxSearchedLocks);
      result.too_costly = true;
      return result;
    }
    result.searched = true;
    result.ever.assign(static_cast<size_t>(world.squareCount()), 0);
    explore(world.entrance(), result.ever);
    result.states = static_cast<int>(nodes_.size());
    result.solvable = canWin(0);
    if (result.solvable) findSoftLock(result);
    return result;
  }

 private:
  struct Node {
    bool goal = false;
    std::vector<uint32_t> next;
  };

  bool canOpen(const Progress& p, size_t lock) const {
    if ((p.locks_open >> lock) & 1u) return false;
    const Thing& door = *table_.locks[lock];
    if (keysInHand(p, table_, door.fields.getOr(Field::kColour, -1)) <= 0) return false;
    const World& world = terrain_.world();
    const int square = world.index({door.floor, door.at});
    for (Dir dir : kAllDirs) {
      const int n = world.neighbour(square, dir);
      if (n >= 0 && p.reached[static_cast<size_t>(n)]) return true;
    }
    return false;
  }

  void explore(int start, std::vector<char>& ever) {
    std::vector<uint32_t> stack{0};
    while (!stack.empty()) {
      const uint32_t m = stack.back();
      stack.pop_back();
      if (nodes_.count(m)) continue;
      const Progress p = closeOver(terrain_, table_, body_, start, m);
      for (size_t i = 0; i < ever.size(); ++i) ever[i] |= p.reached[i];
      Node node{p.goal, {}};
      for (size_t lock = 0; lock < table_.locks.size(); ++lock) {
        if (canOpen(p, lock)) node.next.push_back(m | (1u << lock));
      }
      for (uint32_t n : node.next) stack.push_back(n);
      nodes_.emplace(m, std::move(node));
    }
  }

  bool canWin(uint32_t m) {
    if (auto known = wins_.find(m); known != wins_.end()) return known->second;
    bool win = nodes_.at(m).goal;
    for (uint32_t n : nodes_.at(m).next) win = win || canWin(n);
    wins_[m] = win;
    return win;
  }

  void findSoftLock(SolveResult& result) {
    for (const auto& [mask, node] : nodes_) {
      if (canWin(mask)) continue;
      int wasted = -1;
      for (int lock = 0; lock < 32 && wasted < 0; ++lock) {
        const uint32_t before = mask & ~(1u << lock);
        if (before != mask && nodes_.count(before) && canWin(before)) wasted = lock;
      }
      if (wasted < 0) continue;
      const Thing& door = *table_.locks[static_cast<size_t>(wasted)];
      result.soft_lock = true;
      result.soft_lock_at = {door.floor, door.at};
      std::string text;
      for (size_t i = 0; i < table_.locks.size(); ++i) {
        if (!((mask >> i) & 1u)) continue;
        const Thing& lock = *table_.locks[i];
        if (!text.empty()) text += ", ";
        text += fmt::format("the {} lock at floor {} ({},{})",
                            colourName(lock.fields.asOr(Field::kColour, Colour::kRed)),
                            lock.floor + 1, lock.at.x, lock.at.y);
      }
      result.soft_lock_reason =
          fmt::format("after opening {} the goal can no longer be reached (keys spent)", text);
      return;
    }
  }

  const Terrain& terrain_;
  LockTable table_;
  const Body& body_;
  std::map<uint32_t, Node> nodes_;
  std::map<uint32_t, bool> wins_;
};

// A dungeon of one or two floors of random corridor, narrow and crawl squares, with up to 16
// locks and 16 keys of four colours and every other kind of gate.
Dungeon manyLocks(uint64_t seed) {
  Rng rng(seed);
  Dungeon d;
  const int floors = rng.range(1, 2);
  const int side = rng.range(kMinFloorSide, 24);
  d.options.floors = floors;
  d.options.width = d.options.height = side;
  const int open_per_mille = rng.range(600, 850);
  std::vector<Place> open;
  for (int f = 0; f < floors; ++f) {
    d.floors.emplace_back(side, side, -12 * f, "");
    Floor& floor = d.floors.back();
    for (int i = 0; i < side * side; ++i) {
      if (!rng.chance(open_per_mille)) continue;
      const int kind = rng.range(0, 19);
      floor.setKind(floor.pointOf(i), kind == 0   ? SquareKind::kNarrow
                                      : kind == 1 ? SquareKind::kCrawl
                                      : kind < 10 ? SquareKind::kRoom
                                                  : SquareKind::kCorridor);
      open.push_back({f, floor.pointOf(i)});
    }
  }
  rng.shuffle(std::span<Place>(open));
  // Squares with open squares on two opposite sides only: a door there is a chokepoint.
  std::vector<Place> narrows;
  for (const Place& at : open) {
    const Floor& floor = d.floors[static_cast<size_t>(at.floor)];
    auto isOpenAt = [&](Dir dir) {
      const Point p = step(at.at, dir);
      return floor.inBounds(p) && floor.kind(p) != SquareKind::kRock;
    };
    const bool across = isOpenAt(Dir::kEast) && isOpenAt(Dir::kWest);
    const bool down = isOpenAt(Dir::kNorth) && isOpenAt(Dir::kSouth);
    if (across != down && (across ? !isOpenAt(Dir::kNorth) && !isOpenAt(Dir::kSouth)
                                  : !isOpenAt(Dir::kEast) && !isOpenAt(Dir::kWest))) {
      narrows.push_back(at);
    }
  }
  size_t next_narrow = 0;
  size_t next = 0;
  auto take = [&]() { return open[next++ % open.size()]; };
  auto add = [&](ThingType type, std::initializer_list<FieldValue> fields = {}) {
    const Place at = take();
    d.things.push_back(makeThing(type, at.floor, at.at, fields));
    return &d.things.back();
  };
  add(ThingType::kEntrance, {{Field::kRamp, Dir::kNorth}});
  add(ThingType::kGoal);
  for (int i = rng.range(0, 16); i > 0; --i) {
    const Place at = next_narrow < narrows.size() ? narrows[next_narrow++] : take();
    d.things.push_back(
        makeThing(ThingType::kDoor, at.floor, at.at, {{Field::kKind, DoorKind::kLocked}}));
    d.things.back().fields.set(Field::kColour, rng.range(0, 3));
  }
  for (int i = rng.range(0, 16); i > 0; --i) {
    add(ThingType::kKey)->fields.set(Field::kColour, rng.range(0, 3));
  }
  for (int i = rng.range(0, 3); i > 0; --i) {
    add(ThingType::kOneWayDoor)->fields.set(Field::kOpensFrom, rng.range(0, 3));
  }
  for (int i = rng.range(0, 2); i > 0; --i) {
    Thing* door = add(ThingType::kSecretDoor, {{Field::kFront, Dir::kNorth}});
    door->fields.set(Field::kFront, rng.range(0, 3));
    if (rng.chance(500)) door->fields.set(Field::kOpensFrom, rng.range(0, 3));
  }
  // A row of lever gates on one lever, so that neighbouring gates share a place.
  if (rng.chance(600)) {
    const Place at = take();
    const int lever = rng.range(1, 2);
    for (int x = at.at.x; x < std::min(side, at.at.x + 3); ++x) {
      d.things.push_back(makeThing(ThingType::kDoor, at.floor, {x, at.at.y},
                                   {{Field::kKind, DoorKind::kLever}, {Field::kLever, lever}}));
    }
  }
  if (rng.chance(600)) add(ThingType::kLever, {{Field::kLever, rng.range(1, 2)}});
  if (rng.chance(500)) {
    add(ThingType::kDoor, {{Field::kKind, DoorKind::kKeypad}, {Field::kCode, 42}});
    for (int part = rng.range(0, 2); part > 0; --part) {
      add(ThingType::kCodeClue, {{Field::kCode, 42}, {Field::kPart, part}});
    }
  }
  if (rng.chance(200)) add(ThingType::kWindow);
  // Water in lumps, on every floor, and levers that drain it.
  for (int i = rng.range(0, 4); i > 0; --i) {
    const Place at = take();
    for (Dir dir : kAllDirs) {
      const Point p = step(at.at, dir);
      if (d.floors[static_cast<size_t>(at.floor)].inBounds(p) && rng.chance(600)) {
        d.floors[static_cast<size_t>(at.floor)].setKind(p, SquareKind::kWater);
      }
    }
    d.floors[static_cast<size_t>(at.floor)].setKind(at.at, SquareKind::kWater);
  }
  for (int i = rng.range(0, 2); i > 0; --i) {
    add(ThingType::kLever, {{Field::kLever, 3 + i}, {Field::kDrains, 1}});
  }
  if (floors == 2) {
    for (int i = rng.range(0, 2); i > 0; --i) {
      const Place at = take();
      for (int f = 0; f < floors; ++f) {
        d.floors[static_cast<size_t>(f)].setKind(at.at, SquareKind::kRoom);
        d.things.push_back(makeThing(ThingType::kLift, f, at.at));
      }
    }
  }
  return d;
}

void expectSame(const SolveResult& fast, const SolveResult& plain) {
  RC_ASSERT(fast.searched == plain.searched);
  RC_ASSERT(fast.refusal == plain.refusal);
  RC_ASSERT(fast.too_costly == plain.too_costly);
  RC_ASSERT(fast.solvable == plain.solvable);
  RC_ASSERT(fast.soft_lock == plain.soft_lock);
  RC_ASSERT(fast.soft_lock_reason == plain.soft_lock_reason);
  RC_ASSERT(fast.soft_lock_at == plain.soft_lock_at);
  RC_ASSERT(fast.states == plain.states);
  RC_ASSERT(fast.ever == plain.ever);
}

void compare(const Dungeon& d) {
  const World world(d);
  Terrain terrain(world);
  const SolveResult fast = solve(terrain, bodyOf(BodyKind::kParty));
  RC_TAG(fast.states > 64 ? "over 64 states" : fast.states > 1 ? "2-64 states" : "one state");
  RC_TAG(fast.soft_lock ? "soft-lock" : fast.solvable ? "solvable" : "not solvable");
  expectSame(fast, PlainSearch(terrain).run());
  // Over terrain that is already drained (the goal's view asks so) the answers agree too.
  if (!d.floors.empty()) terrain.drain(0);
  expectSame(solve(terrain, bodyOf(BodyKind::kParty)), PlainSearch(terrain).run());
}

RC_GTEST_PROP(SolveExact, AgreesWithThePlainSearchOnAnyDungeon, ()) {
  compare(testing::randomDungeon());
}

RC_GTEST_PROP(SolveExact, AgreesWithThePlainSearchWithManyLocks, ()) {
  const uint64_t seed = *rc::gen::arbitrary<uint64_t>();
  RC_LOG() << "many-locks dungeon seed " << seed << "\n";
  const Dungeon d = manyLocks(seed);
  compare(d);
}

}  // namespace
}  // namespace dungeon::sim
