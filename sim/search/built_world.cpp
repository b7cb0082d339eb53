#include "sim/search/built_world.h"

#include <algorithm>
#include <utility>

#include "sim/world/heights.h"
#include "sim/world/motion.h"

namespace dungeon::sim {
namespace {

std::vector<int> partyWay(const World& world, const OpenWays& party) {
  if (world.entrance() < 0 || world.goal() < 0) return {};
  return party.shortestWay(world.entrance(), world.goal());
}

// A thing that does something for the party when reached (the catalogue's effect), or the
// entrance it starts on.
bool searchedThing(ThingType type) {
  return effectOf(type) != ThingEffect::kNone || type == ThingType::kEntrance;
}

// The things the party's searches pick up or start and end on, in canonical order.
std::vector<const Thing*> searchedThings(const Dungeon& d) {
  std::vector<const Thing*> things;
  for (const Thing& t : d.things) {
    if (searchedThing(t.type)) things.push_back(&t);
  }
  return things;
}

bool sameDoor(const Thing* a, const Thing* b) {
  return a == nullptr ? b == nullptr : b != nullptr && *a == *b;
}

// Whether the party fits the square with nothing drained, and with everything drained.
std::pair<bool, bool> partyFits(const Terrain& t, const Terrain& drained, int s) {
  const Body& party = bodyOf(BodyKind::kParty);
  return {fit(party, t.passageAt(s)) != Stance::kNone,
          fit(party, drained.passageAt(s)) != Stance::kNone};
}

bool sameSquare(const Terrain& a, const Terrain& da, const Terrain& b, const Terrain& db, int s) {
  const World& wa = a.world();
  const World& wb = b.world();
  if (a.kind(s) != b.kind(s) || wa.windowAt(s) != wb.windowAt(s) ||
      !sameDoor(wa.doorAt(s), wb.doorAt(s))) {
    return false;
  }
  for (Dir dir : kAllDirs) {
    if (wa.walkBlocked(s, dir) != wb.walkBlocked(s, dir)) return false;
  }
  // The passage is the kind's, tightened by a window, door, duct or spiral shaft standing there,
  // or a dirt square's space: where none of those differ, neither does the party's fit.
  const bool same_passage = wa.spiralShaftAt(s) == wb.spiralShaftAt(s) &&
                            wa.ductAt(s) == wb.ductAt(s) && a.dirtSpace(s) == b.dirtSpace(s);
  return same_passage || partyFits(a, da, s) == partyFits(b, db, s);
}

bool sameLinks(const World& a, const World& b) {
  const Body& party = bodyOf(BodyKind::kParty);
  if (a.links().size() != b.links().size()) return false;
  for (size_t i = 0; i < a.links().size(); ++i) {
    const Link& la = a.links()[i];
    const Link& lb = b.links()[i];
    if (la.kind != lb.kind || la.lower != lb.lower || la.upper != lb.upper ||
        (la.tread_cm == kNoWinding) != (lb.tread_cm == kNoWinding)) {
      return false;
    }
    for (int end : {la.lower, la.upper}) {
      if ((fit(party, linkPassage(a, la.kind, end)) == Stance::kNone) !=
          (fit(party, linkPassage(b, lb.kind, end)) == Stance::kNone)) {
        return false;
      }
    }
  }
  return true;
}

}  // namespace

BuiltWorld::BuiltWorld(const Dungeon& d) : BuiltWorld(World(d)) {}

BuiltWorld::BuiltWorld(std::shared_ptr<const Dungeon> d) : BuiltWorld(World(std::move(d))) {}

BuiltWorld::BuiltWorld(World built)
    : world(std::move(built)),
      terrain(world),
      party(terrain, bodyOf(BodyKind::kParty)),
      way(partyWay(world, party)),
      goal_view(goalView(world, way)),
      goal_seen_early(goalSeenEarly(world.dungeon(), goal_view)) {}

BuiltWorld::BuiltWorld(std::shared_ptr<const Dungeon> d, const BuiltWorld& before,
                       const std::vector<bool>& floors_changed)
    : world(std::move(d)),
      terrain(world),
      ways_as_before(samePartyWays(before.terrain, terrain, floors_changed)),
      party(ways_as_before ? OpenWays(before.party, world)
                           : OpenWays(terrain, bodyOf(BodyKind::kParty))),
      way(ways_as_before ? before.way : partyWay(world, party)),
      goal_view(ways_as_before ? before.goal_view : goalView(world, way)),
      goal_seen_early(ways_as_before ? before.goal_seen_early
                                     : goalSeenEarly(world.dungeon(), goal_view)) {}

BuiltWorld::BuiltWorld(std::shared_ptr<const Dungeon> d, const BuiltWorld& before, bool seen)
    : world(std::move(d)),
      terrain(world),
      party(terrain, bodyOf(BodyKind::kParty)),
      way(before.way),
      goal_view(before.goal_view),
      goal_seen_early(seen) {}

bool samePartyWays(const Terrain& a, const Terrain& b) {
  return samePartyWays(a, b, std::vector<bool>(a.world().dungeon().floors.size(), true));
}

bool samePartyWays(const Terrain& a, const Terrain& b, const std::vector<bool>& floors_changed) {
  const World& wa = a.world();
  const World& wb = b.world();
  if (wa.squareCount() != wb.squareCount() || wa.entrance() != wb.entrance() ||
      wa.goal() != wb.goal() || !sameLinks(wa, wb)) {
    return false;
  }
  Terrain da = a;
  da.drainAll();
  Terrain db = b;
  db.drainAll();
  for (int s = 0; s < wa.squareCount(); ++s) {
    if (floors_changed[static_cast<size_t>(wa.floorOf(s))] && !sameSquare(a, da, b, db, s)) {
      return false;
    }
  }
  const std::vector<const Thing*> ta = searchedThings(wa.dungeon());
  const std::vector<const Thing*> tb = searchedThings(wb.dungeon());
  return std::equal(ta.begin(), ta.end(), tb.begin(), tb.end(),
                    [](const Thing* x, const Thing* y) { return *x == *y; });
}

}  // namespace dungeon::sim
