// Line of sight in the built geometry: straight narrow slots hold, slots that step corner to
// corner do not, rock and closed doors block, open floor does not.
#include <gtest/gtest.h>

#include "sim/world/sight.h"
#include "testing/floors.h"

namespace dungeon::sim {
namespace {

using testing::floorOf;

TEST(Sight, AcrossARoom) {
  const Dungeon d = floorOf({"......", "......", "......"});
  EXPECT_TRUE(lineOfSight(d, 0, {0, 0}, {5, 2}));
}

TEST(Sight, RockBlocks) {
  const Dungeon d = floorOf({"..#..", "....."});
  EXPECT_FALSE(lineOfSight(d, 0, {0, 0}, {4, 0}));
  EXPECT_TRUE(lineOfSight(d, 0, {0, 1}, {4, 1}));
}

TEST(Sight, StraightNarrowSlotHolds) {
  const Dungeon d = floorOf({"...::::::..."});
  EXPECT_TRUE(lineOfSight(d, 0, {1, 0}, {10, 0}));
}

TEST(Sight, CornerToCornerSlotDoesNotHold) {
  // Each step of the slot is a narrow square whose walls stand in from its edges; a line from
  // one end to the other cuts through them.
  const Dungeon d = floorOf({
      ".:####",
      "#::###",
      "##::##",
      "###::#",
      "####:.",
  });
  EXPECT_FALSE(lineOfSight(d, 0, {0, 0}, {5, 4}));
}

TEST(Sight, OffCentreLineThroughANarrowSquareIsCut) {
  // The line from (0,0) to (4,1) crosses the narrow square (2,0) near its lower edge, where
  // its inset wall stands.
  const Dungeon d = floorOf({"..:..", "....."});
  EXPECT_TRUE(lineOfSight(d, 0, {0, 0}, {4, 0}));
  Dungeon walled = floorOf({"..:..", "##.##"});
  EXPECT_FALSE(lineOfSight(walled, 0, {0, 0}, {4, 1}));
}

TEST(Sight, ALineThroughACornerBetweenTwoRocksIsBlocked) {
  // From (0,0) to (2,2) the line passes exactly through the corners where rock squares meet.
  const Dungeon d = floorOf({".#.", "#.#", ".#."});
  EXPECT_FALSE(lineOfSight(d, 0, {0, 0}, {2, 2}));
  const Dungeon open = floorOf({"...", "...", "..."});
  EXPECT_TRUE(lineOfSight(open, 0, {0, 0}, {2, 2}));
}

TEST(Sight, ShallowLinePastARockIsExact) {
  // From (0,0) to (6,1) the line crosses row 0 up to (3,0) and row 1 from (3,1) on (it changes
  // rows in the middle of column 3): rock at (4,0) and (2,1) is missed, rock at (3,0) is not.
  const Dungeon d = floorOf({"....#..", "..#...."});
  EXPECT_TRUE(lineOfSight(d, 0, {0, 0}, {6, 1}));
  const Dungeon blocked = floorOf({"...#...", "......."});
  EXPECT_FALSE(lineOfSight(blocked, 0, {0, 0}, {6, 1}));
}

TEST(Sight, ClosedDoorBlocks) {
  Dungeon d = floorOf({"....."});
  d.things.push_back(makeThing(ThingType::kDoor, 0, {2, 0}, {{Field::kKind, DoorKind::kPlain}}));
  EXPECT_FALSE(lineOfSight(d, 0, {0, 0}, {4, 0}));
  EXPECT_TRUE(lineOfSight(d, 0, {0, 0}, {2, 0})) << "the door itself is seen";
}

}  // namespace
}  // namespace dungeon::sim
