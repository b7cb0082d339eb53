// The layout stage and the digging primitive: rooms stay inside their cells with rock round
// them, and corridors touch nothing open but their own two ends.
#include <gtest/gtest.h>

#include "generator/dig.h"
#include "generator/layout.h"
#include "generator/pipeline.h"
#include "generator/topology.h"

namespace dungeon::gen {
namespace {

TEST(Layout, RoomsSitInsideTheirCellsWithAMargin) {
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    const BuiltTry built = buildTry("t", seed, Options{}, 0);
    if (!built.result.ok()) continue;
    const FloorPlan& plan = built.draft.plans[0];
    for (const PlanNode& node : plan.nodes) {
      const Rect cell = plan.grid.cellRect(node.cell);
      EXPECT_GT(node.area.x0, cell.x0) << "seed " << seed;
      EXPECT_GT(node.area.y0, cell.y0) << "seed " << seed;
      EXPECT_LT(node.area.x1(), cell.x1()) << "seed " << seed;
      EXPECT_LT(node.area.y1(), cell.y1()) << "seed " << seed;
    }
  }
}

TEST(Layout, EveryCorridorJoinsItsTwoNodes) {
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    const BuiltTry built = buildTry("t", seed, Options{}, 0);
    if (!built.result.ok()) continue;
    const FloorPlan& plan = built.draft.plans[0];
    for (const PlanEdge& edge : plan.edges) {
      ASSERT_FALSE(edge.corridor.empty());
      auto touches = [](const Rect& area, Point p) {
        for (Dir d : kAllDirs) {
          if (area.contains(step(p, d))) return true;
        }
        return false;
      };
      EXPECT_TRUE(touches(plan.nodes[static_cast<size_t>(edge.a)].area, edge.corridor.front()));
      EXPECT_TRUE(touches(plan.nodes[static_cast<size_t>(edge.b)].area, edge.corridor.back()));
    }
  }
}

TEST(Dig, ElbowPathIsConnectedAndEndsWhereAsked) {
  const auto path = elbowPath({2, 3}, {9, 7}, true, 5);
  ASSERT_FALSE(path.empty());
  EXPECT_EQ(path.front(), (Point{2, 3}));
  EXPECT_EQ(path.back(), (Point{9, 7}));
  for (size_t i = 1; i < path.size(); ++i) EXPECT_EQ(manhattan(path[i - 1], path[i]), 1);
  EXPECT_EQ(path.size(), 7u + 4u + 1u);
}

TEST(Dig, RefusesToTouchOtherOpenSquares) {
  Floor floor(kMinFloorSide, kMinFloorSide, 0, "");
  const Rect start{0, 0, 1, 1};
  const Rect end{8, 0, 1, 1};
  floor.setKind({0, 0}, SquareKind::kRoom);
  floor.setKind({8, 0}, SquareKind::kRoom);
  const auto path = elbowPath({1, 0}, {7, 0}, true, 4);
  EXPECT_TRUE(canDig(floor, path, start, end));
  floor.setKind({4, 1}, SquareKind::kCorridor);  // a stranger beside the middle of the path
  EXPECT_FALSE(canDig(floor, path, start, end));
  floor.setKind({4, 1}, SquareKind::kRock);
  floor.setKind({5, 0}, SquareKind::kRoom);  // in the way
  EXPECT_FALSE(canDig(floor, path, start, end));
}

}  // namespace
}  // namespace dungeon::gen
