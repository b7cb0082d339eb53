// How a passing try is judged: the glimpse first (M15), then how central its metrics sit.
#include <gtest/gtest.h>

#include "checks/hard_checks.h"
#include "generator/core/tries.h"
#include "generator/tries/generate.h"

namespace dungeon::gen {
namespace {

// A report with one banded metric M1 at `m1` (band 6..16, so 17 fails) and M15 at `seen`.
checks::Report reportWith(int64_t m1, bool seen) {
  checks::Report report;
  checks::Band band;
  band.metric = "M1";
  band.lo = 6 * checks::kMilli;
  band.hi = 16 * checks::kMilli;
  report.metrics.push_back({checks::findMetric("M1"), 0, m1 * checks::kMilli, band});
  report.metrics.push_back(
      {checks::findMetric("M15"), -1, seen ? checks::kMilli : 0, std::nullopt});
  return report;
}

TEST(Tries, ATryOutOfABandSaysWhichReadingLeftItAndWhere) {
  const TryRecord record = judgeTry(2, reportWith(17, true));
  EXPECT_FALSE(record.passed);
  EXPECT_EQ(record.rejected_by, "M1");
  EXPECT_EQ(record.reason, "M1 room_count = 17 outside [6, 16] on floor 1");
  EXPECT_EQ(record.band_floor, 0);
}

TEST(Tries, AFailingTryIsPlacedWhereItsFirstFailingCheckSays) {
  checks::Report report = reportWith(11, true);
  const auto checks = checks::hardChecks();
  report.checks.push_back({&checks[0], checks::CheckOutcome::pass()});
  report.checks.push_back({&checks[1], checks::CheckOutcome::fail("why", 0, {3, 4})});
  const TryRecord record = judgeTry(0, report);
  EXPECT_EQ(record.rejected_by, checks[1].id);
  EXPECT_EQ(record.reason, "why");
  EXPECT_EQ(record.place, (Place{0, {3, 4}}));
  EXPECT_EQ(record.band_floor, -1);  // a check, not a band, rejected it
}

TEST(Tries, APassingTryWithTheGlimpseBeatsAMoreCentralOneWithout) {
  const TryRecord central_unseen = judgeTry(0, reportWith(11, false));
  const TryRecord edgy_seen = judgeTry(1, reportWith(16, true));
  ASSERT_TRUE(central_unseen.passed);
  ASSERT_TRUE(edgy_seen.passed);
  EXPECT_LT(edgy_seen.score, central_unseen.score);
}

TEST(Tries, AmongTriesWithTheGlimpseTheMoreCentralWins) {
  EXPECT_LT(judgeTry(0, reportWith(11, true)).score, judgeTry(1, reportWith(15, true)).score);
}

TEST(Tries, AnyPassingTryBeatsAFailingOneWithTheGlimpse) {
  const TryRecord failing_seen = judgeTry(0, reportWith(17, true));
  const TryRecord passing_unseen = judgeTry(1, reportWith(16, false));
  EXPECT_FALSE(failing_seen.passed);
  EXPECT_LT(passing_unseen.score, failing_seen.score);
}

// The search ends with the first passing try whose goal is seen early, and keeps it; without
// one it goes on until kPassingTriesCompared tries have passed.
TEST(Tries, TheFirstPassingTryWithTheGlimpseEndsTheSearch) {
  int ended_early = 0;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    const Generation g = generate(nameForSeed(seed), seed, Options{});
    int passing = 0;
    for (size_t t = 0; t + 1 < g.tries.size(); ++t) {
      EXPECT_FALSE(g.tries[t].passed && g.tries[t].goal_seen_early) << "seed " << seed;
      passing += g.tries[t].passed;
    }
    const TryRecord& last = g.tries.back();
    if (last.passed && last.goal_seen_early) {
      EXPECT_EQ(g.kept_try, last.index) << "seed " << seed;
      ++ended_early;
    } else {
      EXPECT_EQ(passing + last.passed, kPassingTriesCompared) << "seed " << seed;
    }
  }
  EXPECT_GT(ended_early, 50);
}

// On a floor too large to be laid for the glimpse, the first passing try is kept.
TEST(Tries, OnAFloorNotLaidForTheGlimpseTheFirstPassingTryIsKept) {
  Options options;
  options.width = options.height = 96;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    const Generation g = generate(nameForSeed(seed), seed, options);
    ASSERT_TRUE(g.passed) << "seed " << seed;
    EXPECT_EQ(g.kept_try, g.tries.back().index) << "seed " << seed;
    for (size_t t = 0; t + 1 < g.tries.size(); ++t) EXPECT_FALSE(g.tries[t].passed);
  }
}

}  // namespace
}  // namespace dungeon::gen
