// The compare's statistics against published values: Kolmogorov's distribution at the critical
// values of the two-sample KS table (c(alpha) = 1.073 ... 1.949), the exact two-sample KS
// distribution (P(D_100,100 <= 0.1) = 0.41699, and the small-sample critical values 30/40 and
// 35/40 for samples of 5 and 8), the chi-square distribution's critical values (NIST/SEMATECH
// e-Handbook, table 1.3.6.7.4), a worked chi-square of a 2 x 2 table (10.97, p = 0.00093),
// Fisher's exact test on four published tables, and Holm's worked example. None of the expected
// numbers comes from this code.
#include <gtest/gtest.h>

#include <vector>

#include "model/rng.h"
#include "sweeps/stats.h"

namespace dungeon::sweeps {
namespace {

Histogram histogramOf(const std::vector<int64_t>& values) {
  Histogram h;
  for (int64_t v : values) ++h[v];
  return h;
}

double ksP(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  return ksTwoSample(histogramOf(a), histogramOf(b)).p;
}

// The two-sample KS table's c(alpha) (e.g. Wikipedia, "Kolmogorov-Smirnov test", two-sample
// critical values; Smirnov 1948): P(K > c(alpha)) = alpha.
TEST(Stats, KolmogorovTailAtPublishedCriticalValues) {
  const std::vector<std::pair<double, double>> table = {
      {1.073, 0.20}, {1.138, 0.15}, {1.224, 0.10},  {1.358, 0.05},
      {1.48, 0.025}, {1.628, 0.01}, {1.731, 0.005}, {1.949, 0.001}};
  for (const auto& [c, alpha] : table) {
    EXPECT_NEAR(kolmogorovTail(c), alpha, alpha * 0.02) << "c = " << c;
  }
  EXPECT_EQ(kolmogorovTail(0), 1);
  EXPECT_LT(kolmogorovTail(6), 1e-30);
}

// UCLA's exact two-sample KS calculator (T. Ferguson): P(D_100,100 <= 0.1) = 0.41699. The
// samples below interleave without ties and reach D = 11/100 exactly, so P(D >= 0.11) is
// 1 - 0.41699.
TEST(Stats, ExactKsMatchesThePublishedDistribution) {
  std::vector<int64_t> before;
  std::vector<int64_t> after;
  for (int64_t i = 0; i < 100; ++i) {
    before.push_back(2 * i);
    after.push_back(2 * i + 21);
  }
  const KsResult ks = ksTwoSample(histogramOf(before), histogramOf(after));
  EXPECT_TRUE(ks.exact);
  EXPECT_EQ(ks.d_numerator * 100, ks.m * ks.n * 11);
  EXPECT_NEAR(ks.p, 1 - 0.41699, 1e-5);
}

// The two-sample KS table of critical values for small samples (two-sided): for samples of 5
// and 8, D must reach 30/40 at alpha 0.05 and 35/40 at 0.01. So the p-value at the critical D is
// at most alpha, and at the next smaller D the two samples can show (27/40 and 32/40) above it.
TEST(Stats, ExactKsMatchesTheSmallSampleTable) {
  EXPECT_LE(ksP({2, 3, 4, 5, 6}, {0, 1, 10, 11, 12, 13, 14, 15}), 0.05);     // D = 30/40
  EXPECT_GT(ksP({1, 2, 3, 4, 20}, {0, 10, 11, 12, 13, 14, 15, 16}), 0.05);   // D = 27/40
  EXPECT_LE(ksP({1, 2, 3, 4, 5}, {0, 10, 11, 12, 13, 14, 15, 16}), 0.01);    // D = 35/40
  EXPECT_GT(ksP({1, 2, 3, 4, 20}, {10, 11, 12, 13, 14, 15, 16, 17}), 0.01);  // D = 32/40
}

TEST(Stats, KsOfEqualSamplesIsOne) {
  const KsResult ks = ksTwoSample(histogramOf({1, 2, 2, 3}), histogramOf({1, 2, 2, 3}));
  EXPECT_EQ(ks.d_numerator, 0);
  EXPECT_EQ(ks.p, 1);
}

// With ties the exact test is conditional on them: D is looked at only after a whole tied
// group, and p is the share of the equally likely ways to split the pooled readings into the two
// samples whose D reaches the observed one. By hand (hypergeometric): before {0, 0, 1} and after
// {1, 1, 1} split two 0s and four 1s into 3 and 3; D = 2/3 when both 0s fall on one side,
// C(4,1)/C(6,3) + C(4,3)/C(6,3) = 8/20; one reading each of 0 and 1 reach D = 1 either way.
TEST(Stats, ExactKsHandlesTies) {
  EXPECT_EQ(ksP({0}, {1}), 1);
  EXPECT_NEAR(ksP({0, 0, 1}, {1, 1, 1}), 8.0 / 20.0, 1e-12);
  EXPECT_NEAR(ksP({0, 1, 1}, {0, 1, 1}), 1.0, 1e-12);
}

// Far past the exact limit the limit distribution is used, and agrees with the exact count
// where both can be had.
TEST(Stats, KsLimitIsUsedForHugeSamples) {
  Histogram before{{0, 8000}, {1, 2000}};
  Histogram after{{0, 7600}, {1, 2400}};
  const KsResult ks = ksTwoSample(before, after);
  EXPECT_FALSE(ks.exact);
  // D = 0.04 at n = m = 10,000: lambda = (sqrt(5000) + 0.12 + ...) * 0.04 = 2.833.
  EXPECT_NEAR(ks.p, kolmogorovTail(2.8333), 1e-8);
  EXPECT_LT(ks.p, 1e-6);
  Histogram small_before{{0, 800}, {1, 200}};
  Histogram small_after{{0, 760}, {1, 240}};
  const KsResult exact = ksTwoSample(small_before, small_after);
  EXPECT_TRUE(exact.exact);
  EXPECT_GT(exact.p, 0.01);
  EXPECT_LT(exact.p, 0.05);
}

// NIST/SEMATECH e-Handbook of Statistical Methods, 1.3.6.7.4, upper critical values of the
// chi-square distribution.
TEST(Stats, ChiSquareTailAtPublishedCriticalValues) {
  struct Row {
    int df;
    double x;
    double alpha;
  };
  const std::vector<Row> table = {{1, 3.841, 0.05},   {1, 6.635, 0.01},   {1, 10.828, 0.001},
                                  {2, 5.991, 0.05},   {2, 9.210, 0.01},   {3, 7.815, 0.05},
                                  {3, 11.345, 0.01},  {3, 16.266, 0.001}, {4, 9.488, 0.05},
                                  {10, 18.307, 0.05}, {10, 23.209, 0.01}, {10, 29.588, 0.001},
                                  {5, 1.145, 0.95},   {10, 3.940, 0.95}};
  for (const Row& row : table) {
    EXPECT_NEAR(chiSquareTail(row.x, row.df), row.alpha, row.alpha * 0.01)
        << "df " << row.df << " x " << row.x;
  }
  EXPECT_EQ(chiSquareTail(0, 3), 1);
}

// A worked chi-square of a 2 x 2 table (QI Macros' Fisher exact example, men and women
// dieting: men 1 dieting, 11 not; women 9 and 3): chi-square 10.97 (expected counts 5, 7, 5, 7),
// p = 0.00093.
TEST(Stats, ChiSquareMatchesAWorkedExample) {
  const ChiSquareResult chi = chiSquareHomogeneity({{1, 9}, {11, 3}});
  EXPECT_EQ(chi.df, 1);
  EXPECT_EQ(chi.pooled, 0);
  EXPECT_NEAR(chi.statistic, 10.97, 0.005);
  EXPECT_NEAR(chi.p, 0.00093, 0.000005);
}

TEST(Stats, ChiSquarePoolsCategoriesWithSmallExpectedCounts) {
  // An empty category is dropped; the two rare ones (expected counts below 5) are merged, and
  // still rare, merged into the next fewest: two categories are left.
  const ChiSquareResult chi = chiSquareHomogeneity({{50, 50}, {40, 45}, {1, 0}, {0, 2}, {0, 0}});
  EXPECT_EQ(chi.pooled, 2);
  EXPECT_EQ(chi.df, 1);
  EXPECT_EQ(chi.cells, (std::vector<std::pair<int64_t, int64_t>>{{41, 47}, {50, 50}}));
  const ChiSquareResult kept = chiSquareHomogeneity({{50, 50}, {40, 45}, {10, 12}});
  EXPECT_EQ(kept.pooled, 0);
  EXPECT_EQ(kept.df, 2);
  const ChiSquareResult one = chiSquareHomogeneity({{5, 5}});
  EXPECT_EQ(one.df, 0);
  EXPECT_EQ(one.p, 1);
}

// Fisher's exact test, two-sided, on published tables: Fisher's tea taster (R's fisher.test
// example; 0.4857), men and women dieting (QI Macros; 0.00276), contraceptives and obesity
// (Calcugator's chi2_fisherexact example; 0.0606), and MedCalc's two treatments (P = 0.015).
TEST(Stats, FisherExactMatchesPublishedTables) {
  EXPECT_NEAR(fisherExact(3, 1, 1, 3), 0.4857, 0.00005);
  EXPECT_NEAR(fisherExact(1, 11, 9, 3), 0.00276, 0.000005);
  EXPECT_NEAR(fisherExact(4, 0, 2, 5), 0.0606, 0.00005);
  EXPECT_NEAR(fisherExact(6, 1, 2, 8), 0.015, 0.0005);
  EXPECT_NEAR(fisherExact(5, 5, 5, 5), 1, 1e-12);
}

// Large tables go through Stirling's series; a table and its mirror give the same p.
TEST(Stats, FisherExactOnLargeTables) {
  const double p = fisherExact(1200, 800, 1100, 900);
  EXPECT_NEAR(p, fisherExact(800, 1200, 900, 1100), 1e-12);
  EXPECT_GT(p, 1e-4);
  EXPECT_LT(p, 0.01);
  EXPECT_NEAR(logFactorial(2000), 13206.52435, 1e-4);  // log(2000!) = 13206.5243...
}

// Holm's worked example (Wikipedia, "Holm-Bonferroni method"): p = 0.01, 0.04, 0.03, 0.005 at
// alpha 0.05 rejects the first and the fourth only. Adjusted values by the definition:
// 4 * 0.005, max(that, 3 * 0.01), max(that, 2 * 0.03), max(that, 1 * 0.04).
TEST(Stats, HolmMatchesTheWorkedExample) {
  const std::vector<double> adjusted = holmAdjusted({0.01, 0.04, 0.03, 0.005});
  ASSERT_EQ(adjusted.size(), 4u);
  EXPECT_NEAR(adjusted[3], 0.02, 1e-12);
  EXPECT_NEAR(adjusted[0], 0.03, 1e-12);
  EXPECT_NEAR(adjusted[2], 0.06, 1e-12);
  EXPECT_NEAR(adjusted[1], 0.06, 1e-12);
  std::vector<bool> rejected;
  for (double p : adjusted) rejected.push_back(p < 0.05);
  EXPECT_EQ(rejected, (std::vector<bool>{true, false, false, true}));
  EXPECT_TRUE(holmAdjusted({}).empty());
  EXPECT_EQ(holmAdjusted({0.9, 0.8}), (std::vector<double>{1.0, 1.0}));
}

TEST(Stats, PValuesPrintInTwoSignificantDigits) {
  EXPECT_EQ(formatP(1), "1");
  EXPECT_EQ(formatP(0.83), "0.83");
  EXPECT_EQ(formatP(0.04912), "0.049");
  EXPECT_EQ(formatP(1.2e-9), "1.2e-9");
  EXPECT_EQ(formatP(3e-12), "3e-12");
}

// The tests' size: samples drawn from one distribution (the project's RNG, fixed seeds) are
// called different at alpha 0.05 in about 5% of the pairs at most, and a real shift is found.
// KS exact with heavy ties (five values) and Fisher on shares of 60.
TEST(Stats, FalseAlarmRateIsAtMostAlpha) {
  Rng rng(20240531);
  const auto drawSample = [&](int n, int shift) {
    Histogram h;
    for (int i = 0; i < n; ++i)
      ++h[std::min<int64_t>(4, rng.below(5) + (rng.chance(shift) ? 1 : 0))];
    return h;
  };
  constexpr int kPairs = 400;
  int ks_alarms = 0;
  int fisher_alarms = 0;
  int ks_found = 0;
  for (int pair = 0; pair < kPairs; ++pair) {
    ks_alarms += ksTwoSample(drawSample(60, 0), drawSample(70, 0)).p < 0.05;
    int a = 0;
    int b = 0;
    for (int i = 0; i < 60; ++i) {
      a += rng.chance(300);
      b += rng.chance(300);
    }
    fisher_alarms += fisherExact(a, 60 - a, b, 60 - b) < 0.05;
    ks_found += ksTwoSample(drawSample(200, 0), drawSample(200, 500)).p < 0.05;
  }
  // 5% of 400 is 20; three standard deviations above it is 33.
  EXPECT_LE(ks_alarms, 33);
  EXPECT_LE(fisher_alarms, 33);
  EXPECT_GT(ks_alarms + fisher_alarms, 0);  // not a test that never says yes
  EXPECT_GE(ks_found, kPairs / 2);          // a shift of 0.4 on average finds most pairs of 200
}

}  // namespace
}  // namespace dungeon::sweeps
