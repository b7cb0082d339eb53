// hashes.txt: parsing, errors with line and column, sorted round trips; and the folder's
// layout of file names.
#include <gtest/gtest.h>

#include "golden/golden_dir.h"

namespace dungeon::golden {
namespace {

TEST(Hashes, RoundTripIsSortedByName) {
  auto table = parseHashes("b 00000000000000ff\na 0123456789abcdef\n", "hashes.txt");
  ASSERT_TRUE(table.ok()) << table.error().format();
  EXPECT_EQ(formatHashes(*table), "a 0123456789abcdef\nb 00000000000000ff\n");
}

TEST(Hashes, BadDigitsNameTheirColumn) {
  auto table = parseHashes("a 0123456789abcdef\nbb 0123456789ABCDEF\n", "hashes.txt");
  ASSERT_FALSE(table.ok());
  EXPECT_EQ(table.error().line, 2);
  EXPECT_EQ(table.error().column, 4);
}

TEST(Hashes, RepeatedNameIsAnError) {
  auto table = parseHashes("a 0123456789abcdef\na 0123456789abcdef\n", "hashes.txt");
  ASSERT_FALSE(table.ok());
  EXPECT_EQ(table.error().line, 2);
}

TEST(GoldenDir, Layout) {
  const GoldenDir dir("/g");
  EXPECT_EQ(dir.namedList(), "/g/named.txt");
  EXPECT_EQ(dir.hashesFile(), "/g/hashes.txt");
  EXPECT_EQ(dir.sheetOf("x"), "/g/sheets/x.sheet");
}

}  // namespace
}  // namespace dungeon::golden
