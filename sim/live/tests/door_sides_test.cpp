// The importer's pick of a one-way door's side: missing or across its way -> the side farther
// from the entrance, with a warning; a good side is kept.
#include <gtest/gtest.h>

#include "sim/live/door_sides.h"

namespace dungeon::sim {
namespace {

// Entrance at the west end of a corridor; the door in the middle of it.
Dungeon corridorWithDoor() {
  Dungeon d;
  d.floors.emplace_back(kMinFloorSide, kMinFloorSide, 0, "");
  for (int x = 0; x < 9; ++x) d.floors[0].setKind({x, 0}, SquareKind::kCorridor);
  d.things.push_back(makeThing(ThingType::kEntrance, 0, {0, 0}, {{Field::kRamp, Dir::kSouth}}));
  d.things.push_back(makeThing(ThingType::kOneWayDoor, 0, {4, 0}));
  return d;
}

TEST(DoorSides, MissingSideBecomesTheFartherOneWithAWarning) {
  Dungeon d = corridorWithDoor();
  const auto warnings = resolveOneWaySides(d);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(d.things[1].fields.as<Dir>(Field::kOpensFrom), Dir::kEast);
  EXPECT_NE(warnings[0].message.find("floor 1 (4,0)"), std::string::npos) << warnings[0].message;
  EXPECT_NE(warnings[0].message.find("has no opens_from"), std::string::npos);
}

TEST(DoorSides, SideAcrossTheWayIsReplaced) {
  Dungeon d = corridorWithDoor();
  d.things[1].fields.set(Field::kOpensFrom, Dir::kNorth);
  const auto warnings = resolveOneWaySides(d);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(d.things[1].fields.as<Dir>(Field::kOpensFrom), Dir::kEast);
  EXPECT_NE(warnings[0].message.find("across its way"), std::string::npos);
}

TEST(DoorSides, GoodSideIsKeptSilently) {
  Dungeon d = corridorWithDoor();
  d.things[1].fields.set(Field::kOpensFrom, Dir::kWest);
  EXPECT_TRUE(resolveOneWaySides(d).empty());
  EXPECT_EQ(d.things[1].fields.as<Dir>(Field::kOpensFrom), Dir::kWest);
}

}  // namespace
}  // namespace dungeon::sim
