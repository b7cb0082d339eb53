#include "generator/decorate.h"

#include <optional>

#include "generator/rates.h"

namespace dungeon::gen {
namespace {

// Nodes (not junctions) whose cell neighbours `cell`.
std::vector<int> roomsBeside(const FloorPlan& plan, Point cell) {
  std::vector<int> rooms;
  for (int i = 0; i < static_cast<int>(plan.nodes.size()); ++i) {
    const PlanNode& node = plan.nodes[static_cast<size_t>(i)];
    if (node.role != NodeRole::kJunction && manhattan(node.cell, cell) == 1) rooms.push_back(i);
  }
  return rooms;
}

// A free cell beside at least `wanted` rooms, or nullopt.
std::optional<Point> drawFreeCell(const FloorPlan& plan, size_t wanted, Rng& rng) {
  std::vector<Point> cells;
  for (Point cell : freeCells(plan)) {
    if (roomsBeside(plan, cell).size() >= wanted) cells.push_back(cell);
  }
  if (cells.empty()) return std::nullopt;
  return rng.pick(std::span<const Point>(cells));
}

int addSideRoom(FloorPlan& plan, Point cell) {
  plan.nodes.push_back({NodeRole::kRoom, cell, {}});
  return static_cast<int>(plan.nodes.size()) - 1;
}

void addLoot(FloorPlan& plan, int node, Rng& rng) {
  const int value = rng.range(kRates.min_loot, kRates.max_loot);
  plan.items.push_back({node, makeThing(ThingType::kLoot, 0, {}, {{Field::kValue, value}})});
}

// Whether one way round the ring from ring node a to ring node b passes only open edges and
// no goal: a loop joining a and b then adds a way the ring already offers, never a way round a
// lock, a flood or a keypad.
bool openAlongRing(const FloorPlan& plan, int a, int b) {
  const int n = plan.ring_nodes;
  if (a >= n || b >= n) return false;
  for (int direction : {1, -1}) {
    bool open = true;
    for (int i = a; i != b && open; i = (i + direction + n) % n) {
      const int next = (i + direction + n) % n;
      const PlanEdge& edge = plan.edges[static_cast<size_t>(direction > 0 ? i : next)];
      open = edge.gate.kind == GateKind::kOpen && (next == b || next != plan.goal);
    }
    if (open) return true;
  }
  return false;
}

// Two rooms beside the cell that a loop may join, or nothing.
std::optional<std::pair<int, int>> loopEnds(const FloorPlan& plan, Point cell, Rng& rng) {
  std::vector<std::pair<int, int>> pairs;
  const std::vector<int> beside = roomsBeside(plan, cell);
  for (int a : beside) {
    for (int b : beside) {
      if (a != b && a != plan.goal && b != plan.goal && openAlongRing(plan, a, b)) {
        pairs.push_back({a, b});
      }
    }
  }
  if (pairs.empty()) return std::nullopt;
  return rng.pick(std::span<const std::pair<int, int>>(pairs));
}

// A side room joined to two rooms: in through an open corridor, out through `exit_gate`
// (beside the second room, its handle on the side room's side).
bool addLoop(FloorPlan& plan, GateKind exit_gate, Rng& rng) {
  std::vector<Point> cells = freeCells(plan);
  rng.shuffle(std::span<Point>(cells));
  for (Point cell : cells) {
    const auto ends = loopEnds(plan, cell, rng);
    if (!ends) continue;
    const int side = addSideRoom(plan, cell);
    plan.edges.push_back({ends->first, side, {}, {}});
    plan.edges.push_back({side, ends->second, {exit_gate, ends->second, side, 0, 0}, {}});
    return true;
  }
  return false;
}

// A side room with loot behind a crawl space or a panel.
void addHiddenRoom(FloorPlan& plan, Rng& rng) {
  const auto cell = drawFreeCell(plan, 1, rng);
  if (!cell) return;
  const std::vector<int> beside = roomsBeside(plan, *cell);
  const int host = rng.pick(std::span<const int>(beside));
  const int side = addSideRoom(plan, *cell);
  Gate gate;
  gate.kind = rng.chance(kRates.crawl_secret_per_mille) ? GateKind::kCrawl : GateKind::kSecret;
  gate.door_node = host;
  plan.edges.push_back({host, side, gate, {}});
  addLoot(plan, side, rng);
}

}  // namespace

std::vector<Point> freeCells(const FloorPlan& plan) {
  std::vector<Point> cells;
  for (int y = 0; y < plan.grid.rows; ++y) {
    for (int x = 0; x < plan.grid.cols; ++x) {
      bool used = false;
      for (const PlanNode& node : plan.nodes) used = used || node.cell == Point{x, y};
      if (!used) cells.push_back({x, y});
    }
  }
  return cells;
}

void decorate(FloorPlan& plan, Rng& rng) {
  addLoop(plan, GateKind::kOneWay, rng);
  if (addLoop(plan, GateKind::kOneWaySecret, rng))
    addLoot(plan, static_cast<int>(plan.nodes.size()) - 1, rng);
  const int more = rng.range(0, kRates.max_extra_secrets);
  for (int i = 0; i < more; ++i) addHiddenRoom(plan, rng);
}

}  // namespace dungeon::gen
