// The unified diff of golden review: hunks as `diff -u` prints them, worked out by hand.
#include "golden/unified_diff.h"

#include <gtest/gtest.h>

namespace dungeon::golden {
namespace {

TEST(UnifiedDiff, EqualTextsHaveNoDiff) {
  EXPECT_EQ(unifiedDiff("a\nb\n", "a\nb\n", "old", "new"), "");
}

TEST(UnifiedDiff, OneChangedLineShowsThreeLinesOfContextEachSide) {
  const std::string old_text = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n";
  const std::string new_text = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n10\n";
  EXPECT_EQ(unifiedDiff(old_text, new_text, "a.sheet", "b.sheet"),
            "--- a.sheet\n+++ b.sheet\n"
            "@@ -2,7 +2,7 @@\n"
            " 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n");
}

// dtl's hunk that runs into the end of the text keeps one more line of context than diff -u
// would; its header counts it, so the diff still applies.
TEST(UnifiedDiff, AHunkAtTheEndCountsTheLinesItShows) {
  EXPECT_EQ(unifiedDiff("1\n2\n3\n4\n5\n", "1\nTWO\n3\n4\n5\n", "old", "new"),
            "--- old\n+++ new\n@@ -1,5 +1,5 @@\n 1\n-2\n+TWO\n 3\n 4\n 5\n");
}

TEST(UnifiedDiff, ChangesFarApartAreTwoHunksAndEveryChangeIsShown) {
  std::string old_text;
  std::string new_text;
  for (int i = 1; i <= 20; ++i) {
    old_text += std::to_string(i) + "\n";
    new_text += (i == 2 || i == 18 ? "x" : std::to_string(i)) + "\n";
  }
  const std::string diff = unifiedDiff(old_text, new_text, "old", "new");
  EXPECT_NE(diff.find("@@ -1,5 +1,5 @@\n 1\n-2\n+x\n 3\n 4\n 5\n"), std::string::npos) << diff;
  EXPECT_NE(diff.find("@@ -15,6 +15,6 @@\n 15\n 16\n 17\n-18\n+x\n 19\n 20\n"), std::string::npos)
      << diff;
}

TEST(UnifiedDiff, AddedLinesAtTheEnd) {
  EXPECT_EQ(unifiedDiff("a\n", "a\nb\n", "old", "new"),
            "--- old\n+++ new\n@@ -1,1 +1,2 @@\n a\n+b\n");
}

}  // namespace
}  // namespace dungeon::golden
