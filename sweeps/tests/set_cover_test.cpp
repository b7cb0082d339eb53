// Greedy set cover worked by hand: the largest gain first, the lowest index among equals, gains
// counted again after each pick, elements already covered counting for nothing, and every
// element any candidate has covered at the end.
#include "sweeps/set_cover.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace dungeon::sweeps {
namespace {

std::vector<size_t> picked(const std::vector<CoverPick>& picks) {
  std::vector<size_t> indices;
  for (const CoverPick& pick : picks) indices.push_back(pick.candidate);
  return indices;
}

TEST(SetCover, TakesTheLargestNewGainEachTime) {
  // {0..4} first (5 new); then {5,6} (2 new) beats {3,4,5} (1 new now, 3 at the start).
  const std::vector<ElementSet> sets = {{3, 4, 5}, {0, 1, 2, 3, 4}, {5, 6}, {0, 1}};
  const std::vector<CoverPick> picks = greedyCover(sets);
  EXPECT_EQ(picked(picks), (std::vector<size_t>{1, 2}));
  EXPECT_EQ(picks[0].adds, 5U);
  EXPECT_EQ(picks[1].adds, 2U);
}

TEST(SetCover, TakesTheLowestIndexAmongEqualGains) {
  const std::vector<ElementSet> sets = {{0, 1}, {2, 3}, {1, 2}};
  EXPECT_EQ(picked(greedyCover(sets)), (std::vector<size_t>{0, 1}));
}

TEST(SetCover, CountsAGainAgainWhenItHasFallen) {
  // Gains 2, 3, 4 at the start: {0,3,4,7} first; then {0,5,6} has fallen to 2, level with
  // {1,2}, and the lower index goes first.
  const std::vector<ElementSet> sets = {{1, 2}, {0, 5, 6}, {0, 3, 4, 7}};
  EXPECT_EQ(picked(greedyCover(sets)), (std::vector<size_t>{2, 0, 1}));
}

// Greedy set cover written plainly: every gain counted again before every pick.
std::vector<size_t> plainGreedy(const std::vector<ElementSet>& sets) {
  std::vector<bool> covered(64, false);
  std::vector<size_t> picks;
  while (true) {
    size_t best = 0;
    size_t best_gain = 0;
    for (size_t c = 0; c < sets.size(); ++c) {
      size_t gain = 0;
      for (uint32_t e : sets[c]) gain += covered[e] ? 0 : 1;
      if (gain > best_gain) {
        best = c;
        best_gain = gain;
      }
    }
    if (best_gain == 0) return picks;
    for (uint32_t e : sets[best]) covered[e] = true;
    picks.push_back(best);
  }
}

TEST(SetCover, PicksWhatPlainGreedyPicks) {
  uint64_t state = 12345;  // a fixed linear congruential sequence: the same sets every run
  const auto next = [&state](uint64_t bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % bound;
  };
  for (int round = 0; round < 200; ++round) {
    std::vector<ElementSet> sets(1 + next(12));
    for (ElementSet& set : sets) {
      for (uint64_t n = next(8); n > 0; --n) set.push_back(static_cast<uint32_t>(next(64)));
      std::sort(set.begin(), set.end());
      set.erase(std::unique(set.begin(), set.end()), set.end());
    }
    EXPECT_EQ(picked(greedyCover(sets)), plainGreedy(sets)) << "round " << round;
  }
}

TEST(SetCover, CountsNothingForWhatIsCoveredAlready) {
  const std::vector<ElementSet> sets = {{0, 1, 2}, {3}, {2, 4}};
  // 0, 1 and 2 covered: {0,1,2} adds nothing; {2,4} and {3} add one each.
  const std::vector<CoverPick> picks = greedyCover(sets, {0, 1, 2});
  EXPECT_EQ(picked(picks), (std::vector<size_t>{1, 2}));
  EXPECT_TRUE(greedyCover({{0}, {1}}, {0, 1}).empty());
}

TEST(SetCover, CoversEveryElementSomeCandidateHas) {
  std::vector<ElementSet> sets;
  for (uint32_t i = 0; i < 40; ++i) sets.push_back({i, (i * 7) % 40, (i * 13 + 5) % 40});
  for (ElementSet& set : sets) {
    std::sort(set.begin(), set.end());
    set.erase(std::unique(set.begin(), set.end()), set.end());
  }
  std::vector<bool> covered(40, false);
  for (const CoverPick& pick : greedyCover(sets)) {
    for (uint32_t e : sets[pick.candidate]) covered[e] = true;
  }
  EXPECT_EQ(std::count(covered.begin(), covered.end(), true), 40);
}

}  // namespace
}  // namespace dungeon::sweeps
