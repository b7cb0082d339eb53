// The linear-time cut-square search against the definition, removing each square in turn and
// counting the groups left (a flood from every square), on random floors of every mix of rock,
// open squares and water.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "model/articulation.h"

namespace dungeon {
namespace {

// Connected groups of passable squares, with square `removed` (if any) taken out.
int groupsWithout(const Floor& floor, int removed) {
  std::vector<char> seen(static_cast<size_t>(floor.squareCount()), 0);
  int groups = 0;
  for (int i = 0; i < floor.squareCount(); ++i) {
    if (i == removed || seen[static_cast<size_t>(i)] ||
        !passableForCuts(floor.kindData()[static_cast<size_t>(i)])) {
      continue;
    }
    ++groups;
    const Point gone = removed < 0 ? Point{-1, -1} : floor.pointOf(removed);
    const std::vector<char> part = partWithout(floor, floor.pointOf(i), gone);
    for (size_t j = 0; j < part.size(); ++j) seen[j] = seen[j] || part[j];
  }
  return groups;
}

Floor randomFloor(int side, int open_per_mille, const std::vector<int>& draws) {
  Floor floor(side, side, 0, "");
  for (int i = 0; i < floor.squareCount(); ++i) {
    const int draw = draws[static_cast<size_t>(i)];
    SquareKind kind = SquareKind::kRock;
    if (draw < open_per_mille) kind = draw % 7 == 0 ? SquareKind::kWater : SquareKind::kCorridor;
    floor.setKind(floor.pointOf(i), kind);
  }
  return floor;
}

RC_GTEST_PROP(CutSquares, AreTheSquaresWhoseRemovalSplitsTheirPart, ()) {
  const int side = *rc::gen::inRange(kMinFloorSide, 25);
  const int open_per_mille = *rc::gen::inRange(200, 900);
  const auto draws = *rc::gen::container<std::vector<int>>(static_cast<size_t>(side * side),
                                                           rc::gen::inRange(0, 1000));
  const Floor floor = randomFloor(side, open_per_mille, draws);
  const std::vector<char> cut = cutSquares(floor);
  const int before = groupsWithout(floor, -1);
  for (int i = 0; i < floor.squareCount(); ++i) {
    const bool passable = passableForCuts(floor.kindData()[static_cast<size_t>(i)]);
    const bool splits = passable && groupsWithout(floor, i) > before;
    RC_ASSERT(static_cast<bool>(cut[static_cast<size_t>(i)]) == splits);
  }
}

TEST(CutSquares, ACorridorBetweenTwoRoomsIsCutAndTheRoomsAreNot) {
  Floor floor(16, 16, 0, "");
  for (int y = 2; y < 5; ++y) {
    for (int x = 2; x < 5; ++x) floor.setKind({x, y}, SquareKind::kRoom);
    for (int x = 9; x < 12; ++x) floor.setKind({x, y}, SquareKind::kRoom);
  }
  for (int x = 5; x < 9; ++x) floor.setKind({x, 3}, SquareKind::kCorridor);
  const std::vector<char> cut = cutSquares(floor);
  for (int x = 5; x < 9; ++x) EXPECT_TRUE(cut[static_cast<size_t>(floor.index({x, 3}))]) << x;
  EXPECT_TRUE(cut[static_cast<size_t>(floor.index({4, 3}))]);   // the room square at the door
  EXPECT_FALSE(cut[static_cast<size_t>(floor.index({3, 3}))]);  // the room's middle
  EXPECT_FALSE(cut[static_cast<size_t>(floor.index({2, 2}))]);
}

TEST(CutSquares, AWholeBigFloorIsSearchedWithoutDeepRecursion) {
  Floor floor(kMaxFloorSide, kMaxFloorSide, 0, "");
  // One long snake of corridor: every square but its two ends is cut.
  for (int y = 0; y < kMaxFloorSide; y += 2) {
    for (int x = 0; x < kMaxFloorSide; ++x) floor.setKind({x, y}, SquareKind::kCorridor);
    if (y + 1 < kMaxFloorSide)
      floor.setKind({(y / 2) % 2 == 0 ? kMaxFloorSide - 1 : 0, y + 1}, SquareKind::kCorridor);
  }
  const std::vector<char> cut = cutSquares(floor);
  EXPECT_FALSE(cut[static_cast<size_t>(floor.index({0, 0}))]);
  EXPECT_TRUE(cut[static_cast<size_t>(floor.index({1, 0}))]);
  EXPECT_TRUE(cut[static_cast<size_t>(floor.index({kMaxFloorSide - 1, 1}))]);
}

}  // namespace
}  // namespace dungeon
