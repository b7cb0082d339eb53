// Sweep against sweep (`dungeon sweep compare`, docs/sweeps.md#comparing-two-sweeps): did a
// change shift the dungeons' character? Each sweep's readings (sweep_readings.h) before and after
// are summarized and tested with a two-sample test suited to the reading (stats.h:
// Kolmogorov-Smirnov for distributions, Fisher's exact test for shares, chi-square for mixes),
// Holm's correction runs over every reading tested in the whole compare, and a reading SHIFTED
// when its adjusted p is below alpha and its shift, in points of share, is past its threshold
// (a thresholds file, per reading id, with a default). When both sides hold a row per seed over
// the same seeds, a paired view says which seeds changed at all and which readings moved on how
// many seeds. Deterministic: the same inputs give the same comparison and report bytes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/result.h"
#include "sweeps/stats.h"
#include "sweeps/sweep.h"
#include "sweeps/sweep_readings.h"
#include "sweeps/tally.h"

namespace dungeon::sweeps {

// One side of a compare, as read from a JSON report, a part or a folder of parts
// (compare_input.h).
struct SweepSide {
  std::string source;  // the path it was read from
  SweepConfig config;  // options, seeds and first seed (jobs unused)
  Tally tally;         // finished; seed_rows when `rows`
  bool rows = false;   // a row per seed was kept (a JSON report, or parts made with --per-seed)
};

// Shifts are measured in tenths of a point of share (1 point = 1% of the readings).
inline constexpr int64_t kTenthsPerPoint = 10;
// The default threshold when a thresholds file names none: 2 points. A distribution must move
// some value's share of readings at or below it by more than 2% of the readings (the KS
// statistic D), a share by more than 2 percentage points, a mix some category by more than 2
// points, before a significant difference fails the compare.
inline constexpr int64_t kDefaultThresholdTenths = 20;
// The family error rate of Holm's correction: at most one compare in a hundred of an unchanged
// generator raises an alarm. At 0.05 one in twenty would: 1 of the 20 range pairs of 2,000
// seeds did in the first measurement (docs/sweeps.md#known-power-and-false-alarms).
inline constexpr double kDefaultAlpha = 0.01;
// How many of the seeds that moved most the paired view lists.
inline constexpr int kMovedSeedsListed = 10;

// The thresholds file: lines `PATTERN POINTS` (an fnmatch pattern on the reading id, points of
// share with at most one decimal, an optional trailing %), the first matching line wins;
// `default POINTS` for every id no line matches; `#` starts a comment.
struct Thresholds {
  std::vector<std::pair<std::string, int64_t>> rules;  // pattern -> tenths of a point
  int64_t default_tenths = kDefaultThresholdTenths;
  std::string source;  // the file read, "" for the built-in default
};

// Reads a thresholds file's text; a bad line is refused with file:line:col.
Result<Thresholds> parseThresholds(std::string_view text, const std::string& file);
// The threshold of reading `id`, in tenths of a point.
int64_t thresholdOf(const Thresholds& thresholds, std::string_view id);

struct CompareSettings {
  double alpha = kDefaultAlpha;  // the family error rate of Holm's correction
  Thresholds thresholds;
  bool paired = false;  // the paired view is required (both sides per seed, same seeds)
};

enum class Verdict {
  kShifted,      // significant after Holm and past its threshold: fails the compare
  kSignificant,  // significant after Holm, within its threshold
  kMoved,        // past its threshold, not significant
  kSame,         // neither
  kNotTested,    // every reading equal on both sides, or no readings on one side
};

std::string_view verdictText(Verdict verdict);

// A distribution's summary: how many readings, quartiles (each the lower of two middle
// readings, so a real reading) and the sum (for the mean).
struct DistributionSummary {
  int64_t readings = 0;
  int64_t min = 0;
  int64_t q1 = 0;
  int64_t median = 0;
  int64_t q3 = 0;
  int64_t max = 0;
  int64_t sum = 0;  // of the values
};
DistributionSummary summarizeValues(const ValueCounts& values);

// One reading before and after.
struct ReadingComparison {
  SweepReading before;
  SweepReading after;
  std::string test;  // "KS exact", "KS limit", "Fisher", "chi-square df 3", "" (not tested)
  int pooled = 0;    // a chi-square's categories merged into others
  double p = 1;      // the test's p-value
  double p_holm = 1;
  int64_t shift_tenths = 0;  // D, the difference of shares, or a mix's largest category move
  int64_t threshold_tenths = kDefaultThresholdTenths;
  Verdict verdict = Verdict::kNotTested;
  std::string note;  // why it was not tested
};

// A seed of the paired view and what moved on it.
struct SeedMove {
  uint64_t seed = 0;
  bool sheet_changed = false;
  std::vector<std::string> moved;  // "M3 critical_path floor 1: 32 -> 45", in reading order
};

struct PairedView {
  int64_t seeds = 0;                                            // seeds in both
  int64_t changed = 0;                                          // seeds whose sheet hash differs
  int64_t moved = 0;                                            // seeds on which some reading moved
  std::vector<std::pair<std::string, int64_t>> readings_moved;  // id -> seeds, most first
  std::vector<SeedMove> most_moved;  // up to kMovedSeedsListed, most readings moved first
};

// One pair of sweeps of the same options.
struct SweepComparison {
  Options options;
  std::string before_source;
  std::string after_source;
  SweepConfig before_config;
  SweepConfig after_config;
  std::vector<ReadingComparison> readings;
  std::optional<PairedView> paired;
};

struct Comparison {
  std::vector<SweepComparison> sweeps;
  double alpha = kDefaultAlpha;
  Thresholds thresholds;
  int tested = 0;            // readings tested (the size of Holm's family)
  int shifted = 0;           // readings SHIFTED
  std::string before_label;  // names for the two sides ("" unless given)
  std::string after_label;
};

// Compares one pair: refused when the options differ, or when `settings.paired` and the sides
// do not both hold a row per seed over the same seeds (an unpaired compare of different seed
// ranges and counts is allowed). The p-values are raw until finishComparison.
Result<SweepComparison> compareSweeps(const SweepSide& before, const SweepSide& after,
                                      const CompareSettings& settings);

// Holm's correction over every reading tested in `sweeps`, each reading's verdict, and the
// counts.
Comparison finishComparison(std::vector<SweepComparison> sweeps, const CompareSettings& settings);

// "M5 loops median 3 -> 2, p = 1e-9" for a reading; the before and after in a few words.
std::string changeLine(const ReadingComparison& reading);
// The compare's verdict in one line: "no metric shifted", or the shifted readings, smallest
// adjusted p first, three at most ("...; and 2 more").
std::string verdictLine(const Comparison& comparison);

}  // namespace dungeon::sweeps
