// A 2 x 2 spiral shaft is closed only when its four squares are rock, none kept for something
// else, and the eight squares along its sides are rock (its diagonal corners are not read).
#include <gtest/gtest.h>

#include <array>

#include "generator/pipeline.h"
#include "generator/spirals.h"

namespace dungeon::gen {
namespace {

constexpr Point kNw{5, 5};

Draft rockDraft() {
  return startDraft("t", 1, Options{});
}

TEST(ClosedShaft, AShaftInSolidRockIsClosed) {
  EXPECT_TRUE(closedShaft(rockDraft(), 0, kNw));
  EXPECT_TRUE(closedShaft(rockDraft(), 0, {0, 0}));  // off the floor beside it counts as rock
}

TEST(ClosedShaft, AnOpenSquareAlongAnySideOpensIt) {
  const std::array<Point, 8> beside = {
      {{5, 4}, {6, 4}, {7, 5}, {7, 6}, {5, 7}, {6, 7}, {4, 5}, {4, 6}}};
  for (Point open : beside) {
    Draft draft = rockDraft();
    draft.dungeon.floors[0].setKind(open, SquareKind::kCorridor);
    EXPECT_FALSE(closedShaft(draft, 0, kNw)) << open.x << "," << open.y;
  }
}

TEST(ClosedShaft, OpenDiagonalCornersLeaveItClosed) {
  for (Point corner : {Point{4, 4}, Point{7, 4}, Point{4, 7}, Point{7, 7}}) {
    Draft draft = rockDraft();
    draft.dungeon.floors[0].setKind(corner, SquareKind::kCorridor);
    EXPECT_TRUE(closedShaft(draft, 0, kNw)) << corner.x << "," << corner.y;
  }
}

TEST(ClosedShaft, AnOpenOrKeptSquareOfItsOwnOrOneOffTheFloorRefusesIt) {
  for (Point own : {Point{5, 5}, Point{6, 5}, Point{5, 6}, Point{6, 6}}) {
    Draft open = rockDraft();
    open.dungeon.floors[0].setKind(own, SquareKind::kCorridor);
    EXPECT_FALSE(closedShaft(open, 0, kNw)) << own.x << "," << own.y;
    Draft ramp = rockDraft();
    ramp.ramp.push_back(own);
    EXPECT_FALSE(closedShaft(ramp, 0, kNw)) << own.x << "," << own.y;
    Draft shaft = rockDraft();
    shaft.shafts.push_back(own);
    EXPECT_FALSE(closedShaft(shaft, 0, kNw)) << own.x << "," << own.y;
  }
  const Floor& floor = rockDraft().dungeon.floors[0];
  EXPECT_FALSE(closedShaft(rockDraft(), 0, {floor.width() - 1, floor.height() - 1}));
}

}  // namespace
}  // namespace dungeon::gen
