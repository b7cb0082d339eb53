// The scene's dirt (SPEC sections 8 and 9, docs/dirt.md): a body's dirt work on the live dirt
// the terrain holds (digging, packing, reinforcing, pushing, tunnelling), what a change of the
// dirt does to the bodies in it, and sight over the dirt as it is now. The dirt changes when a
// work starts; the body then spends the work's time on it.
#include <fmt/format.h>

#include "sim/live/scene.h"
#include "sim/live/walk_format.h"
#include "sim/world/sight.h"

namespace dungeon::sim {
namespace {

bool besideOrOn(Point a, Point b) {
  return std::abs(a.x - b.x) <= 1 && std::abs(a.y - b.y) <= 1;
}

}  // namespace

std::string Scene::whyNoWork(int id, int square) const {
  const Actor& a = actor(id);
  if (a.buried) return "buried under dirt";
  if (!a.idle()) return a.leg ? "already moving" : "busy digging";
  const Place at = world_->place(a.square);
  const Place there = world_->place(square);
  if (terrain_.dirt(there.floor) == nullptr) {
    return fmt::format("floor {} is no dirt floor", there.floor + 1);
  }
  if (there.floor != at.floor || !besideOrOn(at.at, there.at)) {
    return fmt::format("{} is out of reach from {}", placeText(there), placeText(at));
  }
  return "";
}

DirtOutcome Scene::startWork(
    int id, int square, int duration_ms, std::string action,
    const std::function<DirtOutcome(DirtTerrain&, DirtStreams&, Point)>& work) {
  if (std::string why = whyNoWork(id, square); !why.empty()) {
    tell(id, why);
    return DirtOutcome::refuse(std::move(why));
  }
  const Place at = world_->place(square);
  DirtOutcome out = work(terrain_.dirtToChange(at.floor), dirt_streams_, at.at);
  if (!out.done) {
    tell(id, out.refusal);
    return out;
  }
  tell(id, "");
  actor(id).work_left_ms = duration_ms;
  record(id, std::move(action), square,
         out.collapse.collapses > 0 ? fmt::format("{} collapsed", out.collapse.collapses) : "");
  dirtChanged(at.floor);
  return out;
}

DirtOutcome Scene::startDig(int id, int from, int to) {
  if (world_->floorOf(to) != world_->floorOf(from))
    return DirtOutcome::refuse("dirt moves within one floor");
  const Point to_at = world_->place(to).at;
  return startWork(id, from, kDigMs, "dig", [&](DirtTerrain& t, DirtStreams& s, Point p) {
    return digSide(t, s, p, to_at);
  });
}

DirtOutcome Scene::startDigAbove(int id, int from, int to) {
  if (world_->floorOf(to) != world_->floorOf(from))
    return DirtOutcome::refuse("dirt moves within one floor");
  const Point to_at = world_->place(to).at;
  return startWork(id, from, kDigMs, "dig ground",
                   [&](DirtTerrain& t, DirtStreams&, Point p) { return digAbove(t, p, to_at); });
}

DirtOutcome Scene::startPack(int id, int at) {
  return startWork(id, at, kPackMs, "pack",
                   [](DirtTerrain& t, DirtStreams&, Point p) { return pack(t, p); });
}

DirtOutcome Scene::startReinforce(int id, int at) {
  return startWork(id, at, kReinforceMs, "reinforce",
                   [](DirtTerrain& t, DirtStreams&, Point p) { return reinforce(t, p); });
}

DirtOutcome Scene::startPush(int id, Dir facing) {
  const int front = world_->neighbour(actor(id).square, facing);
  if (front < 0) return DirtOutcome::refuse("that is off the floor");
  if (actor(id).idle()) actor(id).facing = facing;
  const Body& body = *actor(id).body;
  const Point at = world_->place(actor(id).square).at;
  return startWork(id, front, pushDirtMs(body), "push", [&](DirtTerrain& t, DirtStreams& s, Point) {
    return push(t, s, body, at, facing);
  });
}

DirtOutcome Scene::startTunnel(int id, Dir facing) {
  const int front = world_->neighbour(actor(id).square, facing);
  if (front < 0) return DirtOutcome::refuse("that is off the floor");
  if (actor(id).idle()) actor(id).facing = facing;
  const Body& body = *actor(id).body;
  const Point at = world_->place(actor(id).square).at;
  return startWork(id, front, kTunnelDigMs, "tunnel", [&](DirtTerrain& t, DirtStreams& s, Point) {
    return tunnelDig(t, s, body, at, facing);
  });
}

void Scene::dirtChanged(int floor) {
  ++dirt_version_;
  settleBodies(floor);
}

// A body whose square the dirt no longer leaves room for is pushed out to the first neighbour
// (north, east, south, west) it fits and may step to; with none, it is buried where it stands
// and does nothing more. A body walking into a square that no longer fits it turns back to the
// square it left. Ours (the seed leaves bodies under a collapse to the game): docs/dirt.md.
void Scene::settleBodies(int floor) {
  for (int id = 0; id < actorCount(); ++id) {
    Actor& a = actor(id);
    if (a.buried || world_->floorOf(a.square) != floor) continue;
    if (a.leg && !a.leg->link && stanceIn(terrain_, a.leg->to, *a.body) == Stance::kNone) {
      record(id, "turn back", a.square, placeText(world_->place(a.leg->to)));
      a.leg.reset();
      a.leg_elapsed_ms = 0;
    }
    const Stance here = stanceIn(terrain_, a.square, *a.body);
    if (here != Stance::kNone) {
      if (!a.leg) setStance(id, here);
      continue;
    }
    const int fell_on = a.square;
    for (Dir dir : kAllDirs) {
      const int to = world_->neighbour(fell_on, dir);
      if (to < 0 || world_->stepBlocked(fell_on, to)) continue;
      const Stance there = stanceIn(terrain_, to, *a.body);
      if (there == Stance::kNone) continue;
      a.leg.reset();
      a.leg_elapsed_ms = 0;
      markTunneller(id, false);
      a.square = to;
      markTunneller(id, true);
      record(id, "pushed out", to,
             fmt::format("dirt filled {}", placeText(world_->place(fell_on))));
      setStance(id, there);
      break;
    }
    if (a.square == fell_on) {
      a.buried = true;
      a.leg.reset();
      a.work_left_ms = 0;
      record(id, "buried", fell_on);
    }
  }
}

void Scene::markTunneller(int id, bool standing) {
  const Actor& a = actor(id);
  const Place at = world_->place(a.square);
  if (!a.body->tunnels || terrain_.dirt(at.floor) == nullptr) return;
  terrain_.dirtToChange(at.floor).setTunneller(at.at, standing);
}

Dungeon Scene::dungeonNow() const {
  Dungeon d = world_->dungeon();
  for (size_t f = 0; f < d.floors.size(); ++f) {
    const DirtTerrain* dirt = terrain_.dirt(static_cast<int>(f));
    if (dirt == nullptr) continue;
    Floor& floor = d.floors[f];
    for (int i = 0; i < floor.squareCount(); ++i) {
      const Point p = floor.pointOf(i);
      const DirtSquare& s = dirt->square(p);
      floor.setDirt(p, s);
      floor.setGround(p, dirt->ground(p));
      if (!s.dirt) continue;
      if (s.level >= kDirtFull) {
        floor.setKind(p, SquareKind::kRock);
      } else if (!isOpen(floor.kind(p))) {
        floor.setKind(p, SquareKind::kCorridor);
      }
    }
  }
  return d;
}

bool Scene::sees(int viewer, int square) const {
  const Actor& a = actor(viewer);
  const Place from = world_->place(a.square);
  const Place to = world_->place(square);
  if (from.floor != to.floor) return false;
  if (terrain_.dirtSpace(a.square) == DirtSpace::kCrawlway &&
      !inFacingCone(from.at, a.facing, to.at)) {
    return false;
  }
  SightMap map(world_->dungeon(), from.floor, terrain_.dirt(from.floor));
  for (const DoorState& door : doors_.all()) {
    if (door.passable() && door.thing->floor == from.floor) map.openDoor(door.thing->at);
  }
  return map.clear(from.at, to.at);
}

}  // namespace dungeon::sim
