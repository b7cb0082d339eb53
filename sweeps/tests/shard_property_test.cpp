// Property: a sweep split into N shards, each written as a part file's text and read back,
// merged in any order, gives the report (text and JSON) of one run byte for byte, for random
// N (more shards than seeds too, so some shards are empty), seeds, first seed and sections.
// Unit tests beside it: the split covers every seed once, and bad merges are refused.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <numeric>

#include "checks/bands.h"
#include "sweeps/part.h"
#include "sweeps/summary.h"
#include "sweeps/sweep_report.h"

namespace dungeon::sweeps {
namespace {

struct Reports {
  std::string text;
  std::string json;
};

Reports reportsOf(const SweepConfig& config, const Tally& tally, const TallyKeeps& keeps) {
  const SweepSummary summary = summarize(tally, config, checks::standardBands());
  const ReportSections sections{keeps.stage_failures};
  return {formatSweep(summary, sections), sweepJson(summary, tally.seed_rows, sections).dump(2)};
}

SweepPart shardPart(const SweepConfig& config, Shard shard, const TallyKeeps& keeps) {
  const SeedRange range = shardRange(config, shard);
  SweepPart part{config, shard, keeps, runTally(config, range.first, range.count, keeps)};
  Result<SweepPart> back = parsePart(partText(part), "part");
  EXPECT_TRUE(back.ok()) << (back.ok() ? "" : back.error().format());
  return std::move(*back);
}

RC_GTEST_PROP(SweepShards, MergedPartsGiveTheReportOfOneRun, ()) {
  Options options;
  options.floors = *rc::gen::inRange(1, 3);
  options.width = options.height = *rc::gen::element(24, 40);
  const auto seeds = *rc::gen::inRange(1, 9);
  const auto first = *rc::gen::inRange<uint64_t>(1, 100000);
  const auto shards = *rc::gen::inRange(1, 12);
  const TallyKeeps keeps{*rc::gen::arbitrary<bool>(), true};
  const SweepConfig config{options, seeds, first, 1};
  std::vector<int> order(static_cast<size_t>(shards));
  std::iota(order.begin(), order.end(), 0);
  // A random order of the shards: each step takes one of those not yet taken.
  for (size_t i = 0; i + 1 < order.size(); ++i) {
    const auto j = *rc::gen::inRange(i, order.size());
    std::swap(order[i], order[j]);
  }
  RC_TAG(shards);
  RC_LOG() << "dungeon sweep --floors " << options.floors << " --size " << options.width << "x"
           << options.height << " --seeds " << seeds << " --first " << first << " in " << shards
           << " shards\n";
  std::vector<SweepPart> parts;
  std::vector<std::string> files;
  for (int k : order) {
    parts.push_back(shardPart(config, {k, shards}, keeps));
    files.push_back(std::to_string(k) + ".part");
  }
  Result<SweepPart> merged = mergeParts(std::move(parts), files);
  RC_ASSERT(merged.ok());
  const Reports one = reportsOf(config, runTally(config, first, seeds, keeps), keeps);
  const Reports many = reportsOf(merged->config, merged->tally, merged->keeps);
  RC_ASSERT(one.text == many.text);
  RC_ASSERT(one.json == many.json);
}

TEST(SweepShards, TheSplitCoversEverySeedOnceInOrder) {
  for (int seeds : {1, 2, 7, 40, 10000000}) {
    for (int shards : {1, 2, 3, 7, 64, 100000}) {
      const SweepConfig config{Options(), seeds, 5, 1};
      uint64_t next = 5;
      int64_t smallest = seeds;
      int64_t largest = 0;
      for (int k = 0; k < shards; ++k) {
        const SeedRange range = shardRange(config, {k, shards});
        ASSERT_EQ(range.first, next) << seeds << " seeds, shard " << k << "/" << shards;
        next += static_cast<uint64_t>(range.count);
        smallest = std::min(smallest, range.count);
        largest = std::max(largest, range.count);
      }
      EXPECT_EQ(next, 5 + static_cast<uint64_t>(seeds));
      EXPECT_LE(largest - smallest, 1);
    }
  }
}

// Parts of a 4-seed sweep in 2 shards, with no generation: empty tallies of the right size.
std::vector<SweepPart> twoParts() {
  const SweepConfig config{Options(), 4, 1, 1};
  std::vector<SweepPart> parts;
  for (int k = 0; k < 2; ++k) {
    SweepPart part{config, {k, 2}, {}, {}};
    part.tally.seeds = 2;
    parts.push_back(part);
  }
  return parts;
}

std::string refusal(std::vector<SweepPart> parts) {
  std::vector<std::string> files;
  for (size_t i = 0; i < parts.size(); ++i) files.push_back(std::to_string(i) + ".part");
  Result<SweepPart> merged = mergeParts(std::move(parts), files);
  return merged.ok() ? "" : merged.error().format();
}

TEST(SweepShards, BadMergesAreRefused) {
  EXPECT_EQ(refusal(twoParts()), "");
  EXPECT_NE(refusal({}), "");
  std::vector<SweepPart> missing = twoParts();
  missing.pop_back();
  EXPECT_NE(refusal(missing).find("shards missing: 1/2"), std::string::npos) << refusal(missing);
  std::vector<SweepPart> twice = twoParts();
  twice[1].shard.index = 0;
  EXPECT_NE(refusal(twice).find("twice"), std::string::npos) << refusal(twice);
  std::vector<SweepPart> other = twoParts();
  other[1].config.options.floors = 2;
  EXPECT_NE(refusal(other).find("another sweep"), std::string::npos) << refusal(other);
  std::vector<SweepPart> seeds = twoParts();
  seeds[1].config.seeds = 5;
  EXPECT_NE(refusal(seeds).find("another sweep"), std::string::npos);
  std::vector<SweepPart> short_part = twoParts();
  short_part[0].tally.seeds = 1;
  EXPECT_NE(refusal(short_part).find("should hold 2 seeds"), std::string::npos);
  std::vector<SweepPart> keeps = twoParts();
  keeps[0].keeps.seed_rows = true;
  EXPECT_NE(refusal(keeps).find("another sweep"), std::string::npos);
}

TEST(SweepShards, APartFileThatIsNoPartIsRefusedWithItsPlace) {
  const Result<SweepPart> broken = parsePart("{\n  \"format\": oops\n}\n", "p.json");
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(broken.error().format().substr(0, 9), "p.json:2:") << broken.error().format();
  EXPECT_FALSE(parsePart("{\"format\": \"something else\"}", "p.json").ok());
  const SweepPart part = twoParts().front();
  std::string text = partText(part);
  EXPECT_TRUE(parsePart(text, "p.json").ok());
  text.replace(text.find("\"tries\""), 7, "\"triez\"");
  EXPECT_FALSE(parsePart(text, "p.json").ok());
  // What is wrong with a field of the wrong type is said in plain words, without the JSON
  // library's identifier.
  std::string wrong_type = partText(part);
  const size_t seeds = wrong_type.find("\"seeds\":");
  ASSERT_NE(seeds, std::string::npos);
  wrong_type.insert(seeds + 8, "\"many\",\"was\":");
  const Result<SweepPart> typed = parsePart(wrong_type, "p.json");
  ASSERT_FALSE(typed.ok());
  EXPECT_EQ(typed.error().format(),
            "p.json: error: not a sweep part: a field is missing or wrong (type must be number, "
            "but is string)");
}

}  // namespace
}  // namespace dungeon::sweeps
