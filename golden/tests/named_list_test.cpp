// The named-dungeon list parser: good lines and comments, errors with file, line and column
// (unknown option, malformed word, bad name, duplicate), and choosing entries by name.
#include <gtest/gtest.h>

#include "golden/named_list.h"

namespace dungeon::golden {
namespace {

TEST(NamedList, ReadsNamesOptionsAndComments) {
  auto list = parseNamedList(
      "# comment\n\nplain\nsmall floors=1 size=24x24   # trailing comment\n"
      "forced topology=two_paths\n",
      "named.txt");
  ASSERT_TRUE(list.ok()) << list.error().format();
  ASSERT_EQ(list->size(), 3u);
  EXPECT_EQ((*list)[0].name, "plain");
  EXPECT_EQ((*list)[0].options, Options{});
  EXPECT_EQ((*list)[0].line, 3);
  EXPECT_EQ((*list)[1].options.width, 24);
  EXPECT_EQ((*list)[2].options.topology, "two_paths");
}

TEST(NamedList, UnknownOptionNamesItsColumn) {
  auto list = parseNamedList("ok\nbad floors=1 colour=red\n", "named.txt");
  ASSERT_FALSE(list.ok());
  EXPECT_EQ(list.error().format(),
            "named.txt:2:14: error: unknown option 'colour' (known: floors, size, topology, "
            "rising, mine)");
}

TEST(NamedList, MalformedWordAndBadName) {
  auto word = parseNamedList("x floors\n", "n.txt");
  ASSERT_FALSE(word.ok());
  EXPECT_EQ(word.error().line, 1);
  EXPECT_EQ(word.error().column, 3);
  auto name = parseNamedList("  bad/name\n", "n.txt");
  ASSERT_FALSE(name.ok());
  EXPECT_EQ(name.error().column, 3);
}

TEST(NamedList, RepeatedOrOutOfRangeOptionPointsAtItsWord) {
  auto repeated = parseNamedList("x floors=1 floors=2\n", "n.txt");
  ASSERT_FALSE(repeated.ok());
  EXPECT_EQ(repeated.error().format(),
            "n.txt:1:12: error: duplicate option 'floors' (first given at column 3)");
  auto range = parseNamedList("x size=24x24 floors=9\n", "n.txt");
  ASSERT_FALSE(range.ok());
  EXPECT_EQ(range.error().format(), "n.txt:1:14: error: floors must be 1..8, not '9'");
}

TEST(NamedList, OutOfRangeSizeIsAnError) {
  auto list = parseNamedList("tiny size=8x8\n", "n.txt");
  ASSERT_FALSE(list.ok());
  EXPECT_NE(list.error().message.find("16..256"), std::string::npos);
}

TEST(NamedList, DuplicateNameIsAnError) {
  auto list = parseNamedList("a\nb\n a size=20x20\n", "n.txt");
  ASSERT_FALSE(list.ok());
  EXPECT_EQ(list.error().format(), "n.txt:3:2: error: 'a' is already on the list");
}

TEST(NamedList, SelectKeepsGivenOrderAndRefusesUnknownNames) {
  auto list = parseNamedList("a\nb\nc\n", "n.txt");
  ASSERT_TRUE(list.ok());
  auto chosen = selectNamed(*list, {"c", "a", "c"});
  ASSERT_TRUE(chosen.ok());
  ASSERT_EQ(chosen->size(), 2u);
  EXPECT_EQ((*chosen)[0].name, "c");
  EXPECT_EQ((*chosen)[1].name, "a");
  auto unknown = selectNamed(*list, {"zzz"});
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error().message.find("zzz"), std::string::npos);
}

}  // namespace
}  // namespace dungeon::golden
