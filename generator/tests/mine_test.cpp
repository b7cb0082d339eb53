// Where the quick exit can leave a mine's goal: a tunnel of two squares straight through rock
// that touches nothing open, onto a column solid on every floor, with a room on floor 1 a short
// tunnel away.
#include <gtest/gtest.h>

#include "generator/mine/mine.h"
#include "generator/stack/stack.h"
#include "generator/tries/pipeline.h"

namespace dungeon::gen {
namespace {

constexpr Point kGoal{20, 20};

// Two rock floors: the goal's square open on floor 2 with open squares west, north and south of
// it, so only a tunnel east can leave it (through (21, 20) onto the column at (22, 20)); on
// floor 1, a 3 x 3 room whose west side is `room_x`, level with the goal.
Draft eastOnly(int room_x = 25) {
  Options options;
  options.floors = 2;
  Draft draft = startDraft("t", 1, options);
  for (Point open : {kGoal, Point{19, 20}, Point{20, 19}, Point{20, 21}}) {
    draft.dungeon.edit().floors[1].setKind(open, SquareKind::kCorridor);
  }
  for (int y = 19; y <= 21; ++y) {
    for (int x = room_x; x <= room_x + 2; ++x) {
      draft.dungeon.edit().floors[0].setKind({x, y}, SquareKind::kRoom);
    }
  }
  return draft;
}

TEST(QuickExit, LeavesThroughClearRockOntoASolidColumnNearARoom) {
  EXPECT_TRUE(quickExitFits(eastOnly(), kGoal));
}

TEST(QuickExit, NoOpenSquareMayTouchTheTunnel) {
  // Either side of its first and second square, and the square beyond its end.
  for (Point open : {Point{21, 19}, Point{21, 21}, Point{22, 19}, Point{22, 21}, Point{23, 20}}) {
    Draft draft = eastOnly();
    draft.dungeon.edit().floors[1].setKind(open, SquareKind::kCorridor);
    EXPECT_FALSE(quickExitFits(draft, kGoal)) << open.x << "," << open.y;
  }
}

TEST(QuickExit, TheColumnAtItsEndIsSolidOnEveryFloor) {
  Draft draft = eastOnly();
  draft.dungeon.edit().floors[0].setKind({22, 20}, SquareKind::kCorridor);
  EXPECT_FALSE(quickExitFits(draft, kGoal));
}

TEST(QuickExit, NeedsARoomOnFloorOneWithinReach) {
  // A room whose west side is at 22 + kMaxFloorOneTunnel is within a tunnel's reach of the
  // column at x = 22; one two squares further east is not.
  EXPECT_TRUE(quickExitFits(eastOnly(22 + kMaxFloorOneTunnel), kGoal));
  EXPECT_FALSE(quickExitFits(eastOnly(22 + kMaxFloorOneTunnel + 2), kGoal));
}

}  // namespace
}  // namespace dungeon::gen
