// The state search (solve.h) on its worst-case sheets (testing/lock_hall.h): 16 keys and 16
// locked doors, every one of the 2^16 lock states reachable, at 40 x 40 (the committed sheet
// testing/sheets/lock_hall_40.sheet) and at 256 x 256 with 8 floors (built here). The answers
// are known by construction; how long the search takes is the benchmark's business
// (bench/solve_bench.cpp), not these tests'.
#include <gtest/gtest.h>

#include "model/sheet.h"
#include "sim/search/solve.h"
#include "testing/lock_hall.h"
#include "testing/sheet_files.h"

namespace dungeon::sim {
namespace {

constexpr int kAllStates = 1 << testing::kHallLocks;
// With three red keys for four red locks, the states that open all four are out of reach.
constexpr int kStatesWithThreeRedKeys = kAllStates - kAllStates / 16;

SolveResult solveDungeon(const Dungeon& d, int64_t max_work = kMaxSearchWork) {
  const World world(d);
  return solve(Terrain(world), bodyOf(BodyKind::kParty), max_work);
}

// Every open square of the hall is reached in some state, and nothing else.
void expectEverIsEveryWalkableSquare(const Dungeon& d, const SolveResult& result) {
  const World world(d);
  ASSERT_EQ(result.ever.size(), static_cast<size_t>(world.squareCount()));
  for (int s = 0; s < world.squareCount(); ++s) {
    ASSERT_EQ(result.ever[static_cast<size_t>(s)] != 0, world.walkable(s)) << "square " << s;
  }
}

void expectEveryStateWins(const Dungeon& d) {
  const SolveResult result = solveDungeon(d);
  ASSERT_TRUE(result.searched) << result.refusal;
  EXPECT_TRUE(result.solvable);
  EXPECT_FALSE(result.soft_lock) << result.soft_lock_reason;
  EXPECT_EQ(result.states, kAllStates);
  expectEverIsEveryWalkableSquare(d, result);
}

// The first losing state in mask order opens the red locks 2, 3 and 4 (x = 10, 18, 26): the
// first of them is where a key was wasted.
void expectRedSoftLock(const Dungeon& d) {
  const SolveResult result = solveDungeon(d);
  ASSERT_TRUE(result.searched) << result.refusal;
  EXPECT_TRUE(result.solvable);
  EXPECT_TRUE(result.soft_lock);
  EXPECT_EQ(result.soft_lock_at, (Place{0, {10, 1}}));
  EXPECT_EQ(result.soft_lock_reason,
            "after opening the red lock at floor 1 (10,1), the red lock at floor 1 (18,1), the "
            "red lock at floor 1 (26,1) the goal can no longer be reached (keys spent)");
  EXPECT_EQ(result.states, kStatesWithThreeRedKeys);
  expectEverIsEveryWalkableSquare(d, result);
}

TEST(SolveSheets, TheCommittedHallIsTheBuiltOne) {
  EXPECT_EQ(testing::loadSheet("lock_hall_40.sheet"), writeSheet(testing::lockHall(40, 1)));
}

TEST(SolveSheets, EveryStateOfTheCommittedHallCanWin) {
  const auto read = readSheet(testing::loadSheet("lock_hall_40.sheet"), "lock_hall_40.sheet");
  ASSERT_TRUE(read) << read.error().format();
  expectEveryStateWins(read->dungeon);
}

TEST(SolveSheets, EveryStateOfTheEightFloorHallCanWin) {
  expectEveryStateWins(testing::lockHall(256, 8));
}

TEST(SolveSheets, ThreeRedKeysForFourRedLocksSoftLockTheHall) {
  expectRedSoftLock(testing::lockHall(40, 1, 3));
  expectRedSoftLock(testing::lockHall(256, 8, 3));
}

TEST(SolveSheets, GatesBehindTheLiftLockAreSearchedOnceEach) {
  const Dungeon d = testing::gatedLockHall(256, 8);
  const SolveResult result = solveDungeon(d);
  ASSERT_TRUE(result.searched) << result.refusal;
  EXPECT_TRUE(result.solvable);
  EXPECT_FALSE(result.soft_lock);
  EXPECT_EQ(result.states, kAllStates);
}

TEST(SolveSheets, ATooCostlySearchIsRefusedWithWhatToChange) {
  const SolveResult result = solveDungeon(testing::refusedLockHall(256, 3));
  EXPECT_FALSE(result.searched);
  EXPECT_TRUE(result.too_costly);
  EXPECT_NE(result.refusal.find("use fewer locked doors"), std::string::npos) << result.refusal;
  EXPECT_TRUE(result.ever.empty());
}

TEST(SolveSheets, TheWorkBoundDecidesTheRefusal) {
  const Dungeon d = testing::lockHall(40, 1);
  EXPECT_TRUE(solveDungeon(d, kMaxSearchWork).searched);
  const SolveResult refused = solveDungeon(d, 1000);
  EXPECT_FALSE(refused.searched);
  EXPECT_TRUE(refused.too_costly);
  EXPECT_NE(refused.refusal.find("more than the 1000 it may take"), std::string::npos)
      << refused.refusal;
}

TEST(SolveSheets, MoreLocksThanTheSearchTakesAreRefusedWithWhatToChange) {
  Dungeon d = testing::lockHall(40, 1);
  d.things.push_back(
      makeThing(ThingType::kDoor, 0, {20, 20},
                {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kRed}}));
  const SolveResult result = solveDungeon(d);
  EXPECT_FALSE(result.searched);
  EXPECT_TRUE(result.too_costly);
  EXPECT_EQ(result.refusal,
            "17 locks: more than the 16 the search takes; use at most 16 locked doors");
}

}  // namespace
}  // namespace dungeon::sim
