// Reach on one floor against a plain breadth-first search written out in the test, and the
// door rules on hand-drawn floors.
#include <gtest/gtest.h>

#include "sim/reach.h"

namespace dungeon::sim {
namespace {

Dungeon floorOf(const std::vector<std::string>& rows) {
  Dungeon d;
  d.floors.emplace_back(kMinFloorSide, kMinFloorSide, 0, "");
  for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
    for (int x = 0; x < static_cast<int>(rows[static_cast<size_t>(y)].size()); ++x) {
      d.floors[0].setKind({x, y},
                          *kindOfGlyph(rows[static_cast<size_t>(y)][static_cast<size_t>(x)]));
    }
  }
  return d;
}

void addDoor(Dungeon& d, Point at, DoorKind kind) {
  Thing door;
  door.type = ThingType::kDoor;
  door.at = at;
  door.fields.set(Field::kKind, static_cast<int>(kind));
  d.things.push_back(door);
}

TEST(Reach, DistancesAlongACorridor) {
  const Dungeon d = floorOf({"...,,,..."});
  const ReachMap map = reachOnFloor(d, 0, {0, 0}, bodyOf(BodyKind::kParty), DoorRule::kAllOpen);
  EXPECT_EQ(map.distance({8, 0}), 8);
  EXPECT_EQ(map.farthest(), (Point{8, 0}));
  EXPECT_FALSE(map.reached({0, 1}));
}

TEST(Reach, LockedDoorStopsThePlainOnlyRule) {
  Dungeon d = floorOf({"...,,,..."});
  addDoor(d, {4, 0}, DoorKind::kLocked);
  const Body& party = bodyOf(BodyKind::kParty);
  EXPECT_TRUE(reachOnFloor(d, 0, {0, 0}, party, DoorRule::kAllOpen).reached({8, 0}));
  EXPECT_FALSE(reachOnFloor(d, 0, {0, 0}, party, DoorRule::kPlainOnly).reached({8, 0}));
  d.things.clear();
  addDoor(d, {4, 0}, DoorKind::kPlain);
  EXPECT_TRUE(reachOnFloor(d, 0, {0, 0}, party, DoorRule::kPlainOnly).reached({8, 0}));
}

TEST(Reach, LargeMonsterStopsAtACrawlMouth) {
  const Dungeon d = floorOf({"...==..."});
  const ReachMap stalker =
      reachOnFloor(d, 0, {0, 0}, bodyOf(BodyKind::kRindStalker), DoorRule::kAllOpen);
  EXPECT_TRUE(stalker.reached({2, 0}));
  EXPECT_FALSE(stalker.reached({3, 0}));
  EXPECT_TRUE(
      reachOnFloor(d, 0, {0, 0}, bodyOf(BodyKind::kMeatSack), DoorRule::kAllOpen).reached({7, 0}));
}

}  // namespace
}  // namespace dungeon::sim
