// Effect sizes worked by hand: the normal points against published tables, an interval and the
// smallest detectable change from a textbook two-sample case, the seeds an unresolved reading
// asks for (each of the two routes), and what is changed, unchanged, within the limit or not
// measured, and a rate from zero has no relative change.
#include "sweeps/effect_size.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

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

// Means 10 and 11, variances 4, 100 readings a side. The delta method's standard error of the
// ratio 11/10: sqrt(4/100 + 1.1^2 * 4/100) / 10 = sqrt(0.0884) / 10 = 0.0297321.
constexpr Sample kBefore{.count = 100, .mean = 10, .variance = 4};
constexpr Sample kAfter{.count = 100, .mean = 11, .variance = 4};
const EffectSettings kAt95{.z = 1.959964, .limit = 0.15, .seeds = 100, .paired_unchanged = false};

TEST(EffectSize, ATenPercentChangeWithItsInterval) {
  const EffectSize e =
      effectOfSamples(kBefore, kAfter, {.tested = true, .changed = false, .p = 0.5}, kAt95);
  EXPECT_NEAR(e.change, 0.1, 1e-12);
  // 1.959964 * 0.0297321 = 0.0582742
  EXPECT_NEAR(e.low, 0.1 - 0.0582742, 1e-6);
  EXPECT_NEAR(e.high, 0.1 + 0.0582742, 1e-6);
  // (1.959964 + 0.841621) * 0.0297321
  EXPECT_NEAR(e.detectable, 0.0832970, 1e-6);
  EXPECT_EQ(changeText(e), "+10% [+4%, +16%], detects 8%");
}

TEST(EffectSize, AnIntervalReachingTheLimitAsksForTheSeedsThatWouldShrinkIt) {
  // The interval reaches 15.8%: to end below 15% its half-width must go from 0.0583 to 0.05,
  // (0.0582742 / 0.05)^2 = 1.35835 times the seeds: 136 in all, 36 more. The test's p of 0.5
  // (normal score 0.674) would need (1.96 / 0.674)^2 = 8.4 times the seeds to be significant.
  const EffectSize e =
      effectOfSamples(kBefore, kAfter, {.tested = true, .changed = false, .p = 0.5}, kAt95);
  EXPECT_EQ(e.resolution, Resolution::kUnresolved);
  EXPECT_EQ(e.more_seeds, 36);
  EXPECT_EQ(resolutionLine(e), "unresolved: run 36 more seeds");
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

TEST(EffectSize, ARateFromZeroHasNoRelativeChange) {
  SweepReading none;
  none.kind = ReadingKind::kShare;
  none.of = 40;
  SweepReading some = none;
  some.hits = 5;
  const TestOutcome quiet{.tested = true, .changed = false, .p = 0.06};
  const EffectSize unseen = effectOfReading(none, some, quiet, kAt95);
  EXPECT_EQ(unseen.resolution, Resolution::kNotMeasured);
  EXPECT_EQ(changeText(unseen), "-");
  const TestOutcome seen{.tested = true, .changed = true, .p = 1e-6};
  const EffectSize found = effectOfReading(none, some, seen, kAt95);
  EXPECT_EQ(found.resolution, Resolution::kChanged);
  EXPECT_EQ(changeText(found), "from none");
  EXPECT_EQ(effectOfReading(none, none, quiet, kAt95).resolution, Resolution::kNotMeasured);
}

TEST(EffectSize, PairedSeedsThatNeverMovedAreUnchanged) {
  SweepReading none;
  none.kind = ReadingKind::kShare;
  none.of = 40;
  EXPECT_EQ(effectOfReading(none, none, {}, kAt95).resolution, Resolution::kNotMeasured);
  EffectSettings paired = kAt95;
  paired.paired_unchanged = true;
  const EffectSize e = effectOfReading(none, none, {}, paired);
  EXPECT_EQ(e.resolution, Resolution::kUnchanged);
  EXPECT_EQ(changeText(e), "none");
}

TEST(EffectSize, AShareIsMeasuredByItsRate) {
  // 100 of 400 -> 150 of 400: +50%; variances 0.1875 and 0.234375, ratio 1.5.
  SweepReading before;
  before.kind = ReadingKind::kShare;
  before.hits = 100;
  before.of = 400;
  SweepReading after = before;
  after.hits = 150;
  const EffectSize e =
      effectOfReading(before, after, {.tested = true, .changed = false, .p = 0.5}, kAt95);
  const double spread = std::sqrt(0.234375 / 400 + 1.5 * 1.5 * 0.1875 / 400) / 0.25;
  EXPECT_NEAR(e.change, 0.5, 1e-12);
  EXPECT_NEAR(e.high - e.change, 1.959964 * spread, 1e-9);
}

SweepReading mixOf(std::vector<std::pair<std::string, int64_t>> counts) {
  SweepReading r;
  r.kind = ReadingKind::kMix;
  r.mix = std::move(counts);
  return r;
}

TEST(EffectSize, AMixReportsItsLeastResolvedCategory) {
  const TestOutcome quiet{.tested = true, .changed = false, .p = 0.5};
  // a: 50% -> 47% of 1000, its interval inside 15%; b: 10% -> 10.4% (+4%), rare, so its
  // interval is the widest: (1.96 * 0.1404 / 0.11)^2 = 6.3 times the seeds; c: 40% -> 42.6%
  // (+6.5%): (1.96 * 0.0568 / 0.085)^2 = 1.7 times. b is reported, though c changed more.
  const EffectSize e = effectOfReading(mixOf({{"a", 500}, {"b", 100}, {"c", 400}}),
                                       mixOf({{"a", 470}, {"b", 104}, {"c", 426}}), quiet, kAt95);
  EXPECT_EQ(e.resolution, Resolution::kUnresolved);
  EXPECT_EQ(e.category, "b");
  EXPECT_NEAR(e.change, 0.04, 1e-12);
  // b: 40% -> 30% (-25%) and c: 10% -> 20% (+100%) both past the limit need the seeds that make
  // the mix's test significant: the same count, and the larger change, c's, is reported.
  const EffectSize tied =
      effectOfReading(mixOf({{"a", 500}, {"b", 400}, {"c", 100}}),
                      mixOf({{"a", 500}, {"b", 300}, {"c", 200}}), quiet, kAt95);
  EXPECT_EQ(tied.category, "c");
  EXPECT_NEAR(tied.change, 1.0, 1e-12);
}

}  // namespace
}  // namespace dungeon::sweeps
