// The drawn-floor helper: the two drawings give the dungeons the tests were written against,
// and addThing keeps things in canonical order.
#include "testing/floors.h"

#include "model/rules.h"

#include <gtest/gtest.h>

namespace dungeon::testing {
namespace {

TEST(Floors, StackedFloorsAreTheSimFixture) {
  const Dungeon d = floorsOf({{".,"}, {"~"}});
  EXPECT_EQ(d.name, "fixture");
  EXPECT_EQ(d.options.floors, 2);
  EXPECT_EQ(d.options.width, Options{}.width);
  ASSERT_EQ(d.floors.size(), 2u);
  EXPECT_EQ(d.floors[1].baseHalfMetres(), -kHalfMetresBetweenFloors);
  EXPECT_EQ(d.floors[1].topology(), "");
  EXPECT_EQ(d.floors[0].kind({1, 0}), SquareKind::kCorridor);
  EXPECT_EQ(d.floors[1].kind({0, 0}), SquareKind::kWater);
  EXPECT_EQ(d.floors[1].kind({1, 0}), SquareKind::kRock);
}

TEST(Floors, OneFloorIsTheTwoPathsArt) {
  const Dungeon d = floorOf({"..."});
  EXPECT_EQ(d.name, "art");
  EXPECT_EQ(d.options.floors, 1);
  EXPECT_EQ(d.options.width, kMinFloorSide);
  EXPECT_EQ(d.options.height, kMinFloorSide);
  ASSERT_EQ(d.floors.size(), 1u);
  EXPECT_EQ(d.floors[0].baseHalfMetres(), 0);
  EXPECT_EQ(d.floors[0].width(), kMinFloorSide);
  EXPECT_EQ(d.floors[0].topology(), "two_paths");
}

TEST(Floors, AddThingKeepsCanonicalOrderAndReturnsTheNewThing) {
  Dungeon d = floorOf({"....."});
  addThing(d, ThingType::kGoal, 0, {4, 0});
  Thing& door = addThing(d, ThingType::kDoor, 0, {2, 0}, {{Field::kKind, DoorKind::kLocked}});
  EXPECT_EQ(door.type, ThingType::kDoor);
  EXPECT_EQ(door.fields.as<DoorKind>(Field::kKind), DoorKind::kLocked);
  ASSERT_EQ(d.things.size(), 2u);
  EXPECT_EQ(d.things[0].type, ThingType::kDoor);
  EXPECT_EQ(d.things[1].type, ThingType::kGoal);
}

}  // namespace
}  // namespace dungeon::testing
