// The topology stage against the promises of two_paths: a ring of neighbouring cells with the
// entrance and the goal on it, far enough apart that both arcs are real paths.
#include <gtest/gtest.h>

#include <set>

#include "generator/pipeline/pipeline.h"
#include "generator/pipeline/topology.h"

namespace dungeon::gen {
namespace {

Draft plannedDraft(uint64_t seed, int side) {
  Options options;
  options.width = options.height = side;
  Draft draft = startDraft("t", seed, options);
  Rng rng = stageStream(seed, "topology", 0, 0);
  EXPECT_TRUE(planTopology(draft, 0, rng).ok);
  return draft;
}

TEST(Topology, TwoPathsIsARingOfNeighbouringCells) {
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const int side = 16 + static_cast<int>(seed % 5) * 20;
    const FloorPlan plan = plannedDraft(seed, side).plans[0];
    const int n = static_cast<int>(plan.nodes.size());
    ASSERT_GE(n, 4);
    EXPECT_EQ(n % 2, 0) << "a cycle on a grid of cells has even length";
    std::set<Point> cells;
    for (const PlanEdge& e : plan.edges) {
      const Point a = plan.nodes[static_cast<size_t>(e.a)].cell;
      const Point b = plan.nodes[static_cast<size_t>(e.b)].cell;
      EXPECT_EQ(manhattan(a, b), 1) << "seed " << seed;
      EXPECT_EQ(e.b, (e.a + 1) % n);
      cells.insert(a);
      EXPECT_LT(a.x, plan.grid.cols);
      EXPECT_LT(a.y, plan.grid.rows);
    }
    EXPECT_EQ(static_cast<int>(cells.size()), n) << "no cell used twice";
  }
}

TEST(Topology, EntranceAndGoalAreApartOnBothArcs) {
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const FloorPlan plan = plannedDraft(seed, 40).plans[0];
    const int n = static_cast<int>(plan.nodes.size());
    const int one_arc = (plan.goal - plan.entrance + n) % n;
    EXPECT_GE(one_arc, 2) << "seed " << seed;
    EXPECT_GE(n - one_arc, 2) << "seed " << seed;
    EXPECT_EQ(plan.nodes[static_cast<size_t>(plan.entrance)].role, NodeRole::kEntrance);
    EXPECT_EQ(plan.nodes[static_cast<size_t>(plan.goal)].role, NodeRole::kGoal);
  }
}

TEST(Topology, ForcedTopologyIsUsedAndNamedOnTheFloor) {
  Options options;
  options.topology = "two_paths";
  Draft draft = startDraft("t", 7, options);
  Rng rng = stageStream(7, "topology", 0, 0);
  ASSERT_TRUE(planTopology(draft, 0, rng).ok);
  EXPECT_EQ(draft.dungeon.floors[0].topology(), "two_paths");
}

TEST(Topology, UnknownTopologyFailsTheStageWithItsName) {
  Options options;
  options.topology = "spaghetti";
  Draft draft = startDraft("t", 7, options);
  Rng rng = stageStream(7, "topology", 0, 0);
  const StageResult result = planTopology(draft, 0, rng);
  EXPECT_FALSE(result.ok);
  EXPECT_NE(result.reason.find("spaghetti"), std::string::npos);
}

}  // namespace
}  // namespace dungeon::gen
