#include "generator/floors/decorate.h"

#include <optional>

#include "generator/core/notice.h"
#include "generator/core/rates.h"

namespace dungeon::gen {
namespace {

int edgeCount(const FloorPlan& plan, int node) {
  int count = 0;
  for (const PlanEdge& edge : plan.edges) count += (edge.a == node) + (edge.b == node);
  return count;
}

bool joined(const FloorPlan& plan, int a, int b) {
  for (const PlanEdge& edge : plan.edges) {
    if ((edge.a == a && edge.b == b) || (edge.a == b && edge.b == a)) return true;
  }
  return false;
}

// The edge joining a side room laid by the fill to the room it hangs from.
PlanEdge& hostEdge(FloorPlan& plan, int side_room) {
  for (PlanEdge& edge : plan.edges) {
    if (edge.b == side_room) return edge;
  }
  return plan.edges.back();  // unreachable: every side room has its host edge
}

// Side rooms of the fill entered by an open corridor from their host: only the leaves (nothing
// beyond them), or all of them.
std::vector<int> sideRooms(FloorPlan& plan, bool leaves_only) {
  std::vector<int> rooms;
  for (int i = plan.ring_nodes; i < static_cast<int>(plan.nodes.size()); ++i) {
    const PlanNode& node = plan.nodes[static_cast<size_t>(i)];
    if (node.root < 0 || node.role != NodeRole::kRoom) continue;
    if (leaves_only && edgeCount(plan, i) != 1) continue;
    if (hostEdge(plan, i).gate.kind == GateKind::kOpen) rooms.push_back(i);
  }
  return rooms;
}

std::vector<int> leafSideRooms(FloorPlan& plan) {
  return sideRooms(plan, true);
}

void addLoot(FloorPlan& plan, int node, Rng& rng) {
  const int value = rng.range(rates().min_loot, rates().max_loot);
  plan.items.push_back({node, makeThing(ThingType::kLoot, 0, {}, {{Field::kValue, value}})});
}

// Rooms beside a leaf's cell that a loop through the leaf may go out to: not the leaf's own
// host, not the goal, and hanging from a ring node the ring joins to the leaf's through open
// edges (so the loop opens no way round a gate).
std::vector<int> loopExits(const FloorPlan& plan, int leaf) {
  const PlanNode& side = plan.nodes[static_cast<size_t>(leaf)];
  std::vector<int> exits;
  for (int i = 0; i < static_cast<int>(plan.nodes.size()); ++i) {
    const PlanNode& node = plan.nodes[static_cast<size_t>(i)];
    if (i == leaf || i == plan.goal || node.root < 0 || node.role != NodeRole::kRoom) continue;
    if (manhattan(node.cell, side.cell) != 1 || joined(plan, i, leaf)) continue;
    if (openAlongRing(plan, side.root, node.root)) exits.push_back(i);
  }
  return exits;
}

// Makes a side room a loop: in through its open corridor, out through `exit_gate` (beside the
// room it goes out to, its handle on the side room's side). A leaf is taken where one has a
// way out, else any side room. When none has, notes on the plan that `asked` was not laid.
bool addLoop(FloorPlan& plan, GateKind exit_gate, Asked asked, Rng& rng) {
  bool any_side_room = false;
  for (bool leaves_only : {true, false}) {
    std::vector<int> rooms = sideRooms(plan, leaves_only);
    any_side_room = any_side_room || !rooms.empty();
    rng.shuffle(std::span<int>(rooms));
    for (int room : rooms) {
      const std::vector<int> exits = loopExits(plan, room);
      if (exits.empty()) continue;
      const int exit = rng.pick(std::span<const int>(exits));
      plan.edges.push_back({room, exit, {exit_gate, exit, room, 0, 0}, {}});
      return true;
    }
  }
  // The notice's floor is the plan's (noticesOf sets it).
  plan.notices.push_back(
      {-1, asked, any_side_room ? WhyNot::kNoLoopExit : WhyNot::kNoSideRoom, ""});
  return false;
}

// Hides a leaf side room behind a crawl space or a panel, with loot in it.
void addHiddenRoom(FloorPlan& plan, Rng& rng) {
  const std::vector<int> leaves = leafSideRooms(plan);
  if (leaves.empty()) return;
  const int side = rng.pick(std::span<const int>(leaves));
  PlanEdge& edge = hostEdge(plan, side);
  edge.gate.kind =
      rng.chance(rates().crawl_secret_per_mille) ? GateKind::kCrawl : GateKind::kSecret;
  edge.gate.door_node = edge.a;
  addLoot(plan, side, rng);
}

}  // namespace

std::vector<Point> freeCells(const FloorPlan& plan) {
  std::vector<Point> cells;
  for (int y = 0; y < plan.grid.rows; ++y) {
    for (int x = 0; x < plan.grid.cols; ++x) {
      bool used = false;
      for (const PlanNode& node : plan.nodes) used = used || node.cell == Point{x, y};
      for (Point rock : plan.rock_cells) used = used || rock == Point{x, y};
      if (!used) cells.push_back({x, y});
    }
  }
  return cells;
}

bool openAlongRing(const FloorPlan& plan, int a, int b) {
  const int n = plan.ring_nodes;
  if (a < 0 || b < 0 || a >= n || b >= n) return false;
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

void decorate(FloorPlan& plan, Rng& rng) {
  const bool mixed_secret = addLoop(plan, GateKind::kOneWaySecret, Asked::kMixedSecret, rng);
  if (mixed_secret) addLoot(plan, static_cast<int>(plan.edges.back().a), rng);
  addLoop(plan, GateKind::kOneWay, Asked::kExtraLoop, rng);
  if (!mixed_secret) return;
  const int more = rng.range(0, rates().max_extra_secrets);
  for (int i = 0; i < more; ++i) addHiddenRoom(plan, rng);
}

}  // namespace dungeon::gen
