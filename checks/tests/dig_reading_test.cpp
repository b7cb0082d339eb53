// The dig reading (checks/dig_reading.h): none for a dungeon without dirt, and on a dirt floor
// the walk and the dig against times worked out by hand; it never changes the verdict.
#include <gtest/gtest.h>

#include "checks/dig_reading.h"
#include "testing/dirt_floors.h"
#include "testing/floors.h"

namespace dungeon::checks {
namespace {

Dungeon withEntranceAndGoal(Dungeon d, Point entrance, Point goal) {
  d.things.push_back({ThingType::kEntrance, 0, entrance, {}});
  d.things.push_back({ThingType::kGoal, 0, goal, {}});
  return d;
}

TEST(DigReading, NoneWithoutADirtFloor) {
  const Dungeon d = withEntranceAndGoal(testing::floorsOf({{"....."}}), {0, 0}, {4, 0});
  EXPECT_FALSE(digReading(d).has_value());
}

TEST(DigReading, TheWalkAndTheDigOnADirtFloor) {
  // Entrance and goal one wall apart; round by row 7: 14 legs of 2 s. Digging: 10 s, then 6 s
  // into the crawlway and 6 s out.
  const Dungeon d = withEntranceAndGoal(testing::dirtDungeon({"-----", "-030-", "-030-", "-030-",
                                                              "-030-", "-030-", "-030-", "-000-"}),
                                        {1, 1}, {3, 1});
  const auto reading = digReading(d);
  ASSERT_TRUE(reading.has_value());
  EXPECT_EQ(reading->walking_ms, 28'000);
  EXPECT_EQ(reading->digging_ms, 22'000);
  EXPECT_EQ(reading->dug, 1);
  EXPECT_EQ(formatDigReading(*reading),
            "dig    entrance to goal  walking 28.000 s, digging 22.000 s, 1 square dug: 6.000 s "
            "shorter\n");
}

TEST(DigReading, NoWayWithoutDigging) {
  const Dungeon d =
      withEntranceAndGoal(testing::dirtDungeon({"-----", "-030-", "-----"}), {1, 1}, {3, 1});
  const auto reading = digReading(d);
  ASSERT_TRUE(reading.has_value());
  EXPECT_EQ(reading->walking_ms, -1);
  EXPECT_EQ(formatDigReading(*reading),
            "dig    entrance to goal  walking no way, digging 22.000 s, 1 square dug\n");
}

}  // namespace
}  // namespace dungeon::checks
