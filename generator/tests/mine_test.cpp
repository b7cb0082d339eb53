// Where the quick exit can leave a mine's goal: a tunnel of two squares straight through rock
// that touches nothing open, onto a column solid on every floor, with a room on floor 1 a short
// tunnel away.
#include <gtest/gtest.h>

#include "generator/mine.h"
#include "generator/pipeline.h"

namespace dungeon::gen {
namespace {

constexpr Point kGoal{20, 20};

// Two rock floors: the goal's square open on floor 2, a 3 x 3 room on floor 1 east of it.
Draft goalAndRoom() {
  Options options;
  options.floors = 2;
  Draft draft = startDraft("t", 1, options);
  draft.dungeon.floors[1].setKind(kGoal, SquareKind::kCorridor);
  for (int y = 19; y <= 21; ++y) {
    for (int x = 25; x <= 27; ++x) draft.dungeon.floors[0].setKind({x, y}, SquareKind::kRoom);
  }
  return draft;
}

TEST(QuickExit, LeavesAGoalInSolidRockWithARoomNearOnFloorOne) {
  EXPECT_TRUE(quickExitFits(goalAndRoom(), kGoal));
}

TEST(QuickExit, DoesNotLeaveAGoalWhoseEveryWayOutTouchesOpenSquares) {
  Draft draft = goalAndRoom();
  for (int y = 19; y <= 21; ++y) {
    for (int x = 19; x <= 21; ++x) draft.dungeon.floors[1].setKind({x, y}, SquareKind::kCorridor);
  }
  EXPECT_FALSE(quickExitFits(draft, kGoal));
}

TEST(QuickExit, NeedsARoomOnFloorOneWithinReach) {
  Options options;
  options.floors = 2;
  Draft draft = startDraft("t", 1, options);
  draft.dungeon.floors[1].setKind(kGoal, SquareKind::kCorridor);
  EXPECT_FALSE(quickExitFits(draft, kGoal));
}

}  // namespace
}  // namespace dungeon::gen
