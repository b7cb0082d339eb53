#include "generator/floors/round_rooms.h"

#include <vector>

#include "generator/core/rates.h"

namespace dungeon::gen {
namespace {

// Twice the offset of square p from the room's middle, so even and odd sides stay exact.
Point doubledOffset(const Rect& room, Point p) {
  return {2 * p.x - (2 * room.x0 + room.w - 1), 2 * p.y - (2 * room.y0 + room.h - 1)};
}

// Whether p lies in the ellipse inscribed in the room (integer test on doubled offsets).
bool inDisc(const Rect& room, Point p) {
  const Point o = doubledOffset(room, p);
  const int64_t rx = room.w, ry = room.h;
  return int64_t{o.x} * o.x * ry * ry + int64_t{o.y} * o.y * rx * rx <= rx * rx * ry * ry;
}

bool inMiddle(const Rect& room, Point p) {
  const Point o = doubledOffset(room, p);
  const int64_t rx = room.w, ry = room.h;
  return 4 * (int64_t{o.x} * o.x * ry * ry + int64_t{o.y} * o.y * rx * rx) <= rx * rx * ry * ry;
}

bool touchesOutside(const Floor& floor, const Rect& room, Point p) {
  for (Dir dir : kAllDirs) {
    const Point q = step(p, dir);
    if (!room.contains(q) && floor.isOpenAt(q)) return true;
  }
  return false;
}

// A room can be rounded when no square the disc leaves out is needed.
bool canRound(const Floor& floor, const FloorPlan& plan, const Rect& room) {
  for (int y = room.y0; y <= room.y1(); ++y) {
    for (int x = room.x0; x <= room.x1(); ++x) {
      const Point p{x, y};
      if (inDisc(room, p)) continue;
      if (touchesOutside(floor, room, p) || plan.arrival == p) return false;
    }
  }
  return room.w >= 3 && room.h >= 3;
}

void round(Floor& floor, const Rect& room, bool sink_middle) {
  const Point middle = room.centre();
  for (int y = room.y0; y <= room.y1(); ++y) {
    for (int x = room.x0; x <= room.x1(); ++x) {
      const Point p{x, y};
      if (!inDisc(room, p)) {
        floor.setKind(p, SquareKind::kRock);
      } else if (sink_middle && inMiddle(room, p)) {
        floor.setHeightHalfMetres(p, kSunkenHalfMetres);
      } else if (y < middle.y) {
        floor.setHeightHalfMetres(p, kRaisedHalfMetres);
      }
    }
  }
}

}  // namespace

void roundSomeRooms(Draft& draft, int floor_index, bool last_floor, Rng& rng) {
  Floor& floor = draft.dungeon.edit().floors[static_cast<size_t>(floor_index)];
  const FloorPlan& plan = draft.plans[static_cast<size_t>(floor_index)];
  for (const PlanNode& node : plan.nodes) {
    if (node.role == NodeRole::kJunction || !rng.chance(rates().round_room_per_mille)) continue;
    if (canRound(floor, plan, node.area)) round(floor, node.area, last_floor);
  }
}

}  // namespace dungeon::gen
