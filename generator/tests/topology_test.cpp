// The topology stage against the promises of two_paths: a ring of neighbouring cells with the
// entrance and the goal on it, far enough apart that both arcs are real paths.
#include <gtest/gtest.h>

#include <set>

#include "generator/core/rates.h"
#include "generator/floors/topology.h"
#include "generator/tests/run_stage.h"
#include "generator/tries/pipeline.h"

namespace dungeon::gen {
namespace {

using testing::runStage;

Draft plannedDraft(uint64_t seed, int side, std::string_view topology) {
  Options options;
  options.width = options.height = side;
  options.topology = std::string(topology);
  Draft draft = startDraft("t", seed, options);
  Rng rng = stageStream(seed, "topology", 0, 0);
  EXPECT_TRUE(runStage(&planTopology, draft, 0, rng).ok()) << topology << " seed " << seed;
  return draft;
}

TEST(Topology, EveryTopologyIsARingOfNeighbouringCells) {
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const std::string_view topology = topologyNames()[seed % topologyNames().size()];
    // The hub needs a cell inside or beside the ring: a 3 x 3 grid at least.
    const int smallest = topology == "hub_code" ? 32 : 16;
    const int side = smallest + static_cast<int>(seed % 5) * 20;
    const FloorPlan plan = plannedDraft(seed, side, topology).plans[0];
    const int n = plan.ring_nodes;
    ASSERT_GE(n, 4);
    EXPECT_EQ(n % 2, 0) << "a cycle on a grid of cells has even length";
    for (int i = 0; i < n; ++i) {
      const PlanEdge& e = plan.edges[static_cast<size_t>(i)];
      EXPECT_EQ(e.a, i);
      EXPECT_EQ(e.b, (i + 1) % n);
    }
    std::set<Point> cells;
    for (const PlanEdge& e : plan.edges) {
      const Point a = plan.nodes[static_cast<size_t>(e.a)].cell;
      const Point b = plan.nodes[static_cast<size_t>(e.b)].cell;
      EXPECT_EQ(manhattan(a, b), 1) << "seed " << seed << ": every edge joins neighbouring cells";
    }
    for (const PlanNode& node : plan.nodes) {
      cells.insert(node.cell);
      EXPECT_LT(node.cell.x, plan.grid.cols);
      EXPECT_LT(node.cell.y, plan.grid.rows);
    }
    EXPECT_EQ(cells.size(), plan.nodes.size()) << "no cell used twice";
  }
}

TEST(Topology, EntranceAndGoalAreApartOnBothArcs) {
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const Draft draft = plannedDraft(seed, kDefaultFloorSide, "two_paths");
    const FloorPlan& plan = draft.plans[0];
    const int n = plan.ring_nodes;
    const int one_arc = (plan.goal - plan.entrance + n) % n;
    EXPECT_GE(one_arc, 2) << "seed " << seed;
    EXPECT_GE(n - one_arc, 2) << "seed " << seed;
    EXPECT_EQ(plan.nodes[static_cast<size_t>(plan.entrance)].role, NodeRole::kEntrance);
    EXPECT_EQ(plan.nodes[static_cast<size_t>(plan.goal)].role, NodeRole::kGoal);
  }
}

// Cells in one row or column with one cell between: the goal within a glimpse's reach.
bool linedUpCells(Point a, Point b) {
  return (a.x == b.x || a.y == b.y) && manhattan(a, b) == 2;
}

// On a grid of up to 5 x 5 cells the ring is one on which they can line up; on larger grids
// any ring, with the line-up chosen whenever the ring drawn allows one.
TEST(Topology, EntranceAndGoalLineUpWhereverTheRingAllows) {
  int lined_up = 0;
  int fallback = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const int side = seed % 2 == 0 ? kDefaultFloorSide : 96;
    const FloorPlan plan = plannedDraft(seed, side, "two_paths").plans[0];
    const int n = plan.ring_nodes;
    auto cell = [&](int i) { return plan.nodes[static_cast<size_t>((i + n) % n)].cell; };
    // Any entrance with the goal half the ring away, give or take one node on rings of 8+.
    bool possible = false;
    for (int e = 0; e < n; ++e) {
      const int shift = n >= kRates.min_ring_for_goal_shift ? 1 : 0;
      for (int off = n / 2 - shift; off <= n / 2 + shift; ++off) {
        possible = possible || linedUpCells(cell(e), cell(e + off));
      }
    }
    const bool chosen = linedUpCells(cell(plan.entrance), cell(plan.goal));
    EXPECT_EQ(chosen, possible) << "seed " << seed;
    EXPECT_TRUE(chosen || side != kDefaultFloorSide) << "seed " << seed;
    (chosen ? lined_up : fallback) += 1;
  }
  EXPECT_GT(lined_up, 0);
  EXPECT_GT(fallback, 0);
}

TEST(Topology, ForcedTopologyIsUsedAndNamedOnTheFloor) {
  for (std::string_view name : topologyNames()) {
    EXPECT_EQ(plannedDraft(7, kDefaultFloorSide, name).dungeon->floors[0].topology(), name);
  }
}

Gate gateOf(const FloorPlan& plan, GateKind kind) {
  for (const PlanEdge& e : plan.edges) {
    if (e.gate.kind == kind) return e.gate;
  }
  return {};
}

// The ring nodes strictly between the entrance and the goal going `direction` (+1 or -1).
std::set<int> arcNodes(const FloorPlan& plan, int direction) {
  const int n = plan.ring_nodes;
  std::set<int> nodes;
  for (int i = (plan.entrance + direction + n) % n; i != plan.goal; i = (i + direction + n) % n)
    nodes.insert(i);
  return nodes;
}

// The goal's gate is a locked door (its key on the far arc) or a lever gate (its lever on the
// far arc): either way the party must walk the other arc first, and both kinds are laid.
TEST(Topology, LockOnOtherArcGatesTheGoalWithAKeyOrALeverOnTheOtherArc) {
  int locks = 0;
  int lever_gates = 0;
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    const Draft draft = plannedDraft(seed, kDefaultFloorSide, "lock_on_other_arc");
    const FloorPlan& plan = draft.plans[0];
    const int n = plan.ring_nodes;
    const PlanEdge& forward = plan.edges[static_cast<size_t>((plan.goal - 1 + n) % n)];
    const PlanEdge& back = plan.edges[static_cast<size_t>(plan.goal)];
    const bool gate_forward = forward.gate.kind != GateKind::kOneWay;
    const Gate gate = (gate_forward ? forward : back).gate;
    ASSERT_TRUE(gate.kind == GateKind::kLocked || gate.kind == GateKind::kLeverGate)
        << "seed " << seed;
    EXPECT_EQ(gate.door_node, plan.goal);
    EXPECT_EQ((gate_forward ? back : forward).gate.kind, GateKind::kOneWay) << "seed " << seed;
    // The gated edge ends the arc walked forward (gate_forward) or back; the item is on the other.
    const std::set<int> far_arc = arcNodes(plan, gate_forward ? -1 : 1);
    const ThingType wanted = gate.kind == GateKind::kLocked ? ThingType::kKey : ThingType::kLever;
    int items = 0;
    for (const PlanItem& item : plan.items) {
      if (item.thing.type != wanted) continue;
      ++items;
      EXPECT_TRUE(far_arc.count(item.node)) << "seed " << seed << ": on the far arc";
      if (wanted == ThingType::kKey) {
        EXPECT_EQ(item.thing.fields.get(Field::kColour), gate.colour);
      } else {
        EXPECT_EQ(item.thing.fields.get(Field::kLever), gate.id);
        EXPECT_EQ(item.thing.fields.get(Field::kDrains), 0) << "a gate's lever drains nothing";
      }
    }
    EXPECT_EQ(items, 1) << "seed " << seed;
    (gate.kind == GateKind::kLocked ? locks : lever_gates) += 1;
  }
  EXPECT_GT(locks, 20);
  EXPECT_GT(lever_gates, 20);
}

TEST(Topology, HubCodeHidesTheGoalBehindAKeypadWithItsPartsRoundTheRing) {
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    const Draft draft = plannedDraft(seed, kDefaultFloorSide, "hub_code");
    const FloorPlan& plan = draft.plans[0];
    const Gate keypad = gateOf(plan, GateKind::kKeypad);
    EXPECT_EQ(keypad.door_node, plan.goal);
    EXPECT_GE(plan.goal, plan.ring_nodes) << "the hub is not on the ring";
    int parts = 0;
    for (const PlanItem& item : plan.items) {
      if (item.thing.type != ThingType::kCodeClue) continue;
      ++parts;
      EXPECT_EQ(item.thing.fields.get(Field::kCode), keypad.id);
      EXPECT_LT(item.node, plan.ring_nodes);
    }
    EXPECT_GE(parts, 2);
  }
}

TEST(Topology, HubCodeOnATwoByTwoGridFailsWithAReason) {
  Options options;
  options.width = options.height = 16;
  options.topology = "hub_code";
  Draft draft = startDraft("t", 3, options);
  Rng rng = stageStream(3, "topology", 0, 0);
  const Status result = runStage(&planTopology, draft, 0, rng);
  ASSERT_FALSE(result.ok());
  EXPECT_NE(result.failure().reason.find("hub"), std::string::npos);
}

TEST(Topology, UnknownTopologyFailsTheStageWithItsName) {
  Options options;
  options.topology = "spaghetti";
  Draft draft = startDraft("t", 7, options);
  Rng rng = stageStream(7, "topology", 0, 0);
  const Status result = runStage(&planTopology, draft, 0, rng);
  ASSERT_FALSE(result.ok());
  EXPECT_NE(result.failure().reason.find("spaghetti"), std::string::npos);
}

}  // namespace
}  // namespace dungeon::gen
