#include "generator/floors/fill.h"

#include <vector>

#include "generator/core/rates.h"
#include "generator/floors/decorate.h"

namespace dungeon::gen {
namespace {

constexpr int kNone = -1;  // a free cell
constexpr int kRock = -2;  // a cell the plan keeps as rock

// Which node uses each cell of the grid; which ring node a node hangs from is its own `root`.
struct FillState {
  const FloorPlan& plan;
  const CellGrid& grid;
  std::vector<int> node_at;  // per cell, row-major

  int& at(Point cell) { return node_at[static_cast<size_t>(cell.y * grid.cols + cell.x)]; }
  bool inGrid(Point cell) const {
    return cell.x >= 0 && cell.y >= 0 && cell.x < grid.cols && cell.y < grid.rows;
  }
};

// Every ring node but the goal hangs from itself; the state maps the plan's cells.
FillState startState(FloorPlan& plan) {
  for (int i = 0; i < plan.ring_nodes; ++i) {
    if (i != plan.goal) plan.nodes[static_cast<size_t>(i)].root = i;
  }
  FillState state{plan, plan.grid,
                  std::vector<int>(static_cast<size_t>(plan.grid.cols * plan.grid.rows), kNone)};
  for (int i = 0; i < static_cast<int>(plan.nodes.size()); ++i)
    state.at(plan.nodes[static_cast<size_t>(i)].cell) = i;
  for (Point rock : plan.rock_cells) state.at(rock) = kRock;
  return state;
}

// Nodes side rooms may hang from whose cells neighbour `cell`, in direction order.
std::vector<int> hostsBeside(FillState& state, Point cell) {
  std::vector<int> hosts;
  for (Dir dir : kAllDirs) {
    const Point next = step(cell, dir);
    if (!state.inGrid(next)) continue;
    const int node = state.at(next);
    if (node >= 0 && state.plan.nodes[static_cast<size_t>(node)].root >= 0) hosts.push_back(node);
  }
  return hosts;
}

// Free cells beside a host, row-major.
std::vector<Point> cellsToFill(FillState& state) {
  std::vector<Point> cells;
  for (int y = 0; y < state.grid.rows; ++y) {
    for (int x = 0; x < state.grid.cols; ++x) {
      if (state.at({x, y}) == kNone && !hostsBeside(state, {x, y}).empty()) cells.push_back({x, y});
    }
  }
  return cells;
}

PlanEdge join(int host, int room, bool may_narrow, Rng& rng) {
  PlanEdge edge{host, room, {}, {}};
  if (may_narrow && rng.chance(rates().narrow_filler_edge_per_mille))
    edge.gate.kind = GateKind::kNarrow;
  return edge;
}

// Lays one side room in `cell`, joined to a drawn host and perhaps to a second one.
void addFiller(FloorPlan& plan, FillState& state, Point cell, Rng& rng) {
  const std::vector<int> hosts = hostsBeside(state, cell);
  const int host = rng.pick(std::span<const int>(hosts));
  const int room = static_cast<int>(plan.nodes.size());
  const int root = plan.nodes[static_cast<size_t>(host)].root;
  plan.nodes.push_back({NodeRole::kRoom, cell, {}, root});
  state.at(cell) = room;
  plan.edges.push_back(join(host, room, true, rng));
  if (hosts.size() < 2 || !rng.chance(rates().filler_join_per_mille)) return;
  for (int other : hosts) {
    if (other != host && openAlongRing(plan, root, plan.nodes[static_cast<size_t>(other)].root)) {
      plan.edges.push_back(join(other, room, false, rng));
      return;
    }
  }
}

}  // namespace

void fillFreeCells(FloorPlan& plan, Rng& rng) {
  FillState state = startState(plan);
  for (std::vector<Point> cells = cellsToFill(state); !cells.empty(); cells = cellsToFill(state)) {
    addFiller(plan, state, rng.pick(std::span<const Point>(cells)), rng);
  }
}

}  // namespace dungeon::gen
