// A 2 x 2 spiral shaft is closed only when its four squares are rock, none kept for something
// else, and the eight squares along its sides are rock (its diagonal corners are not read). A
// shaft's one doorway is its one open neighbour, a square of the room where nothing on its own
// floor stands.
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

// Floor 2 of two rock floors with one room square at (6, 5), east of a one-square shaft at
// (5, 5).
Draft draftWithARoomSquareEastOfTheShaft() {
  Options options;
  options.floors = 2;
  Draft draft = startDraft("t", 1, options);
  draft.dungeon.floors[1].setKind({6, 5}, SquareKind::kRoom);
  return draft;
}

TEST(ShaftDoorway, IsTheOneRoomSquareBesideTheShaft) {
  const Rect room{6, 4, 3, 3};
  const Draft draft = draftWithARoomSquareEastOfTheShaft();
  EXPECT_EQ(shaftDoorway(draft, 1, {5, 5}, 1, room), Dir::kEast);
  EXPECT_EQ(shaftDoorway(draft, 1, {5, 5}, 1, Rect{7, 4, 3, 3}), std::nullopt);  // not the room's
  EXPECT_EQ(shaftDoorway(draft, 0, {5, 5}, 1, room), std::nullopt);  // floor 1: nothing open

  Draft two_open = draftWithARoomSquareEastOfTheShaft();
  two_open.dungeon.floors[1].setKind({4, 5}, SquareKind::kRoom);
  EXPECT_EQ(shaftDoorway(two_open, 1, {5, 5}, 1, Rect{4, 4, 5, 3}), std::nullopt);
}

TEST(ShaftDoorway, AThingOnTheRoomSquareClosesItOnlyOnItsOwnFloor) {
  const Rect room{6, 4, 3, 3};
  Draft here = draftWithARoomSquareEastOfTheShaft();
  here.dungeon.things.push_back(makeThing(ThingType::kKey, 1, {6, 5}, {{Field::kColour, 0}}));
  EXPECT_EQ(shaftDoorway(here, 1, {5, 5}, 1, room), std::nullopt);

  Draft below = draftWithARoomSquareEastOfTheShaft();
  below.dungeon.things.push_back(makeThing(ThingType::kKey, 0, {6, 5}, {{Field::kColour, 0}}));
  EXPECT_EQ(shaftDoorway(below, 1, {5, 5}, 1, room), Dir::kEast);
}

}  // namespace
}  // namespace dungeon::gen
