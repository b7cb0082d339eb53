// The conservation invariant of SPEC section 9: random dig, pack, reinforce, push, tunnel and
// collapse actions on random dirt floors never change the total dirt (levels + packing + ground
// + container fill), checked after every action. The normal suite runs 10^5 actions, the full
// preset 10^6 (HARNESS_DIRT_ACTIONS). Every draw comes from the project's Rng with fixed seeds,
// so a failure names the round and the action that broke it, and reruns exactly.
#include <gtest/gtest.h>

#include <string>

#include "sim/dirt/dirt_actions.h"
#include "sim/dirt/tests/dirt_fixture.h"

#ifndef HARNESS_DIRT_ACTIONS
#define HARNESS_DIRT_ACTIONS 100000
#endif

namespace dungeon::sim {
namespace {

constexpr int kActions = HARNESS_DIRT_ACTIONS;
constexpr int kActionsPerRound = 1000;  // then a fresh floor, so no floor wears down to one state
constexpr int kSide = 16;

// A 16 x 16 dirt floor with every square's dirt and ground drawn at random (the glyph
// alphabet, weighted to dirt walls and loose dirt), and three containers.
DirtTerrain randomTerrain(Rng& rng) {
  const std::string glyphs = "-0123333333abcdABEF0122";
  std::vector<std::string> dirt(kSide), ground(kSide);
  for (int y = 0; y < kSide; ++y) {
    for (int x = 0; x < kSide; ++x) {
      dirt[static_cast<size_t>(y)] += glyphs[static_cast<size_t>(rng.below(glyphs.size()))];
      ground[static_cast<size_t>(y)] += static_cast<char>('0' + rng.range(0, kDirtFull));
    }
  }
  DirtTerrain t(testing::drawnDirtFloor(dirt, ground));
  t.placeContainer(ContainerKind::kWheelbarrow, DirtLayer::kFloor, {rng.range(0, 15), 3});
  t.placeContainer(ContainerKind::kTrunk, DirtLayer::kGround, {rng.range(0, 15), 8});
  t.placeContainer(ContainerKind::kCrate, DirtLayer::kFloor, {rng.range(0, 15), 12});
  return t;
}

Point randomPoint(Rng& rng) {
  return {rng.range(0, kSide - 1), rng.range(0, kSide - 1)};
}
Point randomNeighbour(Rng& rng, Point p) {
  return plus(p, kNeighbourOffsets[static_cast<size_t>(rng.below(8))]);
}
Dir randomDir(Rng& rng) {
  return static_cast<Dir>(rng.below(4));
}

// One random action; returns its name for the failure message.
std::string act(DirtTerrain& t, DirtStreams& streams, Rng& rng, Point& graboid) {
  const Point p = randomPoint(rng);
  switch (rng.below(7)) {
    case 0:
      digSide(t, streams, p, randomNeighbour(rng, p));
      return "dig from the side";
    case 1:
      digAbove(t, p, rng.below(4) == 0 ? p : randomNeighbour(rng, p));
      return "dig from above";
    case 2:
      pack(t, p);
      return "pack";
    case 3:
      reinforce(t, p);
      return "reinforce";
    case 4:
      push(t, streams, bodyOf(rng.below(2) ? BodyKind::kHulk : BodyKind::kParty), p,
           randomDir(rng));
      return "push";
    case 5: {
      const Dir facing = randomDir(rng);
      if (tunnelStep(t, streams, bodyOf(BodyKind::kGraboid), graboid, facing).moved) {
        graboid = step(graboid, facing);
      }
      return "tunnel";
    }
    default:
      collapseCascade(t, streams.collapse, p);
      return "collapse cascade";
  }
}

TEST(DirtConservation, NoActionChangesTheTotal) {
  int done = 0;
  for (uint64_t round = 0; done < kActions; ++round) {
    Rng rng = Rng::stream(round, "dirt.conservation");
    DirtTerrain t = randomTerrain(rng);
    DirtStreams streams(round);
    Point graboid = randomPoint(rng);
    t.setTunneller(graboid, true);
    const int total = t.total();
    for (int i = 0; i < kActionsPerRound && done < kActions; ++i, ++done) {
      const std::string action = act(t, streams, rng, graboid);
      ASSERT_EQ(t.total(), total) << "round " << round << ", action " << i << " (" << action
                                  << ") changed the total dirt";
    }
  }
  EXPECT_EQ(done, kActions);
}

}  // namespace
}  // namespace dungeon::sim
