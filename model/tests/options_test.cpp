// Tests of the options table: the options line is read and written through the rows, defaults
// are not written, every error points at its own word, a repeated option is refused, and a
// table with two more rows (a flag and an optional number, as a future option would add) reads
// and writes them with no other change.
#include "model/options.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <span>
#include <vector>

#include "testing/extended_options.h"

namespace dungeon {
namespace {

using testing::ExtendedTable;

TEST(Options, DefaultsAreTheRowsDefaults) {
  std::string words;
  for (const OptionRow& row : optionRows()) {
    if (!row.default_value.empty()) words += fmt::format(" {}={}", row.name, row.default_value);
  }
  auto parsed = parseOptions(words);
  ASSERT_TRUE(parsed) << parsed.error().message;
  EXPECT_EQ(*parsed, Options{});
  EXPECT_EQ(optionsText(Options{}), "floors=1 size=40x40");
}

TEST(Options, TextRoundTrips) {
  Options options;
  options.floors = 3;
  options.width = 32;
  options.height = 48;
  options.topology = "two_paths";
  EXPECT_EQ(optionsText(options), "floors=3 size=32x48 topology=two_paths");
  auto parsed = parseOptions(optionsText(options));
  ASSERT_TRUE(parsed);
  EXPECT_EQ(*parsed, options);
}

struct BadLine {
  const char* text;
  int column;
  const char* says;
};

// Each line is refused, its error at the line's column and saying what the line says.
void expectEachRefused(std::span<const BadLine> lines,
                       std::span<const OptionRow> rows = optionRows()) {
  for (const BadLine& line : lines) {
    auto parsed = parseOptions(line.text, rows);
    ASSERT_FALSE(parsed) << line.text;
    EXPECT_EQ(parsed.error().column, line.column) << line.text;
    EXPECT_NE(parsed.error().message.find(line.says), std::string::npos)
        << line.text << ": " << parsed.error().message;
  }
}

TEST(Options, ErrorsPointAtTheOffendingWord) {
  const BadLine lines[] = {
      {"size=16x16 floors=9", 12, "floors must be 1..8, not '9'"},
      {"floors=2 size=8x8", 10, "floor sides must be 16..256 squares, not 8"},
      {"floors=1 floors=2", 10, "duplicate option 'floors' (first given at column 1)"},
      {"floors=-1", 1, "floors must be 1..8, not '-1'"},
      {"floors=18446744073709551617", 1, "floors must be 1..8"},
      {"floors=", 1, "floors must be 1..8, not ''"},
      {"  floors", 3, "expected key=value, got 'floors'"},
      {"floors=1 colour=red", 10,
       "unknown option 'colour' (known: floors, size, topology, rising, mine)"},
      {"topology=Two", 1, "'Two' is not a topology name"},
      {"size=40", 1, "size must be WIDTHxHEIGHT, not '40'"},
  };
  expectEachRefused(lines);
}

TEST(Options, ValidateNamesTheRange) {
  Options options;
  options.floors = 9;
  EXPECT_EQ(validateOptions(options), "floors must be 1..8, not '9'");
  EXPECT_EQ(validateOptions(Options{}), "");
}

TEST(Options, MineNamesAFloorOfTheDungeon) {
  auto bare = parseOptions("floors=3 mine");
  ASSERT_TRUE(bare) << bare.error().message;
  EXPECT_EQ(bare->mine, 0);
  EXPECT_EQ(mineFloorOf(*bare), 1);  // the middle floor, (3 + 1) / 2 = 2
  EXPECT_EQ(optionsText(*bare), "floors=3 size=40x40 mine");
  auto given = parseOptions("mine=4 floors=4");
  ASSERT_TRUE(given) << given.error().message;
  EXPECT_EQ(mineFloorOf(*given), 3);
  EXPECT_EQ(optionsText(*given), "floors=4 size=40x40 mine=4");
  EXPECT_EQ(mineFloorOf(*parseOptions("floors=4 mine")), 1);
  EXPECT_EQ(mineFloorOf(*parseOptions("floors=1 mine")), 0);
  EXPECT_EQ(mineFloorOf(Options{}), -1);
  const BadLine lines[] = {
      {"floors=2 mine=3", 10, "mine=3 names no floor: the dungeon has 2 floors"},
      {"mine=2", 1, "so mine must be 1..1"},
      {"floors=1 mine=0", 10, "mine must be 1..8, not '0'"},
      {"floors=1 mine=x", 10, "mine must be 1..8, not 'x'"},
      {"mine=1 mine", 8, "duplicate option 'mine'"},
  };
  expectEachRefused(lines);
  Options options;
  options.mine = 2;
  EXPECT_NE(validateOptions(options).find("names no floor"), std::string::npos);
}

TEST(Options, ExtraRowsAreReadAndWrittenByTheTable) {
  ExtendedTable table;
  EXPECT_EQ(optionsText(Options{}, table.rows), "floors=1 size=40x40");  // off: not written
  auto parsed = parseOptions("floors=2 lanterns vault=3", table.rows);
  ASSERT_TRUE(parsed) << parsed.error().message;
  EXPECT_EQ(parsed->floors, 2);
  EXPECT_TRUE(table.lanterns);
  EXPECT_EQ(table.vault, 3);
  EXPECT_EQ(optionsText(*parsed, table.rows), "floors=2 size=40x40 lanterns vault=3");
  table.vault.reset();
  ASSERT_TRUE(parseOptions("vault", table.rows));
  EXPECT_EQ(table.vault, 0);
  EXPECT_EQ(optionsText(Options{}, table.rows), "floors=1 size=40x40 lanterns vault");
}

TEST(Options, ExtraRowsRefuseBadWords) {
  ExtendedTable table;
  const BadLine lines[] = {
      {"lanterns=1", 1, "lanterns is a flag: write 'lanterns' alone, not 'lanterns=1'"},
      {"vault=9", 1, "vault must be 1..8, not '9'"},
      {"lanterns floors=1 lanterns", 19, "duplicate option 'lanterns'"},
      {"floors=1 colour=red", 10, "(known: floors, size, topology, rising, mine, lanterns, vault)"},
  };
  expectEachRefused(lines, table.rows);
}

}  // namespace
}  // namespace dungeon
