// Two-sample tests for comparing sweeps (`dungeon sweep compare`, docs/sweeps.md#comparing-two-
// sweeps): the Kolmogorov-Smirnov test of two histograms of integer readings (exact given the
// ties, or from Kolmogorov's limit distribution for very large samples), Pearson's chi-square
// test of homogeneity for counts by category, Fisher's exact test of a 2 x 2 table for shares,
// and Holm's step-down correction over a family of p-values. Pure functions: the same input
// gives the same bits on every run (a fixed order of floating-point operations; no RNG, no
// threads, no std::lgamma, whose global sign variable is not thread-safe). They never decide a
// byte of generated output: only the compare's verdict and its printed p-values.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace dungeon::sweeps {

// value -> how many readings had it (a sweep tally's histogram; values are whole numbers).
using Histogram = std::map<int64_t, int64_t>;

// Whole numbers past int64_t, for exact products of two counts (GCC's and Clang's 128 bits).
__extension__ using WideInt = __int128;

// round(1000 * num / den), half up: a fraction in thousandths (tenths of a point of share), with
// integers only. REQUIRES: den > 0, num >= 0.
int64_t thousandthsOf(WideInt num, WideInt den);

// Above this many cells (before readings x after readings) the KS p-value is taken from
// Kolmogorov's limit distribution instead of the exact count, which takes time in proportion
// to the cells: 5e7 is 7,000 readings a side (a 2,000-seed three-floor sweep's per-floor
// metrics are 6,000), about a fifth of a second.
inline constexpr int64_t kExactKsCells = 50'000'000;

struct KsResult {
  // D = d_numerator / (m * n), the largest difference of the two samples' shares of readings
  // at or below a value, as an exact fraction of the sample sizes m (before) and n (after).
  int64_t d_numerator = 0;
  int64_t m = 0;
  int64_t n = 0;
  double p = 1;        // P(D >= the observed D) when both samples come from one distribution
  bool exact = false;  // p counted exactly (given the ties), or from the limit distribution
};

// The two-sided two-sample Kolmogorov-Smirnov test of `before` against `after`. With ties
// (integer readings have many), D is taken at each distinct value only and, while m * n is at
// most kExactKsCells, p is the exact share of the C(m+n, m) equally likely orders of the pooled
// readings, tied readings kept together as they are, whose D reaches the observed one (the
// conditional exact test of R's psmirnov(exact = TRUE)); else Kolmogorov's limit with Stephens'
// small-sample term, which with ties is conservative (p too large). REQUIRES: both non-empty,
// every count positive.
KsResult ksTwoSample(const Histogram& before, const Histogram& after);

// Q(lambda) = P(K > lambda) for Kolmogorov's distribution K, the limit of sqrt(m n / (m + n)) D:
// 2 * sum_{j>=1} (-1)^(j-1) exp(-2 j^2 lambda^2), or from its other series for small lambda.
// 1 for lambda <= 0.
double kolmogorovTail(double lambda);

// P(X >= x) for X chi-square with `df` degrees of freedom (the regularized upper incomplete
// gamma function Q(df / 2, x / 2)). REQUIRES: df >= 1. 1 for x <= 0.
double chiSquareTail(double x, int df);

struct ChiSquareResult {
  double statistic = 0;
  int df = 0;  // 0: nothing to test (fewer than two categories with readings)
  double p = 1;
  int pooled = 0;  // categories merged into others to keep every expected count >= 5
  std::vector<std::pair<int64_t, int64_t>> cells;  // the categories tested, after merging
};

// Pearson's chi-square test of homogeneity of the 2 x k table `counts` (per category, the
// before and the after count): whether the two samples share one mix of categories. Categories
// with no count on either side are dropped; while more than two remain and an expected count is
// below 5 (Cochran's rule), the category with the fewest counts is merged into the next fewest.
// Left with two categories, use Fisher's exact test instead (fisherExact); `df` says 1 then.
ChiSquareResult chiSquareHomogeneity(const std::vector<std::pair<int64_t, int64_t>>& counts);

// The two-sided p-value of Fisher's exact test of the 2 x 2 table
//     a b
//     c d
// (rows: before and after; columns: has it, has it not): the sum of the hypergeometric
// probabilities, margins fixed, of every table no more probable than the observed one (with
// R's relative tolerance of 1e-7 for ties). REQUIRES: every cell >= 0.
double fisherExact(int64_t a, int64_t b, int64_t c, int64_t d);

// Holm's step-down adjusted p-values, in the order given: sort p ascending (ties by index),
// adjusted_(i) = min(1, max_{j <= i} (count - j + 1) p_(j)). A hypothesis is rejected at family
// error rate alpha exactly when its adjusted p is below alpha.
std::vector<double> holmAdjusted(const std::vector<double>& p);

// The upper `tail` point of the standard normal distribution: z with P(Z > z) = tail, to within
// 1e-12 (bisection on erfc). REQUIRES: 0 < tail < 1.
double normalUpperPoint(double tail);

// log(n!), from a table up to 1023 and Stirling's series above. REQUIRES: n >= 0.
double logFactorial(int64_t n);

// A p-value in two significant digits, as the compare prints it: "0.83", "0.049", "1e-09" (as
// fmt's {:.2g}, with the exponent's leading zero dropped: "1e-9"); "1" for 1.
std::string formatP(double p);

}  // namespace dungeon::sweeps
