// The fill and the decorations made from it: every cell the plan may use is used, nothing
// hangs from the goal, no side room, loop or secret opens a way round a topology's gate, the
// mixed secret comes first, and every topology is drawn once per floor whatever the try.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <vector>

#include "generator/floors/decorate.h"
#include "generator/floors/topology.h"
#include "generator/tests/run_stage.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"

namespace dungeon::gen {
namespace {

using testing::runStage;

FloorPlan plannedFloor(uint64_t seed, int width, int height, std::string_view topology,
                       int try_index = 0) {
  Options options;
  options.width = width;
  options.height = height;
  options.topology = std::string(topology);
  Draft draft = startDraft("t", seed, options);
  Rng rng = stageStream(seed, "topology", 0, try_index, 0);
  EXPECT_TRUE(runStage(&planTopology, draft, 0, rng).ok()) << topology << " seed " << seed;
  return draft.plans[0];
}

// The sizes the fill is tried at: the smallest, the default, large and huge, and long thin.
constexpr std::array<std::pair<int, int>, 5> kSizes = {
    {{16, 16}, {40, 40}, {96, 96}, {256, 256}, {24, 200}}};

TEST(Fill, NoFreeCellIsLeftBesideARoomSideRoomsMayHangFrom) {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    for (const auto& [w, h] : kSizes) {
      const std::string_view topology = topologyNames()[seed % topologyNames().size()];
      if (topology == "hub_code" && (w < 30 || h < 30)) continue;
      const FloorPlan plan = plannedFloor(seed, w, h, topology);
      for (Point free : freeCells(plan)) {
        for (const PlanNode& node : plan.nodes) {
          EXPECT_FALSE(node.root >= 0 && manhattan(node.cell, free) == 1)
              << w << "x" << h << " seed " << seed << ": cell " << free.x << "," << free.y;
        }
      }
      if (w >= 40 && h >= 40) {
        const size_t cells = static_cast<size_t>(plan.grid.cols * plan.grid.rows);
        EXPECT_GE(plan.nodes.size() + plan.rock_cells.size() + 2, cells)
            << w << "x" << h << " seed " << seed << ": the floor's cells are used";
      }
    }
  }
}

TEST(Fill, OnlyTheRingAndTheHubsKeypadReachTheGoal) {
  for (uint64_t seed = 1; seed <= 80; ++seed) {
    const std::string_view topology = topologyNames()[seed % topologyNames().size()];
    const FloorPlan plan = plannedFloor(seed, 96, 96, topology);
    for (size_t e = static_cast<size_t>(plan.ring_nodes); e < plan.edges.size(); ++e) {
      const PlanEdge& edge = plan.edges[e];
      if (edge.gate.kind == GateKind::kKeypad) continue;
      EXPECT_NE(edge.a, plan.goal) << topology << " seed " << seed;
      EXPECT_NE(edge.b, plan.goal) << topology << " seed " << seed;
    }
  }
}

// Whether the party can walk the plan's graph from the entrance to the goal through open,
// narrow, crawl and panel edges only: with every lock, lever gate, keypad, flood and one-way
// door shut.
bool goalReachableWithGatesShut(const FloorPlan& plan) {
  std::vector<char> seen(plan.nodes.size(), 0);
  std::vector<int> todo = {plan.entrance};
  seen[static_cast<size_t>(plan.entrance)] = 1;
  while (!todo.empty()) {
    const int node = todo.back();
    todo.pop_back();
    for (const PlanEdge& edge : plan.edges) {
      const GateKind kind = edge.gate.kind;
      const bool passable = kind == GateKind::kOpen || kind == GateKind::kNarrow ||
                            kind == GateKind::kCrawl || kind == GateKind::kSecret;
      if (!passable || (edge.a != node && edge.b != node)) continue;
      const int next = edge.a == node ? edge.b : edge.a;
      if (seen[static_cast<size_t>(next)]) continue;
      seen[static_cast<size_t>(next)] = 1;
      todo.push_back(next);
    }
  }
  return seen[static_cast<size_t>(plan.goal)] != 0;
}

TEST(Fill, NoSideRoomLoopOrSecretOpensAWayRoundTheGoalsGate) {
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    for (std::string_view topology : {"lock_on_other_arc", "flooded_loop", "hub_code"}) {
      for (const auto& [w, h] : kSizes) {
        if (topology == std::string_view("hub_code") && (w < 30 || h < 30)) continue;
        const FloorPlan plan = plannedFloor(seed, w, h, topology);
        EXPECT_FALSE(goalReachableWithGatesShut(plan))
            << topology << " " << w << "x" << h << " seed " << seed;
      }
    }
  }
}

int countGates(const FloorPlan& plan, GateKind kind) {
  int count = 0;
  for (const PlanEdge& edge : plan.edges) count += edge.gate.kind == kind;
  return count;
}

TEST(Decorate, CrawlsAndPanelsComeOnlyAfterTheOneWaySecretDoor) {
  int mixed = 0;
  int hidden = 0;
  const int floors = 400;
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(floors); ++seed) {
    const FloorPlan plan = plannedFloor(seed, 40, 40, topologyNames()[seed % 4]);
    const int one_way_secret = countGates(plan, GateKind::kOneWaySecret);
    const int more = countGates(plan, GateKind::kCrawl) + countGates(plan, GateKind::kSecret);
    EXPECT_LE(one_way_secret, 1);
    if (more > 0) {
      EXPECT_EQ(one_way_secret, 1) << "seed " << seed;
    }
    mixed += one_way_secret;
    hidden += more > 0;
  }
  EXPECT_GE(mixed * 10, floors * 7) << "the mixed secret on most default floors";
  EXPECT_GT(hidden, 0);
}

TEST(TopologyDraw, EveryTryOfAFloorDrawsTheSameTopology) {
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    const std::string first = plannedFloor(seed, 40, 40, "", 0).topology;
    for (int try_index = 1; try_index < 4; ++try_index) {
      EXPECT_EQ(plannedFloor(seed, 40, 40, "", try_index).topology, first) << "seed " << seed;
    }
    EXPECT_EQ(first, drawnTopology(Options{}, seed, 0));
  }
}

TEST(TopologyDraw, TheKeptTryHasTheDrawnTopology) {
  const checks::BandTable& bands = checks::standardBands();
  Options options;
  options.floors = 3;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    const Generation generation = generate("t", seed, options, bands);
    for (int f = 0; f < options.floors; ++f) {
      EXPECT_EQ(generation.dungeon.floors[static_cast<size_t>(f)].topology(),
                drawnTopology(options, seed, f))
          << "seed " << seed << " floor " << f + 1;
    }
  }
}

TEST(TopologyDraw, SharesFollowTheRateTableWithinThreePoints) {
  std::map<std::string, int> count;
  const int seeds = 2000;
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(seeds); ++seed)
    ++count[std::string(drawnTopology(Options{}, seed, 0))];
  ASSERT_EQ(count.size(), 4u);
  for (const auto& [name, n] : count) {
    EXPECT_NEAR(n * 100.0 / seeds, 25.0, 3.0) << name;
  }
}

TEST(TopologyDraw, AGridWithNoRoomForAHubNeverDrawsHubCode) {
  Options options;
  options.width = options.height = 16;
  for (uint64_t seed = 1; seed <= 400; ++seed)
    EXPECT_NE(drawnTopology(options, seed, 0), "hub_code");
}

}  // namespace
}  // namespace dungeon::gen
