#include "checks/floor_graph.h"

#include <deque>

namespace dungeon::checks {
namespace {

std::optional<Point> firstOf(const Dungeon& d, ThingType type, int f) {
  auto found = thingsOf(d, type, f);
  if (found.empty()) return std::nullopt;
  return found.front()->at;
}

void floodRoom(const Floor& floor, Point start, int id, Rooms& rooms) {
  std::deque<Point> frontier{start};
  rooms.room_of[static_cast<size_t>(floor.index(start))] = id;
  int area = 0;
  while (!frontier.empty()) {
    const Point p = frontier.front();
    frontier.pop_front();
    ++area;
    for (Dir dir : kAllDirs) {
      const Point q = step(p, dir);
      if (floor.kindOrRock(q) != SquareKind::kRoom) continue;
      int& slot = rooms.room_of[static_cast<size_t>(floor.index(q))];
      if (slot != -1) continue;
      slot = id;
      frontier.push_back(q);
    }
  }
  rooms.area.push_back(area);
}

}  // namespace

Rooms findRooms(const Floor& floor) {
  Rooms rooms;
  rooms.room_of.assign(static_cast<size_t>(floor.squareCount()), -1);
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    if (floor.kind(p) == SquareKind::kRoom && rooms.room_of[static_cast<size_t>(i)] == -1) {
      floodRoom(floor, p, rooms.count(), rooms);
    }
  }
  return rooms;
}

std::optional<Point> wayStart(const Dungeon& d, int f) {
  return firstOf(d, ThingType::kEntrance, f);
}

std::optional<Point> wayEnd(const Dungeon& d, int f) {
  return firstOf(d, ThingType::kGoal, f);
}

}  // namespace dungeon::checks
