// How large a change a compared reading shows, and whether the sweeps were large enough to tell
// (docs/sweeps.md#effect-sizes-and-unresolved-readings). A reading's change is the relative
// change of its mean, (after - before) / before: a share's rate, a distribution's mean, and for
// a mix each category's share (the least resolved category is the one reported). It comes with
// a confidence interval that holds for every tested reading of the compare at once (the normal
// approximation of the ratio of two independent means by the delta method, Bonferroni over the
// readings at the compare's alpha) and the smallest change the run could detect (80% power at
// the same level). A reading is then changed (significant after Holm), exactly unchanged (a
// paired compare in which no seed changed), within the resolution limit (the interval lies
// inside +-limit, 15% by default), or unresolved, with the seeds a side would need, projected
// from this run's spread. A reading whose before mean is 0 has no relative change: it is
// changed when significant, else not measured. Pure functions; floating point here decides
// only the report, never a byte of a dungeon.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "sweeps/sweep_readings.h"

namespace dungeon::sweeps {

// The change a reading may hide before a compare calls it resolved: 15%.
inline constexpr int kDefaultResolutionPercent = 15;

// The power at which the smallest detectable change is stated.
inline constexpr double kDetectionPower = 0.8;

// No more seeds than this are ever advised (a reading this far from resolved needs another
// approach, not more seeds).
inline constexpr int64_t kMostSeedsAdvised = 1'000'000'000;

enum class Resolution {
  kChanged,      // significant after Holm: a change was seen
  kUnchanged,    // paired, and no seed changed at all: the change is exactly none
  kWithinLimit,  // the interval lies inside +-limit: any change is smaller than the limit
  kUnresolved,   // the interval reaches the limit: run more seeds
  kNotMeasured,  // no spread to measure from (a side empty, or every reading equal)
};

std::string_view resolutionText(Resolution resolution);

// The readings of one side as a sample: how many, their mean and their variance.
struct Sample {
  double count = 0;
  double mean = 0;
  double variance = 0;
};

struct EffectSize {
  std::string category;  // a mix's category reported; "" otherwise
  double change = 0;     // relative change of the mean, (after - before) / |before|
  double low = 0;        // the interval of the change
  double high = 0;
  double detectable = 0;   // the smallest relative change the run could detect
  bool from_none = false;  // the before mean is 0 and the after's is not: no relative change
  Resolution resolution = Resolution::kNotMeasured;
  int64_t more_seeds = 0;  // kUnresolved: seeds to add to each side
  double limit = 0;        // the resolution limit it was judged against
};

// What every reading of one compare is measured against.
struct EffectSettings {
  double z = 0;  // the interval's half-width in standard errors
  double limit = kDefaultResolutionPercent / 100.0;
  int64_t seeds = 0;              // the seeds of the larger side
  bool paired_unchanged = false;  // paired, and no seed changed: every reading is unchanged
};

// The z of a two-sided interval that holds for `tested` readings at once at family error
// rate `alpha` (Bonferroni): the upper alpha / (2 tested) point of the standard normal.
// REQUIRES: 0 < alpha < 1, tested >= 1.
double simultaneousZ(double alpha, int tested);

// What the compare's test said of a reading.
struct TestOutcome {
  bool tested = false;
  bool changed = false;  // significant after Holm
  double p = 1;          // the test's own p-value
};

// The effect of a change from `before` to `after`. An unresolved reading asks for the seeds
// that would put its interval inside +-limit or, whichever is fewer, make its test significant
// at the interval's level (its p-value's normal score grows with the square root of the seeds).
EffectSize effectOfSamples(const Sample& before, const Sample& after, const TestOutcome& test,
                           const EffectSettings& settings);

// The effect of one reading; kNotMeasured when it was not tested, unless the settings say every
// reading is unchanged.
EffectSize effectOfReading(const SweepReading& before, const SweepReading& after,
                           const TestOutcome& test, const EffectSettings& settings);

// "+29% [+12%, +46%], detects 21%" (the change, its interval and the smallest change the run
// could detect), "from none" when the before mean is 0 (and significant), "none" for an exact
// zero, "-" when not measured.
std::string changeText(const EffectSize& effect);
// The resolution in a few words: "changed", "under 15%", "unresolved: run 480 more seeds".
std::string resolutionLine(const EffectSize& effect);

}  // namespace dungeon::sweeps
