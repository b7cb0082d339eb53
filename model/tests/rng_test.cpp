// Stability and uniformity of the project's RNG. The engine is pinned to outputs published by
// others (never to numbers this code produced), the named streams to their definition, and the
// integer range mapping to a chi-squared test at p = 0.001 on a fixed seed.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <xxhash.h>

#include <algorithm>
#include <array>
#include <numeric>
#include <string_view>
#include <vector>

#include "model/draw_log.h"
#include "model/rng.h"

namespace dungeon {
namespace {

TEST(SplitMix64, MatchesThePublishedSequenceForSeed1234567) {
  // Rosetta Code, "Pseudo-random numbers/Splitmix64": the first five outputs for seed 1234567.
  constexpr std::array<uint64_t, 5> kExpected = {6457827717110365317ULL, 3203168211198807973ULL,
                                                 9817491932198370423ULL, 4593380528125082431ULL,
                                                 16408922859458223821ULL};
  SplitMix64 mix(1234567);
  for (uint64_t want : kExpected) EXPECT_EQ(mix.next(), want);
}

TEST(SplitMix64, MatchesTheRandXoshiroReferenceTest) {
  // rust-random/rngs, rand_xoshiro/src/splitmix64.rs, test `reference` (values produced there
  // with Vigna's splitmix64.c): the first outputs for seed 1477776061723855037.
  constexpr std::array<uint64_t, 5> kExpected = {1985237415132408290ULL, 2979275885539914483ULL,
                                                 13511426838097143398ULL, 8488337342461049707ULL,
                                                 15141737807933549159ULL};
  SplitMix64 mix(1477776061723855037ULL);
  for (uint64_t want : kExpected) EXPECT_EQ(mix.next(), want);
}

TEST(Xoshiro256StarStar, MatchesTheRandXoshiroReferenceTest) {
  // rust-random/rngs, rand_xoshiro/src/xoshiro256starstar.rs, test `reference`: state
  // {1, 2, 3, 4}, outputs produced with Blackman and Vigna's xoshiro256starstar.c. The first two
  // check by hand: rotl(2 * 5, 7) * 9 = 1280 * 9 = 11520; then s[1] = 2 ^ 1 ^ 3 = 0.
  constexpr std::array<uint64_t, 10> kExpected = {11520ULL,
                                                  0ULL,
                                                  1509978240ULL,
                                                  1215971899390074240ULL,
                                                  1216172134540287360ULL,
                                                  607988272756665600ULL,
                                                  16172922978634559625ULL,
                                                  8476171486693032832ULL,
                                                  10595114339597558777ULL,
                                                  2904607092377533576ULL};
  Rng rng(std::array<uint64_t, 4>{1, 2, 3, 4});
  for (uint64_t want : kExpected) EXPECT_EQ(rng.next(), want);
}

TEST(Rng, SeedWordIsExpandedWithSplitMix64) {
  for (uint64_t seed : {0ULL, 1ULL, 1234567ULL, ~0ULL}) {
    SplitMix64 mix(seed);
    std::array<uint64_t, 4> state{};
    for (auto& word : state) word = mix.next();
    Rng from_seed(seed);
    Rng from_state(state);
    for (int i = 0; i < 8; ++i) EXPECT_EQ(from_seed.next(), from_state.next()) << seed;
  }
}

TEST(Rng, StreamIsTheSeededXxh3OfItsName) {
  struct Case {
    uint64_t seed;
    std::string_view name;
  };
  for (const Case& c : {Case{0, "topology"}, Case{42, "layout"}, Case{~0ULL, "ducts"}}) {
    Rng stream = Rng::stream(c.seed, c.name);
    Rng expected(XXH3_64bits_withSeed(c.name.data(), c.name.size(), c.seed));
    for (int i = 0; i < 8; ++i) EXPECT_EQ(stream.next(), expected.next()) << c.name;
  }
  EXPECT_NE(Rng::stream(1, "layout").next(), Rng::stream(1, "stock").next());
  EXPECT_NE(Rng::stream(1, "layout").next(), Rng::stream(2, "layout").next());
}

// Pearson's chi-squared statistic of `draws` draws over `cells` equally likely outcomes.
template <class Draw>
double chiSquared(int cells, int draws, Draw draw) {
  std::vector<int> counts(static_cast<size_t>(cells), 0);
  for (int i = 0; i < draws; ++i) ++counts[static_cast<size_t>(draw())];
  const double expected = static_cast<double>(draws) / cells;
  double sum = 0;
  for (int count : counts) sum += (count - expected) * (count - expected) / expected;
  return sum;
}

constexpr int kDraws = 100000;
// Upper critical values of the chi-squared distribution at p = 0.001 (NIST/SEMATECH
// e-Handbook of Statistical Methods, table 1.3.6.7.4): 9 degrees of freedom 27.877,
// 6 degrees of freedom 22.458.
constexpr double kCritical9Df = 27.877;
constexpr double kCritical6Df = 22.458;

TEST(Rng, BelowTenIsUniform) {
  Rng rng(20240601);
  const double chi = chiSquared(10, kDraws, [&] { return rng.below(10); });  // 9 df
  EXPECT_LT(chi, kCritical9Df);
}

TEST(Rng, BelowSevenIsUniform) {
  Rng rng(20240602);
  const double chi = chiSquared(7, kDraws, [&] { return rng.below(7); });  // 6 df
  EXPECT_LT(chi, kCritical6Df);
}

TEST(Rng, SignedRangeIsUniform) {
  Rng rng(20240603);
  const double chi = chiSquared(7, kDraws, [&] { return rng.range(-3, 3) + 3; });  // 6 df
  EXPECT_LT(chi, kCritical6Df);
}

TEST(Rng, DegenerateBoundsAndRates) {
  Rng rng(7);
  for (int i = 0; i < 1000; ++i) {
    EXPECT_EQ(rng.below(1), 0u);
    EXPECT_EQ(rng.range(5, 5), 5);
    EXPECT_FALSE(rng.chance(0));
    EXPECT_TRUE(rng.chance(1000));
  }
}

TEST(Rng, HugeBoundsStayInRange) {
  Rng rng(8);
  const uint64_t bound = (1ULL << 63) + 1;  // rejects almost half of all raw outputs
  for (int i = 0; i < 1000; ++i) EXPECT_LT(rng.below(bound), bound);
  for (int i = 0; i < 1000; ++i) {
    const int r = rng.range(INT32_MIN, INT32_MAX);
    EXPECT_GE(r, INT32_MIN);
    EXPECT_LE(r, INT32_MAX);
  }
}

TEST(Rng, ShuffleIsAPermutation) {
  Rng rng(9);
  for (size_t n : {0u, 1u, 2u, 7u, 100u}) {
    std::vector<int> items(n);
    std::iota(items.begin(), items.end(), 0);
    rng.shuffle(std::span<int>(items));
    std::vector<int> sorted = items;
    std::sort(sorted.begin(), sorted.end());
    std::vector<int> identity(n);
    std::iota(identity.begin(), identity.end(), 0);
    EXPECT_EQ(sorted, identity) << n;
  }
}

TEST(Rng, ShuffleReachesEveryOrderOfThree) {
  Rng rng(10);
  std::vector<std::vector<int>> seen;
  for (int i = 0; i < 600; ++i) {
    std::vector<int> items = {0, 1, 2};
    rng.shuffle(std::span<int>(items));
    if (std::find(seen.begin(), seen.end(), items) == seen.end()) seen.push_back(items);
  }
  EXPECT_EQ(seen.size(), 6u);
}

TEST(Rng, PickReturnsAnElement) {
  Rng rng(11);
  const std::array<int, 3> items = {4, 8, 15};
  for (int i = 0; i < 100; ++i) {
    const int picked = rng.pick(std::span<const int>(items));
    EXPECT_NE(std::find(items.begin(), items.end(), picked), items.end());
  }
}

TEST(Rng, CountsItsRawOutputsAndACopyGoesOnCounting) {
  Rng rng = Rng::stream(5, "count");
  EXPECT_EQ(rng.draws(), 0u);
  (void)rng.next();
  (void)rng.range(1, 6);
  (void)rng.chance(500);
  EXPECT_EQ(rng.draws(), 3u);  // no bound here rejects an output but once in 2^50
  Rng copy = rng;
  (void)copy.below(10);
  EXPECT_EQ(copy.draws(), 4u);
  EXPECT_EQ(rng.draws(), 3u);
  std::array<int, 4> items = {1, 2, 3, 4};
  rng.shuffle(std::span<int>(items));
  EXPECT_EQ(rng.draws(), 6u);  // one draw per element but the last
}

TEST(DrawLog, LogsEveryDrawOfAStreamMadeWhileAttachedAndChangesNoNumber) {
  Rng plain = Rng::stream(9, "layout/floor1/try0.0");
  DrawLog log;
  std::vector<int> logged_values;
  int line = 0;
  {
    const DrawLogScope attached(log);
    EXPECT_EQ(attachedDrawLog(), &log);
    Rng watched = Rng::stream(9, "layout/floor1/try0.0");
    line = __LINE__ + 1;
    logged_values.push_back(watched.range(2, 9));
    logged_values.push_back(watched.chance(350) ? 1 : 0);
    logged_values.push_back(static_cast<int>(watched.below(17)));
  }
  EXPECT_EQ(attachedDrawLog(), nullptr);
  EXPECT_EQ(logged_values[0], plain.range(2, 9));
  EXPECT_EQ(logged_values[1], plain.chance(350) ? 1 : 0);
  EXPECT_EQ(logged_values[2], static_cast<int>(plain.below(17)));
  ASSERT_EQ(log.lines().size(), 3u);
  EXPECT_EQ(log.lines()[0], fmt::format("draw layout/floor1/try0.0 0 range:2..9 {} "
                                        "model/tests/rng_test.cpp:{}",
                                        logged_values[0], line));
  EXPECT_EQ(log.lines()[1], fmt::format("draw layout/floor1/try0.0 1 chance:350 {} "
                                        "model/tests/rng_test.cpp:{}",
                                        logged_values[1], line + 1));
  EXPECT_TRUE(log.lines()[2].starts_with("draw layout/floor1/try0.0 2 below:17 "))
      << log.lines()[2];
  // A stream made after the scope ended writes nowhere.
  Rng after = Rng::stream(9, "later");
  (void)after.next();
  EXPECT_EQ(log.lines().size(), 3u);
}

}  // namespace
}  // namespace dungeon
