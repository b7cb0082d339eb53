// Sweep against sweep on hand-made outcomes: the same sweep twice shifts nothing, a moved
// metric, share or mix is SHIFTED only past its threshold and after Holm's correction, the
// thresholds file and its errors, the refusals (other options, a paired compare of other seeds),
// the paired view's counts, a report's rows read back into the outcomes they were written from,
// and a real sweep's JSON report and parts giving the same readings.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

#include "checks/bands.h"
#include "model/sheet.h"
#include "sweeps/compare.h"
#include "sweeps/compare_input.h"
#include "sweeps/compare_report.h"
#include "sweeps/part.h"
#include "sweeps/summary.h"
#include "sweeps/sweep_report.h"
#include "testing/temp_dir.h"
#include "util/file_io.h"

namespace dungeon::sweeps {
namespace {

// A kept one-floor dungeon's outcome with M5 loops = `loops`, a two_paths floor, the mixed
// secret when `mixed`, and every body reaching the goal.
SeedOutcome keptSeed(uint64_t seed, int64_t loops, bool mixed = true) {
  SeedOutcome s;
  s.seed = seed;
  s.passed = true;
  s.tries = 1;
  s.topologies = {"two_paths"};
  s.metrics = {{"M1", 0, 8000}, {"M5", 0, loops * 1000}};
  s.secrets = {{mixed, 0}};
  s.bodies_reaching_goal = {true, true, true, true};
  s.things.assign(thingKinds().size(), 0);
  s.things[0] = static_cast<int>(seed % 3);
  s.sheet_hash = seed * 7919;
  return s;
}

SweepSide sideOf(std::vector<SeedOutcome> seeds, const std::string& source, Options options = {}) {
  SweepResult result;
  result.config.options = options;
  result.config.seeds = static_cast<int>(seeds.size());
  result.config.first = seeds.empty() ? 1 : seeds.front().seed;
  result.seeds = std::move(seeds);
  return SweepSide{source, result.config,
                   tallyOf(result, {.stage_failures = false, .seed_rows = true}), true};
}

// n seeds from `first`, loops 3 on all but every `every`-th seed (2 there), mixed secret on the
// seeds where `mixed(seed)`.
std::vector<SeedOutcome> seeds(uint64_t first, int n, int every, int mixed_every = 2) {
  std::vector<SeedOutcome> out;
  for (int i = 0; i < n; ++i) {
    const uint64_t seed = first + static_cast<uint64_t>(i);
    out.push_back(keptSeed(seed, every > 0 && i % every == 0 ? 2 : 3, i % mixed_every == 0));
  }
  return out;
}

Comparison compare(const SweepSide& before, const SweepSide& after, CompareSettings settings = {}) {
  Result<SweepComparison> pair = compareSweeps(before, after, settings);
  EXPECT_TRUE(pair.ok()) << (pair ? "" : pair.error().format());
  std::vector<SweepComparison> pairs;
  if (pair) pairs.push_back(std::move(*pair));
  return finishComparison(std::move(pairs), settings);
}

const ReadingComparison& reading(const Comparison& c, std::string_view id) {
  const auto& readings = c.sweeps.front().readings;
  const auto at = std::find_if(readings.begin(), readings.end(),
                               [&](const ReadingComparison& r) { return r.before.id == id; });
  EXPECT_NE(at, readings.end()) << id;
  return *at;
}

TEST(Compare, TheSameSweepShiftsNothing) {
  const SweepSide side = sideOf(seeds(1, 200, 4), "a.json");
  const Comparison c = compare(side, side);
  EXPECT_EQ(c.shifted, 0);
  EXPECT_GT(c.tested, 0);
  EXPECT_EQ(verdictLine(c), "no metric shifted");
  for (const ReadingComparison& r : c.sweeps.front().readings) {
    EXPECT_NE(r.verdict, Verdict::kShifted) << r.before.id;
    EXPECT_EQ(r.shift_tenths, 0) << r.before.id;
  }
  ASSERT_TRUE(c.sweeps.front().paired);
  EXPECT_EQ(c.sweeps.front().paired->changed, 0);
  EXPECT_EQ(c.sweeps.front().paired->moved, 0);
  EXPECT_EQ(reading(c, "M1").verdict, Verdict::kNotTested);  // every reading equal
  EXPECT_EQ(reading(c, "M2").note, "no readings before");
}

TEST(Compare, AMovedMedianShifts) {
  // Before: loops 2 on every 4th seed (median 3); after: on every other seed but one in 10.
  std::vector<SeedOutcome> after = seeds(1, 400, 1);
  for (size_t i = 0; i < after.size(); i += 10) after[i] = keptSeed(after[i].seed, 3, i % 2 == 0);
  const Comparison c =
      compare(sideOf(seeds(1, 400, 4), "before.json"), sideOf(after, "after.json"));
  const ReadingComparison& loops = reading(c, "M5");
  EXPECT_EQ(loops.test, "KS exact");
  EXPECT_EQ(loops.verdict, Verdict::kShifted);
  EXPECT_LT(loops.p_holm, 1e-9);
  EXPECT_EQ(c.shifted, 1);
  EXPECT_EQ(changeLine(loops).substr(0, 23), "M5 loops median 3 -> 2,");
  EXPECT_EQ(verdictLine(c).substr(0, 23), "M5 loops median 3 -> 2,");
  // The paired view: the seeds whose loops moved, and their sheets (here: the same hash).
  const PairedView& paired = *c.sweeps.front().paired;
  EXPECT_EQ(paired.seeds, 400);
  EXPECT_EQ(paired.changed, 0);
  EXPECT_GT(paired.moved, 200);
  ASSERT_FALSE(paired.readings_moved.empty());
  EXPECT_EQ(paired.readings_moved.front().first, "M5");
  EXPECT_EQ(paired.most_moved.size(), static_cast<size_t>(kMovedSeedsListed));
  // Every moved seed moved one reading; loops 2 -> 3 (half as many again) moved farther than
  // 3 -> 2 (a third), so the first listed is the first seed that went 2 -> 3: seed 1.
  EXPECT_EQ(paired.most_moved.front().seed, 1u);
  EXPECT_EQ(paired.most_moved.front().moved, (std::vector<std::string>{"M5 floor 1: 2 -> 3"}));
  EXPECT_EQ(paired.most_moved.front().distance, 500);
  EXPECT_EQ(paired.most_moved.back().distance, 500);
}

TEST(Compare, AShiftWithinItsThresholdIsOnlySignificant) {
  std::vector<SeedOutcome> after = seeds(1, 400, 1);
  CompareSettings settings;
  settings.thresholds.rules = {{"M?", 900}, {"M5*", 50}};  // the first match wins: M5 is 90 points
  const Comparison c = compare(sideOf(seeds(1, 400, 4), "b"), sideOf(after, "a"), settings);
  EXPECT_EQ(reading(c, "M5").threshold_tenths, 900);
  EXPECT_EQ(reading(c, "M5").verdict, Verdict::kSignificant);
  EXPECT_EQ(c.shifted, 0);
  EXPECT_EQ(verdictLine(c), "no metric shifted");
}

TEST(Compare, SmallSamplesAreNotSignificant) {
  const Comparison c = compare(sideOf(seeds(1, 6, 3), "b"), sideOf(seeds(1, 6, 2), "a"));
  const ReadingComparison& loops = reading(c, "M5");
  EXPECT_GT(loops.shift_tenths, kDefaultThresholdTenths);
  EXPECT_EQ(loops.verdict, Verdict::kMoved);
  EXPECT_EQ(c.shifted, 0);
}

TEST(Compare, SharesUseFisherAndMixesChiSquare) {
  // The mixed secret on every other seed before, on every seed after.
  std::vector<SeedOutcome> before = seeds(1, 300, 0, 2);
  std::vector<SeedOutcome> after = seeds(1, 300, 0, 1);
  for (size_t i = 0; i < after.size(); i += 3) after[i].topologies = {"hub_code"};
  for (size_t i = 0; i < before.size(); i += 3)
    before[i].topologies = {i % 2 ? "hub_code" : "flooded_loop"};
  const Comparison c = compare(sideOf(before, "b"), sideOf(after, "a"));
  const ReadingComparison& mixed = reading(c, "mixed_secret");
  EXPECT_EQ(mixed.test, "Fisher");
  EXPECT_EQ(mixed.shift_tenths, 500);  // 50% -> 100%
  EXPECT_EQ(mixed.verdict, Verdict::kShifted);
  EXPECT_EQ(effectText(mixed), "+50.0 points");
  const ReadingComparison& topologies = reading(c, "topologies");
  EXPECT_EQ(topologies.test, "chi-square df 2");
  EXPECT_EQ(topologies.verdict, Verdict::kShifted);
}

TEST(Compare, RefusesOtherOptionsAndPairedCompareOfOtherSeeds) {
  Options three;
  three.floors = 3;
  const SweepSide one = sideOf(seeds(1, 10, 0), "one.json");
  Result<SweepComparison> options =
      compareSweeps(one, sideOf(seeds(1, 10, 0), "three.json", three), {});
  ASSERT_FALSE(options.ok());
  EXPECT_EQ(options.error().format(),
            "three.json: error: the sweeps' options differ: 'floors=1 size=40x40' in one.json, "
            "'floors=3 size=40x40' in three.json");
  const SweepSide later = sideOf(seeds(11, 10, 0), "later.json");
  EXPECT_TRUE(compareSweeps(one, later, {}).ok());  // unpaired: other seeds are fine
  EXPECT_FALSE(compareSweeps(one, later, {}).value().paired.has_value());
  CompareSettings paired;
  paired.paired = true;
  Result<SweepComparison> refused = compareSweeps(one, later, paired);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().format(),
            "later.json: error: no paired compare: one.json holds seeds 1..10 and later.json "
            "seeds 11..20");
  SweepSide no_rows = sideOf(seeds(1, 10, 0), "parts/");
  no_rows.rows = false;
  EXPECT_NE(
      compareSweeps(one, no_rows, paired).error().message.find("parts/ holds no row per seed"),
      std::string::npos);
}

TEST(Compare, ThresholdsFile) {
  Result<Thresholds> t = parseThresholds(
      "# comment\ndefault 3\nM5 1.5%   # loops are the point\nthings.* 10\n\n", "t.txt");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->default_tenths, 30);
  EXPECT_EQ(thresholdOf(*t, "M5"), 15);
  EXPECT_EQ(thresholdOf(*t, "M5@mine"), 30);
  EXPECT_EQ(thresholdOf(*t, "things.door.lever"), 100);
  EXPECT_EQ(parseThresholds("M5 2 extra\n", "t.txt").error().format(),
            "t.txt:1:1: error: expected 'PATTERN POINTS' (POINTS like 2 or 2.5)");
  EXPECT_EQ(parseThresholds("default 3\n  M5 two\n", "t.txt").error().format(),
            "t.txt:2:6: error: 'two' is not points of share from 0 to 100 with at most one "
            "decimal (like 2 or 2.5)");
  EXPECT_EQ(parseThresholds("default 3\nM[ 3\n", "t.txt").error().format(),
            "t.txt:2:2: error: 'M[': this '[' opens a set that no ']' closes, so the pattern "
            "would match no reading");
  EXPECT_EQ(parseThresholds("M[!1 3\n", "t.txt").error().column, 2);
  const Result<Thresholds> sets = parseThresholds("M[]1] 3\nM[0-9] 4\nM\\[ 5\n", "t.txt");
  ASSERT_TRUE(sets.ok()) << sets.error().format();
  EXPECT_EQ(thresholdOf(*sets, "M7"), 40);
  EXPECT_FALSE(parseThresholds("M5 2.25\n", "t.txt").ok());
  EXPECT_FALSE(parseThresholds("M5 101\n", "t.txt").ok());
  EXPECT_EQ(parseThresholds("", "t.txt")->default_tenths, kDefaultThresholdTenths);
}

TEST(Compare, HolmRunsOverEveryReadingOfEveryPair) {
  const SweepSide before = sideOf(seeds(1, 60, 4), "b");
  const SweepSide after = sideOf(seeds(1, 60, 3), "a");
  std::vector<SweepComparison> pairs = {*compareSweeps(before, after, {}),
                                        *compareSweeps(before, after, {})};
  const Comparison two = finishComparison(std::move(pairs), {});
  const Comparison one = compare(before, after);
  EXPECT_EQ(two.tested, 2 * one.tested);
  EXPECT_GE(reading(two, "M5").p_holm, reading(one, "M5").p_holm);
  EXPECT_EQ(reading(two, "M5").p, reading(one, "M5").p);
}

// A seed's short stage trace, changed where `where` says: "" none, a stage's row, or the verdict.
std::string traceChangedAt(const std::string& where) {
  const auto token = [&](const std::string& name, const std::string& hash) {
    return where == name ? name + ":ffffffff" : name + ":" + hash;
  };
  return token("0/topology/1", "11111111") + " " + token("0/layout/1", "22222222") + " " +
         token("0/stock/1", "33333333") + " " + token("0/verdict", "44444444") + " kept:55555555";
}

// Where the seeds that changed changed first: counted by stage and by another try kept, most
// first, with one seed of each group and the command that explains it to the draw.
TEST(Compare, ThePairedViewSaysWhereEachChangedSeedChangedFirst) {
  std::vector<SeedOutcome> before = seeds(1, 8, 0);
  std::vector<SeedOutcome> after = seeds(1, 8, 0);
  const std::vector<std::string> changes = {"",          "0/layout/1", "0/stock/1",  "0/layout/1",
                                            "0/verdict", "",           "0/layout/1", ""};
  for (size_t i = 0; i < before.size(); ++i) {
    before[i].trace = traceChangedAt("");
    after[i].trace = traceChangedAt(changes[i]);
  }
  const Comparison c = compare(sideOf(before, "b"), sideOf(after, "a"));
  const PairedView& view = *c.sweeps.front().paired;
  ASSERT_TRUE(view.traced);
  EXPECT_EQ(view.traced_changed, 5);
  ASSERT_EQ(view.first_moved.size(), 3u);
  EXPECT_EQ(view.first_moved[0].where, "layout");
  EXPECT_EQ(view.first_moved[0].seeds, 3);
  EXPECT_EQ(view.first_moved[0].example, 2u);
  EXPECT_EQ(view.first_moved[1].where, "stock");
  EXPECT_EQ(view.first_moved[2].where, "another try kept");
  const std::string text = compareText(c);
  EXPECT_NE(text.find("    where they changed first (stage traces): 5 seeds moved: 3 first in "
                      "layout, 1 in stock; 1 kept another try\n"
                      "      layout: seed 2: ci/golden-explain BASE HEAD --seed 2 --floors 1\n"),
            std::string::npos)
      << text;
  // A side without traces (a report written before they were kept): no tally.
  for (SeedOutcome& seed : before) seed.trace.clear();
  const Comparison untraced = compare(sideOf(before, "b"), sideOf(after, "a"));
  EXPECT_FALSE(untraced.sweeps.front().paired->traced);
  EXPECT_NE(compareText(untraced).find("where they changed first: unknown"), std::string::npos);
}

// A row of the JSON report holds every field of the outcome but its stage failures.
TEST(Compare, ReportRowsReadBackIntoTheirOutcomes) {
  SeedOutcome o = keptSeed(42, 3);
  o.unchecked = 2;
  o.rejected_by = {"M3", "layout"};
  o.failure = "";
  o.secrets = {{true, 2}, {false, 1}};
  o.topologies = {"hub_code", "flooded_loop"};
  o.rising = {FloorRising{1, 2, {{{1, 0, 1}, {0, 0, 0}}}, {{{0, 1, 0}, {0, 0, 1}}}}, FloorRising{}};
  o.rising_asked = true;
  o.facts["ducts"] = {{"flat", 1},      {"climbing", 1},    {"grate_ends", 2},
                      {"door_ends", 1}, {"secret_ends", 1}, {"refused.M9", 2}};
  o.facts["mine"] = {{"floor", 1}, {"diggers", 17}, {"open", 544}, {"squares", 1600}};
  o.sheet_hash = 0xfedcba9876543210;
  o.trace = "0/topology/1:5d0c6f0e 0/verdict:77a0b1c2 kept:3e4f5a6b";
  EXPECT_EQ(seedOutcomeOfRow(seedRow(o)), o);
  SeedOutcome empty;
  empty.seed = 7;
  empty.failure = "layout: no room";
  EXPECT_EQ(seedOutcomeOfRow(seedRow(empty)), empty);
}

// A real three-seed sweep: its JSON report and its parts (with and without rows) give the same
// readings, and compared with each other nothing moves.
TEST(Compare, AReportAndItsPartsGiveTheSameReadings) {
  SweepConfig config;
  config.options.rising = true;
  config.seeds = 3;
  config.first = 5;
  config.jobs = 1;
  const SweepResult result = runSweep(config);
  const Tally tally = tallyOf(result, {.stage_failures = false, .seed_rows = true});
  const SweepSummary summary = summarize(tally, config, checks::standardBands());
  const std::string report = sweepJson(summary, tally.seed_rows).dump(2);
  Result<SweepSide> from_report = parseSweepReport(report, "report.json");
  ASSERT_TRUE(from_report.ok()) << from_report.error().format();
  SweepPart part{config, {0, 1}, {false, false}, tallyOf(result, {})};
  Result<SweepPart> read = parsePart(partText(part), "part.json");
  ASSERT_TRUE(read.ok());
  const SweepSide from_part{"part.json", read->config, read->tally, false};
  const std::vector<SweepReading> a = sweepReadings(from_report->tally, config.options);
  const std::vector<SweepReading> b = sweepReadings(from_part.tally, config.options);
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].id, b[i].id);
    EXPECT_EQ(a[i].values, b[i].values) << a[i].id;
    EXPECT_EQ(a[i].hits, b[i].hits) << a[i].id;
    EXPECT_EQ(a[i].of, b[i].of) << a[i].id;
    EXPECT_EQ(a[i].mix, b[i].mix) << a[i].id;
  }
  const Comparison c = compare(*from_report, from_part);
  EXPECT_EQ(c.shifted, 0);
  EXPECT_FALSE(c.sweeps.front().paired.has_value());  // the part kept no rows
  const Comparison self = compare(*from_report, *from_report);
  ASSERT_TRUE(self.sweeps.front().paired.has_value());
  EXPECT_EQ(self.sweeps.front().paired->seeds, 3);
}

TEST(Compare, OldReportsAndBrokenJsonAreRefused) {
  EXPECT_EQ(parseSweepReport("{\"floors\": 1, \"per_seed\": []}", "old.json").error().format(),
            "old.json: error: a sweep report without a format (made before \"dungeon sweep "
            "report 2\"): it names no options; sweep again with this tool");
  EXPECT_EQ(parseSweepReport("{\n  \"format\": ]", "bad.json").error().format(),
            "bad.json:2:13: error: not a sweep report or part: the JSON does not parse");
}

// A part whose row per seed lacks a field is refused when read, not when paired.
TEST(Compare, APartWithABrokenRowIsRefused) {
  SweepConfig config;
  config.seeds = 1;
  config.first = 3;
  SweepResult result{config, {keptSeed(3, 2)}};
  SweepPart part{
      config, {0, 1}, {false, true}, tallyOf(result, {.stage_failures = false, .seed_rows = true})};
  SeedRow& row = part.tally.seed_rows.front();
  nlohmann::ordered_json without_hash = rowJson(row);
  without_hash.erase("sheet_hash");
  row.json = without_hash.dump();
  const std::filesystem::path dir = testing::makeTempDir("dungeon-compare-row");
  const std::string path = (dir / "part.json").string();
  ASSERT_EQ(writeFileAtomically(path, partText(part)), "");
  Result<SweepSide> side = readSweepSide(path);
  ASSERT_FALSE(side.ok());
  EXPECT_NE(side.error().format().find(path + ": error: the row of seed 3 does not read back"),
            std::string::npos)
      << side.error().format();
  std::filesystem::remove_all(dir);
}

TEST(Compare, TextReportEndsWithTheVerdict) {
  const Comparison c =
      compare(sideOf(seeds(1, 50, 4), "b.json"), sideOf(seeds(1, 50, 4), "a.json"));
  const std::string text = compareText(c);
  EXPECT_NE(
      text.find(
          "floors=1 size=40x40: before seeds 1..50 (b.json), after seeds 1..50 (a.json), paired"),
      std::string::npos);
  EXPECT_TRUE(text.ends_with("sweep compare: no metric shifted (0 of " + std::to_string(c.tested) +
                             " readings shifted)\n"))
      << text;
  EXPECT_EQ(compareJson(c)["verdict"]["line"].get<std::string>(), "no metric shifted");
  EXPECT_EQ(compareMarkdown(c).substr(0, 36), "## Sweep compare: no metric shifted\n");
}

TEST(Compare, AnUnpairedCompareTooSmallToSeeAChangeIsNotCalledClean) {
  // 30 seeds a side over other seed ranges: no paired view, and loops moved a little (2 on every
  // 4th seed, then every 3rd): nothing is significant, but M5's interval reaches 15%.
  const Comparison c =
      compare(sideOf(seeds(1, 30, 4), "b.json"), sideOf(seeds(101, 30, 3), "a.json"));
  EXPECT_EQ(c.shifted, 0);
  const ReadingComparison& loops = reading(c, "M5");
  EXPECT_EQ(loops.effect.resolution, Resolution::kUnresolved);
  EXPECT_GT(loops.effect.more_seeds, 0);
  EXPECT_GT(c.unresolved, 0);
  EXPECT_GE(c.more_seeds, loops.effect.more_seeds);
  EXPECT_EQ(verdictLine(c).substr(0, 35), "unresolved: no metric shifted, but ");
  EXPECT_NE(verdictLine(c).find(fmt::format("run {} more seeds", c.more_seeds)), std::string::npos);
  EXPECT_EQ(compareJson(c)["verdict"]["unresolved"].get<int>(), c.unresolved);
  EXPECT_FALSE(compareJson(c)["verdict"]["resolved"].get<bool>());
  EXPECT_NE(compareMarkdown(c).find("**Unresolved**: "), std::string::npos);
}

TEST(Compare, PairedReadingsThatMovedOnNoSeedAreExactlyUnchanged) {
  // Only loops moved, on every 4th seed's neighbours; the mixed secret and things did not.
  std::vector<SeedOutcome> after = seeds(1, 60, 4);
  for (size_t i = 1; i < after.size(); i += 4) after[i] = keptSeed(after[i].seed, 2, i % 2 == 0);
  const Comparison c = compare(sideOf(seeds(1, 60, 4), "b.json"), sideOf(after, "a.json"));
  EXPECT_NE(reading(c, "M5").effect.resolution, Resolution::kUnchanged);
  EXPECT_EQ(reading(c, "mixed_secret").effect.resolution, Resolution::kUnchanged);
  EXPECT_EQ(reading(c, "things.door.plain").effect.resolution, Resolution::kUnchanged);
  // The glimpse is not a per-seed reading, so the paired view cannot vouch for it.
  EXPECT_NE(reading(c, "glimpse").effect.resolution, Resolution::kUnchanged);
}

TEST(Compare, TheSameSeedsTwiceAreResolvedAtOnce) {
  const SweepSide side = sideOf(seeds(1, 20, 4), "a.json");
  const Comparison c = compare(side, side);
  EXPECT_EQ(c.unresolved, 0);
  for (const ReadingComparison& r : c.sweeps.front().readings)
    EXPECT_EQ(r.effect.resolution, Resolution::kUnchanged) << r.before.id;
  EXPECT_EQ(verdictLine(c), "no metric shifted");
}

}  // namespace
}  // namespace dungeon::sweeps
