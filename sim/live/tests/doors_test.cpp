// Door timings and the secret door's leaf geometry, worked out by hand from SPEC section 4.
#include <gtest/gtest.h>

#include "sim/live/doors.h"
#include "testing/floors.h"

namespace dungeon::sim {
namespace {

using testing::addThing;
using testing::floorsOf;

TEST(Doors, SecretLeafDrawsBackThenSinks) {
  EXPECT_EQ(secretDrawBackMm(0, kSecretDoorMs), 0);
  EXPECT_EQ(secretDrawBackMm(200, kSecretDoorMs), 90);
  EXPECT_EQ(secretDrawBackMm(400, kSecretDoorMs), kSecretDrawBackMm);
  EXPECT_EQ(secretDrawBackMm(2000, kSecretDoorMs), kSecretDrawBackMm);
  EXPECT_EQ(secretSinkMm(400, kSecretDoorMs, 2600), 0);
  EXPECT_EQ(secretSinkMm(1200, kSecretDoorMs, 2600), 1300);
  EXPECT_EQ(secretSinkMm(2000, kSecretDoorMs, 2600), 2600);
}

TEST(Doors, SecretDoorsTakeTwiceTheTimeAndStartUnfound) {
  Dungeon d = floorsOf({{".,.,."}});
  addThing(d, ThingType::kDoor, 0, {1, 0}, {{Field::kKind, DoorKind::kPlain}});
  addThing(d, ThingType::kSecretDoor, 0, {3, 0}, {{Field::kFront, Dir::kWest}});
  const World w(d);
  DoorBank bank(w);
  ASSERT_NE(bank.at(1), nullptr);
  ASSERT_NE(bank.at(3), nullptr);
  EXPECT_EQ(bank.at(1)->duration_ms, kDoorMs);
  EXPECT_EQ(bank.at(3)->duration_ms, kSecretDoorMs);
  EXPECT_FALSE(bank.at(3)->found);
  EXPECT_TRUE(bank.at(3)->hiddenFrom(Dir::kWest));
  EXPECT_FALSE(bank.at(3)->hiddenFrom(Dir::kEast));
}

TEST(Doors, AdvanceStopsAtEachEnd) {
  Dungeon d = floorsOf({{".,."}});
  addThing(d, ThingType::kDoor, 0, {1, 0}, {{Field::kKind, DoorKind::kPlain}});
  const World w(d);
  DoorBank bank(w);
  DoorState& door = *bank.at(1);
  bank.open(door);
  bank.advance(600);
  EXPECT_EQ(door.phase, DoorPhase::kOpening);
  bank.advance(600);
  EXPECT_EQ(door.phase, DoorPhase::kOpen);
  EXPECT_EQ(door.progress_ms, kDoorMs);
  bank.close(door);
  bank.advance(2000);
  EXPECT_EQ(door.phase, DoorPhase::kClosed);
  EXPECT_EQ(door.progress_ms, 0);
}

TEST(Doors, OneWayDoorWithoutSideTakesTheSideFartherFromTheEntrance) {
  Dungeon d = floorsOf({{"..,,,.."}});
  addThing(d, ThingType::kEntrance, 0, {0, 0}, {{Field::kRamp, Dir::kWest}});
  addThing(d, ThingType::kOneWayDoor, 0, {3, 0});
  const World w(d);
  EXPECT_EQ(DoorBank(w).at(3)->handle, Dir::kEast);
}

}  // namespace
}  // namespace dungeon::sim
