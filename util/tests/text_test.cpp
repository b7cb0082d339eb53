// Tests of the shared text helpers: words keep their 1-based columns, whole numbers are refused
// rather than wrapped ("-1", "", one past the largest), key=value words split at the first '=',
// and a table file's lines keep their numbers.
#include "util/text.h"

#include <gtest/gtest.h>

namespace dungeon {
namespace {

TEST(Text, WordsKeepTheirColumns) {
  const auto words = splitWords("  one two   three");
  ASSERT_EQ(words.size(), 3u);
  EXPECT_EQ(words[0].text, "one");
  EXPECT_EQ(words[0].column, 3);
  EXPECT_EQ(words[1].column, 7);
  EXPECT_EQ(words[2].text, "three");
  EXPECT_EQ(words[2].column, 13);
  EXPECT_TRUE(splitWords("   ").empty());
  const auto tabbed = splitWords("a\tb", " \t");
  ASSERT_EQ(tabbed.size(), 2u);
  EXPECT_EQ(tabbed[1].column, 3);
}

// A table file's lines: blank and comment lines are counted but left out, a comment ends a line's
// text, and a last line without '\n' is read.
TEST(Text, TableLinesCountEveryLineAndDropComments) {
  const auto lines = tableLines("# head\n\nM3 1  2 # why\n  \t \nlast\tline", " \t");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].number, 3);
  EXPECT_EQ(lines[0].text, "M3 1  2 ");
  ASSERT_EQ(lines[0].words.size(), 3u);
  EXPECT_EQ(lines[0].words[2].text, "2");
  EXPECT_EQ(lines[0].words[2].column, 7);
  EXPECT_EQ(lines[1].number, 5);
  ASSERT_EQ(lines[1].words.size(), 2u);
  EXPECT_EQ(lines[1].words[1].column, 6);
  EXPECT_TRUE(tableLines("", " ").empty());
  EXPECT_TRUE(tableLines("\n\n#\n", " ").empty());
}

TEST(Text, UnsignedRefusesSignsBlanksAndOverflow) {
  EXPECT_EQ(parseUnsigned("18446744073709551615"), UINT64_MAX);
  EXPECT_EQ(parseUnsigned("0"), 0u);
  EXPECT_FALSE(parseUnsigned("18446744073709551616"));
  EXPECT_FALSE(parseUnsigned("-1"));
  EXPECT_FALSE(parseUnsigned("+1"));
  EXPECT_FALSE(parseUnsigned(""));
  EXPECT_FALSE(parseUnsigned(" 1"));
  EXPECT_FALSE(parseUnsigned("1x"));
}

TEST(Text, IntTakesAMinusAndRefusesOverflow) {
  EXPECT_EQ(parseInt("-1"), -1);
  EXPECT_EQ(parseInt("2147483647"), 2147483647);
  EXPECT_FALSE(parseInt("2147483648"));
  EXPECT_FALSE(parseInt(""));
  EXPECT_FALSE(parseInt("-"));
}

TEST(Text, WholeNumberNamesItsRange) {
  EXPECT_EQ(parseWholeNumber("7", 1, 8).value, 7u);
  for (const char* bad : {"0", "9", "-1", "", "18446744073709551616", "3.5"}) {
    const WholeNumber n = parseWholeNumber(bad, 1, 8);
    EXPECT_FALSE(n.value) << bad;
    EXPECT_EQ(n.error, std::string("must be a whole number from 1 to 8, not '") + bad + "'");
  }
  EXPECT_EQ(parseWholeNumber("18446744073709551615", 0, UINT64_MAX).value, UINT64_MAX);
  // A bad word of up to 40 bytes is quoted whole; a longer one, its first 40 and "...".
  const std::string forty(40, 'x');
  EXPECT_EQ(parseWholeNumber(forty, 1, 8).error,
            "must be a whole number from 1 to 8, not '" + forty + "'");
  EXPECT_EQ(parseWholeNumber(forty + "y", 1, 8).error,
            "must be a whole number from 1 to 8, not '" + forty + "...'");
}

TEST(Text, KeyValueSplitsAtTheFirstEquals) {
  const auto pair = splitKeyValue(Word{"code=a=b", 5});
  ASSERT_TRUE(pair);
  EXPECT_EQ(pair->key, "code");
  EXPECT_EQ(pair->value, "a=b");
  EXPECT_EQ(pair->value_column, 10);
  EXPECT_FALSE(splitKeyValue(Word{"plain", 1}));
  const auto empty = splitKeyValue(Word{"k=", 1});
  ASSERT_TRUE(empty);
  EXPECT_EQ(empty->value, "");
}

}  // namespace
}  // namespace dungeon
