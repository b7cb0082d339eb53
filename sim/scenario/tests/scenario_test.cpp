// The scenario runner's own contract: script errors and failed expectations carry the
// scenario's line and column (a bad script as the error, a failed expectation as the outcome's
// failure; for every command, an unknown body at its name, a short line where its word is
// missing, a keyword out of place where it stands; a failed expectation at the word it
// checked), inline sheet errors and warnings point into the scenario file, and a sheet file's
// errors into that file.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "model/json_export.h"
#include "model/sheet.h"
#include "sim/scenario/scenario.h"
#include "testing/temp_dir.h"

namespace dungeon::sim {
namespace {

constexpr std::string_view kSheet =
    "sheet\n"
    "dungeon-sheet 1\nname t\nseed 1\noptions floors=1 size=16x16\n"
    "floor 1 size=16x16 base=0.0 topology=none\ngrid\n"
    "#...,...########\n"
    "################\n################\n################\n################\n"
    "################\n################\n################\n################\n"
    "################\n################\n################\n################\n"
    "################\n################\n################\n"
    "heights\n"
    "0000000000000000\n0000000000000000\n0000000000000000\n0000000000000000\n"
    "0000000000000000\n0000000000000000\n0000000000000000\n0000000000000000\n"
    "0000000000000000\n0000000000000000\n0000000000000000\n0000000000000000\n"
    "0000000000000000\n0000000000000000\n0000000000000000\n0000000000000000\n"
    "things\nD 4 0 kind=plain\nend\nend sheet\n";
constexpr int kSheetLines = 44;  // "sheet" to "end sheet"

Result<ScenarioOutcome> run(std::string_view script) {
  return runScenario(std::string(kSheet) + std::string(script), "t.scenario");
}

TEST(Scenario, PassingScriptCountsItsSteps) {
  const auto r =
      run("body hero party at 1:3,0\nuse hero 1:4,0\nadvance 1\nexpect door 1:4,0 open\n");
  ASSERT_TRUE(r) << r.error().format();
  EXPECT_EQ(r->steps, 4);
  EXPECT_EQ(r->expectations, 1);
}

TEST(Scenario, FailedExpectationNamesLineAndColumn) {
  const auto r = run("body hero party at 1:3,0\nmove hero west\nexpect time 1.5\nexpect time 2\n");
  ASSERT_TRUE(r) << r.error().format();
  ASSERT_FALSE(r->passed());
  EXPECT_EQ(r->failure->line, kSheetLines + 3);
  EXPECT_EQ(r->failure->column, 13);
  EXPECT_NE(r->failure->message.find("got 2.000 s"), std::string::npos);
  EXPECT_EQ(r->steps, 3);  // the run stops at the failure
}

TEST(Scenario, AnActionThatCannotBeDoneIsAFailureNotABadScript) {
  const auto r = run("body hero party at 1:3,0\nmove hero south\n");
  ASSERT_TRUE(r) << r.error().format();
  ASSERT_FALSE(r->passed());
  EXPECT_EQ(r->failure->column, 11);
  EXPECT_NE(r->failure->message.find("cannot move"), std::string::npos);
}

// Found by the scenario fuzz target: `advance 3000000` ran 60 million ticks with a chase on
// (minutes of work). No command runs the clock past an hour of game time, advance included.
TEST(Scenario, AdvancePastAnHourIsRefused) {
  const auto hour = run("body hero party at 1:3,0\nadvance 3600\n");
  ASSERT_TRUE(hour) << hour.error().format();
  const auto longer = run("body hero party at 1:3,0\nadvance 3600.05\n");
  ASSERT_FALSE(longer);
  EXPECT_EQ(longer.error().line, kSheetLines + 2);
  EXPECT_EQ(longer.error().column, 9);
  EXPECT_NE(longer.error().message.find("at most an hour"), std::string::npos);
  EXPECT_FALSE(run("body hero party at 1:3,0\nadvance 3000000\n"));
}

TEST(Scenario, UnknownCommandAndBadPlace) {
  const auto unknown = run("dance hero\n");
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().line, kSheetLines + 1);
  EXPECT_EQ(unknown.error().column, 1);
  const auto place = run("body hero party at 1:3;0\n");
  ASSERT_FALSE(place);
  EXPECT_EQ(place.error().column, 22);
}

TEST(Scenario, ABodyNamedTwiceIsRefusedAtItsName) {
  const auto r = run("body hero party at 1:3,0\nbody hero party at 1:2,0\n");
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().line, kSheetLines + 2);
  EXPECT_EQ(r.error().column, 6);
  EXPECT_EQ(r.error().message, "'hero' already exists");
}

TEST(Scenario, AMoveWithoutADirectionShowsItsUsageWhereTheWordIsMissing) {
  const auto r = run("body hero party at 1:3,0\nmove hero\n");
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().line, kSheetLines + 2);
  EXPECT_EQ(r.error().column, 10);
  EXPECT_EQ(r.error().message, "usage: move NAME DIRECTION [SQUARES]");
}

// A line of a bad script after `body hero party at 1:3,0`: the column of the error and its
// message.
struct BadLine {
  std::string line;
  int column;
  std::string message;
};

// Runs each bad line after `before` (hero declared first) and expects the script refused at the
// line's place with the line's message; `before` holds `lines_before` lines.
void expectRefused(const std::vector<BadLine>& lines, const std::string& before = "",
                   int lines_before = 0) {
  for (const BadLine& bad : lines) {
    const auto r = run("body hero party at 1:3,0\n" + before + bad.line + "\n");
    ASSERT_FALSE(r) << bad.line;
    EXPECT_EQ(r.error().line, kSheetLines + 2 + lines_before) << bad.line;
    EXPECT_EQ(r.error().column, bad.column) << bad.line;
    EXPECT_EQ(r.error().message, bad.message) << bad.line;
  }
}

TEST(Scenario, EveryCommandRefusesABodyNotDeclaredAtItsName) {
  const std::string unknown = "no body named 'ghost' (declare it with 'body')";
  const std::vector<BadLine> lines = {
      {"move ghost west", 6, unknown},     {"climb ghost", 7, unknown},
      {"walk ghost to 1:3,0", 6, unknown}, {"use ghost 1:4,0", 5, unknown},
      {"look ghost west", 6, unknown},     {"stand ghost", 7, unknown},
      {"chase ghost hero", 7, unknown},    {"chase hero ghost", 12, unknown},
      {"push ghost west", 6, unknown},     {"tunnel ghost west", 8, unknown},
  };
  expectRefused(lines);
}

TEST(Scenario, EveryCommandShortOfWordsShowsItsUsageWhereTheWordIsMissing) {
  const std::vector<BadLine> lines = {
      {"climb", 6, "usage: climb NAME [to F:X,Y]"},
      {"walk hero", 10, "usage: walk NAME to F:X,Y [digging]"},
      {"use hero", 9, "usage: use NAME F:X,Y"},
      {"look hero", 10, "usage: look NAME DIRECTION"},
      {"stand", 6, "usage: stand NAME"},
      {"chase hero", 11, "usage: chase MONSTER QUARRY"},
      {"push hero", 10, "usage: push NAME DIRECTION"},
      {"tunnel hero", 12, "usage: tunnel NAME DIRECTION [STEPS]"},
  };
  expectRefused(lines);
}

TEST(Scenario, AKeywordOutOfPlaceIsRefusedWhereItStands) {
  const std::vector<BadLine> lines = {
      {"body ghost party on 1:3,0", 18, "expected 'at'"},
      {"walk hero onto 1:3,0", 11, "expected 'to'"},
      {"dig 1:1,0 onto 1:2,0", 11, "expected 'to'"},
      {"dig ground 1:1,0 into 1:2,0", 18, "expected 'to'"},
      {"container crate on 1:1,0", 17, "expected 'at'"},
      {"container box at 1:1,0", 11, "expected wheelbarrow, trunk or crate"},
      {"walk hero to 1:3,0 carefully", 20, "expected 'digging' or nothing"},
  };
  expectRefused(lines);
}

TEST(Scenario, ExpectationsThatHoldPass) {
  const auto r =
      run("body hero party at 1:3,0\n"
          "expect time 0\nexpect door 1:4,0 closed\nexpect door 1:4,0 found yes\n"
          "expect door 1:4,0 drawback 0\nexpect hero at 1:3,0\nexpect hero stance standing\n"
          "expect hero buried no\n");
  ASSERT_TRUE(r) << r.error().format();
  EXPECT_TRUE(r->passed()) << r->failure->message;
  EXPECT_EQ(r->expectations, 7);
}

TEST(Scenario, EachFailedExpectationNamesTheWordItChecked) {
  // The plain door at 1:4,0 stands shut, found as a plain door always is; hero stands at 1:3,0,
  // unburied.
  const std::vector<BadLine> lines = {
      {"expect door 1:4,0 found no", 25, "expected found no, got yes"},
      {"expect door 1:4,0 drawback 5", 28, "expected drawback (mm) 5, got 0"},
      {"expect hero at 1:2,0", 16, "expected hero at 1:2,0, got 1:3,0"},
      {"expect hero stance prone", 20, "expected hero's stance prone, got standing"},
      {"expect hero buried yes", 20, "expected hero buried yes, got no"},
  };
  for (const BadLine& bad : lines) {
    const auto r = run("body hero party at 1:3,0\n" + bad.line + "\n");
    ASSERT_TRUE(r) << bad.line << ": " << r.error().format();
    ASSERT_FALSE(r->passed()) << bad.line;
    EXPECT_EQ(r->failure->line, kSheetLines + 2) << bad.line;
    EXPECT_EQ(r->failure->column, bad.column) << bad.line;
    EXPECT_EQ(r->failure->message, bad.message) << bad.line;
  }
}

TEST(Scenario, AnExpectationsBadWordIsRefusedWhereItStands) {
  const std::vector<BadLine> lines = {
      {"expect door 1:4,0 drawback five", 28, "expected whole millimetres"},
      {"expect hero dug", 16, "usage: expect NAME dug F:X,Y ...|nothing"},
  };
  expectRefused(lines, "walk hero to 1:2,0 digging\n", 1);
}

TEST(Scenario, InlineSheetErrorsPointIntoTheScenario) {
  std::string text(kSheet);
  text[text.find("D 4 0")] = '?';
  const auto r = runScenario(text, "t.scenario");
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().file, "t.scenario");
  EXPECT_EQ(r.error().line, 42);  // the D line
}

TEST(Scenario, ASheetFilesErrorsPointIntoThatFile) {
  // The inline sheet, less its first and last lines, written to a file beside the scenario.
  std::string sheet(kSheet.substr(kSheet.find('\n') + 1));
  sheet.resize(sheet.rfind("end sheet"));
  sheet[sheet.find("D 4 0")] = '?';
  const std::filesystem::path dir = testing::makeTempDir("scenario_sheet_file");
  std::ofstream(dir / "t.sheet") << sheet;
  const auto r = runScenario("sheet t.sheet\n", (dir / "t.scenario").string());
  std::filesystem::remove_all(dir);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().file, (dir / "t.sheet").string());
  EXPECT_EQ(r.error().line, 41);  // the D line, the sheet file's own line
}

// `sheet FILE` takes a JSON export as it takes a sheet: the same script passes on both.
TEST(Scenario, ASheetFileMayBeAJsonExport) {
  std::string sheet(kSheet.substr(kSheet.find('\n') + 1));
  sheet.resize(sheet.rfind("end sheet"));
  const Result<ReadSheet> read = readSheet(sheet, "t.sheet");
  ASSERT_TRUE(read.ok()) << read.error().format();
  const std::filesystem::path dir = testing::makeTempDir("scenario_json_file");
  std::ofstream(dir / "t.json") << writeJson(read->dungeon);
  const std::string script =
      "body hero party at 1:3,0\nuse hero 1:4,0\nadvance 1\nexpect door 1:4,0 open\n";
  const auto r = runScenario("sheet t.json\n" + script, (dir / "t.scenario").string());
  std::filesystem::remove_all(dir);
  ASSERT_TRUE(r) << r.error().format();
  EXPECT_TRUE(r->passed());
  EXPECT_EQ(r->expectations, 1);
}

TEST(Scenario, InlineSheetWarningsPointIntoTheScenario) {
  std::string text(kSheet);
  text.replace(text.find("D 4 0 kind=plain"), 16, "O 4 0");
  const auto r = runScenario(text, "t.scenario");
  ASSERT_TRUE(r) << r.error().format();
  ASSERT_EQ(r->warnings.size(), 1u);
  EXPECT_EQ(r->warnings[0].file, "t.scenario");
  EXPECT_EQ(r->warnings[0].line, 42);  // the O line
  EXPECT_EQ(r->warnings[0].column, 1);
  EXPECT_NE(r->warnings[0].message.find("has no opens_from"), std::string::npos);
}

}  // namespace
}  // namespace dungeon::sim
