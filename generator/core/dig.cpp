#include "generator/core/dig.h"

#include <algorithm>
#include <deque>

namespace dungeon::gen {
namespace {

void walkStraight(std::vector<Point>& path, Point to) {
  Point p = path.back();
  while (p != to) {
    p.x += (to.x > p.x) - (to.x < p.x);
    p.y += (to.y > p.y) - (to.y < p.y);
    path.push_back(p);
  }
}

// What a square dug to `kind` holds on a dirt floor (dig).
DirtSquare dirtOfDug(SquareKind kind) {
  if (!isOpen(kind)) return kDirtWall;
  return isTightPassage(kind) ? kNotDirt : kOpenDirt;
}

bool isPathNeighbour(std::span<const Point> path, size_t i, Point q) {
  return (i > 0 && path[i - 1] == q) || (i + 1 < path.size() && path[i + 1] == q);
}

}  // namespace

std::vector<Point> elbowPath(Point from, Point to, bool horizontal, int bend) {
  std::vector<Point> path{from};
  const Point first_turn = horizontal ? Point{bend, from.y} : Point{from.x, bend};
  const Point second_turn = horizontal ? Point{bend, to.y} : Point{to.x, bend};
  walkStraight(path, first_turn);
  walkStraight(path, second_turn);
  walkStraight(path, to);
  return path;
}

bool canDig(const Floor& floor, std::span<const Point> path, const Rect& start_area,
            const Rect& end_area) {
  for (size_t i = 0; i < path.size(); ++i) {
    const Point p = path[i];
    if (!floor.inBounds(p) || !isSolid(floor.kind(p))) return false;
    for (Dir dir : kAllDirs) {
      const Point q = step(p, dir);
      if (!floor.isOpenAt(q) || isPathNeighbour(path, i, q)) continue;
      const bool allowed =
          (i == 0 && start_area.contains(q)) || (i + 1 == path.size() && end_area.contains(q));
      if (!allowed) return false;
    }
  }
  return true;
}

namespace {

bool touchesOpen(const Floor& floor, Point p) {
  for (Dir dir : kAllDirs) {
    if (floor.isOpenAt(step(p, dir))) return true;
  }
  return false;
}

// True when p touches an open square and every open square it touches is of `kind`.
bool touchesOnly(const Floor& floor, Point p, SquareKind kind) {
  bool touches = false;
  for (Dir dir : kAllDirs) {
    const Point q = step(p, dir);
    if (!floor.isOpenAt(q)) continue;
    if (floor.kind(q) != kind) return false;
    touches = true;
  }
  return touches;
}

bool mayCut(const Floor& floor, Point p, std::span<const Point> keep_rock) {
  return floor.inBounds(p) && isSolid(floor.kind(p)) &&
         std::find(keep_rock.begin(), keep_rock.end(), p) == keep_rock.end();
}

std::vector<Point> pathBack(const Floor& floor, const std::vector<int>& parent, Point end) {
  std::vector<Point> path{end};
  for (int i = parent[static_cast<size_t>(floor.index(end))]; i >= 0;
       i = parent[static_cast<size_t>(i)]) {
    path.push_back(floor.pointOf(i));
  }
  std::reverse(path.begin(), path.end());
  return path;
}

}  // namespace

std::vector<Point> shortestTunnel(const Floor& floor, Point from, SquareKind kind, int max_length,
                                  std::span<const Point> keep_rock) {
  if (!mayCut(floor, from, keep_rock)) return {};
  std::vector<int> parent(static_cast<size_t>(floor.squareCount()), -2);
  std::vector<int> length(static_cast<size_t>(floor.squareCount()), 0);
  std::deque<Point> frontier{from};
  parent[static_cast<size_t>(floor.index(from))] = -1;
  length[static_cast<size_t>(floor.index(from))] = 1;
  while (!frontier.empty()) {
    const Point p = frontier.front();
    frontier.pop_front();
    if (touchesOnly(floor, p, kind)) return pathBack(floor, parent, p);
    if (touchesOpen(floor, p) || length[static_cast<size_t>(floor.index(p))] >= max_length) {
      continue;
    }
    for (Dir dir : kAllDirs) {
      const Point q = step(p, dir);
      if (!mayCut(floor, q, keep_rock) || parent[static_cast<size_t>(floor.index(q))] != -2) {
        continue;
      }
      parent[static_cast<size_t>(floor.index(q))] = floor.index(p);
      length[static_cast<size_t>(floor.index(q))] = length[static_cast<size_t>(floor.index(p))] + 1;
      frontier.push_back(q);
    }
  }
  return {};
}

void dig(Floor& floor, std::span<const Point> path, SquareKind kind) {
  const DirtSquare dirt = dirtOfDug(kind);
  for (Point p : path) {
    floor.setKind(p, kind);
    if (floor.isDirtFloor()) floor.setDirt(p, dirt);
  }
}

void keepRock(Floor& floor, Point p) {
  floor.setKind(p, SquareKind::kRock);
  if (floor.isDirtFloor()) floor.setDirt(p, kNotDirt);
}

}  // namespace dungeon::gen
