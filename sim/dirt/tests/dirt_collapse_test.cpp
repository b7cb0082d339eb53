// Collapse (sim/dirt/dirt_collapse.h): the chance per neighbour state and pit, capped; where the
// fallen dirt goes; and cascades that always end and conserve the total.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "sim/dirt/dirt_actions.h"
#include "sim/dirt/tests/dirt_fixture.h"

namespace dungeon::sim {
namespace {

using testing::dirtRow;
using testing::drawnDirtFloor;
using testing::groundRow;

// The chance at the middle square 1,1 of a 3 x 3 drawing.
int middleChance(const std::vector<std::string>& dirt, const std::vector<std::string>& ground) {
  return collapseChancePerMille(DirtTerrain(drawnDirtFloor(dirt, ground)), {1, 1});
}

TEST(DirtCollapse, ChanceAddsEachNeighboursStateAndThePitAbove) {
  const std::vector<std::string> full = {"333", "333", "333"};
  EXPECT_EQ(middleChance({"333", "323", "333"}, full), 8 * 30);  // eight dirt walls
  EXPECT_EQ(middleChance({"---", "-2-", "---"}, full), 0);       // rock adds nothing
  EXPECT_EQ(middleChance({"2--", "-2-", "---"}, full), 120);     // one loose dug square
  EXPECT_EQ(middleChance({"c--", "-2-", "---"}, full), 60);      // one packed
  EXPECT_EQ(middleChance({"A--", "-2-", "---"}, full), 10);      // one reinforced
  EXPECT_EQ(middleChance({"E--", "-2-", "---"}, full), 10);      // reinforced and packed
  EXPECT_EQ(middleChance({"d--", "-2-", "---"}, full), 30);      // a packed wall is a wall
  EXPECT_EQ(middleChance({"---", "-2-", "---"}, {"333", "323", "333"}), 100);   // shallow pit
  EXPECT_EQ(middleChance({"---", "-2-", "---"}, {"333", "313", "333"}), 250);   // deep pit
  EXPECT_EQ(middleChance({"000", "020", "000"}, {"333", "313", "333"}), 1000);  // capped
  EXPECT_EQ(middleChance({"333", "333", "333"}, full), 0);  // a wall is no collapse site
  EXPECT_EQ(middleChance({"333", "3B3", "333"}, full), 0);  // reinforced holds
  EXPECT_EQ(middleChance({"333", "323", "333"}, {"333", "303", "333"}), 0);  // a hole: nothing
}

TEST(DirtCollapse, FallenDirtFillsTheSquareAndSpreadsTwoLower) {
  // An open square under full ground with open neighbours: the first unit lands (level 1), the
  // second lands and slides to the first neighbour two lower (north), the third lands and
  // slides to the lowest neighbour then two lower (north-east).
  DirtTerrain t(drawnDirtFloor({"000", "000", "000"}, {"000", "030", "000"}));
  const int total = t.total();
  EXPECT_EQ(bringDown(t, {1, 1}), 3);
  EXPECT_EQ(groundRow(t, 1, 3), "000");
  EXPECT_EQ(dirtRow(t, 0, 3) + dirtRow(t, 1, 3) + dirtRow(t, 2, 3),
            "011"
            "010"
            "000");
  EXPECT_EQ(t.total(), total);
}

TEST(DirtCollapse, UnitsWithNowhereToGoStayInTheGround) {
  DirtTerrain t(drawnDirtFloor({"333", "323", "333"}));
  EXPECT_EQ(bringDown(t, {1, 1}), 1);
  EXPECT_EQ(t.ground({1, 1}), 2);  // a shallow pit is left
  EXPECT_EQ(t.square({1, 1}).level, 3);
}

TEST(DirtCollapse, ADeepPitBringsDownLess) {
  DirtTerrain t(drawnDirtFloor({"---", "-0-", "---"}, {"333", "313", "333"}));
  EXPECT_EQ(bringDown(t, {1, 1}), 1);
  EXPECT_EQ(t.ground({1, 1}), 0);
}

TEST(DirtCollapse, ACertainCascadeEndsAndConserves) {
  // A 16 x 16 room of open loose dirt under deep pits: every check inside the border is certain
  // (8 x 12% + 25%, capped), so the cascade brings down every inner square's unit, and ends.
  std::vector<std::string> open(16, std::string(16, '0'));
  DirtTerrain t(drawnDirtFloor(open, std::vector<std::string>(16, std::string(16, '1'))));
  Rng rng(7);
  const int total = t.total();
  const CollapseReport report = collapseCascade(t, rng, {8, 8});
  EXPECT_GE(report.collapses, 14 * 14);
  EXPECT_EQ(t.total(), total);
  for (int y = 1; y < 15; ++y) {
    for (int x = 1; x < 15; ++x) EXPECT_EQ(t.ground({x, y}), 0) << x << "," << y;
  }
}

TEST(DirtCollapse, TheSameSeedReplaysTheSameCascade) {
  // A checkerboard of loose tunnels and walls: each tunnel's chance is 4 x 12% + 4 x 3%.
  std::vector<std::string> board;
  for (int y = 0; y < 16; ++y) board.push_back(y % 2 ? "3131313131313131" : "1313131313131313");
  auto run = [&](uint64_t seed) {
    DirtTerrain t(drawnDirtFloor(board));
    DirtStreams streams(seed);
    const CollapseReport r = collapseCascade(t, streams.collapse, {5, 5});
    std::string rows;
    for (int y = 0; y < 16; ++y) rows += dirtRow(t, y, 16) + groundRow(t, y, 16);
    return std::pair{r.collapses, rows};
  };
  std::set<std::string> outcomes;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    EXPECT_EQ(run(seed), run(seed));
    outcomes.insert(run(seed).second);
  }
  EXPECT_GT(outcomes.size(), 2u);  // and other seeds draw other cascades
}

TEST(DirtCollapse, DiggingUnderGroundSetsOffTheCascade) {
  // Loose crawlways all round under a deep pit: digging the middle is a certain collapse.
  DirtTerrain t(drawnDirtFloor({"222", "232", "222"}, {"333", "313", "333"}));
  DirtStreams streams(3);
  const int total = t.total();
  auto out = digSide(t, streams, {1, 1}, {1, 0});
  ASSERT_TRUE(out.done);
  EXPECT_GE(out.collapse.collapses, 1);
  EXPECT_EQ(t.total(), total);
}

}  // namespace
}  // namespace dungeon::sim
