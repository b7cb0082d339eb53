// The coverage gate's file and verdict: a file read whole and refused at the place of each
// mistake; an expected point not hit, a point in neither list and an expect line no sweep may hit
// each fail the verdict, an expect line winning over a rare pattern; and a stage broken so that
// it never lays (the rising row failing at once) fails the gate on the point it no longer hits,
// which the unbroken table hits on the same seeds.
#include "sweeps/coverage.h"

#include <gtest/gtest.h>

#include <array>

#include "generator/observers/ledger.h"
#include "generator/tries/pipeline.h"

namespace dungeon::sweeps {
namespace {

TEST(CoverageFile, ReadsSweepsExpectedPointsAndRarePatterns) {
  const auto read = parseCoverageExpect(
      "# standard\nsweep 40 floors=1\nsweep 20 floors=3 rising  # three\n\n"
      "rare thing.duct*@plain/*  ducts come with --rising only\n"
      "expect room.round@plain/standard\n",
      "c.txt");
  ASSERT_TRUE(read.ok()) << read.error().format();
  ASSERT_EQ(read->sweeps.size(), 2U);
  EXPECT_EQ(read->sweeps[1].seeds, 20);
  EXPECT_EQ(read->sweeps[1].options.floors, 3);
  EXPECT_TRUE(read->sweeps[1].options.rising);
  EXPECT_EQ(read->sweeps[1].options_text, "floors=3 rising");
  EXPECT_EQ(read->sweeps[1].line, 3);
  ASSERT_EQ(read->rare.size(), 1U);
  EXPECT_EQ(read->rare[0].why, "ducts come with --rising only");
  ASSERT_EQ(read->expected.size(), 1U);
  EXPECT_EQ(read->expected[0].line, 6);
}

TEST(CoverageFile, RefusesEachMistakeAtItsPlace) {
  const auto refused = [](std::string_view text) {
    const auto read = parseCoverageExpect(text, "c.txt");
    return read.ok() ? std::string("read") : read.error().format();
  };
  EXPECT_EQ(refused("sweep 1\nwhat x\n"),
            "c.txt:2:1: error: unknown keyword 'what' (sweep, expect or rare)");
  EXPECT_EQ(refused("sweep\n"), "c.txt:1:1: error: a sweep line needs its seed count");
  EXPECT_EQ(refused("sweep 1000001\n"),
            "c.txt:1:7: error: the seed count must be a whole number from 1 to 1000000, not "
            "'1000001'");
  EXPECT_EQ(refused("sweep 1 size=2x2\n").substr(0, 10), "c.txt:1:9:");
  EXPECT_EQ(refused("sweep 1\nexpect\n"), "c.txt:2:7: error: expect needs a point");
  EXPECT_EQ(refused("sweep 1\nexpect a b\n"), "c.txt:2:10: error: an expect line names one point");
  EXPECT_EQ(refused("sweep 1\nrare a\n"),
            "c.txt:2:7: error: a rare line says why the points are rare");
  EXPECT_EQ(refused("sweep 1\nrare a why\nexpect a\n"), "c.txt:3:8: error: 'a' is written twice");
  EXPECT_EQ(refused("# nothing\n"), "c.txt: error: no sweep line");
}

CoverageExpect expectOf(std::string_view text) {
  auto read = parseCoverageExpect(text, "c.txt");
  EXPECT_TRUE(read.ok()) << read.error().format();
  return *read;
}

TEST(CoverageVerdict, FailsOnAMissedAnUnclassifiedAndAStalePoint) {
  CoverageSeen seen;
  seen.domain = {"a@plain/standard", "b@plain/standard", "c@plain/standard", "d@plain/standard"};
  seen.ledger.points = {{"a@plain/standard", {3, 1}}, {"c@plain/standard", {1, 2}}};
  const CoverageVerdict pass = judgeCoverage(
      expectOf("sweep 1\nexpect a@plain/standard\nexpect c@plain/standard\nrare [bcd]@*  why\n"),
      seen);
  EXPECT_TRUE(pass.passed());
  EXPECT_EQ(pass.expected_hit, 2);
  EXPECT_EQ(pass.rare_points, 2);  // b and d: c is expected, not rare

  const CoverageVerdict fail =
      judgeCoverage(expectOf("sweep 1\nexpect a@plain/standard\nexpect b@plain/standard\n"
                             "expect z@mine/standard\nrare c@*  why\n"),
                    seen);
  EXPECT_FALSE(fail.passed());
  ASSERT_EQ(fail.missing.size(), 1U);
  EXPECT_EQ(fail.missing[0].point, "b@plain/standard");
  EXPECT_EQ(fail.missing[0].line, 3);
  EXPECT_EQ(fail.unclassified, std::vector<std::string>{"d@plain/standard"});
  ASSERT_EQ(fail.stale.size(), 1U);
  EXPECT_EQ(fail.stale[0].point, "z@mine/standard");
}

// The ledger of seeds 1..8 of three rising floors, with `table`.
LedgerTally risingLedger(std::span<const gen::StageRow> table) {
  Options options;
  options.floors = 3;
  options.rising = true;
  LedgerTally tally;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    addLedger(
        tally, seed,
        gen::generateWithLedger(gen::nameForSeed(seed), seed, options, nullptr, table).second);
  }
  return tally;
}

Status failAtOnce(gen::StageContext&) {
  return Status::fail("broken on purpose");
}

TEST(CoverageVerdict, AStageThatNeverLaysFailsTheGate) {
  Options options;
  options.floors = 3;
  options.rising = true;
  const CoverageExpect expect =
      expectOf("sweep 8 floors=3 rising\nexpect lay.rising.laid@rising/standard\nrare *  rest\n");
  CoverageSeen whole;
  addSweepLedger(whole, risingLedger(gen::stageTable()), options);
  EXPECT_TRUE(judgeCoverage(expect, whole).passed());

  std::vector<gen::StageRow> broken(gen::stageTable().begin(), gen::stageTable().end());
  const auto rising = std::find_if(broken.begin(), broken.end(),
                                   [](const gen::StageRow& row) { return row.name == "rising"; });
  ASSERT_NE(rising, broken.end());
  rising->run = &failAtOnce;
  CoverageSeen seen;
  addSweepLedger(seen, risingLedger(broken), options);
  EXPECT_TRUE(seen.ledger.points.contains("row.rising.failed@rising/standard"));
  const CoverageVerdict verdict = judgeCoverage(expect, seen);
  ASSERT_EQ(verdict.missing.size(), 1U);
  EXPECT_EQ(verdict.missing[0].point, "lay.rising.laid@rising/standard");
}

}  // namespace
}  // namespace dungeon::sweeps
