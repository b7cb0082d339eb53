// The sweep compare's thresholds (docs/sweeps.md#the-readings): how far each reading may shift,
// in points of share, before a significant shift fails a change. A file of lines
// `PATTERN POINTS`, like the benchmark gate's ci/bench-thresholds.txt: an fnmatch pattern on the
// reading id ("M5", "reach.*"), points with at most one decimal and an optional trailing %; the
// first matching line wins; `default POINTS` for every id no line matches; `#` starts a comment.
// Integers only: points are kept in tenths.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "util/result.h"

namespace dungeon::sweeps {

// Shifts are measured in tenths of a point of share (1 point = 1% of the readings).
inline constexpr int64_t kTenthsPerPoint = 10;
// The default threshold when a thresholds file names none: 2 points. A distribution must move
// some value's share of readings at or below it by more than 2% of the readings (the KS
// statistic D), a share by more than 2 percentage points, a mix some category by more than 2
// points, before a significant difference fails the compare.
inline constexpr int64_t kDefaultThresholdTenths = 20;

struct Thresholds {
  std::vector<std::pair<std::string, int64_t>> rules;  // pattern -> tenths of a point
  int64_t default_tenths = kDefaultThresholdTenths;
  std::string source;  // the file read, "" for the built-in default
};

// Reads a thresholds file's text; a bad line is refused with file:line:col.
Result<Thresholds> parseThresholds(std::string_view text, const std::string& file);

// The threshold of reading `id`, in tenths of a point.
int64_t thresholdOf(const Thresholds& thresholds, std::string_view id);

}  // namespace dungeon::sweeps
