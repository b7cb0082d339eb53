// What a lay changed, read off the dungeon before and after it, and which checks' stated reads
// a change touches (checks/inputs.h).
#include "checks/inputs.h"

#include <gtest/gtest.h>

#include "testing/floors.h"

namespace dungeon::checks {
namespace {

Dungeon twoFloors() {
  Dungeon d = testing::floorsOf({{"...", "..."}, {"...", "..."}});
  testing::addThing(d, ThingType::kKey, 1, {1, 1}, {{Field::kColour, Colour::kRed}});
  return d;
}

TEST(Inputs, AnUnchangedDungeonChangesNothing) {
  const Dungeon d = twoFloors();
  const Change change = changeBetween(d, d);
  EXPECT_FALSE(change.everything);
  EXPECT_FALSE(change.ways);
  EXPECT_EQ(change.floors, (std::vector<Inputs>{0, 0}));
  EXPECT_EQ(change.anywhere(), 0);
}

TEST(Inputs, EachChangeIsReadOnItsFloor) {
  const Dungeon before = twoFloors();
  Dungeon after = before;
  after.floors[0].setKind({0, 0}, SquareKind::kRock);
  after.things.front().fields.set(Field::kColour, Colour::kBlue);
  const Change change = changeBetween(before, after);
  EXPECT_EQ(change.floors, (std::vector<Inputs>{kKinds, kThings}));
  const Reads floor_kinds{kKinds, 0};
  EXPECT_TRUE(change.touches(floor_kinds, 0));
  EXPECT_FALSE(change.touches(floor_kinds, 1));
  const Reads dungeon_things{0, kThings};
  EXPECT_TRUE(change.touches(dungeon_things, -1));
  EXPECT_FALSE(change.touches(Reads{0, kHeights}, -1));
}

TEST(Inputs, AChangeOfEverythingTouchesEveryCheck) {
  Change change;
  change.everything = true;
  EXPECT_TRUE(change.touches(Reads{}, 0));
  EXPECT_TRUE(change.touches(Reads{}, -1));
}

}  // namespace
}  // namespace dungeon::checks
