// Digging on drawn floors: an elbowed path, whether a path may be dug, the shortest tunnel to a
// kind of square (no longer than asked, never beside other open squares, never through squares
// kept rock) and what digging writes.
#include <gtest/gtest.h>

#include <vector>

#include "generator/core/dig.h"
#include "model/dirt.h"
#include "testing/floors.h"

namespace dungeon::gen {
namespace {

using testing::floorOf;

TEST(Dig, AnElbowPathRunsAlongTurnsAtTheBendAndRunsAlongAgain) {
  EXPECT_EQ(elbowPath({0, 0}, {3, 2}, true, 1),
            (std::vector<Point>{{0, 0}, {1, 0}, {1, 1}, {1, 2}, {2, 2}, {3, 2}}));
  EXPECT_EQ(elbowPath({2, 0}, {0, 2}, false, 1),
            (std::vector<Point>{{2, 0}, {2, 1}, {1, 1}, {0, 1}, {0, 2}}));
}

TEST(Dig, APathMayTouchOnlyItsOwnAreasAtItsEnds) {
  // Rooms at x 0-1 and x 5-6 on rows 0-2; rock between them, a corridor square at (3,4).
  const Dungeon d = floorOf({"..###..", "..###..", "..###..", "#######", "###,###"});
  const Floor& f = d.floors[0];
  const Rect west{0, 0, 2, 3};
  const Rect east{5, 0, 2, 3};
  const std::vector<Point> straight{{2, 1}, {3, 1}, {4, 1}};
  EXPECT_TRUE(canDig(f, straight, west, east));
  EXPECT_FALSE(canDig(f, straight, west, Rect{0, 0, 1, 1}));  // its end touches an area not its own
  EXPECT_FALSE(canDig(f, std::vector<Point>{{1, 1}, {2, 1}}, west, west));  // (1,1) is no rock
  const std::vector<Point> low{{2, 3}, {3, 3}, {4, 3}};
  EXPECT_FALSE(canDig(f, low, west, east));  // (3,3) touches the corridor below it
}

TEST(Dig, TheShortestTunnelReachesTheKindWithinItsMostSquares) {
  const Dungeon d = floorOf({"..."});  // a room along row 0, x 0-2
  const Floor& f = d.floors[0];
  const std::vector<Point> way = shortestTunnel(f, {2, 5}, SquareKind::kRoom, 5, {});
  EXPECT_EQ(way, (std::vector<Point>{{2, 5}, {2, 4}, {2, 3}, {2, 2}, {2, 1}}));
  EXPECT_TRUE(shortestTunnel(f, {2, 5}, SquareKind::kRoom, 4, {}).empty());
  EXPECT_TRUE(shortestTunnel(f, {2, 5}, SquareKind::kCorridor, 16, {}).empty());
  EXPECT_TRUE(shortestTunnel(f, {1, 0}, SquareKind::kRoom, 5, {}).empty());  // not from rock
}

TEST(Dig, TheShortestTunnelKeepsOffOtherOpenSquaresAndKeptRock) {
  // A corridor square at (3,3) beside the straight way up column 2: the tunnel goes round.
  Dungeon d = floorOf({"...", "###", "###", "###,"});
  const Floor& f = d.floors[0];
  const std::vector<Point> way = shortestTunnel(f, {2, 5}, SquareKind::kRoom, 16, {});
  ASSERT_EQ(way.size(), 6u);
  EXPECT_EQ(way.front(), (Point{2, 5}));
  EXPECT_EQ(way.back().y, 1);
  for (Point p : way) EXPECT_GT(manhattan(p, {3, 3}), 1) << p.x << "," << p.y;
  // With column 1 and 2 of row 1 kept rock the only end left beside the room is (0,1).
  const std::vector<Point> keep{{1, 1}, {2, 1}};
  const std::vector<Point> round = shortestTunnel(f, {2, 5}, SquareKind::kRoom, 16, keep);
  ASSERT_FALSE(round.empty());
  EXPECT_EQ(round.back(), (Point{0, 1}));
  for (Point p : round) EXPECT_TRUE(p != keep[0] && p != keep[1]);
}

TEST(Dig, DiggingSetsTheKindAndOnADirtFloorTheDirt) {
  Dungeon d = floorOf({"#####"});
  Floor& f = d.floors[0];
  dig(f, std::vector<Point>{{1, 0}, {2, 0}}, SquareKind::kCorridor);
  EXPECT_EQ(f.kind({1, 0}), SquareKind::kCorridor);
  EXPECT_EQ(f.kind({2, 0}), SquareKind::kCorridor);
  EXPECT_EQ(f.kind({3, 0}), SquareKind::kRock);

  Dungeon mine = floorOf({"#####"});
  Floor& m = mine.floors[0];
  m.makeDirtFloor();
  dig(m, std::vector<Point>{{1, 0}}, SquareKind::kRoom);
  EXPECT_EQ(m.dirt({1, 0}), kOpenDirt);
  EXPECT_EQ(m.dirt({2, 0}), kDirtWall);
  dig(m, std::vector<Point>{{1, 0}}, SquareKind::kRock);
  EXPECT_EQ(m.dirt({1, 0}), kDirtWall);
}

}  // namespace
}  // namespace dungeon::gen
