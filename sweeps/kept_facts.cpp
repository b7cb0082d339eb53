// Reads each floor's secrets off its squares and things, runs the state search once per body
// that fits unlike the others (the party's answer may come from the report), and counts the
// things by kind.
#include "sweeps/kept_facts.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <span>

#include "checks/hard_checks.h"
#include "generator/floors/stock.h"
#include "model/square_groups.h"
#include "sim/search/built_world.h"
#include "sim/search/solve.h"
#include "sim/world/body.h"
#include "sim/world/terrain.h"
#include "sim/world/world.h"

namespace dungeon::sweeps {

std::vector<FloorSecrets> floorSecrets(const Dungeon& d) {
  std::vector<FloorSecrets> floors(d.floors.size());
  for (size_t f = 0; f < d.floors.size(); ++f) {
    const std::span<const SquareKind> kinds = d.floors[f].kindData();
    if (std::find(kinds.begin(), kinds.end(), SquareKind::kCrawl) == kinds.end()) continue;
    floors[f].crawls_and_panels = findGroups(d.floors[f], SquareKind::kCrawl).count();
  }
  for (const Thing& t : d.things) {
    if (t.type != ThingType::kSecretDoor || t.floor < 0 ||
        t.floor >= static_cast<int>(floors.size())) {
      continue;
    }
    FloorSecrets& secrets = floors[static_cast<size_t>(t.floor)];
    if (t.fields.has(Field::kOpensFrom)) {
      secrets.one_way_secret = true;
    } else {
      ++secrets.crawls_and_panels;
    }
  }
  return floors;
}

namespace {

// Per body of sim::allBodies(): the first body that fits the same passages (itself when none
// before it does).
const std::vector<size_t>& firstAlike() {
  static const std::vector<size_t> first = [] {
    const auto bodies = sim::allBodies();
    std::vector<size_t> alike_of(bodies.size());
    for (size_t i = 0; i < bodies.size(); ++i) {
      size_t alike = 0;
      while (alike < i && !sim::fitsAlike(bodies[alike], bodies[i])) ++alike;
      alike_of[i] = alike;
    }
    return alike_of;
  }();
  return first;
}

}  // namespace

std::vector<bool> bodiesReachingGoal(const Dungeon& d, std::optional<bool> party_reached,
                                     const sim::BuiltWorld* built) {
  assert(built == nullptr || built->world.dungeon() == d);
  std::optional<sim::World> world;  // built only when a body is searched and none was given
  std::optional<sim::Terrain> terrain;
  const auto bodies = sim::allBodies();
  std::vector<bool> reached;
  for (size_t i = 0; i < bodies.size(); ++i) {
    // A body that fits the same passages as one already answered gets its answer.
    const size_t alike = firstAlike()[i];
    if (alike < i) {
      reached.push_back(reached[alike]);
      continue;
    }
    if (party_reached && bodies[i].kind == BodyKind::kParty) {
      reached.push_back(*party_reached);
      continue;
    }
    if (built == nullptr && !world) {
      world.emplace(d);
      terrain.emplace(*world);
    }
    const sim::SolveResult solved = sim::solve(built ? built->terrain : *terrain, bodies[i]);
    reached.push_back(solved.searched && solved.solvable);
  }
  return reached;
}

std::optional<bool> partyReachesGoal(const checks::Report& report) {
  const checks::CheckEntry* solvable = report.entryOf("goal_solvable");
  if (solvable == nullptr) return std::nullopt;
  return solvable->outcome.passed;
}

namespace {

constexpr std::array<DoorKind, 4> kDoorKinds = {DoorKind::kPlain, DoorKind::kLocked,
                                                DoorKind::kLever, DoorKind::kKeypad};

const FieldSpec& doorKindSpec() {
  for (const FieldSpec& field : specOf(ThingType::kDoor).fields) {
    if (field.field == Field::kKind) return field;
  }
  return specOf(ThingType::kDoor).fields.front();
}

std::string doorKindName(DoorKind kind) {
  return "door." + fieldText(doorKindSpec(), static_cast<int>(kind));
}

std::string monsterName(BodyKind body) {
  return "monster." + std::string(bodyName(body));
}

// The kind of `t` as thingKinds() names it, or "" for the entrance and the goal.
std::string kindOf(const Thing& t) {
  const ThingSpec& spec = specOf(t.type);
  if (spec.role == ThingRole::kMarker) return "";
  if (t.type == ThingType::kDoor) {
    return doorKindName(static_cast<DoorKind>(t.fields.getOr(Field::kKind, 0)));
  }
  if (t.type == ThingType::kMonster) {
    return monsterName(static_cast<BodyKind>(t.fields.getOr(Field::kBody, 0)));
  }
  return std::string(spec.name);
}

}  // namespace

const std::vector<std::string>& thingKinds() {
  static const std::vector<std::string> kinds = [] {
    std::vector<std::string> names;
    for (const ThingSpec& spec : catalogue()) {
      if (spec.role == ThingRole::kMarker) continue;
      if (spec.type == ThingType::kDoor) {
        for (DoorKind kind : kDoorKinds) names.push_back(doorKindName(kind));
      } else if (spec.type == ThingType::kMonster) {
        for (const BodyRow& body : monsterBodyRows()) names.push_back(monsterName(body.kind));
      } else {
        names.emplace_back(spec.name);
      }
    }
    return names;
  }();
  return kinds;
}

std::vector<int> thingCounts(const Dungeon& d) {
  const std::vector<std::string>& kinds = thingKinds();
  std::vector<int> counts(kinds.size(), 0);
  for (const Thing& t : d.things) {
    const auto at = std::find(kinds.begin(), kinds.end(), kindOf(t));
    if (at != kinds.end()) ++counts[static_cast<size_t>(at - kinds.begin())];
  }
  return counts;
}

}  // namespace dungeon::sweeps
