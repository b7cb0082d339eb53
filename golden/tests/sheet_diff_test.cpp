// First differing line per section, on sheets small enough to read in the test: equal sheets,
// a floor and the manifest changed (with shifted line numbers), a floor missing.
#include <gtest/gtest.h>

#include "golden/sheet_diff.h"

namespace dungeon::golden {
namespace {

const char* const kOld =
    "dungeon-sheet 1\nname a\n"
    "floor 1 size=16x16\ngrid\n#..#\nend\n"
    "floor 2 size=16x16\ngrid\n####\nend\n"
    "manifest\n1 E entrance 1 1,1\nend\n";

TEST(SheetDiff, EqualSheetsHaveNoDifferences) {
  EXPECT_TRUE(firstDifferences(kOld, kOld).empty());
}

TEST(SheetDiff, ReportsEachChangedSectionOnce) {
  const std::string changed =
      "dungeon-sheet 1\nname a\n"
      "floor 1 size=16x16\ngrid\n#...\n#..#\nend\n"
      "floor 2 size=16x16\ngrid\n####\nend\n"
      "manifest\n1 E entrance 1 2,1\nend\n";
  const auto differences = firstDifferences(kOld, changed);
  ASSERT_EQ(differences.size(), 2u);
  EXPECT_EQ(differences[0].section, "floor 1");
  EXPECT_EQ(differences[0].old_line, 5);
  EXPECT_EQ(differences[0].new_line, 5);
  EXPECT_EQ(differences[0].old_text, "#..#");
  EXPECT_EQ(differences[0].new_text, "#...");
  EXPECT_EQ(differences[1].section, "manifest");
  EXPECT_EQ(differences[1].old_line, 12);
  EXPECT_EQ(differences[1].new_line, 13);
}

TEST(SheetDiff, MissingSectionHasNoLine) {
  const std::string one_floor =
      "dungeon-sheet 1\nname a\n"
      "floor 1 size=16x16\ngrid\n#..#\nend\n"
      "manifest\n1 E entrance 1 1,1\nend\n";
  const auto differences = firstDifferences(kOld, one_floor);
  ASSERT_EQ(differences.size(), 1u);
  EXPECT_EQ(differences[0].section, "floor 2");
  EXPECT_EQ(differences[0].new_line, 0);
  EXPECT_FALSE(differences[0].new_text.has_value());
  EXPECT_EQ(differences[0].old_text, "floor 2 size=16x16");
}

}  // namespace
}  // namespace dungeon::golden
