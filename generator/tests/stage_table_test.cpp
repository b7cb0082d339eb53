// The stage table: its rows in run order, the column of options that enables a row (shown with
// test-only tables, since every real row is always on), each row's own stream, the floor retry,
// kept-try rows run by generate() on the kept try, and stage failures with their place.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <string>
#include <vector>

#include "generator/rising/rising.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"
#include "model/rng.h"
#include "model/sheet.h"

namespace dungeon::gen {
namespace {

bool manyFloors(const Options& options, int) {
  return options.floors >= 2;
}

// Fails with its floor and its stream's first draw, so a test can see which stream it got.
Status sayDraw(StageContext& context) {
  return Status::fail(fmt::format("floor {} drew {}", context.floor, context.rng.next()));
}

// Loot on the first room square of floor 1 that has no thing on it.
Status addLoot(Draft& draft) {
  const Floor& f = draft.dungeon->floors[0];
  for (int i = 0; i < f.squareCount(); ++i) {
    const Point p = f.pointOf(i);
    bool free = f.kind(p) == SquareKind::kRoom;
    for (const Thing& t : draft.dungeon->things) free = free && !(t.floor == 0 && t.at == p);
    if (!free) continue;
    draft.dungeon.edit().things.push_back(makeThing(ThingType::kLoot, 0, p, {{Field::kValue, 1}}));
    return Status::success();
  }
  return Status::fail("no free room square");
}

Status layLoot(StageContext& context) {
  return context.keepIfChecksPass(&addLoot);
}

// Opens the far corner of floor 1, which no way reaches: every hard check refuses it.
Status layUnreachableSquare(StageContext& context) {
  return context.keepIfChecksPass([](Draft& draft) {
    Floor& f = draft.dungeon.edit().floors[0];
    f.setKind({f.width() - 2, f.height() - 2}, SquareKind::kRoom);
    return Status::success();
  });
}

// The real table with `extra` rows put where their scope runs.
std::vector<StageRow> tableWith(std::vector<StageRow> extra) {
  std::vector<StageRow> table(stageTable().begin(), stageTable().end());
  for (const StageRow& row : extra) {
    auto at = table.begin();
    while (at != table.end() && at->scope <= row.scope) ++at;
    table.insert(at, row);
  }
  return table;
}

Options floorsOf(int floors) {
  Options options;
  options.floors = floors;
  return options;
}

TEST(StageTable, TheRealRowsRunInOrderAndOnlyRisingDuctsAndMineWaitForTheirOptions) {
  // The mine floor's recipe is the mine row alone; every other floor's, the planned rows.
  Options three_floors;
  three_floors.floors = 3;
  three_floors.mine = 2;
  for (const StageRow& row : rowsOf(stageTable(), StageScope::kEachFloor)) {
    for (int f = 0; f < 3; ++f) {
      EXPECT_EQ(row.enabledFor(three_floors, f), (row.name == "mine") == (f == 1))
          << row.name << " floor " << f + 1;
      EXPECT_EQ(row.enabledFor(Options{}, f), row.name != "mine") << row.name;
    }
  }
  const auto table = stageTable();
  ASSERT_TRUE(inRunOrder(table));
  std::vector<std::string> names;
  Options rising;
  rising.rising = true;
  Options mine;
  mine.mine = 0;
  for (const StageRow& row : table) {
    names.emplace_back(row.name);
    if (row.name == "rising" || row.name == "ducts" || row.name == "mine") {
      EXPECT_FALSE(enabledSomewhere(row, Options{})) << row.name;
      EXPECT_EQ(enabledSomewhere(row, rising), row.name != "mine") << row.name;
      EXPECT_EQ(enabledSomewhere(row, mine), row.name == "mine") << row.name;
    } else {
      EXPECT_TRUE(enabledSomewhere(row, Options{})) << row.name;
      EXPECT_TRUE(enabledSomewhere(row, rising)) << row.name;
    }
    // Only the rising row asks something of a try.
    EXPECT_EQ(row.preference != nullptr, row.name == "rising") << row.name;
  }
  EXPECT_EQ(names, (std::vector<std::string>{"topology", "layout", "stock", "mine", "stack",
                                             "glimpse", "rising", "ducts"}));
  EXPECT_EQ(rowsOf(table, StageScope::kEachFloor).size(), 4u);
  EXPECT_EQ(rowsOf(table, StageScope::kDungeon).size(), 3u);
  ASSERT_EQ(rowsOf(table, StageScope::kKeptTry).size(), 1u);
  EXPECT_EQ(rowsOf(table, StageScope::kKeptTry).front().name, "ducts");
}

TEST(StageTable, ATableOutOfRunOrderIsSeen) {
  const std::vector<StageRow> table = {{"late", StageScope::kDungeon, nullptr, &sayDraw},
                                       {"early", StageScope::kEachFloor, nullptr, &sayDraw}};
  EXPECT_FALSE(inRunOrder(table));
}

TEST(StageTable, ARowRunsOnlyWhenItsOptionsEnableIt) {
  const auto table = tableWith({{"probe", StageScope::kDungeon, &manyFloors, &sayDraw}});
  for (int floors : {1, 2}) {
    const Options options = floorsOf(floors);
    const BuiltTry plain = buildTry("t", 5, options, 0);
    const BuiltTry probed = buildTry("t", 5, options, 0, &checks::standardBands(), table);
    ASSERT_TRUE(plain.result.ok()) << floors;
    if (floors == 1) {
      EXPECT_TRUE(probed.result.ok());
      EXPECT_EQ(writeSheet(*probed.draft.dungeon), writeSheet(*plain.draft.dungeon));
    } else {
      ASSERT_FALSE(probed.result.ok());
      EXPECT_EQ(probed.failed_stage, "probe");
    }
  }
}

TEST(StageTable, ARowWithNoConditionAlwaysRunsOnItsOwnStream) {
  const auto table = tableWith({{"probe", StageScope::kDungeon, nullptr, &sayDraw}});
  const BuiltTry built = buildTry("t", 5, floorsOf(1), 3, nullptr, table);
  ASSERT_FALSE(built.result.ok());
  EXPECT_EQ(built.failed_stage, "probe");
  EXPECT_EQ(built.result.failure().reason,
            fmt::format("floor -1 drew {}", Rng::stream(5, "probe/try3").next()));
}

TEST(StageTable, AFailingFloorRowIsRetriedFromRockOnFreshStreams) {
  // The probe first, so no real row fails before it on any attempt.
  std::vector<StageRow> table = {{"probe", StageScope::kEachFloor, nullptr, &sayDraw}};
  table.insert(table.end(), stageTable().begin(), stageTable().end());
  const BuiltTry built = buildTry("t", 5, floorsOf(1), 2, nullptr, table);
  ASSERT_FALSE(built.result.ok());
  // The last of the eight attempts (docs/pipeline.md), 0 to 7.
  const std::string last_attempt = "probe/floor1/try2.7";
  EXPECT_EQ(built.result.failure().reason,
            fmt::format("floor 0 drew {}", Rng::stream(5, last_attempt).next()));
}

TEST(StageTable, KeptTryRowsRunOnTheKeptTryAfterTheChoice) {
  const Options options;
  const Generation plain = generate("t", 5, options);
  const auto table = tableWith({{"loot", StageScope::kKeptTry, nullptr, &layLoot}});
  const Generation laid = generate("t", 5, options, checks::standardBands(), table);
  ASSERT_TRUE(plain.passed);
  EXPECT_EQ(laid.kept_try, plain.kept_try);
  EXPECT_EQ(laid.tries.size(), plain.tries.size());
  EXPECT_TRUE(laid.declined.empty());
  EXPECT_EQ(thingsOf(laid.dungeon, ThingType::kLoot).size(),
            thingsOf(plain.dungeon, ThingType::kLoot).size() + 1);
  EXPECT_TRUE(laid.report.passed());
}

TEST(StageTable, AKeptTryRowThatIsRefusedLeavesTheKeptTryAsItWas) {
  const Options options;
  const Generation plain = generate("t", 5, options);
  const auto table = tableWith({{"hole", StageScope::kKeptTry, nullptr, &layUnreachableSquare}});
  const Generation refused = generate("t", 5, options, checks::standardBands(), table);
  ASSERT_EQ(refused.declined.size(), 1u);
  EXPECT_EQ(refused.declined[0].stage, "hole");
  EXPECT_TRUE(refused.declined[0].failure.reason.starts_with("open_reachable: "));
  EXPECT_EQ(writeSheet(refused.dungeon), writeSheet(plain.dungeon));
}

TEST(StageTable, AStageFailureOnAFloorCarriesItsPlaceIntoTheTryRecord) {
  Options options;
  options.width = options.height = 16;  // a 2 x 2 grid of cells: no cell for hub_code's hub
  options.topology = "hub_code";
  const Generation g = generate("t", 3, options);
  ASSERT_FALSE(g.tries.empty());
  const TryRecord& first = g.tries.front();
  EXPECT_EQ(first.rejected_by, "topology");
  ASSERT_TRUE(first.place.has_value());
  EXPECT_EQ(first.place->floor, 0);
  const BuiltTry built = buildTry("t", 3, options, 0);
  ASSERT_FALSE(built.result.ok());
  EXPECT_EQ(built.result.failure().place, first.place);
}

}  // namespace
}  // namespace dungeon::gen
