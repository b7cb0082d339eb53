// The expressive range's points and grids worked by hand: a dungeon-wide pair places a dungeon
// once and a per-floor pair each floor that has both readings, in cells rounded down (negative
// readings too; absurd ones are left out); the grid of a wide span merges cells by a whole
// factor, the same for both sides of a compare, in at most 32 columns however the boxes align.
#include "sweeps/expressive_range.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace dungeon::sweeps {
namespace {

const RangePair& pairNamed(std::string_view id) {
  const auto& pairs = rangePairs();
  return *std::find_if(pairs.begin(), pairs.end(), [&](const RangePair& p) { return p.id == id; });
}

TEST(ExpressiveRange, ADungeonIsOnePointAndEachFloorAnother) {
  SeedOutcome seed;
  // M4 2.6 (cell 250: 10), M8 12 squares (cell 5000: 2); floor 1: loops 3, dead ends 1; floor 2:
  // loops 0 and no dead-end reading, so no point.
  seed.metrics = {
      {"M4", -1, 2600}, {"M8", -1, 12000}, {"M5", 0, 3000}, {"M6", 0, 1000}, {"M5", 1, 0}};
  std::map<std::string, RangeCells> ranges;
  addRangePoints(ranges, seed);
  EXPECT_EQ(ranges["linearity_leniency"], (RangeCells{{{10, 2}, 1}}));
  EXPECT_EQ(ranges["loops_and_dead_ends"], (RangeCells{{{3, 1}, 1}}));
  EXPECT_TRUE(ranges["rooms_and_size"].empty());
}

TEST(ExpressiveRange, AWideSpanIsDrawnInMergedBoxesSharedByBothSides) {
  const RangePair& pair = pairNamed("loops_and_dead_ends");
  // Cells 0 and 40 on x: 41 columns, past 32, so boxes of 2 cells (2 loops); y stays 1 cell.
  const RangeCells before = {{{0, 0}, 3}, {{1, 0}, 1}};
  const RangeCells after = {{{40, 5}, 2}};
  const std::vector<RangeGrid> grids = rangeGrids(pair, {&before, &after});
  ASSERT_EQ(grids.size(), 2u);
  EXPECT_EQ(grids[0].x_size, 2000);
  EXPECT_EQ(grids[0].y_size, 1000);
  EXPECT_EQ(grids[1].x_size, 2000);
  EXPECT_EQ(grids[0].boxes, (std::map<std::pair<int64_t, int64_t>, int64_t>{{{0, 0}, 4}}));
  EXPECT_EQ(grids[1].boxes, (std::map<std::pair<int64_t, int64_t>, int64_t>{{{40000, 5000}, 2}}));
  EXPECT_EQ(grids[0].x_last, 40000);
  EXPECT_EQ(grids[1].y_first, 0);
  EXPECT_EQ(grids[0].readings, 4);
}

TEST(ExpressiveRange, BoxesAlignedFromZeroStillFitInThirtyTwoColumns) {
  const RangePair& pair = pairNamed("loops_and_dead_ends");
  // Cells 1 to 64 are 64 columns: a factor of 2 would align boxes at 0, 2, ... 64, 33 columns;
  // a factor of 3 takes 0, 3, ... 63, 22 columns.
  const RangeCells cells = {{{1, 0}, 1}, {{64, 0}, 1}};
  const RangeGrid grid = rangeGrids(pair, {&cells}).front();
  EXPECT_EQ(grid.x_size, 3000);
  EXPECT_LE((grid.x_last - grid.x_first) / grid.x_size + 1, kMostRangeColumns);
  EXPECT_EQ(grid.boxes,
            (std::map<std::pair<int64_t, int64_t>, int64_t>{{{0, 0}, 1}, {{63000, 0}, 1}}));
}

TEST(ExpressiveRange, NegativeReadingsRoundDownAndAbsurdOnesAreLeftOut) {
  SeedOutcome seed;
  // M5 -0.5 loops is in cell -1 (rounded down, not toward zero); floor 2's M5 is past any real
  // dungeon's, so it is no point.
  seed.metrics = {{"M5", 0, -500}, {"M6", 0, 0}, {"M5", 1, kLargestRangeReading + 1}, {"M6", 1, 0}};
  std::map<std::string, RangeCells> ranges;
  addRangePoints(ranges, seed);
  EXPECT_EQ(ranges["loops_and_dead_ends"], (RangeCells{{{-1, 0}, 1}}));
}

}  // namespace
}  // namespace dungeon::sweeps
