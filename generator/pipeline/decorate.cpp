#include "generator/pipeline/decorate.h"

#include <optional>

#include "generator/pipeline/rates.h"

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
  PlanItem loot;
  loot.node = node;
  loot.thing.type = ThingType::kLoot;
  loot.thing.fields.set(Field::kValue, rng.range(10, 500));
  plan.items.push_back(loot);
}

// A side room joined to two rooms: in through an open corridor, out through `exit_gate`
// (beside the second room, its handle on the side room's side).
bool addLoop(FloorPlan& plan, GateKind exit_gate, Rng& rng) {
  const auto cell = drawFreeCell(plan, 2, rng);
  if (!cell) return false;
  std::vector<int> beside = roomsBeside(plan, *cell);
  rng.shuffle(std::span<int>(beside));
  const int side = addSideRoom(plan, *cell);
  plan.edges.push_back({beside[0], side, {}, {}});
  plan.edges.push_back({side, beside[1], {exit_gate, beside[1], side, 0, 0}, {}});
  return true;
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

void decorate(FloorPlan& plan, int floor, Rng& rng) {
  (void)floor;
  addLoop(plan, GateKind::kOneWay, rng);
  if (addLoop(plan, GateKind::kOneWaySecret, rng))
    addLoot(plan, static_cast<int>(plan.nodes.size()) - 1, rng);
  const int more = rng.range(0, kRates.max_extra_secrets);
  for (int i = 0; i < more; ++i) addHiddenRoom(plan, rng);
}

}  // namespace dungeon::gen
