// Shrinking a failing sheet (sweeps/reduce.h): a soft-lock among a hundred irrelevant rooms
// comes down to the soft-lock's few squares, failing the same check for the same reason;
// the reduction is deterministic and bounded, and a passing dungeon has no failure. A walk that
// stops where every check passes is a failure of its own, ahead of the bands, and the walk can
// be the target whatever the checks say.
#include "sweeps/reduce.h"

#include <gtest/gtest.h>

#include "checks/bands.h"
#include "model/sheet.h"
#include "testing/sheet_files.h"

namespace dungeon::sweeps {
namespace {

Dungeon load(const std::string& name) {
  auto read = readSheet(testing::loadSheet(name), name);
  EXPECT_TRUE(read.ok());
  return read.ok() ? read->dungeon : Dungeon{};
}

int openSquares(const Dungeon& d) {
  int open = 0;
  for (const Floor& f : d.floors) {
    for (int i = 0; i < f.squareCount(); ++i) open += f.isOpenAt(f.pointOf(i)) ? 1 : 0;
  }
  return open;
}

constexpr const char* kSoftLock =
    "check no_soft_lock: after opening the blue lock at floor 1 (5,4) the goal can no longer be "
    "reached (keys spent)";

TEST(Reduce, ASoftLockAmongAHundredRoomsComesDownToItsFewSquares) {
  const Dungeon d = load("soft_lock_in_a_hundred_rooms.sheet");
  ASSERT_EQ(failureOf(d, checks::standardBands()), kSoftLock);
  ASSERT_GT(openSquares(d), 400);
  const Reduction r = reduceFailing(d, checks::standardBands(), 4000);
  EXPECT_EQ(r.failure, kSoftLock);
  EXPECT_EQ(failureOf(r.dungeon, checks::standardBands()), kSoftLock);
  EXPECT_FALSE(r.budget_spent);
  // The entrance's way to the key's room, the two blue locks and the goal's way: the key, both
  // doors, the entrance and the goal stay, and about a dozen open squares.
  EXPECT_EQ(r.dungeon.things.size(), 5u);
  EXPECT_LE(openSquares(r.dungeon), 15);
  EXPECT_EQ(r.squares_removed, openSquares(d) - openSquares(r.dungeon));
  EXPECT_EQ(r.things_removed, 0);
  // Read back by the sheet reader, and the same bytes every time.
  auto again = readSheet(writeSheet(r.dungeon), "reduced");
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(writeSheet(again->dungeon), writeSheet(r.dungeon));
  EXPECT_EQ(writeSheet(reduceFailing(d, checks::standardBands(), 4000).dungeon),
            writeSheet(r.dungeon));
}

TEST(Reduce, ItStopsAtItsBudgetStillFailing) {
  const Dungeon d = load("soft_lock_in_a_hundred_rooms.sheet");
  const Reduction r = reduceFailing(d, checks::standardBands(), 5);
  EXPECT_TRUE(r.budget_spent);
  EXPECT_EQ(r.checks, 5);
  EXPECT_EQ(failureOf(r.dungeon, checks::standardBands()), kSoftLock);
}

TEST(Reduce, ABandFailureIsNamedByMetricFloorAndSide) {
  const Dungeon d = load("soft_lock_in_a_hundred_rooms.sheet");
  Dungeon no_lock = d;
  std::erase_if(no_lock.things, [](const Thing& t) { return t.at == Point{5, 4}; });
  const std::string failure = failureOf(no_lock, checks::standardBands());
  EXPECT_EQ(failure.rfind("band M", 0), 0u) << failure;
  EXPECT_NE(failure.find(" on floor 1 "), std::string::npos) << failure;
}

// The climbing duct whose lower end is a door (docs/reference.md, finding 2): the walk climbs it
// and opens the door from inside, so what fails is no longer the walk, only the sheet's bands
// (a hand sheet of two small rooms).
TEST(Reduce, AClimbingDuctsDoorEndIsWalkedAndFailsOnlyItsBands) {
  const Dungeon d = load("climbing_duct_door_end.sheet");
  EXPECT_EQ(walkFailureOf(d), "");
  EXPECT_EQ(failureOf(d, checks::standardBands()).rfind("band ", 0), 0u);
}

// A ladder's foot on a cliff's edge fails slopes_walkable; the walk stops at the cliff too, and
// with the walk as the target the reduction keeps that stop, whatever the checks say.
TEST(Reduce, TheWalkAsTheTargetKeepsItsStop) {
  const Dungeon d = load("ladder_foot_cliff.sheet");
  const std::string stops = walkFailureOf(d);
  ASSERT_EQ(stops.rfind("walk: the party stops at 2:9,2: a cliff", 0), 0u) << stops;
  EXPECT_EQ(failureOf(d, checks::standardBands()).rfind("check ", 0), 0u);
  const Reduction r = reduceFailing(d, checks::standardBands(), 4000, ReduceTarget::kWalk);
  EXPECT_EQ(r.failure, stops);
  EXPECT_EQ(walkFailureOf(r.dungeon), stops);
  EXPECT_LT(openSquares(r.dungeon), openSquares(d));
  EXPECT_FALSE(r.budget_spent);
}

TEST(Reduce, AWalkThatArrivesHasNoFailure) {
  EXPECT_EQ(walkFailureOf(load("soft_lock_in_a_hundred_rooms.sheet")), "");
  EXPECT_EQ(walkFailureOf(Dungeon{}), "");
}

}  // namespace
}  // namespace dungeon::sweeps
