// The state search (solve.h) against a slow, obviously correct reference: a breadth-first
// search over the party's full states (square, keys picked up, locks opened, levers pulled,
// one-way doors opened) on small random dungeons, with the soft-lock question answered by
// searching backwards from every goal state. RapidCheck draws the dungeon's seed; a failure
// prints it.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <deque>
#include <map>
#include <set>
#include <tuple>

#include "model/rng.h"
#include "sim/search/solve.h"

namespace dungeon::sim {
namespace {

constexpr int kSide = kMinFloorSide;

// A 16x16 floor of random corridor squares with an entrance, a goal, locks and keys of two
// colours, one-way doors facing any way, a lever gate, and water with a lever that drains it.
Dungeon randomDungeon(uint64_t seed) {
  Rng rng(seed);
  Dungeon d;
  d.floors.emplace_back(kSide, kSide, 0, "");
  Floor& f = d.floors[0];
  std::vector<Point> open;
  for (int i = 0; i < kSide * kSide; ++i) {
    if (rng.chance(700)) {
      f.setKind(f.pointOf(i), SquareKind::kCorridor);
      open.push_back(f.pointOf(i));
    }
  }
  rng.shuffle(std::span<Point>(open));
  size_t next = 0;
  auto take = [&]() { return open[next++ % open.size()]; };
  d.things.push_back(makeThing(ThingType::kEntrance, 0, take(), {{Field::kRamp, Dir::kNorth}}));
  d.things.push_back(makeThing(ThingType::kGoal, 0, take()));
  // A thing on the next free square; a door of `door_kind`.
  auto add = [&](ThingType type, DoorKind door_kind = DoorKind::kPlain) {
    d.things.push_back(makeThing(type, 0, take()));
    if (type == ThingType::kDoor) d.things.back().fields.set(Field::kKind, door_kind);
    return &d.things.back();
  };
  for (int i = rng.range(1, 5); i > 0; --i) {
    add(ThingType::kDoor, DoorKind::kLocked)->fields.set(Field::kColour, rng.range(0, 1));
  }
  for (int i = rng.range(1, 3); i > 0; --i) {
    add(ThingType::kKey)->fields.set(Field::kColour, rng.range(0, 1));
  }
  for (int i = rng.range(0, 2); i > 0; --i) {
    add(ThingType::kOneWayDoor)->fields.set(Field::kOpensFrom, rng.range(0, 3));
  }
  if (rng.chance(500)) add(ThingType::kDoor, DoorKind::kLever)->fields.set(Field::kLever, 1);
  if (rng.chance(500)) add(ThingType::kLever)->fields.set(Field::kLever, 1);
  for (int i = rng.range(0, 3); i > 0; --i) f.setKind(take(), SquareKind::kWater);
  if (rng.chance(500)) {
    Thing* lever = add(ThingType::kLever);
    lever->fields.set(Field::kLever, 2);
    lever->fields.set(Field::kDrains, 1);
  }
  // Things on water were drawn before it; keep water off them.
  for (const Thing& t : d.things) {
    if (f.kind(t.at) == SquareKind::kWater) f.setKind(t.at, SquareKind::kCorridor);
  }
  return d;
}

// The reference search. Everything is explicit; nothing is shared with solve.cpp.
struct RefState {
  int square;
  uint32_t picked;  // things picked up (bit = index in d.things)
  uint32_t opened;  // doors opened (bit = index in d.things)
  auto operator<=>(const RefState&) const = default;
};

class Reference {
 public:
  explicit Reference(const Dungeon& d) : d_(d), f_(d.floors[0]) {}

  struct Verdict {
    bool solvable;
    bool soft_lock;
  };

  Verdict run() {
    const RefState start = settle({index(find(ThingType::kEntrance)), 0, 0});
    std::deque<RefState> queue{start};
    seen_.insert(start);
    while (!queue.empty()) {
      const RefState s = queue.front();
      queue.pop_front();
      for (const RefState& n : moves(s)) {
        edges_[n].push_back(s);
        if (seen_.insert(n).second) queue.push_back(n);
      }
    }
    std::set<RefState> winning;
    std::deque<RefState> back;
    for (const RefState& s : seen_) {
      if (s.square == index(find(ThingType::kGoal))) {
        winning.insert(s);
        back.push_back(s);
      }
    }
    while (!back.empty()) {
      const RefState s = back.front();
      back.pop_front();
      for (const RefState& p : edges_[s]) {
        if (winning.insert(p).second) back.push_back(p);
      }
    }
    return {winning.count(start) > 0, winning.size() < seen_.size() && winning.count(start) > 0};
  }

 private:
  Point find(ThingType type) const {
    for (const Thing& t : d_.things) {
      if (t.type == type) return t.at;
    }
    return {};
  }
  int index(Point p) const { return f_.index(p); }

  bool pulled(uint32_t picked, int lever_id) const {
    for (size_t i = 0; i < d_.things.size(); ++i) {
      const Thing& t = d_.things[i];
      if (((picked >> i) & 1u) && t.type == ThingType::kLever &&
          t.fields.get(Field::kLever) == lever_id) {
        return true;
      }
    }
    return false;
  }
  bool drained(uint32_t picked) const {
    for (size_t i = 0; i < d_.things.size(); ++i) {
      const Thing& t = d_.things[i];
      if (((picked >> i) & 1u) && t.type == ThingType::kLever &&
          t.fields.getOr(Field::kDrains, 0)) {
        return true;
      }
    }
    return false;
  }
  int keysInHand(const RefState& s, int colour) const {
    int held = 0;
    for (size_t i = 0; i < d_.things.size(); ++i) {
      const Thing& t = d_.things[i];
      if (t.type == ThingType::kKey && t.fields.get(Field::kColour) == colour &&
          ((s.picked >> i) & 1u))
        ++held;
      if (t.type == ThingType::kDoor && t.fields.as<DoorKind>(Field::kKind) == DoorKind::kLocked &&
          t.fields.get(Field::kColour) == colour && ((s.opened >> i) & 1u)) {
        --held;
      }
    }
    return held;
  }

  bool enterable(const RefState& s, Point p) const {
    if (!f_.inBounds(p)) return false;
    if (isSolid(f_.kind(p))) return false;
    if (f_.kind(p) == SquareKind::kWater && !drained(s.picked)) return false;
    for (size_t i = 0; i < d_.things.size(); ++i) {
      const Thing& t = d_.things[i];
      if (t.at != p) continue;
      if (t.type == ThingType::kOneWayDoor && !((s.opened >> i) & 1u)) return false;
      if (t.type == ThingType::kDoor && t.fields.as<DoorKind>(Field::kKind) == DoorKind::kLocked &&
          !((s.opened >> i) & 1u))
        return false;
      if (t.type == ThingType::kDoor && t.fields.as<DoorKind>(Field::kKind) == DoorKind::kLever &&
          !pulled(s.picked, t.fields.get(Field::kLever))) {
        return false;
      }
    }
    return true;
  }

  // Picks up what lies on the square and opens the one-way doors whose handle it is.
  RefState settle(RefState s) const {
    const Point here = f_.pointOf(s.square);
    for (size_t i = 0; i < d_.things.size(); ++i) {
      const Thing& t = d_.things[i];
      if (t.at == here && (t.type == ThingType::kKey || t.type == ThingType::kLever))
        s.picked |= 1u << i;
      if (t.type == ThingType::kOneWayDoor &&
          step(t.at, t.fields.as<Dir>(Field::kOpensFrom)) == here) {
        s.opened |= 1u << i;
      }
    }
    return s;
  }

  std::vector<RefState> moves(const RefState& s) const {
    std::vector<RefState> out;
    const Point here = f_.pointOf(s.square);
    for (Dir dir : kAllDirs) {
      const Point q = step(here, dir);
      if (enterable(s, q)) out.push_back(settle({index(q), s.picked, s.opened}));
      for (size_t i = 0; i < d_.things.size(); ++i) {
        const Thing& t = d_.things[i];
        if (t.at == q && t.type == ThingType::kDoor &&
            t.fields.as<DoorKind>(Field::kKind) == DoorKind::kLocked && !((s.opened >> i) & 1u) &&
            keysInHand(s, t.fields.get(Field::kColour)) > 0) {
          out.push_back({s.square, s.picked, s.opened | (1u << i)});
        }
      }
    }
    return out;
  }

  const Dungeon& d_;
  const Floor& f_;
  std::set<RefState> seen_;
  std::map<RefState, std::vector<RefState>> edges_;
};

RC_GTEST_PROP(SolveProperty, AgreesWithTheFullStateReference, ()) {
  const uint64_t seed = *rc::gen::arbitrary<uint64_t>();
  RC_LOG() << "random dungeon seed " << seed << "\n";
  const Dungeon d = randomDungeon(seed);
  const World world(d);
  const SolveResult fast = solve(Terrain(world), bodyOf(BodyKind::kParty));
  const Reference::Verdict slow = Reference(d).run();
  RC_ASSERT(fast.searched);
  RC_ASSERT(fast.solvable == slow.solvable);
  RC_ASSERT((fast.solvable && fast.soft_lock) == slow.soft_lock);
}

// A hand-made soft-lock that turns on one one-way door. The red key opens either lock L1 (to
// room B) or lock L2 (to room C, where the goal is). From B, the one-way door D leads on to C
// only when its handle is on B's side; turned round, spending the key on L1 strands the party.
TEST(SolveProperty, OneWayDoorTurnedRoundCreatesASoftLockBothSearchesSee) {
  Dungeon d;
  d.floors.emplace_back(kSide, kSide, 0, "");
  //  row 0:  A A A L1 B B B D C C
  //  row 1:  A . . .  # # # # C .   (A reaches C's row through L2 at (9,2))
  for (int x = 0; x <= 9; ++x) d.floors[0].setKind({x, 0}, SquareKind::kCorridor);
  for (int y = 1; y <= 3; ++y) d.floors[0].setKind({0, y}, SquareKind::kCorridor);
  for (int x = 0; x <= 9; ++x) d.floors[0].setKind({x, 3}, SquareKind::kCorridor);
  d.floors[0].setKind({9, 1}, SquareKind::kCorridor);
  d.floors[0].setKind({9, 2}, SquareKind::kCorridor);
  const std::initializer_list<FieldValue> red_lock = {{Field::kKind, DoorKind::kLocked},
                                                      {Field::kColour, Colour::kRed}};
  d.things.push_back(makeThing(ThingType::kEntrance, 0, {0, 2}, {{Field::kRamp, Dir::kNorth}}));
  d.things.push_back(makeThing(ThingType::kKey, 0, {0, 1}, {{Field::kColour, Colour::kRed}}));
  d.things.push_back(makeThing(ThingType::kDoor, 0, {3, 0}, red_lock));  // L1
  d.things.push_back(makeThing(ThingType::kDoor, 0, {9, 2}, red_lock));  // L2
  d.things.push_back(makeThing(ThingType::kOneWayDoor, 0, {7, 0},
                               {{Field::kOpensFrom, Dir::kWest}}));  // D, handle towards B
  d.things.push_back(makeThing(ThingType::kGoal, 0, {9, 0}));
  d.floors[0].setKind({1, 3}, SquareKind::kRock);  // A's bottom row leads only to L2's side
  for (int x = 1; x <= 8; ++x) d.floors[0].setKind({x, 3}, SquareKind::kRock);
  d.floors[0].setKind({9, 3}, SquareKind::kRock);
  d.floors[0].setKind({1, 1}, SquareKind::kCorridor);
  for (int x = 1; x <= 8; ++x) d.floors[0].setKind({x, 2}, SquareKind::kCorridor);
  d.floors[0].setKind({1, 1}, SquareKind::kRock);

  auto verdicts = [&]() {
    const World world(d);
    return std::pair{solve(Terrain(world), bodyOf(BodyKind::kParty)), Reference(d).run()};
  };
  auto [fast, slow] = verdicts();
  EXPECT_TRUE(fast.solvable);
  EXPECT_FALSE(fast.soft_lock);
  EXPECT_TRUE(slow.solvable);
  EXPECT_FALSE(slow.soft_lock);

  d.things[4].fields.set(Field::kOpensFrom, Dir::kEast);  // turned round
  auto [fast2, slow2] = verdicts();
  EXPECT_TRUE(fast2.solvable);
  EXPECT_TRUE(fast2.soft_lock) << "spending the key on L1 must be caught";
  EXPECT_TRUE(slow2.solvable);
  EXPECT_TRUE(slow2.soft_lock);
}

}  // namespace
}  // namespace dungeon::sim
