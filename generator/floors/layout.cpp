#include "generator/floors/layout.h"

#include <algorithm>
#include <utility>

#include "generator/core/dig.h"
#include "generator/core/rates.h"
#include "generator/floors/round_rooms.h"

namespace dungeon::gen {
namespace {

// The largest whole number whose square is at most n. REQUIRES: n >= 0.
int wholeSquareRoot(int n) {
  int root = 0;
  while ((root + 1) * (root + 1) <= n) ++root;
  return root;
}

// The side of a cell for a floor of width x height squares: min_cell_side up to the default
// 40 x 40 floor, then the square root of 2.5 times the floor's mean side (15 at 96 x 96, 25
// at 256 x 256), so a large floor has both more cells and larger rooms.
int cellSideFor(int width, int height) {
  const int side = wholeSquareRoot(width * height);
  return std::max(rates().min_cell_side, wholeSquareRoot(side * 5 / 2));
}

// The range of a room's side along an axis whose cells are `cell_side` squares.
int minRoomSide(int cell_side) {
  return std::max(rates().min_room_side, cell_side / 3);
}
int maxRoomSide(int cell_side) {
  return std::max(minRoomSide(cell_side), cell_side - 3);
}

// A room of random size inside the cell, one square of rock at least from the cell's edge.
Rect drawRoom(const Rect& cell, Rng& rng) {
  const int w = rng.range(minRoomSide(cell.w), maxRoomSide(cell.w));
  const int h = rng.range(minRoomSide(cell.h), maxRoomSide(cell.h));
  const int x0 = rng.range(cell.x0 + 1, std::max(cell.x0 + 1, cell.x1() - w));
  const int y0 = rng.range(cell.y0 + 1, std::max(cell.y0 + 1, cell.y1() - h));
  return {x0, y0, w, h};
}

Rect drawJunction(const Rect& cell, Rng& rng) {
  return {rng.range(cell.x0 + 1, cell.x1() - 1), rng.range(cell.y0 + 1, cell.y1() - 1), 1, 1};
}

// Moves a room inside its cell so it covers `square`. REQUIRES: square lies inside the cell,
// one square from its edge.
Rect coverSquare(Rect room, const Rect& cell, Point square) {
  room.x0 = std::clamp(room.x0, std::max(cell.x0 + 1, square.x - room.w + 1),
                       std::min(cell.x1() - room.w, square.x));
  room.y0 = std::clamp(room.y0, std::max(cell.y0 + 1, square.y - room.h + 1),
                       std::min(cell.y1() - room.h, square.y));
  return room;
}

void placeNode(Floor& floor, const FloorPlan& plan, PlanNode& node, Rng& rng) {
  const Rect cell = plan.grid.cellRect(node.cell);
  const bool junction = node.role == NodeRole::kJunction;
  node.area = junction ? drawJunction(cell, rng) : drawRoom(cell, rng);
  if (plan.arrival && cell.contains(*plan.arrival)) {
    node.area = coverSquare(node.area, cell, *plan.arrival);
  }
  const SquareKind kind = junction ? SquareKind::kCorridor : SquareKind::kRoom;
  for (int y = node.area.y0; y <= node.area.y1(); ++y) {
    for (int x = node.area.x0; x <= node.area.x1(); ++x) floor.setKind({x, y}, kind);
  }
}

// Where an elbowed corridor from `start` to `end` along one axis turns: away from both ends
// when the gap allows, so a door at either end stands across a straight piece.
int drawBend(int start, int end, Rng& rng) {
  return end - start >= 2 ? rng.range(start + 1, end - 1) : rng.range(start, end);
}

// One elbowed corridor shape between two areas in neighbouring cells; `horizontal` when the
// cells sit side by side. REQUIRES: `from` lies west (or north) of `to`.
std::vector<Point> drawCorridor(const Rect& from, const Rect& to, bool horizontal, Rng& rng) {
  if (horizontal) {
    const Point start{from.x1() + 1, rng.range(from.y0, from.y1())};
    const Point end{to.x0 - 1, rng.range(to.y0, to.y1())};
    return elbowPath(start, end, true, drawBend(start.x, end.x, rng));
  }
  const Point start{rng.range(from.x0, from.x1()), from.y1() + 1};
  const Point end{rng.range(to.x0, to.x1()), to.y0 - 1};
  return elbowPath(start, end, false, drawBend(start.y, end.y, rng));
}

// The squares a gate changes: the middle of a flooded corridor goes under water, a crawl's
// whole length is a crawl space, a narrow route's whole length narrow passage.
Status applyGateSquares(Floor& floor, int floor_index, const PlanEdge& edge) {
  const auto& path = edge.corridor;
  if (edge.gate.kind == GateKind::kCrawl || edge.gate.kind == GateKind::kNarrow) {
    const SquareKind kind =
        edge.gate.kind == GateKind::kCrawl ? SquareKind::kCrawl : SquareKind::kNarrow;
    for (Point p : path) floor.setKind(p, kind);
  } else if (edge.gate.kind == GateKind::kFlooded) {
    if (path.size() < 3)
      return Status::fail("a flooded corridor needs 3 squares or more",
                          Place{floor_index, path.front()});
    for (size_t i = 1; i + 1 < path.size(); ++i) floor.setKind(path[i], SquareKind::kWater);
  }
  return Status::success();
}

// Digs `path` (from room `from` to room `to`) as corridor when it fits, and keeps it as the
// edge's corridor in the edge's own order (`reversed`: b to a). False when it does not fit.
bool digIfItFits(Floor& floor, std::vector<Point>& path, const Rect& from, const Rect& to,
                 bool reversed, PlanEdge& edge) {
  if (!canDig(floor, path, from, to)) return false;
  dig(floor, path, SquareKind::kCorridor);
  if (reversed) std::reverse(path.begin(), path.end());
  edge.corridor = std::move(path);
  return true;
}

// Fails with the place of the room the corridor would leave from (its middle square).
Status digEdge(Floor& floor, int floor_index, const FloorPlan& plan, PlanEdge& edge, Rng& rng) {
  const PlanNode* a = &plan.nodes[static_cast<size_t>(edge.a)];
  const PlanNode* b = &plan.nodes[static_cast<size_t>(edge.b)];
  const bool horizontal = a->cell.y == b->cell.y;
  const bool reversed = horizontal ? a->cell.x > b->cell.x : a->cell.y > b->cell.y;
  if (reversed) std::swap(a, b);
  for (int attempt = 0; attempt < rates().corridor_attempts; ++attempt) {
    std::vector<Point> path = drawCorridor(a->area, b->area, horizontal, rng);
    if (digIfItFits(floor, path, a->area, b->area, reversed, edge)) return Status::success();
  }
  for (std::vector<Point>& path : straightCorridors(a->area, b->area, horizontal)) {
    if (digIfItFits(floor, path, a->area, b->area, reversed, edge)) return Status::success();
  }
  return Status::fail("no corridor fits between the rooms of two neighbouring cells",
                      Place{floor_index, a->area.centre()});
}

}  // namespace

std::vector<std::vector<Point>> straightCorridors(const Rect& from, const Rect& to,
                                                  bool horizontal) {
  const int lo = horizontal ? std::max(from.y0, to.y0) : std::max(from.x0, to.x0);
  const int hi = horizontal ? std::min(from.y1(), to.y1()) : std::min(from.x1(), to.x1());
  std::vector<std::vector<Point>> corridors;
  const int middle = lo + (hi - lo) / 2;
  for (int k = 0; k <= 2 * (hi - lo); ++k) {
    // middle, middle - 1, middle + 1, middle - 2, ...
    const int line = middle + (k % 2 == 0 ? k / 2 : -(k + 1) / 2);
    if (line < lo || line > hi) continue;
    const Point start = horizontal ? Point{from.x1() + 1, line} : Point{line, from.y1() + 1};
    const Point end = horizontal ? Point{to.x0 - 1, line} : Point{line, to.y0 - 1};
    corridors.push_back(elbowPath(start, end, horizontal, horizontal ? start.x : start.y));
  }
  return corridors;
}

CellGrid cellGridFor(int width, int height) {
  CellGrid grid;
  const int cell_side = cellSideFor(width, height);
  grid.cols = std::max(2, width / cell_side);
  grid.rows = std::max(2, height / cell_side);
  grid.cell_w = width / grid.cols;
  grid.cell_h = height / grid.rows;
  return grid;
}

Status layOutFloor(StageContext& context) {
  Draft& draft = context.draft;
  const int floor_index = context.floor;
  Rng& rng = context.rng;
  Floor& floor = draft.dungeon.edit().floors[static_cast<size_t>(floor_index)];
  FloorPlan& plan = draft.plans[static_cast<size_t>(floor_index)];
  for (PlanNode& node : plan.nodes) placeNode(floor, plan, node, rng);
  for (PlanEdge& edge : plan.edges) {
    if (auto result = digEdge(floor, floor_index, plan, edge, rng); !result.ok()) return result;
  }
  for (const PlanEdge& edge : plan.edges) {
    if (auto result = applyGateSquares(floor, floor_index, edge); !result.ok()) return result;
  }
  const bool last_floor = floor_index + 1 == static_cast<int>(draft.plans.size());
  roundSomeRooms(draft, floor_index, last_floor, rng);
  return Status::success();
}

}  // namespace dungeon::gen
