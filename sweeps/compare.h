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
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sweeps/compare_thresholds.h"
#include "sweeps/effect_size.h"
#include "sweeps/expressive_range.h"
#include "sweeps/paired_view.h"
#include "sweeps/stats.h"
#include "sweeps/sweep.h"
#include "sweeps/sweep_readings.h"
#include "sweeps/tally.h"
#include "util/result.h"

namespace dungeon::sweeps {

// One side of a compare, as read from a JSON report, a part or a folder of parts
// (compare_input.h).
struct SweepSide {
  std::string source;  // the path it was read from
  SweepConfig config;  // options, seeds and first seed (jobs unused)
  Tally tally;         // finished; seed_rows when `rows`
  bool rows = false;   // a row per seed was kept (a JSON report, or parts made with --per-seed)
};

// The family error rate of Holm's correction: at most one compare in a hundred of an unchanged
// generator raises an alarm. At 0.05 one in twenty would: 1 of the 20 range pairs of 2,000
// seeds did in the first measurement (docs/sweeps.md#known-power-and-false-alarms).
inline constexpr double kDefaultAlpha = 0.01;

struct CompareSettings {
  double alpha = kDefaultAlpha;  // the family error rate of Holm's correction
  Thresholds thresholds;
  bool paired = false;  // the paired view is required (both sides per seed, same seeds)
  // A reading is resolved when a change is seen or its interval lies inside +-this share.
  double resolution = kDefaultResolutionPercent / 100.0;
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
  std::string note;   // why it was not tested
  EffectSize effect;  // the relative change, its interval, and whether it is resolved
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
  // Each side's expressive range (expressive_range.h), for the page's maps and their difference.
  std::map<std::string, RangeCells> before_ranges;
  std::map<std::string, RangeCells> after_ranges;
};

struct Comparison {
  std::vector<SweepComparison> sweeps;
  double alpha = kDefaultAlpha;
  Thresholds thresholds;
  int tested = 0;   // readings tested (the size of Holm's family)
  int shifted = 0;  // readings SHIFTED
  double resolution = kDefaultResolutionPercent / 100.0;  // CompareSettings::resolution
  double z = 0;              // the effect intervals' half-width in standard errors
  int unresolved = 0;        // readings whose interval reaches +-resolution
  int unsettled = 0;         // of them, those no seed count would settle (kMostSeedsAdvised)
  int64_t more_seeds = 0;    // the most seeds per side any other unresolved reading asks for
  std::string before_label;  // names for the two sides ("" unless given)
  std::string after_label;
};

// Compares one pair: refused when the options differ, or when `settings.paired` and the sides
// do not both hold a row per seed over the same seeds (an unpaired compare of different seed
// ranges and counts is allowed). The p-values are raw until finishComparison.
Result<SweepComparison> compareSweeps(const SweepSide& before, const SweepSide& after,
                                      const CompareSettings& settings);

// Holm's correction over every reading tested in `sweeps`, each reading's verdict and effect
// size (effect_size.h), and the counts.
Comparison finishComparison(std::vector<SweepComparison> sweeps, const CompareSettings& settings);

// A mix's categories with both sides' counts, by name.
struct CategoryCounts {
  std::string name;
  int64_t before = 0;
  int64_t after = 0;
};
std::vector<CategoryCounts> categoriesOf(const ReadingComparison& reading);

}  // namespace dungeon::sweeps
