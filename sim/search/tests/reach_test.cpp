// The world search the path metrics use (reach.h): distances along squares and links, one-way
// doors entered only from their handle side, windows never, water counted as drained, and
// the fit rule for each body.
#include <gtest/gtest.h>

#include "sim/search/reach.h"
#include "testing/floors.h"

namespace dungeon::sim {
namespace {

using testing::addThing;
using testing::floorOf;

std::vector<int> distancesFrom(const Dungeon& d, Point start, BodyKind body = BodyKind::kParty) {
  const World world(d);
  return worldDistances(Terrain(world), world.index({0, start}), bodyOf(body));
}

int at(const Dungeon& d, const std::vector<int>& distance, Point p) {
  return distance[static_cast<size_t>(d.floors[0].index(p))];
}

TEST(Reach, DistancesAlongACorridor) {
  const Dungeon d = floorOf({"...,,,..."});
  const auto distance = distancesFrom(d, {0, 0});
  EXPECT_EQ(at(d, distance, {8, 0}), 8);
  EXPECT_EQ(at(d, distance, {0, 1}), -1);
}

TEST(Reach, OneWayDoorIsEnteredOnlyFromItsHandleSide) {
  Dungeon d = floorOf({"...,,,..."});
  addThing(d, ThingType::kOneWayDoor, 0, {4, 0}, {{Field::kOpensFrom, Dir::kEast}});
  EXPECT_EQ(at(d, distancesFrom(d, {0, 0}), {8, 0}), -1);
  EXPECT_EQ(at(d, distancesFrom(d, {8, 0}), {0, 0}), 8);
}

TEST(Reach, WindowsStopBodiesAndWaterCountsAsDrained) {
  Dungeon d = floorOf({"...:~:..."});
  EXPECT_EQ(at(d, distancesFrom(d, {0, 0}), {8, 0}), 8);
  addThing(d, ThingType::kWindow, 0, {5, 0});
  EXPECT_EQ(at(d, distancesFrom(d, {0, 0}), {8, 0}), -1);
}

TEST(Reach, LargeMonsterStopsAtACrawlMouth) {
  const Dungeon d = floorOf({"...==..."});
  const auto stalker = distancesFrom(d, {0, 0}, BodyKind::kRindStalker);
  EXPECT_EQ(at(d, stalker, {2, 0}), 2);
  EXPECT_EQ(at(d, stalker, {3, 0}), -1);
  EXPECT_EQ(at(d, distancesFrom(d, {0, 0}, BodyKind::kMeatSack), {7, 0}), 7);
}

TEST(Reach, LaddersJoinFloors) {
  Dungeon d = floorOf({"...."});
  d.floors.emplace_back(kMinFloorSide, kMinFloorSide, baseHalfMetresOfFloor(1), "");
  for (int x = 0; x < 4; ++x) d.floors[1].setKind({x, 0}, SquareKind::kRoom);
  addThing(d, ThingType::kLadder, 0, {3, 0}, {{Field::kVertical, Vertical::kDown}});
  addThing(d, ThingType::kLadder, 1, {3, 0}, {{Field::kVertical, Vertical::kUp}});
  const World world(d);
  const auto distance =
      worldDistances(Terrain(world), world.index({0, {0, 0}}), bodyOf(BodyKind::kParty));
  EXPECT_EQ(distance[static_cast<size_t>(world.index({1, {0, 0}}))], 7);
  const auto way = shortestWay(Terrain(world), world.index({0, {0, 0}}), world.index({1, {0, 0}}),
                               bodyOf(BodyKind::kParty));
  ASSERT_EQ(way.size(), 8u);
  EXPECT_EQ(world.place(way[3]), (Place{0, {3, 0}}));
  EXPECT_EQ(world.place(way[4]), (Place{1, {3, 0}}));
}

TEST(Reach, CliffsAndMisfitSpiralsStopEveryBody) {
  Dungeon d = floorOf({"...,,,..."});
  d.floors[0].setHeightHalfMetres({4, 0}, 6);  // 3 m up: the steepest walkable step
  EXPECT_EQ(at(d, distancesFrom(d, {0, 0}), {8, 0}), 8);
  d.floors[0].setHeightHalfMetres({4, 0}, 10);  // 5 m: a cliff both ways
  for (BodyKind body : {BodyKind::kParty, BodyKind::kMeatSack}) {
    EXPECT_EQ(at(d, distancesFrom(d, {0, 0}, body), {3, 0}), 3);
    EXPECT_EQ(at(d, distancesFrom(d, {0, 0}, body), {4, 0}), -1);
    EXPECT_EQ(at(d, distancesFrom(d, {8, 0}, body), {4, 0}), -1);
  }
  // A spiral at (4, 0) from 0 to 2 m straight through fits no winding; at 1.5 m one fits.
  d.floors[0].setHeightHalfMetres({4, 0}, 0);
  for (int x = 5; x < 9; ++x) d.floors[0].setHeightHalfMetres({x, 0}, 4);
  addThing(d, ThingType::kSpiral, 0, {4, 0},
           {{Field::kVertical, Vertical::kFlat}, {Field::kRise, 4}});
  EXPECT_EQ(at(d, distancesFrom(d, {0, 0}), {4, 0}), -1);
  EXPECT_EQ(at(d, distancesFrom(d, {0, 0}), {8, 0}), -1);
  for (int x = 5; x < 9; ++x) d.floors[0].setHeightHalfMetres({x, 0}, 3);
  EXPECT_EQ(at(d, distancesFrom(d, {0, 0}), {8, 0}), 8);
}

}  // namespace
}  // namespace dungeon::sim
