#include "generator/rising/stairs.h"

#include <algorithm>
#include <vector>

#include "model/square_groups.h"

namespace dungeon::gen {
namespace {

const Floor& floorOf(const Draft& draft, int f) {
  return draft.dungeon->floors[static_cast<size_t>(f)];
}

// The squares of one floor where a vertical link stands, marked in one pass over the things.
class LinkSquares {
 public:
  LinkSquares(const Dungeon& d, int f) : floor_(d.floors[static_cast<size_t>(f)]) {
    marks_.assign(static_cast<size_t>(floor_.squareCount()), 0);
    for (const Thing& t : d.things) {
      if (t.floor == f && isLink(t.type) && floor_.inBounds(t.at)) {
        marks_[static_cast<size_t>(floor_.index(t.at))] = 1;
      }
    }
  }
  bool at(Point p) const {
    return floor_.inBounds(p) && marks_[static_cast<size_t>(floor_.index(p))];
  }

 private:
  const Floor& floor_;
  std::vector<char> marks_;
};

int openNeighbours(const Floor& floor, Point p) {
  int count = 0;
  for (Dir d : kAllDirs) count += !isSolid(floor.kindOrRock(step(p, d)));
  return count;
}

bool besideLink(const LinkSquares& links, Point p) {
  if (links.at(p)) return true;
  for (Dir dir : kAllDirs) {
    if (links.at(step(p, dir))) return true;
  }
  return false;
}

// A square a stair may run through: plain corridor at the room's height, on the one way only,
// where no link stands or opens (a spiral's doorway keeps its height).
bool stairSquare(const Draft& draft, int f, const LinkSquares& links, Point p, int base) {
  const Floor& floor = floorOf(draft, f);
  return floor.inBounds(p) && floor.kind(p) == SquareKind::kCorridor &&
         floor.heightHalfMetres(p) == base && openNeighbours(floor, p) == 2 &&
         !besideLink(links, p);
}

// The next square along the way from `p` entered going `dir`: the open neighbour other than
// the one behind.
std::optional<Dir> onwards(const Floor& floor, Point p, Dir dir) {
  for (Dir d : kAllDirs) {
    if (d != opposite(dir) && !isSolid(floor.kindOrRock(step(p, d)))) return d;
  }
  return std::nullopt;
}

// The stair out of the room from its doorway square `first` (entered going `dir`): on to the
// first corner, or kMaxStairSquares squares, or the square before one that is no stair square.
std::optional<Stair> stairFrom(const Draft& draft, int f, const LinkSquares& links, Point first,
                               Dir dir, int base) {
  const Floor& floor = floorOf(draft, f);
  if (!stairSquare(draft, f, links, first, base)) return std::nullopt;
  Stair stair;
  Point at = first;
  for (;;) {
    stair.squares.push_back(at);
    const std::optional<Dir> next = onwards(floor, at, dir);
    if (!next) return stair;
    if (*next != dir) {
      stair.turns = true;
      return stair;
    }
    if (static_cast<int>(stair.squares.size()) == kMaxStairSquares) return stair;
    if (!stairSquare(draft, f, links, step(at, dir), base)) return stair;
    at = step(at, dir);
  }
}

bool solidBelow(const Draft& draft, int f, Point p) {
  if (f + 1 >= static_cast<int>(draft.dungeon->floors.size())) return true;
  return isSolid(floorOf(draft, f + 1).kind(p));
}

std::optional<SunkRoom> sunkRoomOf(const Draft& draft, int f, int node, const SquareGroups& rooms,
                                   const LinkSquares& links) {
  const FloorPlan& plan = draft.plans[static_cast<size_t>(f)];
  const Floor& floor = floorOf(draft, f);
  const Rect area = plan.nodes[static_cast<size_t>(node)].area;
  SunkRoom sunk{node, 0, {}, {}};
  int group = -1;
  for (int y = area.y0; y <= area.y1(); ++y) {
    for (int x = area.x0; x <= area.x1(); ++x) {
      const Point p{x, y};
      if (floor.kind(p) != SquareKind::kRoom) continue;
      const int g = rooms.group_of[static_cast<size_t>(floor.index(p))];
      if (group >= 0 && g != group) return std::nullopt;
      if (group < 0) sunk.base_half_m = floor.heightHalfMetres(p);
      group = g;
      if (floor.heightHalfMetres(p) != sunk.base_half_m || links.at(p) ||
          !solidBelow(draft, f, p) || p == plan.arrival || p == plan.way_down) {
        return std::nullopt;
      }
      sunk.room.push_back(p);
    }
  }
  if (sunk.room.empty() ||
      rooms.area[static_cast<size_t>(group)] != static_cast<int>(sunk.room.size())) {
    return std::nullopt;
  }
  for (Point p : sunk.room) {
    for (Dir d : kAllDirs) {
      const Point q = step(p, d);
      if (isSolid(floor.kindOrRock(q)) || floor.kind(q) == SquareKind::kRoom) continue;
      std::optional<Stair> stair = stairFrom(draft, f, links, q, d, sunk.base_half_m);
      if (!stair) return std::nullopt;
      for (Point s : stair->squares) {
        if (!solidBelow(draft, f, s)) return std::nullopt;
      }
      sunk.stairs.push_back(std::move(*stair));
    }
  }
  std::vector<Point> stepped;
  for (const Stair& stair : sunk.stairs)
    stepped.insert(stepped.end(), stair.squares.begin(), stair.squares.end());
  std::sort(stepped.begin(), stepped.end());
  if (std::adjacent_find(stepped.begin(), stepped.end()) != stepped.end()) return std::nullopt;
  const bool turning =
      std::any_of(sunk.stairs.begin(), sunk.stairs.end(), [](const Stair& s) { return s.turns; });
  if (!turning) return std::nullopt;
  return sunk;
}

}  // namespace

int stairDropHalfMetres() {
  return kSunkRoomHalfMetres / 2;
}

std::optional<SunkRoom> findSunkRoom(const Draft& draft, int f, Rng& rng) {
  const FloorPlan& plan = draft.plans[static_cast<size_t>(f)];
  std::vector<int> nodes;
  for (int n = 0; n < static_cast<int>(plan.nodes.size()); ++n) {
    if (plan.nodes[static_cast<size_t>(n)].role == NodeRole::kRoom) nodes.push_back(n);
  }
  rng.shuffle(std::span<int>(nodes));
  const SquareGroups rooms = findRooms(floorOf(draft, f));
  const LinkSquares links(*draft.dungeon, f);
  for (int node : nodes) {
    if (auto sunk = sunkRoomOf(draft, f, node, rooms, links)) return sunk;
  }
  return std::nullopt;
}

void sinkRoom(Draft& draft, int f, const SunkRoom& sunk) {
  Floor& floor = draft.dungeon.edit().floors[static_cast<size_t>(f)];
  for (Point p : sunk.room) floor.setHeightHalfMetres(p, sunk.base_half_m - kSunkRoomHalfMetres);
  for (const Stair& stair : sunk.stairs) {
    for (Point p : stair.squares) {
      floor.setHeightHalfMetres(p, sunk.base_half_m - stairDropHalfMetres());
    }
  }
}

}  // namespace dungeon::gen
