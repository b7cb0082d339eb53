// Tests of the flags derived from the options table: a table with two more rows (a flag and
// an optional floor number, as a future --lanterns or --vault[=F] would add) gives the tool those
// flags with no other change, each checked by its row; whole numbers refuse rather than wrap.
#include "cli/flags.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "testing/extended_options.h"

namespace dungeon::cli {
namespace {

using testing::ExtendedTable;

// Parses `line` with a fresh app holding the table's flags; returns the options.
Result<Options> parsed(ExtendedTable& table, const std::string& line) {
  CLI::App app;
  OptionFlags flags;
  flags.add(app, {}, table.rows);
  app.parse(line, false);
  return flags.options();
}

TEST(OptionFlags, ExtraRowsBecomeFlags) {
  ExtendedTable table;
  auto options = parsed(table, "--floors 3 --lanterns --vault");
  ASSERT_TRUE(options) << options.error().message;
  EXPECT_EQ(options->floors, 3);
  EXPECT_TRUE(table.lanterns);
  EXPECT_EQ(table.vault, 0);
  EXPECT_EQ(optionsText(*options, table.rows), "floors=3 size=40x40 lanterns vault");

  ExtendedTable numbered;
  ASSERT_TRUE(parsed(numbered, "--vault=4"));
  EXPECT_EQ(numbered.vault, 4);
  EXPECT_FALSE(numbered.lanterns);
}

TEST(OptionFlags, RowsCheckTheirValues) {
  ExtendedTable table;
  EXPECT_THROW(parsed(table, "--vault=9"), CLI::ValidationError);
  EXPECT_THROW(parsed(table, "--mine=0"), CLI::ValidationError);
  EXPECT_THROW(parsed(table, "--mine=x"), CLI::ValidationError);
  EXPECT_THROW(parsed(table, "--floors 0"), CLI::ValidationError);
  EXPECT_THROW(parsed(table, "--size 40"), CLI::ValidationError);
  EXPECT_THROW(parsed(table, "--topology Two"), CLI::ValidationError);
  try {
    parsed(table, "--floors 9");
    FAIL() << "--floors 9 was accepted";
  } catch (const CLI::ValidationError& error) {
    EXPECT_EQ(std::string(error.what()), "--floors: floors must be 1..8, not '9'");
  }
}

TEST(OptionFlags, MineMustNameAFloor) {
  ExtendedTable table;
  auto options = parsed(table, "--floors 2 --mine=3");
  ASSERT_FALSE(options);
  EXPECT_NE(options.error().message.find("mine=3 names no floor"), std::string::npos)
      << options.error().message;
  auto bare = parsed(table, "--floors 3 --mine");
  ASSERT_TRUE(bare) << bare.error().message;
  EXPECT_EQ(mineFloorOf(*bare), 1);
}

// An optional value comes only after '=': a bare --mine leaves the next word alone, be it a
// sheet (render --mine good.sheet) or a number, for the command's own positionals.
TEST(OptionFlags, BareOptionalValueLeavesTheNextWordAlone) {
  for (const char* next : {"good.sheet", "3"}) {
    ExtendedTable table;
    CLI::App app;
    OptionFlags flags;
    flags.add(app, {}, table.rows);
    std::string file;
    app.add_option("FILE", file);
    app.parse(std::string("--floors 3 --mine ") + next, false);
    EXPECT_EQ(file, next);
    auto options = flags.options();
    ASSERT_TRUE(options) << options.error().message;
    EXPECT_EQ(mineFloorOf(*options), 1) << next;  // bare: the middle floor of three
    EXPECT_EQ(flags.given(), (std::vector<std::string>{"--floors", "--mine"}));
  }
}

TEST(OptionFlags, WholeNumbersRefuseWhatWouldWrap) {
  for (const char* bad : {"-1", "18446744073709551616", "", "1e3"}) {
    CLI::App app;
    uint64_t seed = 7;
    app.add_option("--seed", seed)->check(wholeNumber(0, UINT64_MAX));
    EXPECT_THROW(app.parse(std::vector<std::string>{bad, "--seed"}), CLI::ValidationError) << bad;
    EXPECT_EQ(seed, 7u) << bad;
  }
}

TEST(OptionFlags, DungeonNamesReadBack) {
  std::string ok = "Old_Quarry.2-b";
  std::string bad = "a/b";
  std::string empty;
  EXPECT_EQ(dungeonName()(ok), "");
  EXPECT_NE(dungeonName()(bad), "");
  EXPECT_NE(dungeonName()(empty), "");
}

}  // namespace
}  // namespace dungeon::cli
