#include "sweeps/rising_facts.h"

#include <optional>

#include "model/square_groups.h"
#include "sim/stairs/spiral.h"

namespace dungeon::sweeps {
namespace {

std::vector<Dir> openSides(const Floor& floor, Point p) {
  std::vector<Dir> sides;
  for (Dir d : kAllDirs) {
    if (floor.isOpenAt(step(p, d))) sides.push_back(d);
  }
  return sides;
}

bool isTurningStair(const Floor& floor, Point p, const std::vector<char>& links) {
  if (!floor.inBounds(p) || floor.kind(p) != SquareKind::kCorridor ||
      links[static_cast<size_t>(floor.index(p))]) {
    return false;
  }
  const std::vector<Dir> sides = openSides(floor, p);
  if (sides.size() != 2 || sides[1] == opposite(sides[0])) return false;
  return floor.heightHalfMetres(step(p, sides[0])) != floor.heightHalfMetres(step(p, sides[1]));
}

int sunkRooms(const Floor& floor) {
  const SquareGroups rooms = findRooms(floor);
  // Per room: its height while one height holds, and whether every way out climbs.
  std::vector<std::optional<int>> height(static_cast<size_t>(rooms.count()));
  std::vector<char> level(static_cast<size_t>(rooms.count()), 1);
  std::vector<char> climbs(static_cast<size_t>(rooms.count()), 1);
  std::vector<char> ways(static_cast<size_t>(rooms.count()), 0);
  for (int i = 0; i < floor.squareCount(); ++i) {
    const int g = rooms.group_of[static_cast<size_t>(i)];
    if (g < 0) continue;
    const Point p = floor.pointOf(i);
    const int h = floor.heightHalfMetres(p);
    auto& room_height = height[static_cast<size_t>(g)];
    if (room_height && *room_height != h) level[static_cast<size_t>(g)] = 0;
    room_height = h;
    for (Dir d : kAllDirs) {
      const Point q = step(p, d);
      if (!floor.isOpenAt(q) || rooms.group_of[static_cast<size_t>(floor.index(q))] == g) continue;
      ways[static_cast<size_t>(g)] = 1;
      if (floor.heightHalfMetres(q) <= h) climbs[static_cast<size_t>(g)] = 0;
    }
  }
  int sunk = 0;
  for (size_t g = 0; g < height.size(); ++g) sunk += level[g] && climbs[g] && ways[g];
  return sunk;
}

// The way a spiral's doorways lie, as an index in sim::SpiralTurn order.
size_t wayOf(Dir in, Dir out) {
  return static_cast<size_t>(sim::spiralTurnBetween(in, out));
}

// The sides of a spiral's shaft (one square, or the 2 x 2 block from its north-west square)
// where an open square lies beside it, one entry per such square.
std::vector<Dir> shaftSides(const Floor& floor, Point nw, int shaft) {
  std::vector<Dir> sides;
  for (int dy = 0; dy < shaft; ++dy) {
    for (int dx = 0; dx < shaft; ++dx) {
      for (Dir d : kAllDirs) {
        const Point q = step({nw.x + dx, nw.y + dy}, d);
        const bool inside = q.x >= nw.x && q.x < nw.x + shaft && q.y >= nw.y && q.y < nw.y + shaft;
        if (!inside && floor.isOpenAt(q)) sides.push_back(d);
      }
    }
  }
  return sides;
}

std::optional<Dir> onlyDoorway(const Floor& floor, Point nw, int shaft) {
  const std::vector<Dir> sides = shaftSides(floor, nw, shaft);
  if (sides.size() != 1) return std::nullopt;
  return sides.front();
}

void countSpiral(const Dungeon& d, const Thing& t, std::vector<FloorRising>& floors) {
  const Floor& floor = d.floors[static_cast<size_t>(t.floor)];
  if (!floor.inBounds(t.at)) return;
  FloorRising& facts = floors[static_cast<size_t>(t.floor)];
  const int shaft_size = spiralShaftOf(t);
  const size_t shaft = shaft_size == kSpiralShaftDouble ? 1 : 0;
  const Vertical dir = t.fields.asOr(Field::kVertical, Vertical::kFlat);
  if (dir == Vertical::kFlat) {
    const std::vector<Dir> sides = shaftSides(floor, t.at, shaft_size);
    if (sides.size() == 2) ++facts.within[shaft][wayOf(sides[0], sides[1])];
    return;
  }
  if (dir != Vertical::kDown || t.floor + 1 >= static_cast<int>(d.floors.size())) return;
  const std::optional<Dir> out = onlyDoorway(floor, t.at, shaft_size);
  const std::optional<Dir> in =
      onlyDoorway(d.floors[static_cast<size_t>(t.floor + 1)], t.at, shaft_size);
  if (in && out) ++facts.down[shaft][wayOf(*in, *out)];
}

}  // namespace

int FloorRising::spirals() const {
  int count = 0;
  for (const auto& by_shaft : {within, down}) {
    for (const auto& by_way : by_shaft) {
      for (int n : by_way) count += n;
    }
  }
  return count;
}

std::vector<FloorRising> floorRising(const Dungeon& d) {
  std::vector<FloorRising> floors(d.floors.size());
  for (size_t f = 0; f < d.floors.size(); ++f) {
    const Floor& floor = d.floors[f];
    std::vector<char> links(static_cast<size_t>(floor.squareCount()), 0);
    for (const Thing& t : d.things) {
      if (t.floor == static_cast<int>(f) && isLink(t.type) && floor.inBounds(t.at)) {
        links[static_cast<size_t>(floor.index(t.at))] = 1;
      }
    }
    floors[f].sunk_rooms = sunkRooms(floor);
    for (int i = 0; i < floor.squareCount(); ++i) {
      floors[f].turning_stairs += isTurningStair(floor, floor.pointOf(i), links);
    }
  }
  for (const Thing& t : d.things) {
    if (t.type == ThingType::kSpiral && t.floor >= 0 &&
        t.floor < static_cast<int>(d.floors.size())) {
      countSpiral(d, t, floors);
    }
  }
  return floors;
}

}  // namespace dungeon::sweeps
