// The quickest way when a body may dig (sim/search/dig_way.h), against times worked out by hand
// from SPEC section 3's speeds and docs/dirt.md's dig time: a wall is dug when that is quicker
// than the way round and not when it is not, only where its unit has somewhere to go, only for a
// body that fits the crawlway it leaves, and never without leave to dig.
#include <gtest/gtest.h>

#include "sim/search/dig_way.h"
#include "testing/dirt_floors.h"

namespace dungeon::sim {
namespace {

using testing::dirtDungeon;

constexpr int kOpenLegMs = 2'000;  // 3 m standing at 1.5 m/s
// Into a crawlway from open dirt: 1.5 m standing (1 s) and 1.5 m prone at 0.3 m/s (5 s).
constexpr int kIntoCrawlwayMs = 6'000;

TEST(DigWay, DigsTheWallBetweenTwoTunnelsWhenTheWayRoundIsLonger) {
  // 1,1 and 3,1 one wall apart; round by row 7: 14 legs.
  const Dungeon d =
      dirtDungeon({"-----", "-030-", "-030-", "-030-", "-030-", "-030-", "-030-", "-000-"});
  const World w(d);
  const Terrain t(w);
  const Body& party = bodyOf(BodyKind::kParty);
  const int from = w.index({0, {1, 1}});
  const int to = w.index({0, {3, 1}});
  const DigWay walking = quickestWay(t, party, from, to, false);
  ASSERT_TRUE(walking.found);
  EXPECT_EQ(walking.time_ms, 14 * kOpenLegMs);
  EXPECT_TRUE(walking.dug.empty());
  const DigWay digging = quickestWay(t, party, from, to, true);
  ASSERT_TRUE(digging.found);
  EXPECT_EQ(digging.dug, std::vector<int>{w.index({0, {2, 1}})});
  EXPECT_EQ(digging.time_ms, kDigMs + 2 * kIntoCrawlwayMs);
  EXPECT_EQ(digging.squares, (std::vector<int>{from, w.index({0, {2, 1}}), to}));
}

TEST(DigWay, WalksRoundWhenThatIsQuicker) {
  // Round by row 2: 4 legs, 8 s, against 22 s through the wall.
  const Dungeon d = dirtDungeon({"-----", "-030-", "-000-"});
  const World w(d);
  const DigWay way = quickestWay(Terrain(w), bodyOf(BodyKind::kParty), w.index({0, {1, 1}}),
                                 w.index({0, {3, 1}}), true);
  ASSERT_TRUE(way.found);
  EXPECT_TRUE(way.dug.empty());
  EXPECT_EQ(way.time_ms, 4 * kOpenLegMs);
}

TEST(DigWay, DigsOnlyWhereTheUnitHasSomewhereToGoAndTheWallIsNotLeftOut) {
  // A wall in rock between two crawlways: the party's own crawlway cannot take the unit (a wall
  // would leave it no room), the crawlway ahead can.
  const Dungeon d = dirtDungeon({"-----", "-232-", "-----"});
  const World w(d);
  const Terrain t(w);
  const Body& party = bodyOf(BodyKind::kParty);
  const int from = w.index({0, {1, 1}});
  const int wall = w.index({0, {2, 1}});
  const int to = w.index({0, {3, 1}});
  EXPECT_TRUE(quickestWay(t, party, from, to, true).found);
  EXPECT_FALSE(quickestWay(t, party, from, to, true, {wall}).found);
  // In solid rock, with the party's square open: only that square takes the unit.
  const Dungeon solid = dirtDungeon({"----", "-03-", "----"});
  const World ws(solid);
  EXPECT_EQ(dumpSquares(Terrain(ws), ws.index({0, {2, 1}})),
            std::vector<int>{ws.index({0, {1, 1}})});
  EXPECT_TRUE(fitsOneUnitFuller(Terrain(ws), party, ws.index({0, {1, 1}})));
  EXPECT_FALSE(fitsOneUnitFuller(Terrain(w), party, from));
}

TEST(DigWay, NoLeaveNoDigAndLargeBodiesNeverDig) {
  const Dungeon d = dirtDungeon({"-----", "-030-", "-----"});
  const World w(d);
  const Terrain t(w);
  const int from = w.index({0, {1, 1}});
  const int to = w.index({0, {3, 1}});
  const DigWay none = quickestWay(t, bodyOf(BodyKind::kParty), from, to, false);
  EXPECT_FALSE(none.found);
  // A way not found has no squares, no digs and no time.
  EXPECT_TRUE(none.squares.empty());
  EXPECT_TRUE(none.dug.empty());
  EXPECT_EQ(none.time_ms, 0);
  // The hulk and the rind stalker fit no crawlway, so digging one opens nothing for them.
  EXPECT_FALSE(quickestWay(t, bodyOf(BodyKind::kHulk), from, to, true).found);
  EXPECT_FALSE(quickestWay(t, bodyOf(BodyKind::kRindStalker), from, to, true).found);
  EXPECT_TRUE(quickestWay(t, bodyOf(BodyKind::kMeatSack), from, to, true).found);
}

}  // namespace
}  // namespace dungeon::sim
