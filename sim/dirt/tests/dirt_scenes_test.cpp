// The dirt scenes of SPEC section 9 and issue 14, with positions and dirt amounts stated: the
// hulk following the party down a one-square crawlway by pushing, the hulk stopped by a long
// crawlway, and a graboid leaving a packed crawlway the party then crawls. The rooms are
// timbered (reinforced, 'A') and every scene runs on the streams of seed 2, on which no push
// and no tunnelling step sets off a collapse (each risks 6% to 18% here).
#include <gtest/gtest.h>

#include "sim/dirt/dirt_bodies.h"
#include "sim/dirt/dirt_follow.h"
#include "sim/dirt/tests/dirt_fixture.h"

namespace dungeon::sim {
namespace {

using testing::dirtRow;
using testing::drawnDirtFloor;

constexpr uint64_t kSeed = 2;

TEST(DirtScenes, TheHulkFollowsDownAShortCrawlwayByPushing) {
  // The hulk on 2,2 in the west room; the party on 5,2 past the one-square crawlway at 3,2.
  DirtTerrain t(drawnDirtFloor({"--------", "-AA3AAA-", "-AA2AAA-", "-AA3AAA-", "--------"}));
  DirtStreams streams(kSeed);
  const int total = t.total();
  const auto r =
      followByPushing(t, streams, bodyOf(BodyKind::kHulk), {2, 2}, Dir::kEast, {5, 2}, 20);
  ASSERT_TRUE(r.reached) << r.stopped;
  using K = FollowTurn::Kind;
  ASSERT_EQ(r.turns.size(), 4u);
  // Push: the crawlway becomes a tunnel (1) and the room square behind it a tunnel's worth (1).
  EXPECT_EQ(r.turns[0].kind, K::kPush);
  // Push: the crawlway is open (0), the pile behind it 2 units, a crawlway-high heap of dirt.
  EXPECT_EQ(r.turns[1].kind, K::kPush);
  EXPECT_EQ(r.turns[2].kind, K::kStep);
  EXPECT_EQ(r.turns[2].at, (Point{3, 2}));
  // The pile at 4,2 does not let the hulk through: it goes round it by the diagonal.
  EXPECT_EQ(r.turns[3].kind, K::kStep);
  EXPECT_EQ(r.turns[3].at, (Point{4, 1}));
  EXPECT_EQ(dirtRow(t, 2, 8), "-AA0CAA-");
  EXPECT_EQ(dirtSpaceAt(t, {4, 2}), DirtSpace::kCrawlway);
  EXPECT_EQ(t.total(), total);
}

TEST(DirtScenes, ALongCrawlwayStopsTheHulkAfterOnePush) {
  // Four squares of crawlway (3..6, 2): the first push fills the second square to a wall, so
  // the second push has nowhere to put the dirt (behind is full, its diagonals are walls).
  DirtTerrain t(
      drawnDirtFloor({"-----------", "-AA3333AAA-", "-AA2222AAA-", "-AA3333AAA-", "-----------"}));
  DirtStreams streams(kSeed);
  const int total = t.total();
  const auto r =
      followByPushing(t, streams, bodyOf(BodyKind::kHulk), {2, 2}, Dir::kEast, {8, 2}, 20);
  EXPECT_FALSE(r.reached);
  EXPECT_EQ(r.stopped, "nothing behind the dirt can take it: the push fails");
  EXPECT_EQ(r.at, (Point{2, 2}));  // still in its room
  ASSERT_EQ(r.turns.size(), 1u);
  EXPECT_EQ(dirtRow(t, 2, 11), "-AA1322AAA-");  // a tunnel, then a wall, then the crawlway
  EXPECT_EQ(dirtFit(bodyOf(BodyKind::kHulk), dirtSpaceAt(t, {3, 2})), DirtStance::kNone);
  EXPECT_EQ(t.total(), total);
}

TEST(DirtScenes, AGraboidLeavesAPackedCrawlwayThePartyCrawls) {
  // Four squares of dirt wall (3..6, 2) between two open squares, rock above and below.
  DirtTerrain t(drawnDirtFloor({"----------", "----------", "-0033330-", "----------"}));
  DirtStreams streams(kSeed);
  const int total = t.total();
  const Body& graboid = bodyOf(BodyKind::kGraboid);
  Point at{2, 2};
  t.setTunneller(at, true);
  for (int i = 0; i < 5; ++i) {
    const auto out = tunnelStep(t, streams, graboid, at, Dir::kEast);
    ASSERT_TRUE(out.done) << out.refusal;
    ASSERT_EQ(out.collapse.collapses, 0);
    ASSERT_TRUE(out.moved);
    at = step(at, Dir::kEast);
  }
  EXPECT_EQ(at, (Point{7, 2}));
  // Its start packed with the first unit, packed crawlways behind it, and the last square of
  // the wall an unpacked crawlway (it walked on into the open without digging).
  EXPECT_EQ(dirtRow(t, 2, 9), "-0accc20-");
  EXPECT_EQ(t.total(), total);
  const Body& party = bodyOf(BodyKind::kParty);
  int crawl_cm_per_s = 0;
  for (int x = 3; x <= 6; ++x) {
    EXPECT_EQ(dirtSpaceAt(t, {x, 2}), DirtSpace::kCrawlway);
    EXPECT_EQ(dirtFit(party, dirtSpaceAt(t, {x, 2})), DirtStance::kProne);
    crawl_cm_per_s = dirtSpeedCmPerS(party, dirtSpaceAt(t, {x, 2}));
  }
  EXPECT_EQ(4 * kSquareCm / crawl_cm_per_s, 40);  // four squares prone at 0.3 m/s: 40 s
  EXPECT_EQ(dirtFit(bodyOf(BodyKind::kHulk), dirtSpaceAt(t, {4, 2})), DirtStance::kNone);
}

}  // namespace
}  // namespace dungeon::sim
