// Where a flat duct may go, on drawn floors: the squares the entrance reaches with every lock
// shut stop at water and at any door that is not plain, and a candidate crawl joins two such
// rooms straight out of both. A duct digs only rock off the map's edge, never the entrance
// ramp or a shaft's column, touching nothing open but the room it leaves.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "generator/rising/flat_ducts.h"
#include "testing/floors.h"

namespace dungeon::gen {
namespace {

using testing::addEntrance;
using testing::addThing;

// A room (x 0-1), a corridor with water or a door at (3,0), and a room (x 5-6) along row 0.
Draft rowOfRooms(const std::string& row) {
  Draft draft;
  draft.dungeon = DraftDungeon(testing::floorOf({row}));
  addEntrance(draft.dungeon.edit(), {0, 0}, Dir::kSouth);
  return draft;
}

std::vector<char> reachedAlongRow(const Draft& draft) {
  const std::vector<char> all = reachedWithLocksShut(draft, 0);
  return std::vector<char>(all.begin(), all.begin() + 7);
}

TEST(FlatDucts, WaterAndDoorsThatAreNotPlainStopTheWalkWithLocksShut) {
  const std::vector<char> near{1, 1, 1, 0, 0, 0, 0};
  const std::vector<char> all{1, 1, 1, 1, 1, 1, 1};
  EXPECT_EQ(reachedAlongRow(rowOfRooms("..,,,..")), all);
  EXPECT_EQ(reachedAlongRow(rowOfRooms("..,~,..")), near);
  Draft locked = rowOfRooms("..,,,..");
  addThing(locked.dungeon.edit(), ThingType::kDoor, 0, {3, 0},
           {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kRed}});
  EXPECT_EQ(reachedAlongRow(locked), near);
  Draft plain = rowOfRooms("..,,,..");
  addThing(plain.dungeon.edit(), ThingType::kDoor, 0, {3, 0}, {{Field::kKind, DoorKind::kPlain}});
  EXPECT_EQ(reachedAlongRow(plain), all);
}

// Two rooms in row 3 with `rock` squares of rock between them, joined the long way round by a
// corridor along the top.
Draft roomsApart(int rock) {
  const auto w = static_cast<size_t>(rock) + 4;
  std::string sides(w, '#');
  sides.front() = sides.back() = ',';
  std::string rooms(w, '#');
  rooms[0] = rooms[1] = rooms[w - 2] = rooms[w - 1] = '.';
  Draft draft;
  draft.dungeon = DraftDungeon(
      testing::floorOf({std::string(w, ','), sides, sides, rooms, rooms, std::string(w, '#')}));
  addEntrance(draft.dungeon.edit(), {0, 4}, Dir::kSouth);
  return draft;
}

TEST(FlatDucts, ACrawlIsAtMostNineSquares) {
  const std::vector<FlatDuct> nine = flatDuctCandidates(roomsApart(9), 0);
  ASSERT_EQ(nine.size(), 1u);
  EXPECT_EQ(nine.front().crawl.size(), 9u);
  EXPECT_EQ(nine.front().crawl.front(), (Point{2, 3}));
  EXPECT_TRUE(flatDuctCandidates(roomsApart(10), 0).empty());
}

// Two 16 x 16 floors drawn alike: a room of two squares in row 1 and a room square at (4, 1),
// rock all round. The entrance ramp's square (3, 2) is kept rock on floor 1 only; the shaft's
// column (4, 3) on both.
Draft roomInRock() {
  const std::vector<std::string> rows = {"######", "#..#.#", "######", "######", "######"};
  Draft draft;
  draft.dungeon = DraftDungeon(testing::floorsOf({rows, rows}));
  draft.ramp = {{3, 2}};
  draft.shafts = {{4, 3}};
  return draft;
}

TEST(DuctDigMask, ACrawlLeavesARoomBesideItAndRunsOnThroughRockTouchingNothingOpen) {
  const Draft draft = roomInRock();
  const DuctDigMask mask(draft, 1);
  EXPECT_TRUE(mask.crawlMayStart({1, 2}));  // beside the room square (1, 1) only
  EXPECT_FALSE(mask.crawlMayCut({1, 2}));
  EXPECT_FALSE(mask.crawlMayStart({3, 1}));  // between the rooms at (2, 1) and (4, 1)
  EXPECT_FALSE(mask.crawlMayCut({3, 1}));
  EXPECT_TRUE(mask.crawlMayCut({3, 2}));  // the ramp's square, but on floor 2
  EXPECT_FALSE(mask.crawlMayStart({3, 2}));
  EXPECT_FALSE(mask.crawlMayCut({2, 1}));  // open
}

TEST(DuctDigMask, TheMapsEdgeTheRampAndAShaftsColumnStayRock) {
  const Draft draft = roomInRock();
  const DuctDigMask first(draft, 0);
  const DuctDigMask second(draft, 1);
  EXPECT_FALSE(first.crawlMayCut({3, 2}));  // the entrance ramp, on floor 1
  EXPECT_FALSE(first.crawlMayCut({4, 3}));  // the shaft's column, on both floors
  EXPECT_FALSE(second.crawlMayCut({4, 3}));
  EXPECT_TRUE(first.crawlMayCut({3, 3}));
  for (const Point edge : {Point{0, 2}, Point{15, 2}, Point{3, 0}, Point{3, 15}}) {
    EXPECT_FALSE(first.crawlMayCut(edge)) << edge.x << "," << edge.y;
  }
  for (const Point off : {Point{-1, 2}, Point{16, 2}, Point{3, -1}, Point{3, 16}}) {
    EXPECT_FALSE(first.crawlMayCut(off)) << off.x << "," << off.y;
    EXPECT_FALSE(first.crawlMayStart(off)) << off.x << "," << off.y;
  }
}

}  // namespace
}  // namespace dungeon::gen
