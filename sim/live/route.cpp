#include "sim/live/route.h"

#include <fmt/format.h>

#include <functional>
#include <queue>

#include "sim/live/messages.h"

namespace dungeon::sim {
namespace {

DoorKind doorKind(const DoorState& door) {
  return door.thing->fields.asOr(Field::kKind, DoorKind::kPlain);
}

int shutDoorsWanting(const Scene& scene, DoorKind kind, Field field, int value) {
  int count = 0;
  for (const DoorState& door : scene.doors().all()) {
    count +=
        !door.passable() && doorKind(door) == kind && door.thing->fields.getOr(field, -1) == value;
  }
  return count;
}

bool shutDoorWants(const Scene& scene, DoorKind kind, Field field, int value) {
  return shutDoorsWanting(scene, kind, field, value) > 0;
}

bool floodedUndrained(const Scene& scene, int floor) {
  if (scene.terrain().drained(floor)) return false;
  const Floor& f = scene.world().dungeon().floors[static_cast<size_t>(floor)];
  for (int i = 0; i < f.squareCount(); ++i) {
    if (f.kind(f.pointOf(i)) == SquareKind::kWater) return true;
  }
  return false;
}

// True when fetching the thing would let the actor open a door it cannot open yet.
bool worthFetching(const Scene& scene, const Actor& actor, const Thing& t) {
  switch (effectOf(t.type)) {
    case ThingEffect::kKey: {
      const int colour = t.fields.get(Field::kColour);
      return !scene.taken(t) && shutDoorsWanting(scene, DoorKind::kLocked, Field::kColour, colour) >
                                    actor.keys[static_cast<size_t>(colour)];
    }
    case ThingEffect::kLever: {
      // A draining lever is worth its floor's water, whatever lever of its number was pulled.
      if (t.fields.getOr(Field::kDrains, 0) == 1 && floodedUndrained(scene, t.floor)) return true;
      const int lever = t.fields.get(Field::kLever);
      return !scene.leverPulled(lever) &&
             shutDoorWants(scene, DoorKind::kLever, Field::kLever, lever);
    }
    case ThingEffect::kCodePart: {
      const int code = t.fields.get(Field::kCode);
      return !actor.clues.contains({code, t.fields.get(Field::kPart)}) &&
             shutDoorWants(scene, DoorKind::kKeypad, Field::kCode, code);
    }
    case ThingEffect::kGoal:  // reached by the walk's own leg, never fetched on the way
    case ThingEffect::kNone:
      break;
  }
  return false;
}

// Game milliseconds to step from `from` into `to`, or -1 when the actor cannot. `dir` is the
// direction of a walk, or nullopt for a climb.
int64_t stepCost(const Scene& scene, const Actor& actor, int from, int to, std::optional<Dir> dir) {
  const auto leg = dir ? walkLeg(scene.terrain(), *actor.body, from, to)
                       : climbLeg(scene.terrain(), *actor.body, from, to);
  if (!leg) return -1;
  const DoorState* door = scene.doors().at(to);
  if (door == nullptr || door->passable()) return leg->durationMs();
  const Dir face = dir ? opposite(*dir) : door->insideFace();  // a climb meets it from inside
  if (!doorRefusal(scene, actor, *door, face).empty()) return -1;
  return leg->durationMs() + door->duration_ms - door->progress_ms;
}

struct Search {
  std::vector<int64_t> cost;
  std::vector<int> parent;
};

// Dijkstra from the actor's square; stops once `target` is settled.
Search search(const Scene& scene, const Actor& actor, int target) {
  const World& world = scene.world();
  Search s{std::vector<int64_t>(static_cast<size_t>(world.squareCount()), -1),
           std::vector<int>(static_cast<size_t>(world.squareCount()), -1)};
  using Entry = std::pair<int64_t, int>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
  s.cost[static_cast<size_t>(actor.square)] = 0;
  open.push({0, actor.square});
  auto relax = [&](int64_t base, int from, int to, std::optional<Dir> dir) {
    if (to < 0) return;
    const int64_t step = stepCost(scene, actor, from, to, dir);
    if (step < 0) return;
    int64_t& known = s.cost[static_cast<size_t>(to)];
    if (known >= 0 && known <= base + step) return;
    known = base + step;
    s.parent[static_cast<size_t>(to)] = from;
    open.push({known, to});
  };
  while (!open.empty()) {
    const auto [base, at] = open.top();
    open.pop();
    if (base != s.cost[static_cast<size_t>(at)]) continue;
    if (at == target) break;
    const Place here = world.place(at);
    const Floor& floor = world.dungeon().floors[static_cast<size_t>(here.floor)];
    for (Dir dir : kAllDirs) {
      const Point next = step(here.at, dir);
      if (!floor.inBounds(next)) continue;
      relax(base, at, at + floor.index(next) - floor.index(here.at), dir);
    }
    for (int to : world.linked(at)) relax(base, at, to, std::nullopt);
  }
  return s;
}

std::vector<int> pathTo(const Search& s, int start, int end) {
  std::vector<int> path{end};
  while (path.back() != start) path.push_back(s.parent[static_cast<size_t>(path.back())]);
  return {path.rbegin(), path.rend()};
}

}  // namespace

std::string doorRefusal(const Scene& scene, const Actor& actor, const DoorState& door, Dir face) {
  if (door.passable() || door.phase == DoorPhase::kOpening) return "";
  const std::string name(specOf(door.thing->type).name);
  if (door.handle && face != *door.handle) {
    return fmt::format("{}: {} (its handle faces {})", name, kNoHandle, dirName(*door.handle));
  }
  const FieldValues& f = door.thing->fields;
  switch (doorKind(door)) {
    case DoorKind::kLocked:
      if (actor.hasKey(f.asOr(Field::kColour, Colour::kRed))) return "";
      return fmt::format("locked door: needs the {} key",
                         colourName(f.asOr(Field::kColour, Colour::kRed)));
    case DoorKind::kLever:
      return fmt::format("lever gate: lever {} is not pulled", f.getOr(Field::kLever, 0));
    case DoorKind::kKeypad:
      if (scene.codeKnown(actor, f.getOr(Field::kCode, -1))) return "";
      return fmt::format("keypad door: code {} is not known", f.getOr(Field::kCode, -1));
    case DoorKind::kPlain:
      return "";
  }
  return "";
}

std::optional<Route> routeToward(const Scene& scene, int actor_id, int target) {
  const Actor& actor = scene.actor(actor_id);
  if (actor.square == target) return Route{{target}, true, false};
  Search s = search(scene, actor, target);
  if (s.cost[static_cast<size_t>(target)] >= 0) {
    return Route{pathTo(s, actor.square, target), true, false};
  }
  int best = -1;
  bool lever = false;
  for (const Thing& t : scene.world().dungeon().things) {
    if (!worthFetching(scene, actor, t) || !scene.world().valid({t.floor, t.at})) continue;
    const int square = scene.world().index({t.floor, t.at});
    const int64_t c = s.cost[static_cast<size_t>(square)];
    if (c < 0 || (best >= 0 && c >= s.cost[static_cast<size_t>(best)])) continue;
    best = square;
    lever = t.type == ThingType::kLever;
  }
  if (best < 0) return std::nullopt;
  return Route{pathTo(s, actor.square, best), false, lever};
}

}  // namespace dungeon::sim
