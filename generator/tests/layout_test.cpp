// The layout stage and the digging primitive: rooms stay inside their cells with rock round
// them, corridors touch nothing open but their own two ends, and the layout fills the floor
// at every size.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "generator/core/dig.h"
#include "generator/floors/layout.h"
#include "generator/floors/topology.h"
#include "generator/tries/pipeline.h"

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

struct Coverage {
  int open_permille = 0;  // open squares over all squares
  int box_permille = 0;   // the open squares' bounding box over the floor
};

Coverage coverageOf(const Floor& floor) {
  int open = 0;
  Rect box{floor.width(), floor.height(), 0, 0};
  int x1 = -1;
  int y1 = -1;
  for (int y = 0; y < floor.height(); ++y) {
    for (int x = 0; x < floor.width(); ++x) {
      if (isSolid(floor.kind({x, y}))) continue;
      ++open;
      box.x0 = std::min(box.x0, x);
      box.y0 = std::min(box.y0, y);
      x1 = std::max(x1, x);
      y1 = std::max(y1, y);
    }
  }
  const int area = floor.width() * floor.height();
  const int box_area = x1 < 0 ? 0 : (x1 - box.x0 + 1) * (y1 - box.y0 + 1);
  return {open * 1000 / area, box_area * 1000 / area};
}

// 200 laid floors at each size: the median open fraction is at least 0.15 and the open
// squares' bounding box covers at least 70% of the floor on at least 90% of them.
TEST(Layout, FillsTheFloorAtEverySize) {
  for (int side : {40, 96, 256}) {
    Options options;
    options.width = options.height = side;
    std::vector<int> open;
    int covered = 0;
    int laid = 0;
    for (uint64_t seed = 1; seed <= 200; ++seed) {
      const BuiltTry built = buildTry("t", seed, options, 0);
      if (!built.result.ok()) continue;
      const Coverage coverage = coverageOf(built.draft.dungeon->floors[0]);
      open.push_back(coverage.open_permille);
      covered += coverage.box_permille >= 700;
      ++laid;
    }
    ASSERT_GE(laid, 190) << side;
    std::sort(open.begin(), open.end());
    EXPECT_GE(open[open.size() / 2], 150) << side << "x" << side << ": median open fraction";
    EXPECT_GE(covered * 10, laid * 9) << side << "x" << side << ": bounding box >= 70%";
  }
}

TEST(Layout, RoomsGrowWithTheFloor) {
  int largest_default = 0;
  int largest_huge = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    for (int side : {40, 256}) {
      Options options;
      options.width = options.height = side;
      const BuiltTry built = buildTry("t", seed, options, 0);
      if (!built.result.ok()) continue;
      for (const PlanNode& node : built.draft.plans[0].nodes) {
        (side == 40 ? largest_default : largest_huge) =
            std::max(side == 40 ? largest_default : largest_huge, node.area.w);
      }
    }
  }
  EXPECT_EQ(largest_default, 7) << "rooms of 3..7 squares on the default floor";
  EXPECT_GT(largest_huge, 15) << "rooms grow with the cells of a large floor";
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

// Straight corridors between rooms side by side that share rows 2 to 5, and between rooms one
// above the other that share columns 3 to 5: one along each shared line, the middle first, then
// outwards, one before and one after it in turn; each from the square after the first room to
// the square before the second.
TEST(Layout, StraightCorridorsTryEverySharedLineFromTheMiddleOutwards) {
  std::vector<int> rows;
  for (const std::vector<Point>& path : straightCorridors({1, 0, 4, 6}, {8, 2, 4, 5}, true)) {
    ASSERT_EQ(path.size(), 3u);
    EXPECT_EQ(path.front(), (Point{5, path.front().y}));
    EXPECT_EQ(path.back(), (Point{7, path.front().y}));
    rows.push_back(path.front().y);
  }
  EXPECT_EQ(rows, (std::vector<int>{3, 2, 4, 5}));

  std::vector<int> columns;
  for (const std::vector<Point>& path : straightCorridors({0, 1, 6, 4}, {3, 8, 5, 3}, false)) {
    ASSERT_EQ(path.size(), 3u);
    EXPECT_EQ(path.front(), (Point{path.front().x, 5}));
    EXPECT_EQ(path.back(), (Point{path.front().x, 7}));
    columns.push_back(path.front().x);
  }
  EXPECT_EQ(columns, (std::vector<int>{4, 3, 5}));
  EXPECT_TRUE(straightCorridors({0, 0, 3, 3}, {6, 4, 3, 3}, true).empty());  // no shared row
}

// Where two large rooms in neighbouring cells leave a gap of two squares, no elbow digs, and a
// straight corridor across the rows (or columns) both rooms span must. Before it did, a third
// of the tries at 256 x 256 on eight floors failed their layout after every attempt.
TEST(Layout, LargeRoomsTwoSquaresApartStillGetACorridor) {
  Options options;
  options.width = options.height = 256;
  options.floors = 8;
  for (uint64_t seed = 1; seed <= 16; ++seed) {
    const BuiltTry built = buildTry("t", seed, options, 0);
    const bool layout_failed = !built.result.ok() && built.failed_stage == "layout";
    EXPECT_FALSE(layout_failed) << "seed " << seed << ": " << built.result.failure().reason;
  }
}

}  // namespace
}  // namespace dungeon::gen
