// `dungeon sweep compare` through the binary (docs/sweeps.md#comparing-two-sweeps): a sweep's
// JSON report against its own parts shifts nothing and pairs every seed; a report whose rows were
// edited to move one metric (as a changed generator would) exits 1 naming it, with the paired
// view's moved seeds, their reproduce lines and, given both tools, their pictures; other options,
// a paired compare of other seeds, unreadable or broken files, an old report and a bad thresholds
// line exit 2 with one message; text, JSON, HTML and Markdown are the same bytes on every run.
// Each test runs in its own temporary folder.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

#include "cli/tests/tool_run.h"
#include "testing/temp_dir.h"

namespace {

namespace fs = std::filesystem;

using dungeon::cli_tests::slurp;
using dungeon::cli_tests::ToolRun;

const std::string kSweep = "sweep --floors 1 --seeds 120 --first 9 --jobs 2";

class SweepCompare : public ::testing::Test {
 protected:
  void SetUp() override {
    const std::string test = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    dir_ = dungeon::testing::makeTempDir("dungeon-compare-" + test);
  }
  void TearDown() override { fs::remove_all(dir_); }

  ToolRun dungeon(const std::string& args) const {
    const std::string command =
        "cd '" + dir_.string() + "' && '" + DUNGEON_BINARY + "' " + args + " > out.txt 2> err.txt";
    return dungeon::cli_tests::runRedirected(command, dir_);
  }
  std::string file(const std::string& name) const { return slurp(dir_ / name); }
  void write(const std::string& name, const std::string& text) const {
    std::ofstream(dir_ / name, std::ios::binary) << text;
  }
  // The report `from` with every M5 loops reading one higher, as `to`.
  void moveLoops(const std::string& from, const std::string& to) const {
    nlohmann::ordered_json report = nlohmann::ordered_json::parse(file(from));
    for (auto& row : report["per_seed"]) {
      for (auto& m : row["metrics"]) {
        if (m["id"].get<std::string>() == "M5")
          m["value_milli"] = m["value_milli"].get<int64_t>() + 1000;
      }
    }
    write(to, report.dump(2) + "\n");
  }

  fs::path dir_;
};

TEST_F(SweepCompare, AReportAgainstItsOwnPartsShiftsNothing) {
  ASSERT_EQ(dungeon(kSweep + " --json r.json").exit_code, 0);
  fs::create_directory(dir_ / "parts");
  for (int k = 0; k < 3; ++k) {
    const std::string shard = std::to_string(k);
    ASSERT_EQ(
        dungeon(kSweep + " --per-seed --part parts/p" + shard + ".json --shard " + shard + "/3")
            .exit_code,
        0);
  }
  const ToolRun run = dungeon("sweep compare r.json parts");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("floors=1 size=40x40: before seeds 9..128 (r.json), after seeds 9..128 "
                         "(parts), paired"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("paired view (seeds 9..128 in both): 0 of 120 seeds changed (sheet "
                         "hash), readings moved on 0"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("\nsweep compare: no metric shifted (0 of "), std::string::npos);
  // Parts without rows compare too, unpaired; --paired refuses them.
  ASSERT_EQ(dungeon(kSweep + " --part whole.json").exit_code, 0);
  const ToolRun unpaired = dungeon("sweep compare whole.json r.json");
  EXPECT_EQ(unpaired.exit_code, 0) << unpaired.err;
  EXPECT_NE(unpaired.out.find("paired view: none"), std::string::npos);
  const ToolRun paired = dungeon("sweep compare whole.json r.json --paired");
  EXPECT_EQ(paired.exit_code, 2);
  EXPECT_EQ(paired.err,
            "dungeon sweep compare: r.json: error: no paired compare: whole.json holds no row per "
            "seed (a JSON report has them; parts need --per-seed)\n");
}

TEST_F(SweepCompare, AMovedMetricFailsTheCompareAndNamesIt) {
  ASSERT_EQ(dungeon(kSweep + " --json before.json").exit_code, 0);
  moveLoops("before.json", "after.json");
  const std::string args =
      "sweep compare before.json after.json --json c.json --html c.html --markdown c.md "
      "--before-label base --after-label head";
  const ToolRun run = dungeon(args + " --before-tool '" + DUNGEON_BINARY + "' --after-tool '" +
                              DUNGEON_BINARY + "'");
  EXPECT_EQ(run.exit_code, 1) << run.err;
  EXPECT_NE(run.out.find("\nsweep compare: M5 loops median 3 -> 4, p = "), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("(1 of "), std::string::npos);
  EXPECT_NE(run.out.find("readings moved on 120"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("M5 floor 1: "), std::string::npos);
  // Every seed's loops went up by one; those that went from the fewest moved farthest.
  std::smatch first;
  ASSERT_TRUE(std::regex_search(run.out, first,
                                std::regex("seeds that moved most [^\n]*\n +seed ([0-9]+): ")))
      << run.out;
  const std::string seed = first[1];
  EXPECT_NE(run.out.find("dungeon generate --seed " + seed + " --floors 1 -o seed-" + seed +
                         ".sheet; dungeon check seed-" + seed + ".sheet"),
            std::string::npos)
      << run.out;
  const nlohmann::json json = nlohmann::json::parse(file("c.json"));
  EXPECT_EQ(json["format"].get<std::string>(), "dungeon sweep compare 1");
  EXPECT_EQ(json["verdict"]["shifted"].get<int>(), 1);
  EXPECT_FALSE(json["verdict"]["passed"].get<bool>());
  EXPECT_EQ(json["labels"]["after"].get<std::string>(), "head");
  const std::string md = file("c.md");
  EXPECT_EQ(md.rfind("## Sweep compare: M5 loops median 3 -> 4, p = ", 0), 0u) << md;
  EXPECT_NE(md.find("`base` -> `head`"), std::string::npos);
  EXPECT_NE(md.find("| floors=1 size=40x40 | M5 loops | KS exact |"), std::string::npos) << md;
  // The page: self-contained, a histogram overlay per distribution, the moved seeds drawn.
  const std::string html = file("c.html");
  EXPECT_EQ(html.find("<script"), std::string::npos);
  EXPECT_EQ(html.find("http"), html.find("http://www.w3.org/2000/svg"));
  EXPECT_NE(html.find("<h3>M5 loops</h3>\n<svg"), std::string::npos);
  EXPECT_NE(html.find("Before (left) and after (right)"), std::string::npos);
  // Every output the same bytes again.
  const std::string text = run.out;
  const std::string c_json = file("c.json");
  ASSERT_EQ(dungeon(args + " --before-tool '" + DUNGEON_BINARY + "' --after-tool '" +
                    DUNGEON_BINARY + "'")
                .exit_code,
            1);
  EXPECT_EQ(file("out.txt"), text);
  EXPECT_EQ(file("c.json"), c_json);
  EXPECT_EQ(file("c.html"), html);
  EXPECT_EQ(file("c.md"), md);
  // Without tools the page says how to get the pictures.
  ASSERT_EQ(dungeon(args).exit_code, 1);
  EXPECT_NE(file("c.html").find("give both builds' tools"), std::string::npos);
  // A threshold past the shift: significant, within it, and exit 0.
  write("t.txt", "default 2\nM5 100\n");
  const ToolRun within = dungeon("sweep compare before.json after.json --thresholds t.txt");
  EXPECT_EQ(within.exit_code, 0) << within.err;
  EXPECT_NE(within.out.find("significant, within threshold"), std::string::npos);
}

TEST_F(SweepCompare, BadInputExitsTwoWithOneMessage) {
  ASSERT_EQ(dungeon(kSweep + " --json one.json").exit_code, 0);
  ASSERT_EQ(dungeon("sweep --floors 2 --seeds 3 --json two.json").exit_code, 0);
  ASSERT_EQ(dungeon("sweep --floors 1 --seeds 5 --first 500 --json later.json").exit_code, 0);
  const auto refused = [&](const std::string& args, const std::string& message) {
    const ToolRun run = dungeon("sweep compare " + args);
    EXPECT_EQ(run.exit_code, 2) << args << "\n" << run.out;
    EXPECT_EQ(run.err, "dungeon sweep compare: " + message + "\n") << args;
    EXPECT_EQ(run.out, "") << args;
  };
  refused("one.json two.json",
          "two.json: error: the sweeps' options differ: 'floors=1 size=40x40' in one.json, "
          "'floors=2 size=40x40' in two.json");
  refused("one.json later.json --paired",
          "later.json: error: no paired compare: one.json holds seeds 9..128 and later.json seeds "
          "500..504");
  EXPECT_EQ(dungeon("sweep compare one.json later.json").exit_code, 0);  // unpaired is fine
  refused("one.json missing.json", "missing.json: error: cannot read: No such file or directory");
  write("broken.json", "{\n  \"format\": \"dungeon sweep report 2\",\n  \"seeds\": ]\n}\n");
  refused("one.json broken.json",
          "broken.json:3:12: error: not a sweep report or part: the JSON does not parse");
  nlohmann::ordered_json old = nlohmann::ordered_json::parse(file("one.json"));
  old.erase("format");
  old.erase("options");
  write("old.json", old.dump(2));
  refused("old.json one.json",
          "old.json: error: a sweep report without a format (made before \"dungeon sweep report "
          "2\"): it names no options; sweep again with this tool");
  refused("one.json", "error: give the sweeps as BEFORE AFTER pairs: 1 paths is an odd count");
  write("t.txt", "default 2\nM5 lots\n");
  refused("one.json one.json --thresholds t.txt",
          "t.txt:2:4: error: 'lots' is not points of share from 0 to 100 with at most one "
          "decimal (like 2 or 2.5)");
  refused("one.json one.json --before-tool ./nope",
          "error: --before-tool ./nope: No such file or directory");
  fs::create_directory(dir_ / "empty");
  refused("empty one.json", "empty: error: a folder with no part files (*.json)");
  // The error rate's range is named as it is: above 0, at most 0.5.
  for (const std::string alpha : {"0", "0.6", "lots"}) {
    const ToolRun run = dungeon("sweep compare one.json one.json --alpha " + alpha);
    EXPECT_EQ(run.exit_code, 2) << alpha;
    EXPECT_NE(run.err.find("--alpha: must lie above 0 and at most 0.5, not '" + alpha + "'"),
              std::string::npos)
        << run.err;
  }
  EXPECT_EQ(dungeon("sweep compare one.json one.json --alpha 0.5").exit_code, 0);
}

}  // namespace
