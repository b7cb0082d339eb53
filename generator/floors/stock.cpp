#include "generator/floors/stock.h"

#include <fmt/format.h>

#include <array>
#include <optional>
#include <vector>

#include "generator/core/rates.h"
#include "model/rules.h"

namespace dungeon::gen {
namespace {

struct RampSpot {
  Point at;
  Dir dir;
};

bool rampFits(const Floor& floor, Point at, Dir dir) {
  for (int i = 1; i <= kRampSquares; ++i) {
    const Point p = step(at, dir, i);
    if (!floor.inBounds(p) || !isSolid(floor.kind(p))) return false;
  }
  return true;
}

// Edge squares of the room with a ramp's worth of rock straight out of them, in row-major
// order and then direction order, so the draw among them is deterministic.
std::vector<RampSpot> rampSpots(const Floor& floor, const Rect& room) {
  std::vector<RampSpot> spots;
  for (int y = room.y0; y <= room.y1(); ++y) {
    for (int x = room.x0; x <= room.x1(); ++x) {
      if (floor.kind({x, y}) != SquareKind::kRoom) continue;
      for (Dir dir : kAllDirs) {
        if (!room.contains(step({x, y}, dir)) && rampFits(floor, {x, y}, dir)) {
          spots.push_back({{x, y}, dir});
        }
      }
    }
  }
  return spots;
}

Status placeEntrance(Draft& draft, int floor, const FloorPlan& plan, Rng& rng) {
  const Floor& f = draft.dungeon->floors[static_cast<size_t>(floor)];
  const Rect room = plan.nodes[static_cast<size_t>(plan.entrance)].area;
  const auto spots = rampSpots(f, room);
  if (spots.empty())
    return Status::fail(
        fmt::format("no edge of the entrance room has {} squares of rock", kRampSquares),
        Place{floor, room.centre()});
  const RampSpot spot = rng.pick(std::span<const RampSpot>(spots));
  draft.dungeon.edit().things.push_back(
      makeThing(ThingType::kEntrance, floor, spot.at, {{Field::kRamp, spot.dir}}));
  for (int i = 1; i <= kRampSquares; ++i) draft.ramp.push_back(step(spot.at, spot.dir, i));
  return Status::success();
}

// A plain door on the first and last square of some open corridors, where they meet rooms.
void placePlainDoors(Draft& draft, int floor, const FloorPlan& plan, const PlanEdge& edge,
                     Rng& rng) {
  const int ends[2] = {edge.a, edge.b};
  const Point squares[2] = {edge.corridor.front(), edge.corridor.back()};
  const int end_count = edge.corridor.size() > 1 ? 2 : 1;
  for (int i = 0; i < end_count; ++i) {
    const bool room = plan.nodes[static_cast<size_t>(ends[i])].role != NodeRole::kJunction;
    if (!room || !rng.chance(rates().door_per_mille)) continue;
    draft.dungeon.edit().things.push_back(
        makeThing(ThingType::kDoor, floor, squares[i], {{Field::kKind, DoorKind::kPlain}}));
  }
}

// The direction from a corridor's end square into the room it meets.
std::optional<Dir> intoRoom(const Rect& room, Point end) {
  for (Dir dir : kAllDirs) {
    if (room.contains(step(end, dir))) return dir;
  }
  return std::nullopt;
}

Thing gateDoor(const Gate& gate, int floor, Point at, Dir towards_door_node) {
  const Dir away = opposite(towards_door_node);
  const Dir handle = gate.handle_node == gate.door_node ? towards_door_node : away;
  switch (gate.kind) {
    case GateKind::kLocked:
      return makeThing(ThingType::kDoor, floor, at,
                       {{Field::kKind, DoorKind::kLocked}, {Field::kColour, gate.colour}});
    case GateKind::kLeverGate:
      return makeThing(ThingType::kDoor, floor, at,
                       {{Field::kKind, DoorKind::kLever}, {Field::kLever, gate.id}});
    case GateKind::kKeypad:
      return makeThing(ThingType::kDoor, floor, at,
                       {{Field::kKind, DoorKind::kKeypad}, {Field::kCode, gate.id}});
    case GateKind::kOneWay:
      return makeThing(ThingType::kOneWayDoor, floor, at, {{Field::kOpensFrom, handle}});
    case GateKind::kSecret:
      return makeThing(ThingType::kSecretDoor, floor, at, {{Field::kFront, towards_door_node}});
    case GateKind::kOneWaySecret:
      return makeThing(ThingType::kSecretDoor, floor, at,
                       {{Field::kFront, towards_door_node}, {Field::kOpensFrom, handle}});
    case GateKind::kOpen:  // none of these comes here: placePlainDoors and placeGate lay them
    case GateKind::kFlooded:
    case GateKind::kCrawl:
    case GateKind::kNarrow:
      break;
  }
  return makeThing(ThingType::kDoor, floor, at);
}

// The door of a gated corridor, at its end beside the gate's door node; a crawl gets a grate
// at each mouth. Fails when the corridor does not run straight out of the room there.
Status placeGate(Draft& draft, int floor, const FloorPlan& plan, const PlanEdge& edge) {
  const Gate& gate = edge.gate;
  if (gate.kind == GateKind::kCrawl) {
    draft.dungeon.edit().things.push_back(
        makeThing(ThingType::kGrate, floor, edge.corridor.front()));
    if (edge.corridor.size() > 1) {
      draft.dungeon.edit().things.push_back(
          makeThing(ThingType::kGrate, floor, edge.corridor.back()));
    }
    return Status::success();
  }
  if (gate.kind == GateKind::kFlooded || gate.kind == GateKind::kNarrow) return Status::success();
  const Point at = gate.door_node == edge.a ? edge.corridor.front() : edge.corridor.back();
  const auto inward = intoRoom(plan.nodes[static_cast<size_t>(gate.door_node)].area, at);
  const Floor& f = draft.dungeon->floors[static_cast<size_t>(floor)];
  if (!inward || !f.isOpenAt(step(at, opposite(*inward)))) {
    return Status::fail("a gate's corridor does not run straight out of its room",
                        Place{floor, at});
  }
  draft.dungeon.edit().things.push_back(gateDoor(gate, floor, at, *inward));
  return Status::success();
}

// Free room squares of a node: no thing on them yet, and not kept for the ladders.
std::vector<Point> freeSquares(const Draft& draft, int floor, const Rect& room) {
  const FloorPlan& plan = draft.plans[static_cast<size_t>(floor)];
  const Floor& f = draft.dungeon->floors[static_cast<size_t>(floor)];
  std::vector<char> taken(static_cast<size_t>(room.w * room.h), 0);
  for (const Thing& t : draft.dungeon->things) {
    if (t.floor == floor && room.contains(t.at))
      taken[static_cast<size_t>((t.at.y - room.y0) * room.w + (t.at.x - room.x0))] = 1;
  }
  std::vector<Point> squares;
  for (int y = room.y0; y <= room.y1(); ++y) {
    for (int x = room.x0; x <= room.x1(); ++x) {
      if (taken[static_cast<size_t>((y - room.y0) * room.w + (x - room.x0))] ||
          plan.arrival == Point{x, y} || plan.way_down == Point{x, y} ||
          f.kind({x, y}) != SquareKind::kRoom)
        continue;
      squares.push_back({x, y});
    }
  }
  return squares;
}

Status placeItems(Draft& draft, int floor, const FloorPlan& plan, Rng& rng) {
  for (const PlanItem& item : plan.items) {
    const Rect room = plan.nodes[static_cast<size_t>(item.node)].area;
    const auto squares = freeSquares(draft, floor, room);
    if (squares.empty())
      return Status::fail("no free square for an item in its room", Place{floor, room.centre()});
    Thing thing = item.thing;
    thing.floor = floor;
    thing.at = rng.pick(std::span<const Point>(squares));
    draft.dungeon.edit().things.push_back(thing);
  }
  return Status::success();
}

// Monsters in rooms other than the entrance's, a few per group of rooms, so a large floor has
// as many for its size as a small one: every body fits a room standing.
void placeMonsters(Draft& draft, int floor, const FloorPlan& plan, Rng& rng) {
  std::vector<int> rooms;
  for (int i = 0; i < static_cast<int>(plan.nodes.size()); ++i) {
    const NodeRole role = plan.nodes[static_cast<size_t>(i)].role;
    if (role != NodeRole::kJunction && !(floor == 0 && i == plan.entrance)) rooms.push_back(i);
  }
  if (rooms.empty()) return;
  const int per_group = rates().rooms_per_monster_group;
  const int groups = (static_cast<int>(rooms.size()) + per_group - 1) / per_group;
  int count = 0;
  for (int g = 0; g < groups; ++g) count += rng.range(rates().min_monsters, rates().max_monsters);
  for (int m = 0; m < count; ++m) {
    const int room = rng.pick(std::span<const int>(rooms));
    const auto squares = freeSquares(draft, floor, plan.nodes[static_cast<size_t>(room)].area);
    if (squares.empty()) continue;
    const Point at = rng.pick(std::span<const Point>(squares));
    const BodyKind body = drawMonsterBody(rng);  // drawn after the square, as the stream runs
    draft.dungeon.edit().things.push_back(
        makeThing(ThingType::kMonster, floor, at, {{Field::kBody, body}}));
  }
}

}  // namespace

BodyKind drawMonsterBody(Rng& rng) {
  int total = 0;
  for (int w : rates().monster_weights) total += w;
  int draw = rng.range(0, total - 1);
  for (size_t i = 0; i < rates().monster_weights.size(); ++i) {
    if (draw < rates().monster_weights[i]) return monsterBodyRows()[i].kind;
    draw -= rates().monster_weights[i];
  }
  return monsterBodyRows().front().kind;
}

Status stockFloor(StageContext& context) {
  Draft& draft = context.draft;
  const int floor = context.floor;
  Rng& rng = context.rng;
  FloorPlan& plan = draft.plans[static_cast<size_t>(floor)];
  if (floor == 0) {
    if (auto placed = placeEntrance(draft, floor, plan, rng); !placed.ok()) return placed;
  }
  const Rect goal_room = plan.nodes[static_cast<size_t>(plan.goal)].area;
  if (floor + 1 == static_cast<int>(draft.plans.size())) {
    draft.dungeon.edit().things.push_back(makeThing(ThingType::kGoal, floor, goal_room.centre()));
  } else {
    plan.way_down = goal_room.centre();
  }
  for (const PlanEdge& edge : plan.edges) {
    if (edge.gate.kind == GateKind::kOpen) {
      placePlainDoors(draft, floor, plan, edge, rng);
    } else if (auto placed = placeGate(draft, floor, plan, edge); !placed.ok()) {
      return placed;
    }
  }
  if (auto placed = placeItems(draft, floor, plan, rng); !placed.ok()) return placed;
  placeMonsters(draft, floor, plan, rng);
  return Status::success();
}

}  // namespace dungeon::gen
