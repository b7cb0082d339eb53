// Sharded sweeps through the binary (docs/sweeps.md): parts written under --shard and under
// each runner's variables, merged in any order, give the text, JSON, HTML and JUnit reports of
// one run byte for byte; bad shards and bad merges exit 2 with a message; a sweep of 10^7
// seeds is accepted and any shard of it runs. Each test runs in its own temporary folder.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "cli/tests/tool_run.h"
#include "testing/temp_dir.h"

namespace {

namespace fs = std::filesystem;

using dungeon::cli_tests::slurp;
using dungeon::cli_tests::ToolRun;

// A small sweep that fails some seeds and has stage failures, so every section shows.
const std::string kSweep = "--floors 2 --size 256x16 --seeds 7 --first 3 --stage-failures";
const std::string kReports = " --json r.json --html r.html --junit r.xml";

class SweepShard : public ::testing::Test {
 protected:
  void SetUp() override {
    const std::string test = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    dir_ = dungeon::testing::makeTempDir("dungeon-shard-" + test);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs `env -u ... ENV dungeon ARGS` in the test's folder, with no runner variables set
  // but those in `env`.
  ToolRun dungeon(const std::string& args, const std::string& env = "") const {
    const std::string command =
        "cd '" + dir_.string() +
        "' && env -u TEST_SHARD_INDEX -u TEST_TOTAL_SHARDS -u GTEST_SHARD_INDEX "
        "-u GTEST_TOTAL_SHARDS -u JOB_COMPLETION_INDEX -u TEST_SHARD_STATUS_FILE " +
        env + " '" + DUNGEON_BINARY + "' " + args + " > out.txt 2> err.txt";
    return dungeon::cli_tests::runRedirected(command, dir_);
  }
  std::string file(const std::string& name) const { return slurp(dir_ / name); }

  fs::path dir_;
};

// The --rising counts (stairs, spirals, ducts by kind and end, refused ducts) travel in the parts.
TEST_F(SweepShard, RisingAndDuctCountsSurviveTheMerge) {
  const std::string sweep = "sweep --floors 3 --seeds 6 --first 40 --rising";
  const ToolRun one = dungeon(sweep + " --json r.json");
  ASSERT_EQ(one.exit_code, 0) << one.err;
  ASSERT_NE(one.out.find("ducts (--rising): "), std::string::npos) << one.out;
  const std::string json = file("r.json");
  ASSERT_NE(json.find("\"ducts\""), std::string::npos);
  for (int k = 0; k < 3; ++k) {
    const std::string shard = std::to_string(k);
    ASSERT_EQ(
        dungeon(sweep + " --per-seed --part p" + shard + " --shard " + shard + "/3").exit_code, 0);
  }
  const ToolRun merged = dungeon("sweep merge p2 p0 p1 --json r.json");
  EXPECT_EQ(merged.exit_code, 0) << merged.err;
  EXPECT_EQ(merged.out, one.out);
  EXPECT_EQ(file("r.json"), json);
}

TEST_F(SweepShard, MergedPartsGiveTheReportsOfOneRunInAnyOrder) {
  const ToolRun one = dungeon("sweep " + kSweep + kReports);
  ASSERT_EQ(one.exit_code, 1) << one.err;
  const std::string json = file("r.json"), html = file("r.html"), junit = file("r.xml");
  ASSERT_NE(json.find("\"stage_failures\""), std::string::npos);
  // Four shards, each told its index another way.
  const std::string part = "sweep " + kSweep + " --per-seed --part ";
  ASSERT_EQ(dungeon(part + "p0 --shard 0/4").exit_code, 0);
  ASSERT_EQ(dungeon(part + "p1",
                    "TEST_SHARD_INDEX=1 TEST_TOTAL_SHARDS=4 "
                    "TEST_SHARD_STATUS_FILE=status")
                .exit_code,
            0);
  EXPECT_TRUE(fs::exists(dir_ / "status")) << "Bazel's shard status file is touched";
  ASSERT_EQ(dungeon(part + "p2", "GTEST_SHARD_INDEX=2 GTEST_TOTAL_SHARDS=4").exit_code, 0);
  const ToolRun third = dungeon(part + "p3 --shards 4", "JOB_COMPLETION_INDEX=3");
  ASSERT_EQ(third.exit_code, 0) << third.err;
  EXPECT_NE(third.out.find("shard 3/4 (from JOB_COMPLETION_INDEX): seeds 8..9"), std::string::npos)
      << third.out;
  for (const std::string order : {"p0 p1 p2 p3", "p3 p1 p0 p2", "p2 p3 p1 p0"}) {
    const ToolRun merged = dungeon("sweep merge " + order + kReports);
    EXPECT_EQ(merged.exit_code, 1) << order << ": " << merged.err;
    EXPECT_EQ(merged.out, one.out) << order;
    EXPECT_EQ(file("r.json"), json) << order;
    EXPECT_EQ(file("r.html"), html) << order;
    EXPECT_EQ(file("r.xml"), junit) << order;
  }
}

TEST_F(SweepShard, WithoutPerSeedRowsThePartsMakeTheTextAndHtmlButNotTheJson) {
  const ToolRun one = dungeon("sweep --floors 1 --seeds 5 --html one.html");
  ASSERT_EQ(dungeon("sweep --floors 1 --seeds 5 --part a --shard 0/2").exit_code, 0);
  ASSERT_EQ(dungeon("sweep --floors 1 --seeds 5 --part b --shard 1/2").exit_code, 0);
  const ToolRun merged = dungeon("sweep merge b a --html m.html");
  EXPECT_EQ(merged.exit_code, one.exit_code);
  EXPECT_EQ(merged.out, one.out);
  EXPECT_EQ(file("m.html"), file("one.html"));
  const ToolRun json = dungeon("sweep merge a b --json m.json");
  EXPECT_EQ(json.exit_code, 2);
  EXPECT_NE(json.err.find("--per-seed"), std::string::npos) << json.err;
}

TEST_F(SweepShard, BadMergesExitTwoWithAMessage) {
  const std::string part = "sweep --floors 1 --seeds 4 --part ";
  ASSERT_EQ(dungeon(part + "a --shard 0/3").exit_code, 0);
  ASSERT_EQ(dungeon(part + "b --shard 1/3").exit_code, 0);
  ASSERT_EQ(dungeon(part + "c --shard 2/3").exit_code, 0);
  ASSERT_EQ(dungeon("sweep --floors 1 --seeds 5 --part other --shard 2/3").exit_code, 0);
  const auto refused = [&](const std::string& args, const std::string& says) {
    const ToolRun run = dungeon(args);
    EXPECT_EQ(run.exit_code, 2) << args;
    EXPECT_NE(run.err.find(says), std::string::npos) << args << ": " << run.err;
    EXPECT_EQ(run.out, "") << args;
  };
  EXPECT_EQ(dungeon("sweep merge c a b").exit_code, 0);
  refused("sweep merge a b", "shards missing: 2/3");
  refused("sweep merge a b c b", "b: error: shard 1/3 twice");
  refused("sweep merge a b other", "other: error: a part of another sweep");
  refused("sweep merge a b no-such-file", "no-such-file");
  std::ofstream(dir_ / "broken") << "{\"format\": \"dungeon sweep part 2\",\n \"seeds\": ]";
  refused("sweep merge a b broken", "broken:2:");
  refused("sweep merge", "PART");
}

TEST_F(SweepShard, BadShardsExitTwoWithAMessage) {
  const auto refused = [&](const std::string& args, const std::string& env,
                           const std::string& says) {
    const ToolRun run = dungeon("sweep --floors 1 --seeds 4 " + args, env);
    EXPECT_EQ(run.exit_code, 2) << args << " " << env;
    EXPECT_NE(run.err.find(says), std::string::npos) << args << " " << env << ": " << run.err;
    EXPECT_FALSE(fs::exists(dir_ / "p")) << args << " " << env;
  };
  refused("--part p --shard 4/4", "", "--shard: '4/4' is not a shard");
  refused("--part p --shard 1", "", "--shard");
  refused("--part p --shard -1/4", "", "--shard");
  refused("--shard 0/2", "", "go with --part");
  refused("--part p --json j", "", "sweep merge");
  refused("--part p", "TEST_SHARD_INDEX=2", "only one of the two");
  refused("--part p", "GTEST_SHARD_INDEX=x GTEST_TOTAL_SHARDS=2", "GTEST_SHARD_INDEX");
  refused("--part p", "JOB_COMPLETION_INDEX=1", "--shards N");
  refused("--part p --shards 2", "", "JOB_COMPLETION_INDEX");
  refused("--part p --shards 2", "JOB_COMPLETION_INDEX=2", "JOB_COMPLETION_INDEX");
  EXPECT_EQ(dungeon("sweep --seeds 4").exit_code, 2);
  EXPECT_EQ(dungeon("sweep --floors 1").exit_code, 2);
}

TEST_F(SweepShard, TenMillionSeedsAreAcceptedAndAnyShardOfThemRuns) {
  const ToolRun last =
      dungeon("sweep --floors 1 --seeds 10000000 --part p --shard 99999/100000 --first 1000");
  ASSERT_EQ(last.exit_code, 0) << last.err;
  EXPECT_NE(last.out.find("seeds 10000900..10000999 (100 seeds"), std::string::npos) << last.out;
  EXPECT_EQ(dungeon("sweep --floors 1 --seeds 10000001 --part p --shard 0/100000").exit_code, 2);
  // More shards than seeds: a shard without seeds says so, and names no range.
  const ToolRun empty = dungeon("sweep --floors 1 --seeds 1 --part q --shard 0/2");
  ASSERT_EQ(empty.exit_code, 0) << empty.err;
  EXPECT_EQ(empty.out,
            "sweep part: shard 0/2 (from --shard): no seeds (more shards than seeds), written to "
            "q\n");
}

}  // namespace
