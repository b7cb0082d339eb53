// Where a flat duct may go, on drawn floors: the squares the entrance reaches with every lock
// shut stop at water and at any door that is not plain, and a candidate crawl joins two such
// rooms straight out of both.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "generator/flat_ducts.h"
#include "testing/floors.h"

namespace dungeon::gen {
namespace {

using testing::addEntrance;
using testing::addThing;

// A room (x 0-1), a corridor with water or a door at (3,0), and a room (x 5-6) along row 0.
Draft rowOfRooms(const std::string& row) {
  Draft draft;
  draft.dungeon = testing::floorOf({row});
  addEntrance(draft.dungeon, {0, 0}, Dir::kSouth);
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
  addThing(locked.dungeon, ThingType::kDoor, 0, {3, 0},
           {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kRed}});
  EXPECT_EQ(reachedAlongRow(locked), near);
  Draft plain = rowOfRooms("..,,,..");
  addThing(plain.dungeon, ThingType::kDoor, 0, {3, 0}, {{Field::kKind, DoorKind::kPlain}});
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
  draft.dungeon =
      testing::floorOf({std::string(w, ','), sides, sides, rooms, rooms, std::string(w, '#')});
  addEntrance(draft.dungeon, {0, 4}, Dir::kSouth);
  return draft;
}

TEST(FlatDucts, ACrawlIsAtMostNineSquares) {
  const std::vector<FlatDuct> nine = flatDuctCandidates(roomsApart(9), 0);
  ASSERT_EQ(nine.size(), 1u);
  EXPECT_EQ(nine.front().crawl.size(), 9u);
  EXPECT_EQ(nine.front().crawl.front(), (Point{2, 3}));
  EXPECT_TRUE(flatDuctCandidates(roomsApart(10), 0).empty());
}

}  // namespace
}  // namespace dungeon::gen
