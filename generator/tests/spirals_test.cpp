// A 2 x 2 spiral shaft is closed only when its four squares are rock, none kept for something
// else, and the eight squares along its sides are rock (its diagonal corners are not read). A
// shaft's one doorway is its one open neighbour, a square of the room where nothing on its own
// floor stands. A one-square spiral between floors is laid only where a winding fits the way
// its doorways lie. A cut spiral may stand on any cut corridor square, the floor's first too.
#include <gtest/gtest.h>

#include <array>

#include "generator/rising/spirals.h"
#include "generator/tries/pipeline.h"
#include "sim/stairs/spiral_table.h"

namespace dungeon::gen {
namespace {

constexpr Point kNw{5, 5};

Draft rockDraft() {
  return startDraft("t", 1, Options{});
}

TEST(IsClosedShaft, AShaftInSolidRockIsClosed) {
  EXPECT_TRUE(isClosedShaft(rockDraft(), 0, kNw));
  EXPECT_TRUE(isClosedShaft(rockDraft(), 0, {0, 0}));  // off the floor beside it counts as rock
}

TEST(IsClosedShaft, AnOpenSquareAlongAnySideOpensIt) {
  const std::array<Point, 8> beside = {
      {{5, 4}, {6, 4}, {7, 5}, {7, 6}, {5, 7}, {6, 7}, {4, 5}, {4, 6}}};
  for (Point open : beside) {
    Draft draft = rockDraft();
    draft.dungeon.edit().floors[0].setKind(open, SquareKind::kCorridor);
    EXPECT_FALSE(isClosedShaft(draft, 0, kNw)) << open.x << "," << open.y;
  }
}

TEST(IsClosedShaft, OpenDiagonalCornersLeaveItClosed) {
  for (Point corner : {Point{4, 4}, Point{7, 4}, Point{4, 7}, Point{7, 7}}) {
    Draft draft = rockDraft();
    draft.dungeon.edit().floors[0].setKind(corner, SquareKind::kCorridor);
    EXPECT_TRUE(isClosedShaft(draft, 0, kNw)) << corner.x << "," << corner.y;
  }
}

TEST(IsClosedShaft, AnOpenOrKeptSquareOfItsOwnOrOneOffTheFloorRefusesIt) {
  for (Point own : {Point{5, 5}, Point{6, 5}, Point{5, 6}, Point{6, 6}}) {
    Draft open = rockDraft();
    open.dungeon.edit().floors[0].setKind(own, SquareKind::kCorridor);
    EXPECT_FALSE(isClosedShaft(open, 0, kNw)) << own.x << "," << own.y;
    Draft ramp = rockDraft();
    ramp.ramp.push_back(own);
    EXPECT_FALSE(isClosedShaft(ramp, 0, kNw)) << own.x << "," << own.y;
    Draft shaft = rockDraft();
    shaft.shafts.push_back(own);
    EXPECT_FALSE(isClosedShaft(shaft, 0, kNw)) << own.x << "," << own.y;
  }
  const Draft rock = rockDraft();
  const Floor& floor = rock.dungeon->floors[0];
  EXPECT_FALSE(isClosedShaft(rock, 0, {floor.width() - 1, floor.height() - 1}));
}

// Floor 2 of two rock floors with one room square at (6, 5), east of a one-square shaft at
// (5, 5).
Draft draftWithARoomSquareEastOfTheShaft() {
  Options options;
  options.floors = 2;
  Draft draft = startDraft("t", 1, options);
  draft.dungeon.edit().floors[1].setKind({6, 5}, SquareKind::kRoom);
  return draft;
}

TEST(ShaftDoorway, IsTheOneRoomSquareBesideTheShaft) {
  const Rect room{6, 4, 3, 3};
  const Draft draft = draftWithARoomSquareEastOfTheShaft();
  EXPECT_EQ(shaftDoorway(draft, 1, {5, 5}, 1, room), Dir::kEast);
  EXPECT_EQ(shaftDoorway(draft, 1, {5, 5}, 1, Rect{7, 4, 3, 3}), std::nullopt);  // not the room's
  EXPECT_EQ(shaftDoorway(draft, 0, {5, 5}, 1, room), std::nullopt);  // floor 1: nothing open

  Draft two_open = draftWithARoomSquareEastOfTheShaft();
  two_open.dungeon.edit().floors[1].setKind({4, 5}, SquareKind::kRoom);
  EXPECT_EQ(shaftDoorway(two_open, 1, {5, 5}, 1, Rect{4, 4, 5, 3}), std::nullopt);
}

TEST(ShaftDoorway, AThingOnTheRoomSquareClosesItOnlyOnItsOwnFloor) {
  const Rect room{6, 4, 3, 3};
  Draft here = draftWithARoomSquareEastOfTheShaft();
  here.dungeon.edit().things.push_back(
      makeThing(ThingType::kKey, 1, {6, 5}, {{Field::kColour, 0}}));
  EXPECT_EQ(shaftDoorway(here, 1, {5, 5}, 1, room), std::nullopt);

  Draft below = draftWithARoomSquareEastOfTheShaft();
  below.dungeon.edit().things.push_back(
      makeThing(ThingType::kKey, 0, {6, 5}, {{Field::kColour, 0}}));
  EXPECT_EQ(shaftDoorway(below, 1, {5, 5}, 1, room), Dir::kEast);
}

// A corridor round the north-west corner: from the entrance at (3, 0) west along the top row to
// the corner, then south down the first column. Only the corner is given as a cut square.
Draft cornerCorridor() {
  Draft draft = rockDraft();
  Floor& floor = draft.dungeon.edit().floors[0];
  for (const Point p : {Point{0, 0}, Point{1, 0}, Point{2, 0}, Point{3, 0}, Point{0, 1},
                        Point{0, 2}, Point{0, 3}}) {
    floor.setKind(p, SquareKind::kCorridor);
  }
  draft.dungeon.edit().things.push_back(makeThing(ThingType::kEntrance, 0, {3, 0}));
  return draft;
}

TEST(CutSpiral, TheFloorsFirstSquareIsACandidateToo) {
  const Draft draft = cornerCorridor();
  std::vector<char> cut(static_cast<size_t>(draft.dungeon->floors[0].squareCount()), 0);
  cut[0] = 1;
  Rng rng(1);
  const auto spiral = findCutSpiral(draft, 0, cut, rng).spiral;
  ASSERT_TRUE(spiral.has_value());
  EXPECT_EQ(spiral->at, (Point{0, 0}));
  EXPECT_EQ(spiral->far_part, (std::vector<Point>{{0, 1}, {0, 2}, {0, 3}}));
}

TEST(CutSpiral, SaysWhyNoneFits) {
  Draft draft = cornerCorridor();
  const std::vector<char> none(static_cast<size_t>(draft.dungeon->floors[0].squareCount()), 0);
  Rng rng(1);
  EXPECT_EQ(findCutSpiral(draft, 0, none, rng).why_not, WhyNot::kNoCutSquare);
  std::vector<char> cut = none;
  cut[0] = 1;
  // A ladder in the part the corner splits off: that part may not sink.
  draft.dungeon.edit().things.push_back(makeThing(ThingType::kLadder, 0, {0, 3}));
  const CutSpiralFound found = findCutSpiral(draft, 0, cut, rng);
  EXPECT_FALSE(found.spiral.has_value());
  EXPECT_EQ(found.why_not, WhyNot::kCutPartHoldsLink);
}

// Two rock floors: the goal room `upper_room` on floor 1 and the arrival room `lower_room` on
// floor 2, their plans naming the two rooms.
Draft twoRooms(const Rect& upper_room, const Rect& lower_room) {
  Options options;
  options.floors = 2;
  Draft draft = startDraft("t", 1, options);
  for (const auto& [f, room] : {std::pair{0, upper_room}, std::pair{1, lower_room}}) {
    for (int y = room.y0; y <= room.y1(); ++y) {
      for (int x = room.x0; x <= room.x1(); ++x) {
        draft.dungeon.edit().floors[static_cast<size_t>(f)].setKind({x, y}, SquareKind::kRoom);
      }
    }
    PlanNode node;
    node.area = room;
    draft.plans[static_cast<size_t>(f)].nodes = {node};
  }
  draft.plans[0].goal = 0;
  draft.plans[1].entrance = 0;
  return draft;
}

// A 3 x 3 goal room east of the column at (5, 5), and a 3 x 3 arrival room at `lower_room`.
Draft twoRooms(const Rect& lower_room) {
  return twoRooms({6, 4, 3, 3}, lower_room);
}

TEST(StackedSpiral, AOneSquareShaftIsLaidOnlyWhereAWindingFitsItsDoorways) {
  using sim::SpiralSpan;
  using sim::SpiralTurn;
  ASSERT_EQ(sim::fittedSweepDegrees(1, SpiralTurn::kStraight, kStackedSpiralRise,
                                    SpiralSpan::kBetweenFloors),
            0);
  ASSERT_GT(sim::fittedSweepDegrees(1, SpiralTurn::kCorner, kStackedSpiralRise,
                                    SpiralSpan::kBetweenFloors),
            0);
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    // Below, the room lies west of the columns beside the room above: straight through, which
    // no one-square shaft winds and no 2 x 2 shaft has a closed column for here.
    Rng straight_rng(seed);
    const auto straight = findStackedSpiral(twoRooms({2, 4, 3, 3}), 0, straight_rng);
    EXPECT_FALSE(straight.has_value()) << "seed " << seed;
    // Below, the room lies south of the column at (5, 5) and west of the one at (7, 7): round a
    // corner, where one square fits.
    Rng corner_rng(seed);
    const auto corner = findStackedSpiral(twoRooms({4, 6, 3, 3}), 0, corner_rng);
    ASSERT_TRUE(corner.has_value()) << "seed " << seed;
    EXPECT_EQ(corner->shaft, 1) << "seed " << seed;
    EXPECT_TRUE(corner->at == (Point{5, 5}) || corner->at == (Point{7, 7})) << "seed " << seed;
  }
}

// Two rock floors: a 3 x 3 goal room on floor 1 at (10, 4), and a 3 x 3 arrival room on floor 2
// at (3, 4). The only columns a spiral fits between them are 2 x 2 shafts three squares west of
// the goal room (x 7 and 8): its doorway square at x 9 east of the shaft, the room beyond it;
// below, the doorway square at x 6 west of the shaft, the arrival room beyond.
TEST(StackedSpiral, AWideShaftStandsAsFarFromTheGoalRoomAsItsDoorwayReaches) {
  const Draft draft = twoRooms({10, 4, 3, 3}, {3, 4, 3, 3});
  int wide = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    Rng rng(seed);
    const auto spiral = findStackedSpiral(draft, 0, rng);
    if (!spiral) continue;  // the draw asked for a one-square shaft, and none fits
    ++wide;
    EXPECT_EQ(spiral->shaft, 2) << "seed " << seed;
    EXPECT_EQ(spiral->at.x, 7) << "seed " << seed;
    ASSERT_TRUE(spiral->upper_doorway && spiral->lower_doorway) << "seed " << seed;
    EXPECT_EQ(spiral->upper_doorway->x, 9) << "seed " << seed;
    EXPECT_EQ(spiral->lower_doorway->x, 6) << "seed " << seed;
  }
  EXPECT_GT(wide, 0);
}

}  // namespace
}  // namespace dungeon::gen
