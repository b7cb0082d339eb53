#include "generator/floors/topology.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <optional>
#include <vector>

#include "generator/core/rates.h"
#include "generator/floors/decorate.h"
#include "generator/floors/fill.h"

namespace dungeon::gen {
namespace {

constexpr std::array<std::string_view, 4> kTopologyNames = {"two_paths", "lock_on_other_arc",
                                                            "flooded_loop", "hub_code"};

// The cells round the edge of a cw x ch block of cells at `origin`, clockwise from its
// north-west corner.
std::vector<Point> ringCells(Point origin, int cw, int ch) {
  std::vector<Point> ring;
  for (int x = 0; x < cw; ++x) ring.push_back({origin.x + x, origin.y});
  for (int y = 1; y < ch; ++y) ring.push_back({origin.x + cw - 1, origin.y + y});
  for (int x = cw - 2; x >= 0; --x) ring.push_back({origin.x + x, origin.y + ch - 1});
  for (int y = ch - 2; y >= 1; --y) ring.push_back({origin.x, origin.y + y});
  return ring;
}

struct RingShape {
  Point origin;
  int cw;
  int ch;
};

bool onPerimeter(const RingShape& r, Point cell) {
  const bool inside = cell.x >= r.origin.x && cell.x < r.origin.x + r.cw && cell.y >= r.origin.y &&
                      cell.y < r.origin.y + r.ch;
  return inside && (cell.x == r.origin.x || cell.x == r.origin.x + r.cw - 1 ||
                    cell.y == r.origin.y || cell.y == r.origin.y + r.ch - 1);
}

// Whether two cells share a row or a column with one cell between them: an entrance and a
// goal room placed so lie within a glimpse slot's reach (SPEC section 5.6).
bool linedUp(Point a, Point b) {
  return (a.x == b.x || a.y == b.y) && manhattan(a, b) == 2;
}

struct Placements {
  std::vector<std::pair<int, int>> any;
  std::vector<std::pair<int, int>> lined_up;
};

// Where the entrance and the goal may go round a ring of n cells: the goal about halfway round
// so both arcs are real paths, the entrance anywhere (or in the arrival cell below floor 1);
// and those of them whose cells line up.
Placements placementsOn(const std::vector<Point>& ring, std::optional<Point> arrival_cell) {
  const int n = static_cast<int>(ring.size());
  const int half = n / 2;
  const int shift = n >= rates().min_ring_for_goal_shift ? 1 : 0;
  Placements placements;
  for (int entrance = 0; entrance < n; ++entrance) {
    if (arrival_cell && ring[static_cast<size_t>(entrance)] != *arrival_cell) continue;
    for (int offset = half - shift; offset <= half + shift; ++offset) {
      const int goal = (entrance + offset) % n;
      placements.any.push_back({entrance, goal});
      if (linedUp(ring[static_cast<size_t>(entrance)], ring[static_cast<size_t>(goal)])) {
        placements.lined_up.push_back({entrance, goal});
      }
    }
  }
  return placements;
}

// The placement of the entrance and the goal: one whose cells line up when the ring has any,
// so the goal room can be glimpsed early; others are the fallback.
std::pair<int, int> placeEntranceAndGoal(const std::vector<Point>& ring,
                                         std::optional<Point> arrival_cell, Rng& rng) {
  const Placements placements = placementsOn(ring, arrival_cell);
  return rng.pick(std::span<const std::pair<int, int>>(
      placements.lined_up.empty() ? placements.any : placements.lined_up));
}

// A ring of cells: a block whose perimeter has at least rates().min_ring_nodes cells and, when
// the grid allows one, cells inside it for a hub and the side rooms; on a small grid, one on
// which the entrance and goal can line up when there is one. When `through` is set, the ring
// passes through that cell.
std::vector<Point> drawRing(const CellGrid& grid, std::optional<Point> through, Rng& rng) {
  const bool small_grid = laidForTheGlimpse(grid);
  std::vector<RingShape> tiers[4];  // lined up, with inside cells, long enough, any
  for (int cw = 2; cw <= grid.cols; ++cw) {
    for (int ch = 2; ch <= grid.rows; ++ch) {
      const bool inside = cw >= 3 && ch >= 3;
      const bool long_enough = 2 * (cw + ch) - 4 >= rates().min_ring_nodes;
      for (int oy = 0; oy + ch <= grid.rows; ++oy) {
        for (int ox = 0; ox + cw <= grid.cols; ++ox) {
          const RingShape shape{{ox, oy}, cw, ch};
          if (through && !onPerimeter(shape, *through)) continue;
          const bool lined_up =
              small_grid && inside && long_enough && (cw == 3 || ch == 3) &&
              !placementsOn(ringCells(shape.origin, cw, ch), through).lined_up.empty();
          tiers[lined_up ? 0 : inside && long_enough ? 1 : long_enough ? 2 : 3].push_back(shape);
        }
      }
    }
  }
  size_t tier = 0;
  while (tiers[tier].empty()) ++tier;
  const RingShape shape = rng.pick(std::span<const RingShape>(tiers[tier]));
  return ringCells(shape.origin, shape.cw, shape.ch);
}

Point cellOf(const CellGrid& grid, Point square) {
  return {std::min(square.x / grid.cell_w, grid.cols - 1),
          std::min(square.y / grid.cell_h, grid.rows - 1)};
}

NodeRole roleOf(int index, int entrance, int goal, Rng& rng) {
  if (index == entrance) return NodeRole::kEntrance;
  if (index == goal) return NodeRole::kGoal;
  return rng.chance(rates().junction_per_mille) ? NodeRole::kJunction : NodeRole::kRoom;
}

// A ring through the entrance and the goal. Below floor 1 the entrance node is the cell the
// ladder from above lands in. The ring's nodes come first in the plan, in ring order.
void planRing(FloorPlan& plan, Rng& rng) {
  std::optional<Point> arrival_cell;
  if (plan.arrival) arrival_cell = cellOf(plan.grid, *plan.arrival);
  const std::vector<Point> ring = drawRing(plan.grid, arrival_cell, rng);
  const int n = static_cast<int>(ring.size());
  const auto [entrance, goal] = placeEntranceAndGoal(ring, arrival_cell, rng);
  for (int i = 0; i < n; ++i) {
    plan.nodes.push_back({roleOf(i, entrance, goal, rng), ring[static_cast<size_t>(i)], {}});
    plan.edges.push_back({i, (i + 1) % n, {}, {}});
  }
  plan.entrance = entrance;
  plan.goal = goal;
  plan.ring_nodes = n;
}

int ringSize(const FloorPlan& plan) {
  return plan.ring_nodes;
}

// The ring nodes strictly between the entrance and the goal, going forward (+1) or back (-1).
std::vector<int> arc(const FloorPlan& plan, int direction) {
  const int n = ringSize(plan);
  std::vector<int> nodes;
  for (int i = (plan.entrance + direction + n) % n; i != plan.goal; i = (i + direction + n) % n) {
    nodes.push_back(i);
  }
  return nodes;
}

// The edge of the ring joining node `node` to its neighbour one step in `direction`.
PlanEdge& ringEdge(FloorPlan& plan, int node, int direction) {
  const int n = ringSize(plan);
  const int index = direction > 0 ? node : (node - 1 + n) % n;
  return plan.edges[static_cast<size_t>(index)];
}

// A room on the arc to put an item in (a junction is made a room if it has to be).
int roomOnArc(FloorPlan& plan, const std::vector<int>& nodes, Rng& rng) {
  std::vector<int> rooms;
  for (int i : nodes) {
    if (plan.nodes[static_cast<size_t>(i)].role == NodeRole::kRoom) rooms.push_back(i);
  }
  if (rooms.empty()) {
    const int chosen = nodes[static_cast<size_t>(rng.below(nodes.size()))];
    plan.nodes[static_cast<size_t>(chosen)].role = NodeRole::kRoom;
    return chosen;
  }
  return rng.pick(std::span<const int>(rooms));
}

// An item for a node's room; its floor and square are set when the stock stage places it.
PlanItem item(int node, ThingType type, std::initializer_list<FieldValue> fields = {}) {
  return {node, makeThing(type, 0, {}, fields)};
}

// The goal's door on the ring side `direction`, one-way with its handle on the goal's side:
// a way back out once the goal is reached, never a way in.
void oneWayOutOfGoal(FloorPlan& plan, int direction) {
  PlanEdge& edge = ringEdge(plan, plan.goal, direction);
  const int neighbour = edge.a == plan.goal ? edge.b : edge.a;
  edge.gate = {GateKind::kOneWay, neighbour, plan.goal, 0, 0};
}

// The key lies on one arc (the nodes of arc(s) meet the goal through ringEdge(goal, -s)); the
// goal's lock is on the other arc's edge, and the key's arc meets the goal through a one-way
// door that only opens from the goal's side. On some floors the lock is a lever gate and the
// key a lever: the party walks the far arc to pull it and comes back round.
void planLockOnOtherArc(FloorPlan& plan, int floor, Rng& rng) {
  const int key_side = rng.chance(rates().arc_side_per_mille) ? 1 : -1;
  const bool lever = rng.chance(rates().lever_gate_per_mille);
  const int colour = rng.range(0, kColourCount - 1);
  const int lever_id = floor * rates().lever_id_stride + 1;
  ringEdge(plan, plan.goal, key_side).gate =
      lever ? Gate{GateKind::kLeverGate, plan.goal, -1, 0, lever_id}
            : Gate{GateKind::kLocked, plan.goal, -1, colour, 0};
  oneWayOutOfGoal(plan, -key_side);
  const int room = roomOnArc(plan, arc(plan, key_side), rng);
  plan.items.push_back(lever ? item(room, ThingType::kLever, {{Field::kLever, lever_id}})
                             : item(room, ThingType::kKey, {{Field::kColour, colour}}));
}

// Some open edges of the ring become narrow passages, so the fit rule decides which bodies
// take which arc.
void narrowSomeRingEdges(FloorPlan& plan, Rng& rng) {
  for (int i = 0; i < plan.ring_nodes; ++i) {
    Gate& gate = plan.edges[static_cast<size_t>(i)].gate;
    if (gate.kind == GateKind::kOpen && rng.chance(rates().narrow_ring_edge_per_mille)) {
      gate.kind = GateKind::kNarrow;
    }
  }
}

// A free cell beside `cell`, drawn, or nothing.
std::optional<Point> freeCellBeside(const FloorPlan& plan, Point cell, Rng& rng) {
  std::vector<Point> beside;
  for (Point free : freeCells(plan)) {
    if (manhattan(free, cell) == 1) beside.push_back(free);
  }
  if (beside.empty()) return std::nullopt;
  return rng.pick(std::span<const Point>(beside));
}

// Keeps cells empty that later stages need as rock: on a goal floor whose entrance and goal
// cells line up, the cell between them (the glimpse slot's line, SPEC section 5.6); on floor
// 1, one free cell beside the entrance's, for the ramp's 9 squares of rock.
void keepRockCells(FloorPlan& plan, int floor, Rng& rng) {
  const Point entrance = plan.nodes[static_cast<size_t>(plan.entrance)].cell;
  const Point goal = plan.nodes[static_cast<size_t>(plan.goal)].cell;
  if (linedUp(entrance, goal)) {
    const Point between{(entrance.x + goal.x) / 2, (entrance.y + goal.y) / 2};
    const auto free = freeCells(plan);
    if (std::find(free.begin(), free.end(), between) != free.end())
      plan.rock_cells.push_back(between);
  }
  if (floor == 0) {
    if (const auto ramp = freeCellBeside(plan, entrance, rng)) plan.rock_cells.push_back(*ramp);
  }
}

// One arc is under water until the lever on the other arc drains it; the dry arc meets the
// goal through a one-way door that only opens from the goal's side.
void planFloodedLoop(FloorPlan& plan, int floor, Rng& rng) {
  const int dry_side = rng.chance(rates().arc_side_per_mille) ? 1 : -1;
  const std::vector<int> wet = arc(plan, -dry_side);
  const int wet_node = wet[static_cast<size_t>(rng.below(wet.size()))];
  ringEdge(plan, wet_node, rng.chance(rates().arc_side_per_mille) ? 1 : -1).gate.kind =
      GateKind::kFlooded;
  oneWayOutOfGoal(plan, -dry_side);
  plan.items.push_back(
      item(roomOnArc(plan, arc(plan, dry_side), rng), ThingType::kLever,
           {{Field::kLever, floor * rates().lever_id_stride + 1}, {Field::kDrains, 1}}));
}

// The spokes whose hub the entrance room can see across rock: a hub cell beside the entrance's
// (reached from another ring node) first, then one lined up with it, else every spoke.
std::vector<std::pair<int, Point>> glimpsableSpokes(
    const FloorPlan& plan, const std::vector<std::pair<int, Point>>& spokes) {
  const Point entrance = plan.nodes[static_cast<size_t>(plan.entrance)].cell;
  std::vector<std::pair<int, Point>> beside;
  std::vector<std::pair<int, Point>> lined_up;
  for (const auto& spoke : spokes) {
    if (spoke.first != plan.entrance && manhattan(spoke.second, entrance) == 1)
      beside.push_back(spoke);
    if (linedUp(spoke.second, entrance)) lined_up.push_back(spoke);
  }
  return !beside.empty() ? beside : !lined_up.empty() ? lined_up : spokes;
}

// A ring cell's neighbour inside the ring for the hub; the goal is the hub, behind a keypad
// door whose code's parts lie in rooms round the ring.
bool planHubCode(FloorPlan& plan, Rng& rng) {
  const int n = ringSize(plan);
  std::vector<std::pair<int, Point>> spokes;
  for (const Point cell : freeCells(plan)) {
    for (int i = 0; i < n; ++i) {
      if (manhattan(plan.nodes[static_cast<size_t>(i)].cell, cell) == 1)
        spokes.push_back({i, cell});
    }
  }
  std::erase_if(spokes, [&](const auto& s) { return s.first == plan.goal; });
  if (spokes.empty()) return false;
  const auto [ring_node, hub_cell] =
      rng.pick(std::span<const std::pair<int, Point>>(glimpsableSpokes(plan, spokes)));
  plan.nodes[static_cast<size_t>(plan.goal)].role = NodeRole::kRoom;
  const int hub = static_cast<int>(plan.nodes.size());
  plan.nodes.push_back({NodeRole::kGoal, hub_cell, {}});
  plan.goal = hub;
  const int code = rng.range(rates().min_code, rates().max_code);
  plan.edges.push_back({ring_node, hub, {GateKind::kKeypad, hub, -1, 0, code}, {}});
  const int parts = rng.range(rates().min_code_parts, rates().max_code_parts);
  std::vector<int> rooms;
  for (int i = 0; i < n; ++i) {
    if (i != plan.entrance) rooms.push_back(i);
  }
  rng.shuffle(std::span<int>(rooms));
  for (int part = 1; part <= parts; ++part) {
    const int room = rooms[static_cast<size_t>(part - 1) % rooms.size()];
    plan.nodes[static_cast<size_t>(room)].role = NodeRole::kRoom;
    plan.items.push_back(
        item(room, ThingType::kCodeClue, {{Field::kCode, code}, {Field::kPart, part}}));
  }
  return true;
}

// Whether a topology can be laid on the grid at all: hub_code's hub needs a cell inside a
// ring, so a grid of 3 x 3 cells or more.
bool fitsGrid(std::string_view name, const CellGrid& grid) {
  return name != "hub_code" || (grid.cols >= 3 && grid.rows >= 3);
}

}  // namespace

std::string_view drawnTopology(const Options& options, uint64_t seed, int floor) {
  if (!options.topology.empty()) return options.topology;
  const CellGrid grid = cellGridFor(options.width, options.height);
  int total = 0;
  for (const auto& t : rates().topologies) total += fitsGrid(t.name, grid) ? t.weight : 0;
  Rng rng = Rng::stream(seed, fmt::format("topology/floor{}/draw", floor + 1));
  int draw = rng.range(0, total - 1);
  for (const auto& t : rates().topologies) {
    if (!fitsGrid(t.name, grid)) continue;
    if (draw < t.weight) return t.name;
    draw -= t.weight;
  }
  return rates().topologies.front().name;
}

namespace {}  // namespace

bool laidForTheGlimpse(const CellGrid& grid) {
  return grid.cols <= kGlimpseRingGrid && grid.rows <= kGlimpseRingGrid;
}

std::span<const std::string_view> topologyNames() {
  return kTopologyNames;
}

bool isTopologyName(std::string_view name) {
  return std::find(kTopologyNames.begin(), kTopologyNames.end(), name) != kTopologyNames.end();
}

Status planTopology(StageContext& context) {
  Draft& draft = context.draft;
  const int floor = context.floor;
  Rng& rng = context.rng;
  FloorPlan& plan = draft.plans[static_cast<size_t>(floor)];
  const std::string_view name = drawnTopology(draft.dungeon->options, draft.dungeon->seed, floor);
  if (!isTopologyName(name)) return Status::fail("unknown topology '" + std::string(name) + "'");
  plan.topology = std::string(name);
  draft.dungeon.edit().floors[static_cast<size_t>(floor)].setTopology(plan.topology);
  planRing(plan, rng);
  if (name == "lock_on_other_arc") planLockOnOtherArc(plan, floor, rng);
  if (name == "flooded_loop") planFloodedLoop(plan, floor, rng);
  if (name == "hub_code" && !planHubCode(plan, rng)) {
    const Point goal_cell = plan.nodes[static_cast<size_t>(plan.goal)].cell;
    return Status::fail("hub_code needs a cell inside or beside the ring for its hub",
                        Place{floor, plan.grid.cellRect(goal_cell).centre()});
  }
  narrowSomeRingEdges(plan, rng);
  keepRockCells(plan, floor, rng);
  fillFreeCells(plan, rng);
  decorate(plan, rng);
  return Status::success();
}

}  // namespace dungeon::gen
