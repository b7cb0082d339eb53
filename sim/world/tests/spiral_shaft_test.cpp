// A spiral's shaft in the world and the one fit rule: a 2 x 2 shaft marks its four squares and
// leaves 1.8 m of tread, so the large bodies (rind stalker 1.6 m, hulk 1.4 m, both crouched
// under its 2.2 m) pass it where a one-square shaft's 0.9 m stops them; between floors its link
// pairs by the block's north-west square and is climbed by the same bodies.
#include <gtest/gtest.h>

#include <utility>

#include "sim/world/motion.h"
#include "sim/world/terrain.h"
#include "sim/world/world.h"
#include "testing/floors.h"

namespace dungeon::sim {
namespace {

using testing::addThing;
using testing::floorsOf;

std::pair<int, int> size(Clearance c) {
  return {c.width_cm, c.height_cm};
}

// Floor 2 (lower) and floor 1 (upper), each a corridor into a block at (2, 0)-(3, 1); a spiral
// of the given shaft climbs 6 m between them, west in on floor 2 and east out on floor 1.
Dungeon stacked(int shaft) {
  Dungeon d = floorsOf({{"##,,,", "##,,#"}, {",,,,#", "##,,#"}});
  for (int floor : {0, 1}) {
    addThing(d, ThingType::kSpiral, floor, {2, 0},
             {{Field::kVertical, floor == 0 ? Vertical::kDown : Vertical::kUp},
              {Field::kRise, 12},
              {Field::kShaft, shaft}});
  }
  return d;
}

TEST(SpiralShaft, TwoByTwoMarksItsBlockWithItsTread) {
  const Dungeon d = stacked(kSpiralShaftDouble);
  const World w(d);
  const Terrain t(w);
  for (Point p : {Point{2, 0}, Point{3, 0}, Point{2, 1}, Point{3, 1}}) {
    const int s = w.index({1, p});
    EXPECT_EQ(w.spiralShaftAt(s), kSpiralShaftDouble) << p.x << "," << p.y;
    EXPECT_EQ(size(t.passageAt(s)), size(kWideSpiralTread));
  }
  EXPECT_EQ(w.spiralShaftAt(w.index({1, {1, 0}})), 0);
  EXPECT_EQ(size(kWideSpiralTread), (std::pair{180, 220}));
  ASSERT_EQ(w.links().size(), 1u);
  EXPECT_EQ(w.links().front().lower, w.index({1, {2, 0}}));
  EXPECT_EQ(w.links().front().upper, w.index({0, {2, 0}}));
  EXPECT_TRUE(w.pairingProblems().empty());
}

TEST(SpiralShaft, RindStalkerAndHulkPassATwoByTwoAndNotAOneSquareShaft) {
  for (BodyKind kind : {BodyKind::kRindStalker, BodyKind::kHulk}) {
    const Body& body = bodyOf(kind);
    SCOPED_TRACE(body.name);
    const Dungeon wide_d = stacked(kSpiralShaftDouble);
    const World wide(wide_d);
    const Terrain wide_t(wide);
    // In from the corridor, across the block, up the link, out the far side.
    const int in = wide.index({1, {1, 0}});
    const int foot = wide.index({1, {2, 0}});
    const int top = wide.index({0, {2, 0}});
    const int across = wide.index({0, {3, 0}});
    const int out = wide.index({0, {4, 0}});
    EXPECT_EQ(stanceIn(wide_t, foot, body), Stance::kCrouched);
    EXPECT_TRUE(legBetween(wide_t, body, in, foot));
    const auto climb = legBetween(wide_t, body, foot, top);
    ASSERT_TRUE(climb);
    EXPECT_EQ(climb->link, LinkKind::kSpiral);
    EXPECT_TRUE(legBetween(wide_t, body, top, across));
    EXPECT_TRUE(legBetween(wide_t, body, across, out));

    const Dungeon narrow_d = stacked(kSpiralShaftSingle);
    const World narrow(narrow_d);
    const Terrain narrow_t(narrow);
    EXPECT_EQ(stanceIn(narrow_t, foot, body), Stance::kNone);
    EXPECT_FALSE(legBetween(narrow_t, body, in, foot));
    EXPECT_FALSE(legBetween(narrow_t, body, foot, top));
  }
}

// A one-square spiral at (2, 0) climbing 6 m round a corner, which a one-square winding fits:
// west in on floor 2, south out on floor 1.
Dungeon stackedCorner() {
  Dungeon d = floorsOf({{"##,##", "##,##"}, {",,,##", "#####"}});
  for (int floor : {0, 1}) {
    addThing(
        d, ThingType::kSpiral, floor, {2, 0},
        {{Field::kVertical, floor == 0 ? Vertical::kDown : Vertical::kUp}, {Field::kRise, 12}});
  }
  return d;
}

TEST(SpiralShaft, ThePartyWalksEitherShaftUpright) {
  for (int shaft : {kSpiralShaftSingle, kSpiralShaftDouble}) {
    // The one-square block of stacked() has three doorways, a spiral no check passes and no
    // body walks (docs/sim.md, Heights); the corner one fits.
    const Dungeon d = shaft == kSpiralShaftSingle ? stackedCorner() : stacked(shaft);
    const World w(d);
    const Terrain t(w);
    const auto climb =
        legBetween(t, bodyOf(BodyKind::kParty), w.index({1, {2, 0}}), w.index({0, {2, 0}}));
    ASSERT_TRUE(climb) << shaft;
    EXPECT_EQ(climb->arrivalStance(), Stance::kStanding);
  }
}

TEST(SpiralShaft, TheLinksPassageIsItsShaftsTread) {
  const Dungeon d = stacked(kSpiralShaftSingle);
  const World w(d);
  EXPECT_EQ(size(linkPassage(w, LinkKind::kSpiral, w.index({1, {2, 0}}))), size(kSpiralTread));
  const Dungeon wide_d = stacked(kSpiralShaftDouble);
  const World wide(wide_d);
  EXPECT_EQ(size(linkPassage(wide, LinkKind::kSpiral, wide.index({1, {2, 0}}))),
            size(kWideSpiralTread));
}

}  // namespace
}  // namespace dungeon::sim
