// The determinism set: its table parses and covers what it promises (floor counts 1-8, sizes 16
// and 256, every topology, rising, the mine and both), its dungeons come row by row, making it
// backward on several threads gives forward's bytes, its hash list reads as documented, and two
// makings that differ are told apart with the first differing line.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "generator/floors/topology.h"
#include "generator/tries/generate.h"
#include "golden/determinism_set.h"
#include "model/sheet.h"
#include "util/hash.h"

namespace dungeon::golden {
namespace {

TEST(DeterminismSet, EveryRowParsesAsItIsWritten) {
  const std::vector<SetRow> rows = determinismRows();
  ASSERT_EQ(rows.size(), determinismRowTexts().size());
  for (const SetRow& row : rows) {
    const Result<Options> parsed = parseOptions(row.text);
    ASSERT_TRUE(parsed.ok()) << row.text << ": " << parsed.error().format();
    EXPECT_EQ(row.options, *parsed) << row.text;
    EXPECT_EQ(validateOptions(row.options), "") << row.text;
  }
}

TEST(DeterminismSet, CoversEveryFloorCountSizeTopologyRisingAndMine) {
  std::set<int> floors;
  std::set<int> sides;
  std::set<std::string> topologies;
  bool rising = false;
  bool mine = false;
  bool both = false;
  for (const SetRow& row : determinismRows()) {
    floors.insert(row.options.floors);
    sides.insert(row.options.width);
    sides.insert(row.options.height);
    topologies.insert(row.options.topology);
    rising = rising || row.options.rising;
    mine = mine || row.options.mine.has_value();
    both = both || (row.options.rising && row.options.mine.has_value());
  }
  EXPECT_EQ(floors, (std::set<int>{1, 2, 3, 4, 5, 6, 7, 8}));
  EXPECT_TRUE(sides.contains(kMinFloorSide));
  EXPECT_TRUE(sides.contains(kMaxFloorSide));
  for (std::string_view topology : gen::topologyNames()) {
    EXPECT_TRUE(topologies.contains(std::string(topology))) << topology;
  }
  EXPECT_TRUE(rising && mine && both);
  EXPECT_GE(determinismRows().size() * kDeterminismSeeds, 200u);
}

TEST(DeterminismSet, DungeonsComeRowByRowEachWithTheSameSeeds) {
  const std::vector<SetDungeon> set = setDungeons(3, 2, 7);
  ASSERT_EQ(set.size(), 6u);
  EXPECT_EQ(set[0].row, 0u);
  EXPECT_EQ(set[0].seed, 7u);
  EXPECT_EQ(set[1].seed, 8u);
  EXPECT_EQ(set[2].row, 1u);
  EXPECT_EQ(set[5].row, 2u);
  EXPECT_EQ(set[5].seed, 8u);
}

// Two rows of the set, two seeds each: made backward on three threads, each dungeon has the bytes
// it has made forward on one, and those are the generator's own for its seed and options.
TEST(DeterminismSet, BackwardOnThreeThreadsGivesForwardsBytes) {
  const std::vector<SetRow> all = determinismRows();
  const std::vector<SetRow> rows = {all[2], all.back()};
  const std::vector<SetDungeon> set = setDungeons(rows.size(), 2, 1);
  const std::vector<MadeDungeon> forward =
      makeSet(set, optionsOf(rows), MakeOrder::kForward, 1, true);
  const std::vector<MadeDungeon> backward =
      makeSet(set, optionsOf(rows), MakeOrder::kBackward, 3, true);
  for (size_t i = 0; i < set.size(); ++i) {
    EXPECT_EQ(forward[i].sheet, backward[i].sheet) << i;
    EXPECT_EQ(forward[i].hash, hashBytes(forward[i].sheet));
    const gen::Generation direct =
        gen::generate(gen::nameForSeed(set[i].seed), set[i].seed, rows[set[i].row].options);
    EXPECT_EQ(forward[i].sheet, writeSheet(direct.dungeon));
    EXPECT_EQ(forward[i].passed, direct.passed);
  }
  const std::vector<MadeDungeon> hashes_only =
      makeSet(set, optionsOf(rows), MakeOrder::kForward, 2, false);
  EXPECT_TRUE(hashes_only[0].sheet.empty());
  EXPECT_EQ(hashes_only[0].hash, forward[0].hash);
}

TEST(DeterminismSet, HashListHasALinePerDungeonInSetOrder) {
  const std::vector<SetRow> rows = {{"floors=3 rising", {}}, {"mine", {}}};
  const std::vector<SetDungeon> set = {{0, 5}, {1, 12}};
  const std::vector<MadeDungeon> made = {{true, "", 0x0123456789abcdefULL}, {false, "", 0xffULL}};
  EXPECT_EQ(formatSetHashes(rows, set, made),
            "0123456789abcdef ok     5 floors=3 rising\n"
            "00000000000000ff failed 12 mine\n");
}

TEST(DeterminismSet, TheFirstDifferingLineIsNamedWithTheSeedAndRow) {
  const SetRow row{"floors=2", {}};
  const SetDungeon dungeon{0, 42};
  const MadeDungeon a{true, "dungeon 1\nname seed-42\nfloor 1 40x40\n#..#\n", 1};
  const MadeDungeon b{true, "dungeon 1\nname seed-42\nfloor 1 40x40\n#.##\n", 2};
  EXPECT_EQ(dungeonDifference(row, dungeon, a, "forward", a, "backward"), std::nullopt);
  const std::optional<std::string> differs =
      dungeonDifference(row, dungeon, a, "forward", b, "backward");
  ASSERT_TRUE(differs.has_value());
  EXPECT_NE(differs->find("seed 42 (floors=2): forward and backward differ first"),
            std::string::npos)
      << *differs;
  EXPECT_NE(differs->find("forward line 4: #..#"), std::string::npos) << *differs;
  EXPECT_NE(differs->find("backward line 4: #.##"), std::string::npos) << *differs;
  const MadeDungeon failed{false, a.sheet, 1};
  EXPECT_EQ(dungeonDifference(row, dungeon, a, "forward", failed, "backward"),
            "seed 42 (floors=2): the same sheet passed as forward but failed as backward");
}

}  // namespace
}  // namespace dungeon::golden
