#include "generator/stack/stack.h"

#include <algorithm>
#include <vector>

#include "generator/core/dig.h"

namespace dungeon::gen {
namespace {

Thing linkThing(ThingType type, int floor, Point at, Vertical dir) {
  return makeThing(type, floor, at, {{Field::kVertical, dir}});
}

bool hasThing(const Dungeon& d, int floor, Point at) {
  for (const Thing& t : d.things) {
    if (t.floor == floor && t.at == at) return true;
  }
  return false;
}

const Floor& floorAt(const Draft& draft, int f) {
  return draft.dungeon->floors[static_cast<size_t>(f)];
}

// A ladder from each floor's way down (the middle of its goal room) to the square below, which
// the floor below laid its arrival room round.
void placeLadders(Draft& draft) {
  for (size_t f = 0; f + 1 < draft.plans.size(); ++f) {
    const Point at = *draft.plans[f].way_down;
    const int upper = static_cast<int>(f);
    draft.dungeon.edit().things.push_back(
        linkThing(ThingType::kLadder, upper, at, Vertical::kDown));
    draft.dungeon.edit().things.push_back(
        linkThing(ThingType::kLadder, upper + 1, at, Vertical::kUp));
  }
}

// Room squares shared by floor 1's goal room and floor 2's arrival room, but the ladder's.
std::vector<Point> liftColumns(const Draft& draft) {
  const FloorPlan& top = draft.plans[0];
  const FloorPlan& below = draft.plans[1];
  const Rect a = top.nodes[static_cast<size_t>(top.goal)].area;
  const Rect b = below.nodes[static_cast<size_t>(below.entrance)].area;
  std::vector<Point> columns;
  for (int y = std::max(a.y0, b.y0); y <= std::min(a.y1(), b.y1()); ++y) {
    for (int x = std::max(a.x0, b.x0); x <= std::min(a.x1(), b.x1()); ++x) {
      const Point p{x, y};
      const bool rooms = floorAt(draft, 0).kind(p) == SquareKind::kRoom &&
                         floorAt(draft, 1).kind(p) == SquareKind::kRoom;
      if (rooms && p != *top.way_down && !hasThing(*draft.dungeon, 0, p) &&
          !hasThing(*draft.dungeon, 1, p)) {
        columns.push_back(p);
      }
    }
  }
  return columns;
}

// A lift beside the first ladder, between floors 1 and 2, where their rooms overlap in a
// second square. It joins the same rooms the ladder does, so it never skips a gate.
void placeLift(Draft& draft, Rng& rng) {
  const auto columns = liftColumns(draft);
  if (columns.empty()) return;
  const Point at = rng.pick(std::span<const Point>(columns));
  for (int f = 0; f < 2; ++f)
    draft.dungeon.edit().things.push_back(makeThing(ThingType::kLift, f, at));
}

std::vector<Point> straightRun(Point from, Dir dir, int length) {
  std::vector<Point> run;
  for (int i = 1; i <= length; ++i) run.push_back(step(from, dir, i));
  return run;
}

// A tunnel dug straight out of `room` from its edge square `edge`; its last square is the
// shaft. The tunnel touches nothing open but the room.
struct Tunnel {
  std::vector<Point> squares;  // from the room outwards; back() is the shaft's column
  Dir out;
};

std::vector<Tunnel> tunnelsOutOf(const Floor& floor, const Rect& room) {
  std::vector<Tunnel> tunnels;
  const Rect nowhere{-10, -10, 0, 0};
  for (int y = room.y0; y <= room.y1(); ++y) {
    for (int x = room.x0; x <= room.x1(); ++x) {
      if (floor.kind({x, y}) != SquareKind::kRoom) continue;
      for (Dir dir : kAllDirs) {
        if (room.contains(step({x, y}, dir))) continue;
        for (int n = kMinQuickExitTunnel; n <= kMaxQuickExitTunnel; ++n) {
          auto run = straightRun({x, y}, dir, n);
          if (canDig(floor, run, room, nowhere)) tunnels.push_back({std::move(run), dir});
        }
      }
    }
  }
  return tunnels;
}

bool columnIsRock(const Draft& draft, Point at) {
  for (const Floor& f : draft.dungeon->floors) {
    if (!f.inBounds(at) || !isSolid(f.kind(at))) return false;
  }
  return true;
}

// A tunnel on floor 1 from `shaft` to beside a room, avoiding the entrance ramp; empty when
// none fits.
std::vector<Point> floorOneTunnelFrom(const Draft& draft, Point shaft) {
  return shortestTunnel(floorAt(draft, 0), shaft, SquareKind::kRoom, kMaxFloorOneTunnel,
                        draft.ramp);
}

Status placeQuickExit(Draft& draft, Rng& rng) {
  const int last = static_cast<int>(draft.plans.size()) - 1;
  const FloorPlan& plan = draft.plans.back();
  const Rect boss_room = plan.nodes[static_cast<size_t>(plan.goal)].area;
  auto tunnels = tunnelsOutOf(floorAt(draft, last), boss_room);
  rng.shuffle(std::span<Tunnel>(tunnels));
  for (const Tunnel& below : tunnels) {
    const Point shaft = below.squares.back();
    if (!columnIsRock(draft, shaft)) continue;
    const auto above = floorOneTunnelFrom(draft, shaft);
    if (above.size() < 2) continue;
    dig(draft.dungeon.edit().floors[static_cast<size_t>(last)], below.squares,
        SquareKind::kCorridor);
    dig(draft.dungeon.edit().floors[0], above, SquareKind::kCorridor);
    const Dir back = opposite(below.out);
    draft.dungeon.edit().things.push_back(
        makeThing(ThingType::kSecretDoor, last, below.squares.front(),
                  {{Field::kFront, back}, {Field::kOpensFrom, back}}));
    draft.dungeon.edit().things.push_back(
        linkThing(ThingType::kLadder, last, shaft, Vertical::kUp));
    draft.dungeon.edit().things.push_back(linkThing(ThingType::kLadder, 0, shaft, Vertical::kDown));
    draft.dungeon.edit().things.push_back(
        makeThing(ThingType::kDoor, 0, above.back(), {{Field::kKind, DoorKind::kPlain}}));
    for (int f = 1; f < last; ++f)
      keepRock(draft.dungeon.edit().floors[static_cast<size_t>(f)], shaft);
    draft.shafts.push_back(shaft);
    return Status::success();
  }
  return Status::fail("no quick exit fits: no rock column joins the boss room to floor 1",
                      Place{last, boss_room.centre()});
}

}  // namespace

Status stackFloors(StageContext& context) {
  Draft& draft = context.draft;
  Rng& rng = context.rng;
  if (draft.plans.size() < 2) return Status::success();
  placeLadders(draft);
  placeLift(draft, rng);
  return placeQuickExit(draft, rng);
}

}  // namespace dungeon::gen
