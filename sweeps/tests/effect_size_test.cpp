// Effect sizes worked by hand: the normal points against published tables, an interval and the
// smallest detectable change from a textbook two-sample case, the seeds an unresolved reading
// asks for (each of the two routes), and what is changed, unchanged, within the limit or not
// measured.
#include "sweeps/effect_size.h"

#include <gtest/gtest.h>

#include <cmath>

#include "sweeps/stats.h"

namespace dungeon::sweeps {
namespace {

TEST(EffectSize, NormalPointsMatchThePublishedTable) {
  EXPECT_NEAR(normalUpperPoint(0.2), 0.841621, 1e-6);
  EXPECT_NEAR(normalUpperPoint(0.025), 1.959964, 1e-6);
  EXPECT_NEAR(normalUpperPoint(0.005), 2.575829, 1e-6);
  EXPECT_NEAR(normalUpperPoint(0.001), 3.090232, 1e-6);
  EXPECT_NEAR(normalUpperPoint(0.5), 0, 1e-9);
  // Bonferroni over 10 readings at 0.05: each at 0.005 two-sided, the upper 0.0025 point.
  EXPECT_NEAR(simultaneousZ(0.05, 10), 2.807034, 1e-6);
}

// Means 10 and 11, variances 4, 100 readings a side: the standard error of the difference is
// sqrt(4/100 + 4/100) = 0.28284, 2.8284% of the before mean.
constexpr Sample kBefore{.count = 100, .mean = 10, .variance = 4};
constexpr Sample kAfter{.count = 100, .mean = 11, .variance = 4};
const EffectSettings kAt95{.z = 1.959964, .limit = 0.15, .seeds = 100, .paired_unchanged = false};

TEST(EffectSize, ATenPercentChangeWithItsInterval) {
  const EffectSize e =
      effectOfSamples(kBefore, kAfter, {.tested = true, .changed = false, .p = 0.5}, kAt95);
  EXPECT_NEAR(e.change, 0.1, 1e-12);
  EXPECT_NEAR(e.low, 0.1 - 0.0554363, 1e-6);
  EXPECT_NEAR(e.high, 0.1 + 0.0554363, 1e-6);
  // (1.959964 + 0.841621) * 0.028284
  EXPECT_NEAR(e.detectable, 0.0792412, 1e-6);
  EXPECT_EQ(changeText(e), "+10% [+4%, +16%], detects 8%");
}

TEST(EffectSize, AnIntervalReachingTheLimitAsksForTheSeedsThatWouldShrinkIt) {
  // The interval reaches 15.5%: to end below 15% its half-width must go from 0.0554 to 0.05,
  // (0.0554363 / 0.05)^2 = 1.22929 times the seeds: 123 in all, 23 more. The test's p of 0.5
  // (normal score 0.674) would need (1.96 / 0.674)^2 = 8.4 times the seeds to be significant.
  const EffectSize e =
      effectOfSamples(kBefore, kAfter, {.tested = true, .changed = false, .p = 0.5}, kAt95);
  EXPECT_EQ(e.resolution, Resolution::kUnresolved);
  EXPECT_EQ(e.more_seeds, 23);
  EXPECT_EQ(resolutionLine(e), "unresolved: run 23 more seeds");
}

TEST(EffectSize, ALargeChangeNotYetSignificantAsksForTheSeedsThatWouldShowIt) {
  // Mean 10 -> 13: +30%, past the limit, so only significance resolves it. A p of 0.133614 is
  // a normal score of 1.5: (1.959964 / 1.5)^2 = 1.70728 times the seeds, 171 in all, 71 more.
  const Sample after{.count = 100, .mean = 13, .variance = 4};
  const EffectSize e =
      effectOfSamples(kBefore, after, {.tested = true, .changed = false, .p = 0.133614}, kAt95);
  EXPECT_EQ(e.resolution, Resolution::kUnresolved);
  EXPECT_EQ(e.more_seeds, 71);
}

TEST(EffectSize, AnIntervalInsideTheLimitIsResolved) {
  const Sample after{.count = 100, .mean = 10.2, .variance = 4};
  const EffectSize e =
      effectOfSamples(kBefore, after, {.tested = true, .changed = false, .p = 0.6}, kAt95);
  EXPECT_NEAR(e.change, 0.02, 1e-12);
  EXPECT_EQ(e.resolution, Resolution::kWithinLimit);
  EXPECT_EQ(resolutionLine(e), "under 15%");
  EXPECT_EQ(e.more_seeds, 0);
}

TEST(EffectSize, ASignificantChangeIsChangedWhateverItsInterval) {
  const EffectSize e =
      effectOfSamples(kBefore, kAfter, {.tested = true, .changed = true, .p = 1e-9}, kAt95);
  EXPECT_EQ(e.resolution, Resolution::kChanged);
  EXPECT_EQ(e.more_seeds, 0);
}

TEST(EffectSize, ARateOfZeroOnBothSidesIsNotMeasuredAndPairedSeedsThatNeverMovedAreUnchanged) {
  SweepReading none;
  none.kind = ReadingKind::kShare;
  none.of = 40;
  EXPECT_EQ(effectOfReading(none, none, {}, kAt95).resolution, Resolution::kNotMeasured);
  EXPECT_EQ(changeText(effectOfReading(none, none, {}, kAt95)), "-");
  EffectSettings paired = kAt95;
  paired.paired_unchanged = true;
  const EffectSize e = effectOfReading(none, none, {}, paired);
  EXPECT_EQ(e.resolution, Resolution::kUnchanged);
  EXPECT_EQ(changeText(e), "none");
}

TEST(EffectSize, AShareIsMeasuredByItsRate) {
  // 100 of 400 -> 150 of 400: +50%; variances 0.1875 and 0.234375.
  SweepReading before;
  before.kind = ReadingKind::kShare;
  before.hits = 100;
  before.of = 400;
  SweepReading after = before;
  after.hits = 150;
  const EffectSize e =
      effectOfReading(before, after, {.tested = true, .changed = false, .p = 0.5}, kAt95);
  const double spread = std::sqrt(0.1875 / 400 + 0.234375 / 400) / 0.25;
  EXPECT_NEAR(e.change, 0.5, 1e-12);
  EXPECT_NEAR(e.high - e.change, 1.959964 * spread, 1e-9);
}

TEST(EffectSize, AMixReportsItsLeastResolvedCategory) {
  // a: 50% -> 50% of 1000, resolved; b: 40% -> 30% (-25%) and c: 10% -> 20% (+100%), both past
  // the limit, so both need the seeds that make the mix's test significant: the same count, and
  // the larger change, c's, is reported.
  SweepReading before;
  before.kind = ReadingKind::kMix;
  before.mix = {{"a", 500}, {"b", 400}, {"c", 100}};
  SweepReading after = before;
  after.mix = {{"a", 500}, {"b", 300}, {"c", 200}};
  const EffectSize e =
      effectOfReading(before, after, {.tested = true, .changed = false, .p = 0.2}, kAt95);
  EXPECT_EQ(e.resolution, Resolution::kUnresolved);
  EXPECT_EQ(e.category, "c");
  EXPECT_NEAR(e.change, 1.0, 1e-12);
}

}  // namespace
}  // namespace dungeon::sweeps
