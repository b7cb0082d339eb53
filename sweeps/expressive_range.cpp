// The expressive range's pairs, the points each seed adds, and the grids drawn from them.
#include "sweeps/expressive_range.h"

#include <algorithm>
#include <limits>
#include <optional>

namespace dungeon::sweeps {
namespace {

// floor(value / size) for a positive size.
int64_t cellOf(int64_t value, int64_t size) {
  return value >= 0 ? value / size : -((-value + size - 1) / size);
}

std::optional<int64_t> valueOf(const SeedOutcome& seed, std::string_view id, int floor) {
  for (const MetricValue& m : seed.metrics) {
    if (m.id == id && m.floor == floor) return m.value;
  }
  return std::nullopt;
}

// The floors of `seed` on which `id` was measured; {-1} for a dungeon-wide metric.
std::vector<int> floorsOf(const SeedOutcome& seed, std::string_view id) {
  std::vector<int> floors;
  for (const MetricValue& m : seed.metrics) {
    if (m.id == id && std::find(floors.begin(), floors.end(), m.floor) == floors.end())
      floors.push_back(m.floor);
  }
  return floors;
}

// A reading within kLargestRangeReading of 0 (a report edited by hand may hold anything).
bool drawable(int64_t value) {
  return value >= -kLargestRangeReading && value <= kLargestRangeReading;
}

struct Span {
  int64_t low = std::numeric_limits<int64_t>::max();
  int64_t high = std::numeric_limits<int64_t>::min();
};

// The smallest whole factor f for which the boxes of f cells, aligned on multiples of f from 0,
// cover `span` (in cells) in at most kMostRangeColumns columns.
int64_t factorOf(const Span& span) {
  if (span.low > span.high) return 1;
  int64_t factor = (span.high - span.low + kMostRangeColumns) / kMostRangeColumns;
  while (cellOf(span.high, factor) - cellOf(span.low, factor) + 1 > kMostRangeColumns) ++factor;
  return factor;
}

}  // namespace

// The cell sizes put a 40 x 40 floor's usual readings in 10 to 25 columns: M4 1..6.5 in
// quarters, M8 0..90 squares in fives, M1 10..16 rooms and M14 18..34 squares in twos, M5 0..6
// loops and M6 0..4 dead ends one by one; larger floors' wider spans are merged.
const std::vector<RangePair>& rangePairs() {
  static const std::vector<RangePair> pairs = {
      {"linearity_leniency",
       "linearity (M4 detour_ratio: 1 is a straight way from the entrance to the goal) against "
       "leniency (M8 backtracking: squares the party walks again; fewer is more lenient)",
       "M4", "M8", 250, 5000},
      {"rooms_and_size", "rooms on a floor (M1 room_count) against their size (M14 mean_room_area)",
       "M1", "M14", 1000, 2000},
      {"loops_and_dead_ends",
       "the floor's shape: loops (M5) against dead ends (M6), ring against tree", "M5", "M6", 1000,
       1000},
  };
  return pairs;
}

void addRangePoints(std::map<std::string, RangeCells>& ranges, const SeedOutcome& seed) {
  for (const RangePair& pair : rangePairs()) {
    for (int floor : floorsOf(seed, pair.x_metric)) {
      const std::optional<int64_t> x = valueOf(seed, pair.x_metric, floor);
      const std::optional<int64_t> y = valueOf(seed, pair.y_metric, floor);
      if (!x || !y || !drawable(*x) || !drawable(*y)) continue;
      ++ranges[std::string(pair.id)][{cellOf(*x, pair.x_cell), cellOf(*y, pair.y_cell)}];
    }
  }
}

void addRangeCells(RangeCells& into, const RangeCells& from) {
  for (const auto& [cell, count] : from) into[cell] += count;
}

const RangeCells& rangeCellsOf(const std::map<std::string, RangeCells>& ranges,
                               std::string_view id) {
  static const RangeCells kNone;
  const auto found = ranges.find(std::string(id));
  return found == ranges.end() ? kNone : found->second;
}

RangeGrid rangeGridOf(const RangePair& pair, const std::map<std::string, RangeCells>& ranges) {
  return rangeGrids(pair, {&rangeCellsOf(ranges, pair.id)}).front();
}

std::vector<RangeGrid> rangeGrids(const RangePair& pair,
                                  const std::vector<const RangeCells*>& sides) {
  Span x;
  Span y;
  for (const RangeCells* cells : sides) {
    for (const auto& [cell, count] : *cells) {
      x = {std::min(x.low, cell.first), std::max(x.high, cell.first)};
      y = {std::min(y.low, cell.second), std::max(y.high, cell.second)};
    }
  }
  const int64_t x_factor = factorOf(x);
  const int64_t y_factor = factorOf(y);
  std::vector<RangeGrid> grids;
  for (const RangeCells* cells : sides) {
    RangeGrid grid;
    grid.x_size = pair.x_cell * x_factor;
    grid.y_size = pair.y_cell * y_factor;
    if (x.low <= x.high) {
      grid.x_first = cellOf(x.low, x_factor) * grid.x_size;
      grid.x_last = cellOf(x.high, x_factor) * grid.x_size;
      grid.y_first = cellOf(y.low, y_factor) * grid.y_size;
      grid.y_last = cellOf(y.high, y_factor) * grid.y_size;
    }
    for (const auto& [cell, count] : *cells) {
      const int64_t box_x = cellOf(cell.first, x_factor) * grid.x_size;
      const int64_t box_y = cellOf(cell.second, y_factor) * grid.y_size;
      grid.boxes[{box_x, box_y}] += count;
      grid.readings += count;
    }
    grids.push_back(std::move(grid));
  }
  return grids;
}

}  // namespace dungeon::sweeps
