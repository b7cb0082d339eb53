// The sweep's mine counts: summed in any order and split, they give the same tally; a part
// file's JSON reads back the same; the report's line says the open fraction and the diggers.
#include "sweeps/mine_facts.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace dungeon::sweeps {
namespace {

TEST(MineFacts, OnlyWithMine) {
  const gen::MineLaid laid{1, 20, 540, 1600};
  EXPECT_FALSE(mineFacts(Options{}, laid));
  Options options;
  options.floors = 3;
  options.mine = 0;
  EXPECT_EQ(mineFacts(options, laid), (MineFacts{1, 20, 540, 1600}));
}

TEST(MineFacts, TallyMergesAsOneRunAndReadsBack) {
  const MineFacts mines[] = {{0, 30, 540, 1600}, {0, 12, 534, 1600}, {0, 51, 560, 1600}};
  MineTally whole;
  for (const MineFacts& m : mines) addMine(whole, m);
  MineTally first;
  MineTally second;
  addMine(first, mines[2]);
  addMine(second, mines[0]);
  addMine(second, mines[1]);
  MineTally merged;
  mergeMines(merged, second);
  mergeMines(merged, MineTally{});
  mergeMines(merged, first);
  EXPECT_EQ(merged, whole);
  EXPECT_EQ(whole, (MineTally{3, 93, 1634, 4800, 12, 51}));
  EXPECT_EQ(mineOfJson(mineJson(whole)), whole);
  EXPECT_EQ(mineLine(whole),
            "mine (--mine): 3 kept mines; open fraction 0.34 (1634 of 4800 squares); diggers "
            "12..51, 31.00 per mine\n");
}

}  // namespace
}  // namespace dungeon::sweeps
