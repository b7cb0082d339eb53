// The hard checks of SPEC section 7, and their registry.
#include "checks/hard_checks.h"

#include <fmt/format.h>

#include <array>
#include <cstdlib>

#include "checks/context.h"
#include "checks/dirt_amounts.h"
#include "checks/duct_rules.h"
#include "checks/spiral_fit.h"
#include "checks/stair_geometry.h"
#include "model/rules.h"
#include "sim/world/body.h"
#include "sim/world/heights.h"
#include "sim/world/motion.h"

namespace dungeon::checks {
namespace {

CheckOutcome oneEntranceAndGoal(const CheckContext& c) {
  const auto entrances = thingsOf(c.dungeon, ThingType::kEntrance);
  const auto goals = thingsOf(c.dungeon, ThingType::kGoal);
  if (entrances.size() != 1) {
    return CheckOutcome::fail(fmt::format("expected one entrance, found {}", entrances.size()));
  }
  if (entrances.front()->floor != 0) {
    return CheckOutcome::fail("the entrance must be on floor 1", entrances.front()->floor,
                              entrances.front()->at);
  }
  if (goals.size() != 1) {
    return CheckOutcome::fail(fmt::format("expected one goal, found {}", goals.size()));
  }
  return CheckOutcome::pass();
}

CheckOutcome thingsPlaced(const CheckContext& c) {
  for (const Thing& t : c.dungeon.things) {
    if (!c.world.valid({t.floor, t.at})) {
      return CheckOutcome::fail(fmt::format("{} lies outside its floor", specOf(t.type).name));
    }
    const Floor& f = c.dungeon.floors[static_cast<size_t>(t.floor)];
    if (!isOpen(f.kind(t.at)) && f.kind(t.at) != SquareKind::kWater) {
      return CheckOutcome::fail(
          fmt::format("{} stands on {}", specOf(t.type).name, nameOf(f.kind(t.at))), t.floor, t.at);
    }
  }
  return CheckOutcome::pass();
}

CheckOutcome entranceRamp(const CheckContext& c) {
  const auto entrances = thingsOf(c.dungeon, ThingType::kEntrance, 0);
  if (entrances.empty()) return CheckOutcome::fail("no entrance on floor 1");
  const Thing& e = *entrances.front();
  if (!e.fields.has(Field::kRamp)) return CheckOutcome::fail("entrance has no ramp", 0, e.at);
  const Dir dir = e.fields.as<Dir>(Field::kRamp);
  const Floor& f = c.dungeon.floors.front();
  for (int i = 1; i <= kRampSquares; ++i) {
    const Point p = step(e.at, dir, i);
    if (!f.inBounds(p) || !isSolid(f.kind(p))) {
      return CheckOutcome::fail(
          fmt::format("ramp square {} of {} going {} is not rock", i, kRampSquares, dirName(dir)),
          0, p);
    }
    if (f.isDirtAt(p)) {
      return CheckOutcome::fail(fmt::format("ramp square {} of {} going {} is dirt, which a hand "
                                            "may dig, not rock",
                                            i, kRampSquares, dirName(dir)),
                                0, p);
    }
  }
  return CheckOutcome::pass();
}

CheckOutcome linksPaired(const CheckContext& c) {
  const auto& problems = c.world.pairingProblems();
  if (problems.empty()) return CheckOutcome::pass();
  return CheckOutcome::fail(problems.front().reason, problems.front().at.floor,
                            problems.front().at.at);
}

CheckOutcome searched(const CheckContext& c) {
  if (c.party.searched) return CheckOutcome::pass();
  return CheckOutcome::fail("the party's states were not searched: " + c.party.refusal);
}

// Every open square of every floor is reached by the party in some state of its run.
CheckOutcome openReachable(const CheckContext& c) {
  if (!c.party.searched) return searched(c);
  for (int i = 0; i < c.world.squareCount(); ++i) {
    if (c.world.walkable(i) && !c.party.ever[static_cast<size_t>(i)]) {
      const Place p = c.world.place(i);
      return CheckOutcome::fail(
          fmt::format("{} square the party can never reach", nameOf(c.world.kind(i))), p.floor,
          p.at);
    }
  }
  return CheckOutcome::pass();
}

CheckOutcome goalSolvable(const CheckContext& c) {
  if (!c.party.searched) return searched(c);
  if (c.party.solvable) return CheckOutcome::pass();
  const auto goals = thingsOf(c.dungeon, ThingType::kGoal);
  if (goals.empty()) return CheckOutcome::fail("no goal");
  return CheckOutcome::fail(
      "the party cannot reach the goal from the entrance with the keys, levers and codes it can "
      "find",
      goals.front()->floor, goals.front()->at);
}

CheckOutcome noSoftLock(const CheckContext& c) {
  if (!c.party.searched) return searched(c);
  if (!c.party.soft_lock) return CheckOutcome::pass();
  return CheckOutcome::fail(c.party.soft_lock_reason, c.party.soft_lock_at.floor,
                            c.party.soft_lock_at.at);
}

// Every key can be reached without opening a lock of its own colour on its own floor.
CheckOutcome keysBeforeLocks(const CheckContext& c) {
  const sim::LockTable& table = c.locks;
  const int start = c.world.entrance();
  if (start < 0 || c.world.floorOf(start) != 0) {
    return CheckOutcome::fail("no entrance on floor 1 to walk from");
  }
  if (static_cast<int>(table.locks.size()) > sim::kMaxSearchedLocks) return searched(c);
  for (const Thing* key : thingsOf(c.dungeon, ThingType::kKey)) {
    uint32_t others = 0;
    for (size_t i = 0; i < table.locks.size(); ++i) {
      const Thing& lock = *table.locks[i];
      if (lock.floor != key->floor ||
          lock.fields.getOr(Field::kColour, -1) != key->fields.get(Field::kColour)) {
        others |= 1u << i;
      }
    }
    const auto p = sim::closeOver(c.terrain, table, sim::bodyOf(BodyKind::kParty), start, others);
    if (!p.reached[static_cast<size_t>(c.world.index({key->floor, key->at}))]) {
      return CheckOutcome::fail(fmt::format("the {} key lies behind a {} lock",
                                            colourName(key->fields.as<Colour>(Field::kColour)),
                                            colourName(key->fields.as<Colour>(Field::kColour))),
                                key->floor, key->at);
    }
  }
  return CheckOutcome::pass();
}

// Per square of the world: a ladder, lift, duct or spiral stands there (any square of a 2 x 2
// spiral's block).
std::vector<char> linkSquares(const CheckContext& c) {
  std::vector<char> links(static_cast<size_t>(c.world.squareCount()), 0);
  for (const Thing& t : c.dungeon.things) {
    if (isLink(t.type) && c.world.valid({t.floor, t.at})) {
      links[static_cast<size_t>(c.world.index({t.floor, t.at}))] = 1;
    }
  }
  for (int s = 0; s < c.world.squareCount(); ++s) {
    if (c.world.spiralAt(s)) links[static_cast<size_t>(s)] = 1;
  }
  return links;
}

// Where two stacked floors are both open, the upper floor's ground stands at least 2 m above
// the lower floor's ceiling (flat, a storey above its base), unless a link is meant to cross
// there.
CheckOutcome rockBetweenFloors(const CheckContext& c) {
  const auto& floors = c.dungeon.floors;
  const std::vector<char> links = linkSquares(c);
  auto linkAt = [&](int floor, Point p) {
    return links[static_cast<size_t>(c.world.index({floor, p}))] != 0;
  };
  for (size_t upper = 0; upper + 1 < floors.size(); ++upper) {
    const Floor& a = floors[upper];
    const Floor& b = floors[upper + 1];
    if (a.width() != b.width() || a.height() != b.height()) {
      return CheckOutcome::fail("stacked floors differ in size", static_cast<int>(upper + 1));
    }
    for (int i = 0; i < a.squareCount(); ++i) {
      const Point p = a.pointOf(i);
      if (isSolid(a.kind(p)) || isSolid(b.kind(p))) continue;
      const int ground = a.baseHalfMetres() + a.heightHalfMetres(p);
      const int ceiling = b.baseHalfMetres() + kStoreyHalfMetres;
      if (ground - ceiling >= kRockBetweenFloorsHalfMetres) continue;
      if (linkAt(static_cast<int>(upper), p) || linkAt(static_cast<int>(upper + 1), p)) continue;
      const int gap = std::max(ground - ceiling, 0);
      return CheckOutcome::fail(
          fmt::format("only {}.{} m of rock above floor {}", gap / 2, gap % 2 ? 5 : 0, upper + 2),
          static_cast<int>(upper), p);
    }
  }
  return CheckOutcome::pass();
}

// No step between neighbouring squares is a cliff: steeper than 45 degrees over the square
// (3 m), whatever stands on them; only a spiral's shaft is spared, its treads being the link's
// own travel (SPEC sections 3 and 8, "no step is spared"). The rule is the sim's own
// (sim/world/heights.h cliffBetween), so a cliff this check passes never stops a walk.
CheckOutcome slopesWalkable(const CheckContext& c) {
  for (int s = 0; s < c.world.squareCount(); ++s) {
    for (Dir dir : {Dir::kEast, Dir::kSouth}) {
      const int n = c.world.neighbour(s, dir);
      // Level neighbours are never a cliff.
      if (n < 0 || c.world.heightCm(n) == c.world.heightCm(s) || !sim::cliffBetween(c.world, s, n))
        continue;
      const int rise = std::abs(sim::floorHeightCm(c.world, n) - sim::floorHeightCm(c.world, s)) /
                       kCmPerHalfMetre;
      const Place p = c.world.place(s);
      return CheckOutcome::fail(
          fmt::format("a {}.{} m rise to the {} is steeper than {} degrees", rise / 2,
                      rise % 2 ? 5 : 0, dirName(dir), kMaxSlopeDegrees),
          p.floor, p.at);
    }
  }
  return CheckOutcome::pass();
}

CheckOutcome monstersFit(const CheckContext& c) {
  for (const Thing* m : thingsOf(c.dungeon, ThingType::kMonster)) {
    const sim::Body& body = sim::bodyOf(m->fields.as<BodyKind>(Field::kBody));
    const int square = c.world.index({m->floor, m->at});
    if (sim::stanceIn(c.terrain, square, body) == sim::Stance::kNone) {
      return CheckOutcome::fail(fmt::format("a {} does not fit its square", body.name), m->floor,
                                m->at);
    }
  }
  return CheckOutcome::pass();
}

// A door's handle side and a secret door's front lie along its way: open on that side and on
// the opposite side.
CheckOutcome doorsAlongTheirWay(const CheckContext& c) {
  for (const Thing& t : c.dungeon.things) {
    const bool one_way = t.type == ThingType::kOneWayDoor;
    const bool secret = t.type == ThingType::kSecretDoor;
    if (!one_way && !secret) continue;
    const Field field = one_way ? Field::kOpensFrom : Field::kFront;
    if (!t.fields.has(field)) {
      return CheckOutcome::fail(
          fmt::format("{} has no {}", specOf(t.type).name, one_way ? "opens_from" : "front"),
          t.floor, t.at);
    }
    const Dir face = t.fields.as<Dir>(field);
    const Floor& f = c.dungeon.floors[static_cast<size_t>(t.floor)];
    if (!f.isOpenAt(step(t.at, face)) || !f.isOpenAt(step(t.at, opposite(face)))) {
      return CheckOutcome::fail(
          fmt::format("{} faces {}, across its way", specOf(t.type).name, dirName(face)), t.floor,
          t.at);
    }
  }
  return CheckOutcome::pass();
}

// One window's slot: the straight line of narrow squares from the window away from the room
// it looks into, ending at an open square within reach.
CheckOutcome slotOf(const Floor& f, const Thing& window) {
  for (Dir into : kAllDirs) {
    if (f.kindOrRock(step(window.at, into)) != SquareKind::kRoom) continue;
    const Dir along = opposite(into);
    int length = 0;
    Point p = window.at;
    for (; f.kindOrRock(p) == SquareKind::kNarrow; p = step(p, along)) {
      ++length;
      for (Dir side : {clockwise(along), anticlockwise(along)}) {
        if (isOpenOrWater(f.kindOrRock(step(p, side)))) {
          return CheckOutcome::fail("the glimpse slot touches an open square or water beside it",
                                    window.floor, p);
        }
      }
      if (f.isDirtAt(p)) {
        return CheckOutcome::fail(
            "a glimpse slot's square holds dirt: a slot cut into a dirt floor is built and keeps "
            "the narrow passage's 1.0 x 2.2 m",
            window.floor, p);
      }
    }
    // The far end is on the party's way: open floor, or water its lever drains.
    const bool ends_on_way = f.isOpenAt(p) || f.kindOrRock(p) == SquareKind::kWater;
    if (length > kMaxGlimpseRock || !ends_on_way) {
      return CheckOutcome::fail(fmt::format("the glimpse slot is {} squares and ends {}", length,
                                            ends_on_way ? "too far away" : "in rock"),
                                window.floor, window.at);
    }
    return CheckOutcome::pass();
  }
  return CheckOutcome::fail("a window looks into no room", window.floor, window.at);
}

// Every window ends a straight slot of narrow passage (SPEC section 5.6).
CheckOutcome glimpseSlots(const CheckContext& c) {
  for (const Thing* window : thingsOf(c.dungeon, ThingType::kWindow)) {
    const Floor& f = c.dungeon.floors[static_cast<size_t>(window->floor)];
    if (f.kind(window->at) != SquareKind::kNarrow) {
      return CheckOutcome::fail("a window stands outside a narrow passage", window->floor,
                                window->at);
    }
    if (auto slot = slotOf(f, *window); !slot.passed) return slot;
  }
  return CheckOutcome::pass();
}

// Inputs (checks/inputs.h), stated from what each check reads: K kinds, H heights, T things,
// D dirt, W the party's ways; all of every floor. Links join floors and pair by the rock of the
// floors between, so what reads links reads the kinds and things of every floor.
constexpr Inputs K = kKinds;
constexpr Inputs H = kHeights;
constexpr Inputs T = kThings;
constexpr Inputs D = kDirt;
constexpr Inputs W = kWays;

constexpr std::array<HardCheck, 17> kChecks = {{
    {"entrance_and_goal",
     "exactly one entrance, on floor 1, and exactly one goal",
     &oneEntranceAndGoal,
     {0, T}},
    {"things_placed",
     "every thing stands on an open square of its floor",
     &thingsPlaced,
     {0, K | T}},
    {"entrance_ramp",
     "the 9 squares along the entrance's ramp are rock, not dirt",
     &entranceRamp,
     {0, K | T | D}},
    {"links_paired",
     "ladders, ducts and spirals pair straight above or below; lift stops align",
     &linksPaired,
     {0, K | H | T | D}},
    {"doors_along_way",
     "one-way doors' handles and secret doors' fronts face along their way",
     &doorsAlongTheirWay,
     {0, K | T}},
    {"open_reachable",
     "every open square is reachable by the party",
     &openReachable,
     {0, K | T | W}},
    {"goal_solvable",
     "the party can reach the goal (keys, levers, codes, one-way doors)",
     &goalSolvable,
     {0, T | W}},
    {"no_soft_lock", "no state the party can reach loses the goal", &noSoftLock, {0, T | W}},
    {"keys_before_locks",
     "every key is reached without opening a lock of its colour on its floor",
     &keysBeforeLocks,
     {0, K | T | W}},
    {"rock_between_floors",
     "2 m of rock between stacked floors where nothing crosses",
     &rockBetweenFloors,
     {0, K | H | T}},
    {"slopes_walkable",
     "neighbouring open squares rise no more than 45 degrees",
     &slopesWalkable,
     {0, K | H | T}},
    {"stair_geometry",
     "every corner stair's sectors tile its square; its turn is walkable",
     &stairGeometry,
     {0, K | H | T}},
    {"monsters_fit", "every monster fits the square it stands on", &monstersFit, {0, K | T | D}},
    {"duct_rules",
     "ducts stand at crawl ends; flat ducts are short, clean, straight shortcuts",
     &ductRules,
     {0, K | H | T | D | W}},
    {"spiral_fit",
     "every spiral's rise matches its doorways and a winding fits its shaft",
     &spiralFit,
     {0, K | H | T}},
    {"glimpse_slots",
     "every window ends a straight narrow slot that touches nothing else",
     &glimpseSlots,
     {0, K | T | D}},
    {"dirt_amounts",
     "dirt floors hold 0..3 units a square and in the ground; the grid agrees",
     &dirtAmounts,
     {0, K | D}},
}};

}  // namespace

std::span<const HardCheck> hardChecks() {
  return kChecks;
}

}  // namespace dungeon::checks
