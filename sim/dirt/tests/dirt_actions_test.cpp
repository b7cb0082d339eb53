// The dirt actions one by one on small drawn floors (sim/dirt/dirt_actions.h): what each does to
// the squares it touches, every refusal with its reason, containers filling first, and the total
// dirt unchanged by each.
#include <gtest/gtest.h>

#include "sim/dirt/dirt_actions.h"
#include "sim/dirt/tests/dirt_fixture.h"
#include "sim/world/dirt_space.h"

namespace dungeon::sim {
namespace {

using testing::dirtRow;
using testing::drawnDirtFloor;
using testing::groundRow;

// A row of dirt walls with open dirt at its west end, no ground above (no collapse risk).
DirtTerrain wallRow() {
  return DirtTerrain(drawnDirtFloor({"0333", "3333"}, {"0000", "0000"}));
}

TEST(DirtDig, FromTheSideAWallGoesCrawlwayTunnelOpen) {
  DirtTerrain t = wallRow();
  DirtStreams streams(1);
  const int total = t.total();
  for (char expected : {'2', '1', '0'}) {
    // Each unit goes back onto the open square and is then dug on from the wall at 1,0.
    EXPECT_FALSE(digSide(t, streams, {1, 0}, {1, 1}).done);  // 1,1 is a full wall
    auto dug = digSide(t, streams, {1, 0}, {0, 0});
    ASSERT_TRUE(dug.done) << dug.refusal;
    EXPECT_EQ(dirtRow(t, 0, 4)[1], expected);
    EXPECT_EQ(t.total(), total);
  }
  EXPECT_EQ(dirtRow(t, 0, 4), "3033");  // the open square took all three units
}

TEST(DirtDig, RefusalsSayWhy) {
  DirtTerrain t(drawnDirtFloor({"0333", "-333"}, {"3333", "3333"}));
  DirtStreams streams(1);
  EXPECT_EQ(digSide(t, streams, {1, 0}, {2, 0}).refusal, "a full square cannot take more dirt");
  EXPECT_EQ(digSide(t, streams, {1, 1}, {0, 1}).refusal, "rock cannot take dirt");
  EXPECT_EQ(digSide(t, streams, {0, 0}, {1, 0}).refusal, "an open square has no dirt left to dig");
  EXPECT_EQ(digSide(t, streams, {0, 1}, {0, 0}).refusal, "rock is not dug by hand");
  EXPECT_EQ(digSide(t, streams, {3, 0}, {0, 0}).refusal, "dirt goes to a neighbouring square");
  EXPECT_EQ(digSide(t, streams, {0, 0}, {-1, 0}).refusal, "outside the floor");
  EXPECT_EQ(dirtRow(t, 0, 4), "0333");  // refusals change nothing
}

TEST(DirtDig, UnderAHoleCrawlwayAndTunnelAreHeapAndMound) {
  DirtTerrain t(drawnDirtFloor({"21", "21"}, {"00", "33"}));
  EXPECT_EQ(dirtSpaceAt(t, {0, 0}), DirtSpace::kHeap);
  EXPECT_EQ(dirtSpaceAt(t, {1, 0}), DirtSpace::kMound);
  EXPECT_EQ(dirtSpaceAt(t, {0, 1}), DirtSpace::kCrawlway);
  EXPECT_EQ(dirtSpaceAt(t, {1, 1}), DirtSpace::kTunnel);
}

TEST(DirtDig, FromAboveGroundGoesShallowDeepHole) {
  DirtTerrain t(drawnDirtFloor({"3333"}, {"3000"}));
  const int total = t.total();
  ASSERT_TRUE(digAbove(t, {0, 0}, {1, 0}).done);
  EXPECT_EQ(groundRow(t, 0, 4), "2100");
  ASSERT_TRUE(digAbove(t, {0, 0}, {1, 0}).done);
  EXPECT_EQ(groundRow(t, 0, 4), "1200");
  ASSERT_TRUE(digAbove(t, {0, 0}, {1, 0}).done);
  EXPECT_EQ(groundRow(t, 0, 4), "0300");  // a hole onto the square below
  EXPECT_EQ(digAbove(t, {0, 0}, {1, 0}).refusal, "a hole has no ground left to dig");
  EXPECT_EQ(digAbove(t, {1, 0}, {0, 0}).done, true);
  EXPECT_EQ(digAbove(t, {3, 0}, {1, 0}).refusal, "dirt goes to a neighbouring square");
  EXPECT_EQ(t.total(), total);
}

TEST(DirtContainers, FillFirstUpToTheirCapacity) {
  EXPECT_EQ(containerSpecOf(ContainerKind::kWheelbarrow).capacity, 1);
  EXPECT_EQ(containerSpecOf(ContainerKind::kTrunk).capacity, 2);
  EXPECT_EQ(containerSpecOf(ContainerKind::kCrate).capacity, 3);
  DirtTerrain t(drawnDirtFloor({"3303"}, {"0000"}));
  DirtStreams streams(1);
  ASSERT_EQ(t.placeContainer(ContainerKind::kTrunk, DirtLayer::kFloor, {2, 0}), "");
  EXPECT_EQ(t.placeContainer(ContainerKind::kCrate, DirtLayer::kFloor, {2, 0}),
            "a container already stands there");
  const int total = t.total();
  ASSERT_TRUE(digSide(t, streams, {1, 0}, {2, 0}).done);
  ASSERT_TRUE(digSide(t, streams, {1, 0}, {2, 0}).done);
  EXPECT_EQ(t.containerAt(DirtLayer::kFloor, {2, 0})->fill, 2);
  EXPECT_EQ(dirtRow(t, 0, 4), "3103");  // the square under the trunk took nothing yet
  ASSERT_TRUE(digSide(t, streams, {1, 0}, {2, 0}).done);
  EXPECT_EQ(dirtRow(t, 0, 4), "3013");  // the trunk is full: the square takes the third
  EXPECT_EQ(t.total(), total);
}

TEST(DirtContainers, AWheelbarrowOnTheGroundTakesAPitsFirstUnit) {
  DirtTerrain t(drawnDirtFloor({"33"}, {"33"}));
  ASSERT_EQ(t.placeContainer(ContainerKind::kWheelbarrow, DirtLayer::kGround, {0, 0}), "");
  EXPECT_EQ(digAbove(t, {0, 0}, {1, 0}).refusal, "a full square cannot take more dirt");
  ASSERT_TRUE(digAbove(t, {0, 0}, {0, 0}).done);
  EXPECT_EQ(digAbove(t, {0, 0}, {0, 0}).refusal, "the container is full");
  EXPECT_EQ(groundRow(t, 0, 2), "23");
}

TEST(DirtPack, MovesAUnitIntoTheWalls) {
  DirtTerrain t(drawnDirtFloor({"320c-"}));
  const int total = t.total();
  ASSERT_TRUE(pack(t, {0, 0}).done);
  EXPECT_EQ(dirtRow(t, 0, 5), "c20c-");  // the wall opens to a packed crawlway
  ASSERT_TRUE(pack(t, {1, 0}).done);
  EXPECT_EQ(dirtRow(t, 0, 5), "cb0c-");
  EXPECT_EQ(pack(t, {2, 0}).refusal, "packing needs a unit of dirt left in the square");
  EXPECT_EQ(pack(t, {3, 0}).refusal, "the square is already packed");
  EXPECT_EQ(pack(t, {4, 0}).refusal, "rock cannot be packed");
  EXPECT_EQ(t.total(), total);
}

TEST(DirtReinforce, OnlyInATunnelOrLarger) {
  DirtTerrain t(drawnDirtFloor({"3210A"}));
  EXPECT_EQ(reinforce(t, {0, 0}).refusal, "reinforcements are built in a tunnel or larger");
  EXPECT_EQ(reinforce(t, {1, 0}).refusal, "reinforcements are built in a tunnel or larger");
  EXPECT_TRUE(reinforce(t, {2, 0}).done);
  EXPECT_TRUE(reinforce(t, {3, 0}).done);
  EXPECT_EQ(reinforce(t, {4, 0}).refusal, "the square is already reinforced");
  EXPECT_EQ(dirtRow(t, 0, 5), "32BAA");
}

TEST(DirtPush, GoesBehindElseARearDiagonalElseFails) {
  // The pusher on 0,1 faces east: the front is 1,1, behind it 2,1, its rear diagonals 2,0, 2,2.
  DirtTerrain t(drawnDirtFloor({"-33", "022", "-32"}, {"000", "000", "000"}));
  DirtStreams streams(1);
  const Body& hulk = bodyOf(BodyKind::kHulk);
  const int total = t.total();
  auto first = push(t, streams, hulk, {0, 1}, Dir::kEast);
  ASSERT_TRUE(first.done) << first.refusal;
  EXPECT_EQ(first.to, (Point{2, 1}));
  EXPECT_EQ(dirtRow(t, 1, 3), "013");
  auto second = push(t, streams, hulk, {0, 1}, Dir::kEast);  // behind is full: the diagonal
  ASSERT_TRUE(second.done) << second.refusal;
  EXPECT_EQ(second.to, (Point{2, 2}));
  EXPECT_EQ(dirtRow(t, 1, 3), "003");
  EXPECT_EQ(push(t, streams, hulk, {0, 1}, Dir::kEast).refusal,
            "there is no dirt in front to push");
  EXPECT_EQ(push(t, streams, bodyOf(BodyKind::kMeatSack), {0, 1}, Dir::kEast).refusal,
            "a meat_sack cannot push dirt");
  EXPECT_TRUE(bodyOf(BodyKind::kParty).pushes_dirt);
  EXPECT_EQ(t.total(), total);
  DirtTerrain full(drawnDirtFloor({"-33", "023", "-33"}, {"000", "000", "000"}));
  EXPECT_EQ(push(full, streams, hulk, {0, 1}, Dir::kEast).refusal,
            "nothing behind the dirt can take it: the push fails");
}

TEST(DirtPush, BothDiagonalsFreeThePushStreamChooses) {
  int left = 0;
  for (uint64_t seed = 0; seed < 200; ++seed) {
    DirtTerrain t(drawnDirtFloor({"-32", "023", "-32"}, {"000", "000", "000"}));
    DirtStreams streams(seed);
    auto out = push(t, streams, bodyOf(BodyKind::kParty), {0, 1}, Dir::kEast);
    ASSERT_TRUE(out.done);
    left += out.to == Point{2, 0};
  }
  EXPECT_GT(left, 60);  // both sides are drawn (about half each)
  EXPECT_LT(left, 140);
}

TEST(DirtTunnel, AGraboidLeavesAPackedCrawlwayAndStandsOnItsLastSquare) {
  // Under full ground each step risks 6% (its own square and the wall beyond, 3% each); the
  // collapse stream of seed 2 brings nothing down on this walk.
  DirtTerrain t(drawnDirtFloor({"03333"}));
  DirtStreams streams(2);
  const Body& graboid = bodyOf(BodyKind::kGraboid);
  const int total = t.total();
  Point at{0, 0};
  t.setTunneller(at, true);
  for (int i = 0; i < 4; ++i) {
    auto out = tunnelStep(t, streams, graboid, at, Dir::kEast);
    ASSERT_TRUE(out.done) << out.refusal;
    ASSERT_TRUE(out.moved);
    at = step(at, Dir::kEast);
    EXPECT_EQ(t.total(), total);
  }
  EXPECT_EQ(dirtRow(t, 0, 5), "accc2");  // packed behind it, its own square still unpacked
  EXPECT_TRUE(t.tunnellerAt({4, 0}));
  EXPECT_FALSE(t.tunnellerAt({3, 0}));
  EXPECT_EQ(tunnelStep(t, streams, graboid, at, Dir::kEast).refusal,
            "rock in front: tunnellers dig dirt only");
  EXPECT_EQ(tunnelStep(t, streams, bodyOf(BodyKind::kHulk), at, Dir::kWest).refusal,
            "a hulk does not tunnel");
  // The party crawls the trail prone.
  for (int x = 1; x < 4; ++x) {
    EXPECT_EQ(fit(bodyOf(BodyKind::kParty), penaltiesOf(dirtSpaceAt(t, {x, 0})).clearance),
              Stance::kProne);
  }
}

TEST(DirtTunnel, TheDigAloneLeavesTheBodyWhereItIs) {
  DirtTerrain t(drawnDirtFloor({"0330"}, {"0000"}));
  DirtStreams streams(1);
  const Body& graboid = bodyOf(BodyKind::kGraboid);
  t.setTunneller({0, 0}, true);
  auto out = tunnelDig(t, streams, graboid, {0, 0}, Dir::kEast);
  ASSERT_TRUE(out.done) << out.refusal;
  EXPECT_FALSE(out.moved);
  EXPECT_EQ(dirtRow(t, 0, 4), "a230");
  EXPECT_TRUE(t.tunnellerAt({0, 0}));
  EXPECT_EQ(tunnelDig(t, streams, graboid, {2, 0}, Dir::kEast).refusal,
            "the square in front is open");
}

TEST(DirtTunnel, ItsSquareIsSolidForCollapse) {
  DirtTerrain t(drawnDirtFloor({"-2-", "-2-"}, {"333", "333"}));
  const int loose = collapseChancePerMille(t, {1, 1});
  t.setTunneller({1, 0}, true);
  EXPECT_EQ(collapseChancePerMille(t, {1, 1}), loose - kLoosePerMille + kWallPerMille);
  EXPECT_EQ(collapseChancePerMille(t, {1, 0}), 0);  // nor does its own square collapse
}

}  // namespace
}  // namespace dungeon::sim
