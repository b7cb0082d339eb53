// The two-sample tests of stats.h. References: Kolmogorov's distribution and Stephens' term as
// in Press et al., Numerical Recipes (3rd ed.), 14.3.3; the exact conditional KS count as in
// Schroer and Trenkler (1995) and R's psmirnov; the incomplete gamma function as in Numerical
// Recipes 6.2; Fisher's two-sided p as R's fisher.test; Holm (1979).
#include "sweeps/stats.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <numbers>
#include <numeric>

namespace dungeon::sweeps {
namespace {

constexpr double kEpsilon = 1e-15;  // relative precision the series stop at
constexpr int kMaxTerms = 100000;   // a bound on series and continued fractions (never reached)
constexpr double kTiny = 1e-300;    // the continued fraction's floor for a vanishing term
// R's fisher.test counts a table "no more probable" within this relative tolerance.
constexpr double kFisherTolerance = 1 + 1e-7;
// Cochran's rule: a chi-square test wants every expected count at 5 or more.
constexpr double kLeastExpected = 5;
// Below this lambda Kolmogorov's alternating series converges slowly; the other one is used.
constexpr double kKolmogorovSwitch = 1.18;

// One distinct value of the pooled readings: how many of each sample have it.
struct TiedGroup {
  int64_t before = 0;
  int64_t after = 0;
};

std::vector<TiedGroup> pooledGroups(const Histogram& before, const Histogram& after) {
  std::map<int64_t, TiedGroup> pooled;
  for (const auto& [value, count] : before) pooled[value].before += count;
  for (const auto& [value, count] : after) pooled[value].after += count;
  std::vector<TiedGroup> groups;
  for (const auto& [value, group] : pooled) groups.push_back(group);
  return groups;
}

int64_t total(const Histogram& h) {
  int64_t sum = 0;
  for (const auto& [value, count] : h) sum += count;
  return sum;
}

// |i/m - j/n| as a whole number of 1/(m n): |i n - j m|.
int64_t gap(int64_t i, int64_t j, int64_t m, int64_t n) {
  return std::llabs(i * n - j * m);
}

// The probability that a random order of m before and n after readings, tied groups kept
// together, reaches gap >= d at the end of some group: the orders are walked one reading at a
// time, each next reading a before one with probability (m - i) / (readings left), and the
// probability of the orders that reach the gap is taken out at each group's end.
double exactKsTail(const std::vector<TiedGroup>& groups, int64_t m, int64_t n, int64_t d) {
  std::vector<double> at(static_cast<size_t>(m + 2), 0.0);  // at[i]: i before readings so far
  std::vector<double> next(at.size(), 0.0);
  at[0] = 1;
  double reached = 0;
  int64_t k = 0;  // readings so far
  for (const TiedGroup& group : groups) {
    const int64_t end = k + group.before + group.after;
    for (; k < end; ++k) {
      const int64_t lo = std::max<int64_t>(0, k - n);
      const int64_t hi = std::min(k, m);
      std::fill(next.begin() + lo, next.begin() + hi + 2, 0.0);
      const auto left = static_cast<double>(m + n - k);
      for (int64_t i = lo; i <= hi; ++i) {
        const double p = at[static_cast<size_t>(i)];
        if (p == 0) continue;
        const double to_before = p * static_cast<double>(m - i) / left;
        next[static_cast<size_t>(i + 1)] += to_before;
        next[static_cast<size_t>(i)] += p - to_before;
      }
      std::swap(at, next);
    }
    if (end == m + n) break;
    for (int64_t i = std::max<int64_t>(0, end - n); i <= std::min(end, m); ++i) {
      if (gap(i, end - i, m, n) < d) continue;
      reached += at[static_cast<size_t>(i)];
      at[static_cast<size_t>(i)] = 0;
    }
  }
  return std::min(1.0, reached);
}

// log Gamma(df / 2), exactly from factorials: Gamma(a) = (a - 1)! for whole a, and
// Gamma(n + 1/2) = (2n)! sqrt(pi) / (4^n n!).
double logGammaHalf(int df) {
  if (df % 2 == 0) return logFactorial(df / 2 - 1);
  const int n = (df - 1) / 2;
  return logFactorial(2 * n) + 0.5 * std::log(std::numbers::pi) - n * std::log(4.0) -
         logFactorial(n);
}

// P(a, x) by its series, for x < a + 1.
double lowerGammaSeries(double a, double x, double log_gamma_a) {
  double term = 1 / a;
  double sum = term;
  for (int k = 1; k < kMaxTerms; ++k) {
    term *= x / (a + k);
    sum += term;
    if (std::abs(term) < std::abs(sum) * kEpsilon) break;
  }
  return sum * std::exp(-x + a * std::log(x) - log_gamma_a);
}

// Q(a, x) by its continued fraction (modified Lentz), for x >= a + 1.
double upperGammaFraction(double a, double x, double log_gamma_a) {
  double b = x + 1 - a;
  double c = 1 / kTiny;
  double d = 1 / b;
  double h = d;
  for (int i = 1; i < kMaxTerms; ++i) {
    const double an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (std::abs(d) < kTiny) d = kTiny;
    c = b + an / c;
    if (std::abs(c) < kTiny) c = kTiny;
    d = 1 / d;
    const double delta = d * c;
    h *= delta;
    if (std::abs(delta - 1) < kEpsilon) break;
  }
  return std::exp(-x + a * std::log(x) - log_gamma_a) * h;
}

// log of the hypergeometric probability of x in the top-left cell of a 2 x 2 table with row
// sums r1, r2 and first column sum c1.
double logHypergeometric(int64_t x, int64_t r1, int64_t r2, int64_t c1) {
  return logFactorial(r1) - logFactorial(x) - logFactorial(r1 - x) + logFactorial(r2) -
         logFactorial(c1 - x) - logFactorial(r2 - c1 + x) + logFactorial(c1) +
         logFactorial(r1 + r2 - c1) - logFactorial(r1 + r2);
}

// Categories merged by Cochran's rule: while more than two remain and an expected count is
// below kLeastExpected, the fewest-count category goes into the next fewest.
int poolSmallCategories(std::vector<std::pair<int64_t, int64_t>>& cells) {
  int pooled = 0;
  for (;;) {
    const auto sum = [](const std::pair<int64_t, int64_t>& c) { return c.first + c.second; };
    const int64_t before = std::accumulate(cells.begin(), cells.end(), int64_t{0},
                                           [](int64_t s, const auto& c) { return s + c.first; });
    const int64_t all = std::accumulate(cells.begin(), cells.end(), int64_t{0},
                                        [&](int64_t s, const auto& c) { return s + sum(c); });
    const int64_t smaller_row = std::min(before, all - before);
    const bool small = std::any_of(cells.begin(), cells.end(), [&](const auto& c) {
      return static_cast<double>(sum(c)) * static_cast<double>(smaller_row) /
                 static_cast<double>(all) <
             kLeastExpected;
    });
    if (cells.size() <= 2 || !small) return pooled;
    std::stable_sort(cells.begin(), cells.end(),
                     [&](const auto& x, const auto& y) { return sum(x) < sum(y); });
    cells[1].first += cells[0].first;
    cells[1].second += cells[0].second;
    cells.erase(cells.begin());
    ++pooled;
  }
}

}  // namespace

int64_t thousandthsOf(WideInt num, WideInt den) {
  return static_cast<int64_t>((num * 2000 + den) / (den * 2));
}

double logFactorial(int64_t n) {
  static const std::array<double, 1024> kTable = [] {
    std::array<double, 1024> table{};
    for (size_t i = 1; i < table.size(); ++i)
      table[i] = table[i - 1] + std::log(static_cast<double>(i));
    return table;
  }();
  if (n < static_cast<int64_t>(kTable.size())) return kTable[static_cast<size_t>(n)];
  const auto x = static_cast<double>(n);
  const double x2 = x * x;
  return x * std::log(x) - x + 0.5 * std::log(2 * std::numbers::pi * x) + 1 / (12 * x) -
         1 / (360 * x * x2) + 1 / (1260 * x * x2 * x2);
}

double kolmogorovTail(double lambda) {
  if (lambda <= 0) return 1;
  if (lambda < kKolmogorovSwitch) {
    // P(K <= lambda) = sqrt(2 pi) / lambda * sum_{j>=1} exp(-(2j-1)^2 pi^2 / (8 lambda^2)).
    const double w = -std::numbers::pi * std::numbers::pi / (8 * lambda * lambda);
    double sum = 0;
    for (int j = 1; j < kMaxTerms; ++j) {
      const double odd = 2.0 * j - 1;
      const double term = std::exp(odd * odd * w);
      sum += term;
      if (term < kEpsilon * sum) break;
    }
    return std::clamp(1 - std::sqrt(2 * std::numbers::pi) / lambda * sum, 0.0, 1.0);
  }
  double sum = 0;
  for (int j = 1; j < kMaxTerms; ++j) {
    const double term = std::exp(-2.0 * j * j * lambda * lambda);
    sum += (j % 2 == 1 ? 2 : -2) * term;
    if (term < kEpsilon * std::abs(sum)) break;
  }
  return std::clamp(sum, 0.0, 1.0);
}

KsResult ksTwoSample(const Histogram& before, const Histogram& after) {
  KsResult result;
  result.m = total(before);
  result.n = total(after);
  const std::vector<TiedGroup> groups = pooledGroups(before, after);
  int64_t i = 0;
  int64_t j = 0;
  for (const TiedGroup& group : groups) {
    i += group.before;
    j += group.after;
    result.d_numerator = std::max(result.d_numerator, gap(i, j, result.m, result.n));
  }
  if (result.d_numerator == 0) {
    result.exact = true;
    return result;
  }
  if (result.m * result.n <= kExactKsCells) {
    result.exact = true;
    result.p = exactKsTail(groups, result.m, result.n, result.d_numerator);
    return result;
  }
  const double m = static_cast<double>(result.m);
  const double n = static_cast<double>(result.n);
  const double root = std::sqrt(m * n / (m + n));
  const double d = static_cast<double>(result.d_numerator) / (m * n);
  result.p = kolmogorovTail((root + 0.12 + 0.11 / root) * d);
  return result;
}

double chiSquareTail(double x, int df) {
  if (x <= 0) return 1;
  const double a = df / 2.0;
  const double half = x / 2;
  const double log_gamma_a = logGammaHalf(df);
  if (half < a + 1) return std::clamp(1 - lowerGammaSeries(a, half, log_gamma_a), 0.0, 1.0);
  return std::clamp(upperGammaFraction(a, half, log_gamma_a), 0.0, 1.0);
}

ChiSquareResult chiSquareHomogeneity(const std::vector<std::pair<int64_t, int64_t>>& counts) {
  std::vector<std::pair<int64_t, int64_t>> cells;
  for (const auto& c : counts) {
    if (c.first + c.second > 0) cells.push_back(c);
  }
  ChiSquareResult result;
  result.pooled = poolSmallCategories(cells);
  result.cells = cells;
  if (cells.size() < 2) return result;
  result.df = static_cast<int>(cells.size()) - 1;
  double before = 0;
  double all = 0;
  for (const auto& [b, a] : cells) {
    before += static_cast<double>(b);
    all += static_cast<double>(b + a);
  }
  const double after = all - before;
  if (before == 0 || after == 0) {
    result.df = 0;
    return result;
  }
  for (const auto& [b, a] : cells) {
    const double column = static_cast<double>(b + a);
    const double expect_before = before * column / all;
    const double expect_after = after * column / all;
    result.statistic += (static_cast<double>(b) - expect_before) *
                            (static_cast<double>(b) - expect_before) / expect_before +
                        (static_cast<double>(a) - expect_after) *
                            (static_cast<double>(a) - expect_after) / expect_after;
  }
  result.p = chiSquareTail(result.statistic, result.df);
  return result;
}

double fisherExact(int64_t a, int64_t b, int64_t c, int64_t d) {
  const int64_t r1 = a + b;
  const int64_t r2 = c + d;
  const int64_t c1 = a + c;
  const int64_t lo = std::max<int64_t>(0, c1 - r2);
  const int64_t hi = std::min(r1, c1);
  const double observed = logHypergeometric(a, r1, r2, c1);
  const double limit = observed + std::log(kFisherTolerance);
  double p = 0;
  for (int64_t x = lo; x <= hi; ++x) {
    const double log_p = logHypergeometric(x, r1, r2, c1);
    if (log_p <= limit) p += std::exp(log_p);
  }
  return std::min(1.0, p);
}

std::vector<double> holmAdjusted(const std::vector<double>& p) {
  std::vector<size_t> order(p.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return p[x] < p[y]; });
  std::vector<double> adjusted(p.size(), 1.0);
  double running = 0;
  for (size_t rank = 0; rank < order.size(); ++rank) {
    const double scaled = static_cast<double>(order.size() - rank) * p[order[rank]];
    running = std::max(running, std::min(1.0, scaled));
    adjusted[order[rank]] = running;
  }
  return adjusted;
}

double normalUpperPoint(double tail) {
  double low = -40;
  double high = 40;
  while (high - low > 1e-12) {
    const double middle = (low + high) / 2;
    if (0.5 * std::erfc(middle / std::sqrt(2.0)) > tail) {
      low = middle;
    } else {
      high = middle;
    }
  }
  return (low + high) / 2;
}

std::string formatP(double p) {
  if (p >= 1) return "1";
  std::string text = fmt::format("{:.2g}", p);
  const size_t e = text.find("e-0");
  if (e != std::string::npos) text.erase(e + 2, 1);
  return text;
}

}  // namespace dungeon::sweeps
