// The generator's expressive range (docs/sweeps.md#expressive-range): Smith and Whitehead's
// picture of a generator (2010), many dungeons placed on two metrics at once and counted per
// cell of a grid, drawn as a heat map. The pairs are a fixed table: linearity against leniency
// in their sense, stated as our metrics, and two pairs a designer reads a floor by. A sweep
// tallies each kept dungeon's point (a dungeon-wide pair) or each floor's (a per-floor pair)
// into cells of a fixed size per metric, so shards merge by adding counts; the grid drawn and
// written to JSON coarsens the cells by a whole factor when one axis would have more than
// kMostRangeColumns. Integer arithmetic only: the same counts give the same bytes.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sweeps/sweep.h"

namespace dungeon::sweeps {

// One pair of metrics, each cut into cells of `*_cell` thousandths of its unit.
struct RangePair {
  std::string_view id;     // "linearity_leniency"
  std::string_view title;  // what the picture shows
  std::string_view x_metric;
  std::string_view y_metric;
  int64_t x_cell = 1000;
  int64_t y_cell = 1000;
};

// The pairs, in the order the pages draw them.
const std::vector<RangePair>& rangePairs();

// Cell (x, y), each the floor of the value over the cell size -> readings.
using RangeCells = std::map<std::pair<int64_t, int64_t>, int64_t>;

// Readings farther from 0 than this (thousandths: 10^12 of the metric's unit, far past any real
// dungeon's) are not placed, so no box edge can overflow.
inline constexpr int64_t kLargestRangeReading = 1'000'000'000'000'000;

// Adds `seed`'s points to `ranges` (pair id -> cells): a dungeon-wide pair's one point, a
// per-floor pair's point per floor that has both metrics, each within kLargestRangeReading.
void addRangePoints(std::map<std::string, RangeCells>& ranges, const SeedOutcome& seed);

// Adds `from` into `into`.
void addRangeCells(RangeCells& into, const RangeCells& from);

// The cells of pair `id` in `ranges`, or none.
const RangeCells& rangeCellsOf(const std::map<std::string, RangeCells>& ranges,
                               std::string_view id);

// No axis of a drawn grid has more columns than this; finer cells are merged by a whole factor.
inline constexpr int64_t kMostRangeColumns = 32;

// A pair's cells as drawn: the lower edge of each cell's box on both axes (thousandths of the
// metric's unit) -> readings, and the box's size.
struct RangeGrid {
  int64_t x_size = 0;
  int64_t y_size = 0;
  int64_t x_first = 0;  // the lower edges of the first and last boxes
  int64_t x_last = 0;
  int64_t y_first = 0;
  int64_t y_last = 0;
  int64_t readings = 0;
  std::map<std::pair<int64_t, int64_t>, int64_t> boxes;
};

// The grids of one pair's sides, on the same boxes (a compare's two sides share them; a sweep
// has one side): the box is the cell, made a whole factor larger on an axis whose cells with
// readings on any side span more than kMostRangeColumns columns: the smallest factor f for
// which boxes of f cells, aligned on multiples of f from 0, take at most that many columns.
std::vector<RangeGrid> rangeGrids(const RangePair& pair,
                                  const std::vector<const RangeCells*>& sides);

// The grid of one side: a sweep's pair `pair` in its `ranges`.
RangeGrid rangeGridOf(const RangePair& pair, const std::map<std::string, RangeCells>& ranges);

}  // namespace dungeon::sweeps
