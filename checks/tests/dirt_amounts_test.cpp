// The dirt_amounts hard check: the hand-written dirt sheet passes, a floor without dirt passes,
// and each way a dirt floor's numbers can go wrong fails at its square with its reason.
#include <gtest/gtest.h>

#include "checks/context.h"
#include "checks/dirt_amounts.h"
#include "model/sheet.h"
#include "testing/sheet_files.h"

namespace dungeon::checks {
namespace {

Floor dirtSheetFloor() {
  auto read = readSheet(testing::loadSheet("dirt.sheet"), "dirt.sheet");
  EXPECT_TRUE(read) << read.error().format();
  return read->dungeon.floors.front();
}

TEST(DirtAmounts, TheDirtSheetPasses) {
  const auto outcome = dirtAmountsOfFloor(dirtSheetFloor(), 0);
  EXPECT_TRUE(outcome.passed) << outcome.reason;
}

TEST(DirtAmounts, TheCheckIsInTheTableAndPassesFloorsWithoutDirt) {
  auto read = readSheet(testing::loadSheet("tiny.sheet"), "tiny.sheet");
  ASSERT_TRUE(read);
  const CheckContext context(read->dungeon);
  bool found = false;
  for (const HardCheck& check : hardChecks()) {
    if (check.id != "dirt_amounts") continue;
    found = true;
    EXPECT_TRUE(check.run(context).passed);
  }
  EXPECT_TRUE(found);
}

struct Bad {
  const char* what;
  Point at;
  DirtSquare square;
  int ground;
  SquareKind kind;
  const char* says;
};

TEST(DirtAmounts, EachBadSquareFailsWhereItIs) {
  const Bad cases[] = {
      {"level past full", {4, 4}, {true, 4, 0, false}, 3, SquareKind::kRock, "dirt level 4"},
      {"two packings", {3, 2}, {true, 1, 2, false}, 3, SquareKind::kRoom, "2 units of packing"},
      {"ground past full", {2, 2}, kOpenDirt, 4, SquareKind::kRoom, "the ground holds 4 units"},
      {"not dirt but holding some",
       {0, 0},
       {false, 2, 0, false},
       3,
       SquareKind::kRock,
       "not dirt holds dirt"},
      {"a wall that is open",
       {8, 8},
       kDirtWall,
       3,
       SquareKind::kCorridor,
       "a dirt wall (level 3) is corridor in the grid"},
      {"a crawlway that is rock",
       {8, 8},
       {true, 2, 0, false},
       3,
       SquareKind::kRock,
       "dug dirt (level 2) is rock in the grid"},
      {"dug dirt under water", {2, 2}, kOpenDirt, 3, SquareKind::kWater, "is water in the grid"},
  };
  for (const Bad& bad : cases) {
    SCOPED_TRACE(bad.what);
    Floor floor = dirtSheetFloor();
    floor.setDirt(bad.at, bad.square);
    floor.setGround(bad.at, bad.ground);
    floor.setKind(bad.at, bad.kind);
    const auto outcome = dirtAmountsOfFloor(floor, 0);
    EXPECT_FALSE(outcome.passed);
    EXPECT_EQ(outcome.at, bad.at);
    EXPECT_NE(outcome.reason.find(bad.says), std::string::npos) << outcome.reason;
  }
}

}  // namespace
}  // namespace dungeon::checks
