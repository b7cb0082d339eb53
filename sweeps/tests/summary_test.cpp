// The sweep summary and reports on a hand-made result: medians, integer means, rejection
// ranking, topology counts, failures with their reproducing command, and the verdict line.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "checks/metrics.h"
#include "sweeps/summary.h"
#include "sweeps/sweep.h"
#include "sweeps/sweep_report.h"
#include "testing/floors.h"
#include "util/decimal.h"

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

// Ties are read by people: metric ids in natural order, M2 before M11 (not the bytes' order).
TEST(SweepSummary, RejectionTiesSortMetricIdsByTheirNumber) {
  SweepResult result;
  result.config = {Options(), 1, 7, 1};
  result.seeds = {seedOutcome(7, false, 5, {"M12", "M2", "M11", "M1", "M3"})};
  const SweepSummary summary = summarize(result, checks::BandTable{});
  std::vector<std::string> once;
  for (const Rejection& r : summary.rejections) {
    if (r.count == 1) once.push_back(r.id);
  }
  EXPECT_EQ(once, (std::vector<std::string>{"M1", "M2", "M3", "M11", "M12"}));
}

TEST(SweepSummary, TopologiesAndFailures) {
  const SweepSummary summary = summarize(threeSeeds(), checks::BandTable{});
  using Count = std::pair<std::string, int64_t>;
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

TEST(SweepSummary, ReproduceCommandNamesEveryOptionOtherThanTheDefault) {
  Options options;
  options.floors = 3;
  EXPECT_EQ(reproduceCommand(4, options),
            "dungeon generate --seed 4 --floors 3 -o seed-4.sheet; dungeon check seed-4.sheet");
  options.width = 96;
  options.height = 64;
  EXPECT_EQ(reproduceCommand(4, options),
            "dungeon generate --seed 4 --floors 3 --size 96x64 -o seed-4.sheet; dungeon check "
            "seed-4.sheet");
  options.topology = "hub_code";
  EXPECT_EQ(reproduceCommand(4, options),
            "dungeon generate --seed 4 --floors 3 --size 96x64 --topology hub_code -o "
            "seed-4.sheet; dungeon check seed-4.sheet");
  // An optional number's value follows '=': the tool leaves "--mine 2"'s 2 to the command.
  options.rising = true;
  options.mine = 2;
  EXPECT_EQ(reproduceCommand(4, options),
            "dungeon generate --seed 4 --floors 3 --size 96x64 --topology hub_code --rising "
            "--mine=2 -o seed-4.sheet; dungeon check seed-4.sheet");
  options.mine = 0;
  EXPECT_EQ(reproduceCommand(4, options),
            "dungeon generate --seed 4 --floors 3 --size 96x64 --topology hub_code --rising "
            "--mine -o seed-4.sheet; dungeon check seed-4.sheet");
}

TEST(SweepSummary, PercentRoundsHalfUpWithIntegers) {
  EXPECT_EQ(formatPercent(1, 8), "13%");  // 12.5
  EXPECT_EQ(formatPercent(1, 3), "33%");
  EXPECT_EQ(formatPercent(2, 3), "67%");
  EXPECT_EQ(formatPercent(40, 40), "100%");
  EXPECT_EQ(formatPercent(0, 0), "-");
}

// Entrance room (columns 0-2), a three-square way of `way` glyphs (3-5), goal room (6-8).
Dungeon roomsJoinedBy(char way) {
  const std::string ways(3, way);
  Dungeon d = testing::floorOf({"..." + ways + "...", "...###..."});
  testing::addEntrance(d, {0, 0}, Dir::kSouth);
  testing::addThing(d, ThingType::kGoal, 0, {8, 0});
  return d;
}

void addSecretDoor(Dungeon& d, int floor, Point at, bool one_way) {
  Thing& door =
      testing::addThing(d, ThingType::kSecretDoor, floor, at, {{Field::kFront, Dir::kWest}});
  if (one_way) door.fields.set(Field::kOpensFrom, Dir::kEast);
}

// threeSeeds() with drawn dungeons behind seeds 7 (a narrow way, a one-way secret door and a
// panel), 8 (a crawl way and no one-way secret door) and 9 (two floors: a corridor and a panel,
// then a one-way secret door).
SweepResult drawnSeeds() {
  SweepResult result = threeSeeds();
  Dungeon narrow = roomsJoinedBy(':');
  addSecretDoor(narrow, 0, {6, 1}, true);
  addSecretDoor(narrow, 0, {7, 1}, false);
  const Dungeon crawl = roomsJoinedBy('=');
  Dungeon two = testing::floorsOf({{"...,,,...", "...###..."}, {"...,,,..."}});
  testing::addEntrance(two, {0, 0}, Dir::kSouth);
  testing::addThing(two, ThingType::kGoal, 1, {8, 0});
  addSecretDoor(two, 0, {7, 1}, false);
  addSecretDoor(two, 1, {7, 0}, true);
  const Dungeon* drawn[] = {&narrow, &crawl, &two};
  for (size_t i = 0; i < result.seeds.size(); ++i) {
    result.seeds[i].secrets = floorSecrets(*drawn[i]);
    result.seeds[i].bodies_reaching_goal = bodiesReachingGoal(*drawn[i]);
  }
  return result;
}

TEST(SweepSummary, MixedSecretCountsFloorsWithAOneWaySecretDoorAndThoseWithout) {
  const SecretCount secrets = summarize(drawnSeeds(), checks::BandTable{}).secrets;
  EXPECT_EQ(secrets.floors, 4);
  EXPECT_EQ(secrets.mixed, 2);          // seed 7, seed 9's second floor
  EXPECT_EQ(secrets.without_mixed, 2);  // seed 8's crawl, seed 9's first floor's panel
}

TEST(SweepSummary, BodiesCountTheDungeonsWhereEachReachesTheGoal) {
  // Seed 9's goal is on a floor with no link down to it: no body reaches it.
  SweepResult result = drawnSeeds();
  result.seeds.push_back(seedOutcome(10, true, 1, {}));  // no floors read: not counted
  const std::vector<BodyReach> bodies = summarize(result, checks::BandTable{}).bodies;
  ASSERT_EQ(bodies.size(), 4u);
  EXPECT_EQ(bodies[0].body, "party");
  EXPECT_EQ(bodies[0].dungeons, 3);
  EXPECT_EQ(bodies[0].reached, 2);
  EXPECT_EQ(bodies[1].body, "meat_sack");
  EXPECT_EQ(bodies[1].reached, 2);
  EXPECT_EQ(bodies[2].body, "rind_stalker");
  EXPECT_EQ(bodies[2].reached, 0);
  EXPECT_EQ(bodies[3].body, "hulk");
  EXPECT_EQ(bodies[3].reached, 0);
}

TEST(SweepReport, MixedSecretAndBodiesShowInTextAndJson) {
  const SweepResult result = drawnSeeds();
  const SweepSummary summary = summarize(result, checks::BandTable{});
  const std::string text = formatSweep(summary);
  EXPECT_NE(text.find("mixed secret (a one-way secret door first), over the kept dungeons' "
                      "floors:\n"
                      "        2  of    4  floors have it (50%)\n"
                      "        2  of    4  floors have crawl or panel secrets without it\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("goal reached from the entrance, by body (the state search with that "
                      "body):\n"
                      "        2  of    3  party\n"
                      "        2  of    3  meat_sack\n"
                      "        0  of    3  rind_stalker\n"
                      "        0  of    3  hulk\n"),
            std::string::npos)
      << text;
  const auto json = sweepJson(summary, result);
  EXPECT_EQ(json["secrets"]["floors"], 4);
  EXPECT_EQ(json["secrets"]["mixed"], 2);
  EXPECT_EQ(json["secrets"]["crawl_or_panel_without_mixed"], 2);
  EXPECT_EQ(json["bodies"][2]["body"], "rind_stalker");
  EXPECT_EQ(json["bodies"][0]["reached"], 2);
  EXPECT_EQ(json["per_seed"][0]["bodies_reaching_goal"],
            (nlohmann::ordered_json{"party", "meat_sack"}));
  EXPECT_EQ(json["per_seed"][2]["mixed_secret"], (nlohmann::ordered_json{false, true}));
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
  const SweepResult result = runSweep({three_floors, 100, 1, 2});
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
