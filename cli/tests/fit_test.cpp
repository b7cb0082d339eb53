// `dungeon fit` as a user sees it: the gentlest winding or what to change, by exit code (0 fits,
// 1 does not, 2 bad input) and output, text and JSON; its help says why `same` is allowed; and
// docs/checks.md holds the table `dungeon fit --table` prints. Each test runs the built binary
// in its own temporary folder (testing/temp_dir.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli/tests/tool_run.h"
#include "testing/temp_dir.h"

namespace {

namespace fs = std::filesystem;

using dungeon::cli_tests::slurp;
using dungeon::cli_tests::ToolRun;

class Fit : public ::testing::Test {
 protected:
  void SetUp() override {
    const std::string test = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    dir_ = dungeon::testing::makeTempDir("dungeon-fit-" + test);
  }
  void TearDown() override { fs::remove_all(dir_); }

  ToolRun dungeon(const std::string& args) const {
    const std::string command =
        "cd '" + dir_.string() + "' && '" + DUNGEON_BINARY + "' " + args + " > out.txt 2> err.txt";
    return dungeon::cli_tests::runRedirected(command, dir_);
  }

  fs::path dir_;
};

TEST_F(Fit, PrintsTheGentlestWinding) {
  const ToolRun run = dungeon("fit --rise 3.5 --way corner");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("a 3.5 m spiral round a corner in a one-square shaft fits"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("turns: 1.25 (450 degrees"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("slope: 28.3 degrees on the walking line 0.9 m from the middle"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("head room: 2.74 m"), std::string::npos) << run.out;
  EXPECT_EQ(run.err, "");
}

TEST_F(Fit, UnderAWholeTurnNothingPassesAbove) {
  const ToolRun run = dungeon("fit --rise 1 --way straight --shaft 2");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("turns: 0.5 (180 degrees"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("walking line 1.8 m"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("head room: open, no turn passes above"), std::string::npos) << run.out;
}

TEST_F(Fit, NoFitSaysWhatToChangeAndExitsOne) {
  const ToolRun run = dungeon("fit --rise 3 --way corner");
  EXPECT_EQ(run.exit_code, 1) << run.err;
  EXPECT_EQ(run.out.rfind("does not fit: a 3.0 m spiral round a corner fits no winding", 0), 0u)
      << run.out;
  EXPECT_NE(run.out.find("or make the shaft 2 x 2 (shaft=2), which fits it"), std::string::npos)
      << run.out;
  EXPECT_EQ(dungeon("fit --rise 3 --way corner --shaft 2").exit_code, 0);
  const ToolRun wide = dungeon("fit --rise 3.5 --way straight --shaft 2");
  EXPECT_EQ(wide.exit_code, 1);
  EXPECT_NE(wide.out.find("in a 2 x 2 shaft fits no winding"), std::string::npos) << wide.out;
}

TEST_F(Fit, PrintsJson) {
  const ToolRun run = dungeon("fit --rise 6 --way same --shaft 2 --json");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  for (const char* part : {"\"rise_m\": \"6.0\"", "\"way\": \"out the same side\"", "\"shaft\": 2",
                           "\"fits\": true", "\"sweep_degrees\": 720", "\"turns\": \"2\"",
                           "\"slope_degrees\": \"15.6\"", "\"head_room_m\": \"2.84\""}) {
    EXPECT_NE(run.out.find(part), std::string::npos) << part << " in " << run.out;
  }
  const ToolRun misfit = dungeon("fit --rise 6 --way straight --json");
  EXPECT_EQ(misfit.exit_code, 1);
  EXPECT_NE(misfit.out.find("\"fits\": false"), std::string::npos) << misfit.out;
  EXPECT_NE(misfit.out.find("\"problem\": \"a 6.0 m spiral straight through"), std::string::npos)
      << misfit.out;
}

TEST_F(Fit, BadInputExitsTwoAndSaysWhy) {
  struct Case {
    const char* args;
    const char* says;
  };
  const Case cases[] = {
      {"fit --rise 0.3 --way corner", "--rise 0.3: a spiral climbs 0.5 to 12.0 m"},
      {"fit --rise 13 --way corner", "--rise 13: a spiral climbs 0.5 to 12.0 m"},
      {"fit --rise 0 --way corner", "--rise 0:"},
      {"fit --rise x --way corner", "--rise x:"},
      {"fit --rise 3 --way sideways", "--way sideways: expected straight, corner or same"},
      {"fit --rise 3 --way corner --shaft 3", "--shaft"},
      {"fit --rise 3", "give --rise and --way"},
      {"fit --table --rise 3", "--table prints every rise"},
  };
  for (const Case& c : cases) {
    const ToolRun run = dungeon(c.args);
    EXPECT_EQ(run.exit_code, 2) << c.args;
    EXPECT_NE(run.err.find(c.says), std::string::npos) << c.args << ": " << run.err;
    EXPECT_EQ(run.out, "") << c.args;
  }
}

TEST_F(Fit, HelpSaysWhySameIsAllowed) {
  const ToolRun run = dungeon("fit --help");
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_NE(run.out.find("between"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("never within a floor"), std::string::npos) << run.out;
}

// A sheet whose spiral has a shaft other than 1 or 2 is bad input, refused at its value.
TEST_F(Fit, ASheetWithABadShaftIsRefusedAtItsValue) {
  std::string sheet = slurp(fs::path(HARNESS_SOURCE_DIR) / "golden/sheets/default.sheet");
  const size_t things = sheet.find("\nthings\n");
  ASSERT_NE(things, std::string::npos);
  const size_t at = things + std::string("\nthings\n").size();
  const int line = 1 + static_cast<int>(std::count(sheet.begin(), sheet.begin() + at, '\n'));
  sheet.insert(at, "Y 1 1 rise=1.5 shaft=3\n");
  std::ofstream(dir_ / "bad.sheet", std::ios::binary) << sheet;
  const ToolRun run = dungeon("check bad.sheet");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("bad.sheet:" + std::to_string(line) +
                         ":22: error: bad value '3' for spiral field shaft"),
            std::string::npos)
      << run.err;
}

// The table in docs/checks.md is what the tool prints: from its header row to the blank line.
TEST(FitDocs, TableInChecksMdIsCurrent) {
  const fs::path doc = fs::path(HARNESS_SOURCE_DIR) / "docs/checks.md";
  const std::string text = slurp(doc);
  const size_t from = text.find("| rise | one square straight |");
  ASSERT_NE(from, std::string::npos) << doc.string() << " has no fit table";
  const size_t to = text.find("\n\n", from);
  ASSERT_NE(to, std::string::npos);
  const std::string in_doc = text.substr(from, to + 1 - from);
  const fs::path dir = dungeon::testing::makeTempDir("dungeon-fit-docs");
  const ToolRun run = dungeon::cli_tests::runRedirected(
      "cd '" + dir.string() + "' && '" + DUNGEON_BINARY + "' fit --table > out.txt 2> err.txt",
      dir);
  fs::remove_all(dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(in_doc == run.out)
      << doc.string() << " does not hold the table the tool prints today; print it with\n"
      << "  build/release/cli/dungeon fit --table\n"
      << "and put it in place of the old one.";
}

}  // namespace
