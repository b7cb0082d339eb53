// The laid-rate bands: the table's reader, the whole-number test of a sweep's share against a
// band, the calibration's proposal, and a sweep's verdict when a share leaves its band.
#include <gtest/gtest.h>

#include "sweeps/laid_rate_calibration.h"
#include "sweeps/laid_rates.h"
#include "sweeps/summary.h"

namespace dungeon::sweeps {
namespace {

TEST(LaidRates, SquareRootsAreFloored) {
  EXPECT_EQ(isqrt(0), 0);
  EXPECT_EQ(isqrt(1), 1);
  EXPECT_EQ(isqrt(8), 2);
  EXPECT_EQ(isqrt(9), 3);
  EXPECT_EQ(isqrt(1000000), 1000);
  EXPECT_EQ(isqrt(999999), 999);
  EXPECT_EQ(isqrt(int64_t{250000} * 80000000), 4472135);
}

// Worked by hand: at lo = 0.9 over 40 things asked the standard error of the count is
// sqrt(0.9 x 0.1 x 40) = 1.897 things; one thing of leeway and 3.29 of them, 7.24 things, so
// 36 - 7.24 = 28.76: 29 laid passes, 28 fails.
TEST(LaidRates, ASweepFailsOnlyBeyondItsOwnSampling) {
  EXPECT_TRUE(laidRateWithin(29, 40, 900, 1000));
  EXPECT_FALSE(laidRateWithin(28, 40, 900, 1000));
  EXPECT_TRUE(laidRateWithin(0, 0, 900, 1000));  // nothing asked: nothing to judge
  // One seed cannot fail a band on its own.
  EXPECT_TRUE(laidRateWithin(0, 1, 900, 1000));
  // Too many laid fails at the band's high end: hi = 0.5 over 100, sigma 5, so 50 + 1 + 16.45.
  EXPECT_TRUE(laidRateWithin(67, 100, 0, 500));
  EXPECT_FALSE(laidRateWithin(68, 100, 0, 500));
  // A band of [1, 1] leaves one thing's leeway and no more.
  EXPECT_TRUE(laidRateWithin(39, 40, 1000, 1000));
  EXPECT_FALSE(laidRateWithin(38, 40, 1000, 1000));
}

TEST(LaidRates, TheCalibrationWidensTheShareByItsOwnStandardError) {
  // 600 of 600 laid: p = 601/602, sigma = sqrt(p(1-p)600) in thousandths, 3.29 of them.
  const ProposedLaidRate all = proposeLaidRate(600, 600);
  EXPECT_EQ(all.hi, 1000);
  EXPECT_GE(all.lo, 990);
  EXPECT_LT(all.lo, 1000);
  const ProposedLaidRate half = proposeLaidRate(500, 1000);
  EXPECT_EQ(half.lo, 447);  // 0.5 - 3.29 x 0.01581 = 0.44798, floored
  EXPECT_EQ(half.hi, 553);
  const ProposedLaidRate none = proposeLaidRate(0, 100);
  EXPECT_EQ(none.lo, 0);
  EXPECT_GT(none.hi, 0);
}

TEST(LaidRates, TheTableReadsItsRowsAndRefusesBadOnesWhereTheyStand) {
  const auto table = LaidRateTable::parse(
      "# a comment\nsunk_room 1 standard plain 0.9 1\nsunk_room 4 huge mine 0 0.5\n", "t.txt");
  ASSERT_TRUE(table) << table.error().format();
  Options one;
  const LaidRateBand* band = table->find(gen::Asked::kSunkRoom, one);
  ASSERT_NE(band, nullptr);
  EXPECT_EQ(band->lo, 900);
  EXPECT_EQ(band->hi, 1000);
  Options eight_huge_mine;
  eight_huge_mine.floors = 8;
  eight_huge_mine.width = eight_huge_mine.height = 256;
  eight_huge_mine.mine = 4;
  EXPECT_NE(table->find(gen::Asked::kSunkRoom, eight_huge_mine), nullptr);
  EXPECT_EQ(table->find(gen::Asked::kCutSpiral, one), nullptr);

  const auto bad_kind = LaidRateTable::parse("\nsunk_rooms 1 standard plain 0 1\n", "t.txt");
  ASSERT_FALSE(bad_kind);
  EXPECT_EQ(bad_kind.error().format().substr(0, 20), "t.txt:2:1: error: un");
  const auto bad_rate = LaidRateTable::parse("sunk_room 1 standard plain 0.5 1.5\n", "t.txt");
  ASSERT_FALSE(bad_rate);
  EXPECT_EQ(bad_rate.error().column, 32);
  EXPECT_FALSE(LaidRateTable::parse("sunk_room 5 standard plain 0 1\n", "t.txt"));
  EXPECT_FALSE(LaidRateTable::parse("sunk_room 0 standard plain 0 1\n", "t.txt"));
  EXPECT_FALSE(LaidRateTable::parse("sunk_room 1 standard both 0 1\n", "t.txt"));
  EXPECT_FALSE(LaidRateTable::parse("sunk_room 1 standard plain 0.6 0.5\n", "t.txt"));
  EXPECT_FALSE(
      LaidRateTable::parse("sunk_room 1 small plain 0 1\nsunk_room 1 small plain 0 1\n", "t.txt"));
}

TEST(LaidRates, TheCompiledTableReads) {
  EXPECT_FALSE(standardLaidRates().rows().empty());
}

// A change that quietly stops laying something: the sweep's verdict fails on the share alone.
TEST(LaidRates, ASweepThatStopsLayingFailsItsVerdict) {
  const auto table = LaidRateTable::parse("sunk_room 1 standard plain 0.9 1\n", "t.txt");
  ASSERT_TRUE(table);
  AskedLaidTotals totals;
  const auto k = static_cast<size_t>(gen::Asked::kSunkRoom);
  totals.asked[k] = 40;
  totals.laid[k] = 40;
  SweepSummary summary;
  summary.laid_rates = judgeLaidRates(totals, Options{}, *table);
  ASSERT_EQ(summary.laid_rates.size(), 1u);
  EXPECT_TRUE(sweepPassed(summary));
  totals.laid[k] = 0;
  summary.laid_rates = judgeLaidRates(totals, Options{}, *table);
  EXPECT_FALSE(summary.laid_rates.front().within);
  EXPECT_FALSE(sweepPassed(summary));
  EXPECT_NE(laidRateLines(summary.laid_rates).find("sunk_room             0 of 40"),
            std::string::npos)
      << laidRateLines(summary.laid_rates);
}

}  // namespace
}  // namespace dungeon::sweeps
