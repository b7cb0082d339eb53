// Script words and decimal numbers of scenarios: columns, quoted words, exact thousandths.
#include <gtest/gtest.h>

#include "sim/scenario/scenario_script.h"

namespace dungeon::sim {
namespace {

TEST(ScenarioScript, WordsKeepTheirColumnsAndQuotesHoldSpaces) {
  int bad = 0;
  const auto words = splitScriptLine("expect  message \"// NO HANDLE\"", bad);
  ASSERT_TRUE(words);
  ASSERT_EQ(words->size(), 3u);
  EXPECT_EQ((*words)[1].column, 9);
  EXPECT_EQ((*words)[2].text, "// NO HANDLE");
  EXPECT_EQ((*words)[2].column, 17);
  EXPECT_FALSE(splitScriptLine("expect message \"open", bad));
  EXPECT_EQ(bad, 16);
}

}  // namespace
}  // namespace dungeon::sim
