// The ledger over seeds worked by hand: seeds per point with the first seed, in any order of
// adding and merging; the part file's form read back as written; the summary's never-hit and
// under-1% lists against the domain, and the veto table by count with shares in per mille.
#include "sweeps/ledger_tally.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace dungeon::sweeps {
namespace {

gen::SeedLedger ledgerOf(const std::vector<std::string>& points,
                         std::vector<std::pair<gen::Veto, int>> vetoes = {}) {
  gen::SeedLedger ledger{{}, std::move(vetoes)};
  for (const std::string& point : points) ledger.points.push_back(gen::internedPoint(point));
  return ledger;
}

const gen::Veto kNoPlace{"stock", "no free square for an item in its room"};
const gen::Veto kBand{"rising", "band M5 loops"};

TEST(LedgerTally, CountsSeedsPerPointAndTheFirstSeed) {
  LedgerTally tally;
  addLedger(tally, 7, ledgerOf({"a@plain/standard", "b@plain/standard"}, {{kNoPlace, 2}}));
  addLedger(tally, 3, ledgerOf({"a@plain/standard"}, {{kNoPlace, 1}, {kBand, 1}}));
  EXPECT_EQ(tally.points.at("a@plain/standard"), (PointTally{2, 3}));
  EXPECT_EQ(tally.points.at("b@plain/standard"), (PointTally{1, 7}));
  EXPECT_EQ(tally.vetoes.at(kNoPlace), 3);
  EXPECT_EQ(tally.vetoes.at(kBand), 1);
}

TEST(LedgerTally, MergesInAnyOrderAndReadsBackAsWritten) {
  LedgerTally first;
  LedgerTally second;
  addLedger(first, 10, ledgerOf({"a@plain/standard"}, {{kBand, 1}}));
  addLedger(second, 4, ledgerOf({"a@plain/standard", "c@mine/small"}, {{kBand, 2}}));
  LedgerTally one = first;
  mergeLedger(one, second);
  LedgerTally other = second;
  mergeLedger(other, first);
  EXPECT_EQ(one, other);
  EXPECT_EQ(one.points.at("a@plain/standard"), (PointTally{2, 4}));
  EXPECT_EQ(one.vetoes.at(kBand), 3);
  EXPECT_EQ(ledgerOfJson(ledgerJson(one)), one);
}

TEST(LedgerTally, SummaryListsNeverAndRarelyHitPointsAndVetoesByCount) {
  Options options;  // one plain floor of 40 x 40: the standard size class
  const std::vector<std::string> domain = gen::ledgerDomain(options);
  ASSERT_GT(domain.size(), 3U);
  LedgerTally tally;
  // 200 seeds: the first domain point on every seed, the second on one (under 1%), the third on
  // two (1%, not under it); the rest never.
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    std::vector<std::string> points{domain[0]};
    if (seed == 5) points.push_back(domain[1]);
    if (seed == 8 || seed == 9) points.push_back(domain[2]);
    addLedger(tally, seed, ledgerOf(points));
  }
  tally.vetoes = {{kNoPlace, 3}, {kBand, 1}, {{"layout", "x"}, 3}};
  const LedgerSummary summary = summarizeLedger(tally, 200, options);
  EXPECT_EQ(summary.domain, static_cast<int64_t>(domain.size()));
  EXPECT_EQ(summary.hit, 3);
  EXPECT_EQ(summary.never, std::vector<std::string>(domain.begin() + 3, domain.end()));
  ASSERT_EQ(summary.rare.size(), 1U);
  EXPECT_EQ(summary.rare[0].first, domain[1]);
  EXPECT_EQ(summary.rare[0].second, (PointTally{1, 5}));
  ASSERT_EQ(summary.vetoes.size(), 3U);
  // 3, 3 and 1 of 7: 428.6, 428.6 and 142.9 per mille, rounded half up; ties by stage, reason.
  EXPECT_EQ(summary.vetoes[0].veto, (gen::Veto{"layout", "x"}));
  EXPECT_EQ(summary.vetoes[0].share_per_mille, 429);
  EXPECT_EQ(summary.vetoes[1].veto, kNoPlace);
  EXPECT_EQ(summary.vetoes[2].veto, kBand);
  EXPECT_EQ(summary.vetoes[2].share_per_mille, 143);
}

}  // namespace
}  // namespace dungeon::sweeps
