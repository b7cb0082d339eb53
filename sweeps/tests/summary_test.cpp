// The sweep summary and reports on a hand-made result: medians, integer means, rejection
// ranking, topology counts, failures with their reproducing command, and the verdict line.
#include <gtest/gtest.h>

#include "checks/metrics.h"
#include "sweeps/summary.h"
#include "sweeps/sweep.h"
#include "sweeps/sweep_report.h"

namespace dungeon::sweeps {
namespace {

SeedOutcome seedOutcome(uint64_t seed, bool passed, int tries, std::vector<std::string> rejected) {
  SeedOutcome outcome;
  outcome.seed = seed;
  outcome.passed = passed;
  outcome.tries = tries;
  outcome.rejected_by = std::move(rejected);
  outcome.topologies = {"two_paths"};
  if (!passed) outcome.failure = "layout: no room for the goal";
  return outcome;
}

SweepResult threeSeeds() {
  SweepResult result;
  result.config = {Options(), 3, 7, 2};
  result.seeds = {seedOutcome(7, true, 1, {}), seedOutcome(8, true, 3, {"zz_stage", "aa_stage"}),
                  seedOutcome(9, false, 4, {"zz_stage", "zz_stage", "aa_stage", "aa_stage"})};
  result.seeds[2].topologies = {"hub_code"};
  return result;
}

TEST(SweepSummary, TriesUseIntegerMean) {
  const SweepSummary summary = summarize(threeSeeds(), checks::BandTable{});
  EXPECT_EQ(summary.tries.total, 8);
  EXPECT_EQ(summary.tries.max, 4);
  EXPECT_EQ(summary.tries.rejected, 6);
  EXPECT_EQ(summary.tries.mean_hundredths, 267);  // 8 / 3 = 2.666...
  EXPECT_EQ(formatHundredths(summary.tries.mean_hundredths), "2.67");
  EXPECT_EQ(formatHundredths(5), "0.05");
}

TEST(SweepSummary, RejectionsRankByCountThenId) {
  const SweepSummary summary = summarize(threeSeeds(), checks::BandTable{});
  std::vector<std::string> stages;
  for (const Rejection& r : summary.rejections) {
    if (r.kind == "stage") stages.push_back(r.id + "=" + std::to_string(r.count));
  }
  EXPECT_EQ(stages, (std::vector<std::string>{"aa_stage=3", "zz_stage=3"}));
  EXPECT_GE(summary.rejections.front().count, summary.rejections.back().count);
}

TEST(SweepSummary, TopologiesAndFailures) {
  const SweepSummary summary = summarize(threeSeeds(), checks::BandTable{});
  using Count = std::pair<std::string, int>;
  EXPECT_EQ(summary.topologies, (std::vector<Count>{{"hub_code", 1}, {"two_paths", 2}}));
  ASSERT_EQ(summary.failures.size(), 1u);
  EXPECT_EQ(summary.failures[0].seed, 9u);
  EXPECT_EQ(summary.failures[0].command,
            "dungeon generate --seed 9 --floors 1 -o seed-9.sheet; dungeon check seed-9.sheet");
}

TEST(SweepSummary, MetricRangeUsesLowerMedian) {
  if (checks::metrics().empty()) GTEST_SKIP() << "no metrics registered";
  SweepResult result = threeSeeds();
  const std::string id(checks::metrics().front().id);
  result.seeds[0].metrics = {{id, 0, 5000}};
  result.seeds[1].metrics = {{id, 0, 1000}};
  result.seeds[2].metrics = {{id, 0, 3000}, {id, 1, 9000}};
  const MetricSummary metric = summarize(result, checks::BandTable{}).metrics.front();
  EXPECT_EQ(metric.readings, 4);
  EXPECT_EQ(metric.min, 1000);
  EXPECT_EQ(metric.median, 3000);
  EXPECT_EQ(metric.max, 9000);
  EXPECT_FALSE(metric.band.has_value());
}

TEST(SweepReport, TextEndsWithVerdictAndJsonAgrees) {
  const SweepResult result = threeSeeds();
  const SweepSummary summary = summarize(result, checks::BandTable{});
  const std::string text = formatSweep(summary);
  EXPECT_EQ(text.substr(0, 40), "sweep: floors=1 seeds=3 first=7 (seeds 7");
  EXPECT_TRUE(text.ends_with("sweep: 3 seeds, 1 failed\n")) << text;
  EXPECT_NE(text.find("seed 9: layout: no room for the goal"), std::string::npos) << text;
  const auto json = sweepJson(summary, result);
  EXPECT_EQ(json["verdict"]["failed"], 1);
  EXPECT_EQ(json["tries"]["mean"], "2.67");
  EXPECT_EQ(json["per_seed"].size(), 3u);
  EXPECT_EQ(json["failures"][0]["command"], summary.failures[0].command);
}

// Seed 9 of threeSeeds() with two tries its stages could not finish: one with a place, one
// without.
SweepResult withStageFailures() {
  SweepResult result = threeSeeds();
  result.seeds[2].stage_failures = {
      {2, "layout", {"no corridor fits", Place{0, {12, 8}}}},
      {3, "stack", {"no quick exit fits", std::nullopt}},
  };
  return result;
}

TEST(SweepReport, StageFailuresShowOnlyWhenAskedFor) {
  const SweepResult result = withStageFailures();
  const SweepSummary summary = summarize(result, checks::BandTable{});
  const std::string plain = formatSweep(summary);
  EXPECT_EQ(plain.find("stage failures"), std::string::npos) << plain;
  EXPECT_FALSE(sweepJson(summary, result).contains("stage_failures"));

  const ReportSections sections{.stage_failures = true};
  const std::string text = formatSweep(summary, sections);
  EXPECT_NE(text.find("\n  seed 9 try 2  layout  floor 1 (12,8): no corridor fits\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\n  seed 9 try 3  stack  no quick exit fits\n"), std::string::npos) << text;
  EXPECT_TRUE(text.ends_with("sweep: 3 seeds, 1 failed\n")) << text;
  const auto json = sweepJson(summary, result, sections);
  ASSERT_EQ(json["stage_failures"].size(), 2u);
  EXPECT_EQ(json["stage_failures"][0]["stage"], "layout");
  EXPECT_EQ(json["stage_failures"][0]["place"]["floor"], 0);
  EXPECT_EQ(json["stage_failures"][0]["place"]["x"], 12);
  EXPECT_TRUE(json["stage_failures"][1]["place"].is_null());
}

TEST(SweepReport, WithNoStageFailuresTheSectionSaysNone) {
  const SweepSummary summary = summarize(threeSeeds(), checks::BandTable{});
  const std::string text = formatSweep(summary, {.stage_failures = true});
  EXPECT_NE(text.find("stage failures, by seed and try"), std::string::npos) << text;
  EXPECT_NE(text.find("\n  none\n"), std::string::npos) << text;
}

// A real three-floor sweep: every try the stack stage could not finish is listed with the
// boss room's floor, the last.
TEST(Sweep, StageFailuresCarryTheirPlaceFromTheGenerator) {
  Options three_floors;
  three_floors.floors = 3;
  const SweepResult result = runSweep({three_floors, 20, 1, 2});
  size_t listed = 0;
  size_t by_stage = 0;
  for (const SeedOutcome& seed : result.seeds) {
    for (const std::string& id : seed.rejected_by) by_stage += id == "stack";
    for (const StageFailure& f : seed.stage_failures) {
      ++listed;
      EXPECT_EQ(f.stage, "stack") << "seed " << seed.seed;
      ASSERT_TRUE(f.failure.place.has_value()) << "seed " << seed.seed;
      EXPECT_EQ(f.failure.place->floor, 2) << "seed " << seed.seed;
    }
  }
  EXPECT_GT(listed, 0u);
  EXPECT_EQ(listed, by_stage);
}

}  // namespace
}  // namespace dungeon::sweeps
