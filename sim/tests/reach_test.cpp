// Reach on one floor against a plain breadth-first search written out in the test, and the
// door rules on hand-drawn floors.
#include <gtest/gtest.h>

#include "generator/model/tests/dungeon_art.h"
#include "sim/reach.h"

namespace dungeon::sim {
namespace {

using testing::dungeonFromArt;

void addDoor(Dungeon& d, Point at, DoorKind kind) {
  Thing door;
  door.type = ThingType::kDoor;
  door.at = at;
  door.fields.set(Field::kKind, static_cast<int>(kind));
  d.things.push_back(door);
}

TEST(Reach, DistancesAlongACorridor) {
  const Dungeon d = dungeonFromArt({"...,,,..."});
  const ReachMap map = reachOnFloor(d, 0, {0, 0}, bodyOf(BodyKind::kParty), DoorRule::kAllOpen);
  EXPECT_EQ(map.distance({8, 0}), 8);
  EXPECT_EQ(map.farthest(), (Point{8, 0}));
  EXPECT_FALSE(map.reached({0, 1}));
}

TEST(Reach, LockedDoorStopsThePlainOnlyRule) {
  Dungeon d = dungeonFromArt({"...,,,..."});
  addDoor(d, {4, 0}, DoorKind::kLocked);
  const Body& party = bodyOf(BodyKind::kParty);
  EXPECT_TRUE(reachOnFloor(d, 0, {0, 0}, party, DoorRule::kAllOpen).reached({8, 0}));
  EXPECT_FALSE(reachOnFloor(d, 0, {0, 0}, party, DoorRule::kPlainOnly).reached({8, 0}));
  d.things.clear();
  addDoor(d, {4, 0}, DoorKind::kPlain);
  EXPECT_TRUE(reachOnFloor(d, 0, {0, 0}, party, DoorRule::kPlainOnly).reached({8, 0}));
}

TEST(Reach, LargeMonsterStopsAtACrawlMouth) {
  const Dungeon d = dungeonFromArt({"...==..."});
  const ReachMap stalker =
      reachOnFloor(d, 0, {0, 0}, bodyOf(BodyKind::kRindStalker), DoorRule::kAllOpen);
  EXPECT_TRUE(stalker.reached({2, 0}));
  EXPECT_FALSE(stalker.reached({3, 0}));
  EXPECT_TRUE(
      reachOnFloor(d, 0, {0, 0}, bodyOf(BodyKind::kMeatSack), DoorRule::kAllOpen).reached({7, 0}));
}

}  // namespace
}  // namespace dungeon::sim
