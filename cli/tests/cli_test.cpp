// The `dungeon` binary's behaviour as a user sees it: exit codes (0 ok, 1 failed, 2 bad
// input), messages with file:line:col, deterministic output, and golden update rules. Each
// test runs the built binary through the shell in its own temporary folder and never
// touches the project's golden/ folder. Each test's folder is its own (testing/temp_dir.h), so
// runs by root and by another user, or two at once, never share one.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "cli/tests/tool_run.h"
#include "testing/door_side_sheet.h"
#include "testing/temp_dir.h"

namespace {

namespace fs = std::filesystem;

constexpr int kCandidates = 64;
const fs::path kDefaultSheet = fs::path(HARNESS_SOURCE_DIR) / "golden/sheets/default.sheet";

using dungeon::cli_tests::slurp;
using dungeon::cli_tests::ToolRun;

// Lets a reader still waiting on the FIFO `pipe` see its end (when the tool never opened it),
// so a failing test fails instead of hanging. Harmless once the reader is gone.
void releaseReader(const fs::path& pipe) {
  const int fd = ::open(pipe.c_str(), O_WRONLY | O_NONBLOCK);
  if (fd >= 0) ::close(fd);
}

class Cli : public ::testing::Test {
 protected:
  void SetUp() override {
    const std::string test = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    dir_ = dungeon::testing::makeTempDir("dungeon-cli-" + test);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs `dungeon <args>` in the test's folder; `env` goes before the command ("CI=1"), and
  // standard output goes to `out` (read back into ToolRun::out when it is out.txt).
  ToolRun dungeon(const std::string& args, const std::string& env = "",
                  const std::string& out = "out.txt") const {
    const std::string command = "cd '" + dir_.string() + "' && env -u CI " + env + " '" +
                                DUNGEON_BINARY + "' " + args + " > " + out + " 2> err.txt";
    return dungeon::cli_tests::runRedirected(command, dir_);
  }
  void write(const std::string& name, const std::string& text) const {
    std::ofstream(dir_ / name, std::ios::binary) << text;
  }
  // A golden folder listing two 24x24 dungeons that generate today, so the golden commands
  // are tested whatever the generator's current pass rate. Returns their names.
  std::vector<std::string> writeSmallGoldenDir() const {
    fs::create_directories(dir_ / "g");
    std::vector<std::string> names;
    std::string list;
    for (int i = 0; i < kCandidates && names.size() < 2; ++i) {
      const std::string name = "small-" + std::to_string(i);
      if (dungeon("generate --size 24x24 -o candidate.sheet --name " + name).exit_code != 0)
        continue;
      names.push_back(name);
      list += name + " size=24x24\n";
    }
    EXPECT_EQ(names.size(), 2u) << "no two of " << kCandidates << " candidate names generate";
    write("g/named.txt", list);
    return names;
  }

  fs::path dir_;
};

TEST_F(Cli, VersionAndHelpExitZero) {
  const ToolRun version = dungeon("--version");
  EXPECT_EQ(version.exit_code, 0);
  // The version, the commit built from, the compiler and the build type.
  EXPECT_TRUE(std::regex_match(
      version.out, std::regex(R"(\d+\.\d+\.\d+ \(commit ([0-9a-f]{12}(-dirty)?|unknown), )"
                              R"((g|clang)\+\+ \d+\.\d+\.\d+, [A-Za-z]+\)\n)")))
      << version.out;
  for (const char* sub :
       {"generate", "check", "sweep", "golden", "golden check", "golden update", "golden hashes"}) {
    const ToolRun run = dungeon(std::string(sub) + " --help");
    EXPECT_EQ(run.exit_code, 0) << sub;
    EXPECT_NE(run.out.find("--help"), std::string::npos) << sub;
  }
}

TEST_F(Cli, BadOptionsExitTwo) {
  EXPECT_EQ(dungeon("").exit_code, 2);
  EXPECT_EQ(dungeon("no-such-command").exit_code, 2);
  EXPECT_EQ(dungeon("generate --seed 1 --bogus").exit_code, 2);
  EXPECT_EQ(dungeon("generate").exit_code, 2);
  EXPECT_EQ(dungeon("generate --seed 1 --name x").exit_code, 2);
  EXPECT_EQ(dungeon("generate --seed 1 --floors 9").exit_code, 2);
  EXPECT_EQ(dungeon("generate --seed 1 --size 8x8").exit_code, 2);
  EXPECT_EQ(dungeon("generate --seed 1 --size 40").exit_code, 2);
  EXPECT_EQ(dungeon("generate --seed 1 --format xml").exit_code, 2);
  EXPECT_EQ(dungeon("sweep --floors 1 --seeds 0").exit_code, 2);
  EXPECT_EQ(dungeon("sweep --floors 1 --seeds 1 --jobs 300").exit_code, 2);
  EXPECT_EQ(dungeon("golden").exit_code, 2);
  const ToolRun run = dungeon("sweep --floors 0 --seeds 3");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--floors"), std::string::npos) << run.err;
}

TEST_F(Cli, BadSheetExitsTwoWithFileLineColumn) {
  write("bad.sheet", "dungeon-sheet 1\nname x\nseed nope\n");
  const ToolRun run = dungeon("check bad.sheet");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("bad.sheet:3:"), std::string::npos) << run.err;
  EXPECT_EQ(dungeon("check missing.sheet").exit_code, 2);
}

// A sheet too costly for the state search (here, the 16-lock hall with a 17th lock) is not
// judged: the report says why, and the tool exits 2 naming the sheet and what to change.
TEST_F(Cli, SheetTooCostlyToSearchExitsTwoWithWhatToChange) {
  std::string sheet = slurp(fs::path(HARNESS_SOURCE_DIR) / "testing/sheets/lock_hall_40.sheet");
  sheet = sheet.substr(0, sheet.find("manifest\n"));  // the manifest is derived
  sheet.insert(sheet.rfind("end\n"), "D 20 20 kind=locked colour=red\n");
  write("seventeen.sheet", sheet);
  const ToolRun run = dungeon("check seventeen.sheet");
  EXPECT_EQ(run.exit_code, 2) << run.out << run.err;
  EXPECT_NE(run.out.find("goal_solvable        FAIL"), std::string::npos) << run.out;
  EXPECT_NE(run.err.find("seventeen.sheet: error: the sheet cannot be checked: 17 locks: more "
                         "than the 16 the search takes; use at most 16 locked doors"),
            std::string::npos)
      << run.err;
}

// `check` and `walk` print the import's warnings with the sheet's line and column: one per
// one-way door given a side, whether it had none (line 42) or one across its way (line 43).
TEST_F(Cli, CheckAndWalkPrintDoorSideWarningsWithLineAndColumn) {
  write("doors.sheet", dungeon::testing::twoDoorSheet());
  for (const std::string command : {"check doors.sheet", "walk doors.sheet --to 1:10,1"}) {
    const ToolRun run = dungeon(command);
    EXPECT_NE(run.err.find("doors.sheet:42:1: warning: one_way_door at floor 1 (5,1) has no "
                           "opens_from; using east"),
              std::string::npos)
        << command << "\n"
        << run.err;
    EXPECT_NE(run.err.find("doors.sheet:43:1: warning: one_way_door at floor 1 (7,1) "
                           "opens_from=north lies across its way; using east"),
              std::string::npos)
        << command << "\n"
        << run.err;
    EXPECT_EQ(run.err.find("the importer will put"), std::string::npos) << command << run.err;
  }
}

// `walk --dig` on the golden mine digs the wall between two tunnels where that is quicker, says
// so in text and JSON, and --after writes the dungeon as the walk left it; `check` of a mine adds
// the dig reading, and of a dungeon without dirt it does not.
TEST_F(Cli, WalkDigsInAMineAndCheckSaysWhatDiggingWouldSave) {
  const std::string mine = (fs::path(HARNESS_SOURCE_DIR) / "golden/sheets/mine-1f.sheet").string();
  const ToolRun plain = dungeon("walk '" + mine + "' --from 1:5,16 --to 1:7,16");
  EXPECT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_NE(plain.out.find("reached in 40.000 s"), std::string::npos) << plain.out;
  EXPECT_EQ(plain.out.find("dug"), std::string::npos) << plain.out;
  const ToolRun dig =
      dungeon("walk '" + mine + "' --from 1:5,16 --to 1:7,16 --dig --after after.sheet");
  EXPECT_EQ(dig.exit_code, 0) << dig.err;
  EXPECT_NE(dig.out.find("dug (1 square): 1:6,16"), std::string::npos) << dig.out;
  EXPECT_NE(dig.out.find("planned: 22.000 s digging, 40.000 s walking"), std::string::npos)
      << dig.out;
  const ToolRun after = dungeon("check after.sheet --json");
  EXPECT_NE(after.out.find("\"id\": \"dirt_amounts\",\n      \"passed\": true"), std::string::npos)
      << after.out;
  const ToolRun json = dungeon("walk '" + mine + "' --from 1:5,16 --to 1:7,16 --dig --json");
  EXPECT_NE(json.out.find("\"dug\": [\n      \"1:6,16\"\n    ]"), std::string::npos) << json.out;
  EXPECT_NE(json.out.find("\"walking_ms\": 40000"), std::string::npos) << json.out;
  const ToolRun check = dungeon("check '" + mine + "'");
  EXPECT_NE(check.out.find("dig    entrance to goal  walking 26.000 s, digging 26.000 s, 0 "
                           "squares dug: 0.000 s shorter\nverdict: pass\n"),
            std::string::npos)
      << check.out;
  const ToolRun no_dirt = dungeon("generate --seed 5 -o seed-5.sheet");
  ASSERT_TRUE(no_dirt.exit_code == 0 || no_dirt.exit_code == 1) << no_dirt.err;
  EXPECT_EQ(dungeon("check seed-5.sheet").out.find("dig  "), std::string::npos);
}

// The check of a generated sheet agrees with the generator's verdict (exit 0 or 1 both).
TEST_F(Cli, CheckOfAGeneratedSheetAgreesWithGenerate) {
  const ToolRun generate = dungeon("generate --seed 5 -o seed-5.sheet");
  ASSERT_TRUE(generate.exit_code == 0 || generate.exit_code == 1) << generate.err;
  const ToolRun check = dungeon("check seed-5.sheet");
  EXPECT_EQ(check.exit_code, generate.exit_code) << check.out << check.err;
  const ToolRun from_stdin = dungeon("check - --json < seed-5.sheet");
  EXPECT_EQ(from_stdin.exit_code, generate.exit_code) << from_stdin.err;
  EXPECT_EQ(from_stdin.out.front(), '{');
}

TEST_F(Cli, GenerateIsDeterministic) {
  const ToolRun first = dungeon("generate --name crypt --floors 2 --size 32x24");
  const ToolRun second = dungeon("generate --name crypt --floors 2 --size 32x24");
  EXPECT_EQ(first.exit_code, second.exit_code);
  EXPECT_FALSE(first.out.empty());
  EXPECT_EQ(first.out, second.out);
  EXPECT_NE(first.out.find("name crypt\n"), std::string::npos);
  const ToolRun json = dungeon("generate --name crypt --floors 2 --size 32x24 --format json");
  EXPECT_EQ(json.out.front(), '{');
}

// A dungeon is made again from its sheet or its JSON export, every option row included.
TEST_F(Cli, GenerateFromASheetOrAJsonExportMakesTheSameDungeon) {
  const std::string options = "--floors 3 --size 24x24 --rising --mine=2";
  ASSERT_EQ(dungeon("generate --seed 11 " + options + " -o d.sheet").exit_code, 0);
  ASSERT_EQ(dungeon("generate --seed 11 " + options + " --format json -o d.json").exit_code, 0);
  const std::string sheet = slurp(dir_ / "d.sheet");
  EXPECT_NE(slurp(dir_ / "d.json").find("\"mine\": 2"), std::string::npos);
  EXPECT_EQ(dungeon("generate --from d.json").out, sheet);
  EXPECT_EQ(dungeon("generate --from d.sheet").out, sheet);
  EXPECT_EQ(dungeon("generate --from d.json --format json").out, slurp(dir_ / "d.json"));
  const ToolRun flags = dungeon("generate --from d.json --rising");
  EXPECT_EQ(flags.exit_code, 2);
  EXPECT_NE(flags.err.find("--from takes the options from d.json; leave out --rising"),
            std::string::npos)
      << flags.err;
  EXPECT_EQ(dungeon("generate --from d.json --seed 3").exit_code, 2);
  std::string json = slurp(dir_ / "d.json");
  json.replace(json.find("\"mine\": 2"), 9, "\"mine\": 4");
  std::ofstream(dir_ / "bad.json") << json;
  const ToolRun bad = dungeon("generate --from bad.json");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("bad.json:10:5: error: options: mine=4 names no floor"), std::string::npos)
      << bad.err;
  EXPECT_EQ(dungeon("generate --from missing.json").exit_code, 2);
}

// Every command that reads a dungeon reads the JSON export as it reads the sheet: `check`,
// `walk`, `render` and `format` print and write the same bytes for both (format turns the export
// into its sheet), and an error in the export is placed at its line and column in the JSON.
TEST_F(Cli, EveryCommandThatReadsADungeonReadsItsJsonExport) {
  const std::string options = "--seed 5 --floors 3 --rising --mine";
  ASSERT_EQ(dungeon("generate " + options + " -o d.sheet").exit_code, 0);
  ASSERT_EQ(dungeon("generate " + options + " --format json -o d.json").exit_code, 0);
  EXPECT_EQ(dungeon("format d.json").out, slurp(dir_ / "d.sheet"));
  const ToolRun in_place = dungeon("format --in-place d.json");
  EXPECT_EQ(in_place.exit_code, 2);
  EXPECT_NE(in_place.err.find("--in-place would write a sheet over the JSON export d.json"),
            std::string::npos)
      << in_place.err;
  EXPECT_EQ(slurp(dir_ / "d.json").front(), '{');
  for (const std::string command :
       {"check FILE", "check FILE --json", "walk FILE --from 1:2,2 --to 3:20,20",
        "render FILE --floor 2 -o -", "render FILE --format png -o -"}) {
    const auto with = [&](const std::string& file) {
      std::string line = command;
      line.replace(line.find("FILE"), 4, file);
      return dungeon(line);
    };
    const ToolRun sheet = with("d.sheet");
    const ToolRun json = with("d.json");
    EXPECT_EQ(json.exit_code, sheet.exit_code) << command << "\n" << json.err;
    EXPECT_FALSE(sheet.out.empty()) << command;
    EXPECT_EQ(json.out, sheet.out) << command;
  }
  std::string json = slurp(dir_ / "d.json");
  const std::string grid = "\"grid\": [\n        \"";
  const size_t row = json.find(grid) + grid.size();
  json[row + 3] = 'Q';
  std::ofstream(dir_ / "bad.json") << json;
  const ToolRun bad = dungeon("check bad.json");
  EXPECT_EQ(bad.exit_code, 2);
  const int line = static_cast<int>(std::count(json.begin(), json.begin() + row, '\n')) + 1;
  EXPECT_NE(
      bad.err.find("bad.json:" + std::to_string(line) + ":13: error: unknown square glyph 'Q'"),
      std::string::npos)
      << bad.err;
}

// A dungeon no try could finish is still written as a sheet that reads back, with its seed and
// options, so it can be checked and made again.
TEST_F(Cli, AGenerationNoTryFinishedStillWritesAReadableSheet) {
  const ToolRun run =
      dungeon("generate --seed 0 --floors 2 --size 16x16 --topology hub_code --rising --mine=1");
  ASSERT_EQ(run.exit_code, 1) << run.err;
  EXPECT_NE(run.err.find("no try of 48 could be kept"), std::string::npos) << run.err;
  EXPECT_NE(run.out.find("name seed-0\nseed 0\noptions floors=2 size=16x16 topology=hub_code "
                         "rising mine=1\n"),
            std::string::npos)
      << run.out;
  std::ofstream(dir_ / "failed.sheet") << run.out;
  EXPECT_EQ(dungeon("check failed.sheet").exit_code, 1);
  EXPECT_EQ(dungeon("generate --from failed.sheet").out, run.out);
}

// The matrix lists its cells as sweep lines any build of the tool runs, and refuses bad counts.
TEST_F(Cli, MatrixListsItsCellsAsSweepLines) {
  const ToolRun list = dungeon("matrix --list");
  ASSERT_EQ(list.exit_code, 0) << list.err;
  size_t lines = 0;
  for (size_t at = 0; (at = list.out.find("dungeon sweep --floors ", at)) != std::string::npos;
       ++at) {
    ++lines;
  }
  EXPECT_EQ(lines, static_cast<size_t>(std::count(list.out.begin(), list.out.end(), '\n')));
  EXPECT_NE(list.out.find("dungeon sweep --floors 2 --size 40x40 --mine=2 --seeds 3 --first 1\n"),
            std::string::npos)
      << list.out;
  const ToolRun full = dungeon("matrix --full --list --seeds 2 --first 9");
  EXPECT_EQ(std::count(full.out.begin(), full.out.end(), '\n'), 352);
  EXPECT_NE(full.out.find("--floors 8 --size 256x256 --rising --mine=8 --seeds 2 --first 9\n"),
            std::string::npos);
  EXPECT_EQ(dungeon("matrix --seeds 0").exit_code, 2);
  EXPECT_EQ(dungeon("matrix --jobs 0").exit_code, 2);
}

TEST_F(Cli, GoldenUpdateIsRefusedInCi) {
  writeSmallGoldenDir();
  const ToolRun run = dungeon("golden update --all --dir g", "CI=true");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("CI"), std::string::npos) << run.err;
  EXPECT_FALSE(fs::exists(dir_ / "g" / "hashes.txt"));
}

TEST_F(Cli, GoldenUpdateThenCheck) {
  writeSmallGoldenDir();
  const ToolRun missing = dungeon("golden check --dir g");
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_NE(missing.out.find("dungeon golden accept --all --dir g"), std::string::npos)
      << missing.out;
  const ToolRun update = dungeon("golden update --all --dir g");
  ASSERT_EQ(update.exit_code, 0) << update.out << update.err;
  EXPECT_EQ(dungeon("golden check --dir g").exit_code, 0);
  const ToolRun hashes = dungeon("golden hashes --dir g");
  EXPECT_EQ(hashes.out, slurp(dir_ / "g" / "hashes.txt"));
  EXPECT_EQ(dungeon("golden check nobody --dir g").exit_code, 2);
  EXPECT_EQ(dungeon("golden update --dir g").exit_code, 2);
}

TEST_F(Cli, GoldenMismatchNamesTheAcceptCommand) {
  const std::vector<std::string> names = writeSmallGoldenDir();
  ASSERT_EQ(names.size(), 2u);
  ASSERT_EQ(dungeon("golden update --all --dir g").exit_code, 0);
  write("g/hashes.txt", names[0] + " 0000000000000000\n" + names[1] + " 0000000000000000\n");
  const std::string& name = names[0];
  const ToolRun run = dungeon("golden check " + name + " --dir g --out new");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.out.find(name + "  0000000000000000 -> "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("accept it: dungeon golden accept " + name + " --dir g"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("see them with: dungeon golden review --dir g"), std::string::npos)
      << run.out;
  EXPECT_TRUE(fs::exists(dir_ / "new" / (name + ".sheet")));
  // In CI, where accept refuses, the advice names what works: check and accept at home.
  const ToolRun in_ci = dungeon("golden check " + name + " --dir g --out new", "CI=true");
  EXPECT_EQ(in_ci.exit_code, 1);
  EXPECT_NE(in_ci.out.find("accept it on your machine (accept refuses in CI): dungeon golden "
                           "accept " +
                           name + " --dir g"),
            std::string::npos)
      << in_ci.out;
  EXPECT_NE(in_ci.out.find("accept every change: not here (golden files are not updated in CI "
                           "(CI is set)): on your machine run dungeon golden check --dir g, then "
                           "dungeon golden accept --all --dir g, and commit golden/"),
            std::string::npos)
      << in_ci.out;
  ASSERT_EQ(dungeon("golden accept " + name + " --dir g").exit_code, 0);
  EXPECT_EQ(dungeon("golden check " + name + " --dir g").exit_code, 0);
}

TEST_F(Cli, MalformedGoldenListExitsTwo) {
  fs::create_directories(dir_ / "g");
  write("g/named.txt", "fine\nbroken size=big\n");
  const ToolRun run = dungeon("golden check --dir g");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("named.txt:2:8: error:"), std::string::npos) << run.err;
}

TEST_F(Cli, WholeNumbersAreRefusedNotWrapped) {
  const char* runs[] = {
      "generate --seed -1",
      "generate --seed 18446744073709551616",
      "generate --seed ''",
      "generate --seed 12x",
      "sweep --floors 1 --seeds 1 --first -1",
      "sweep --floors 1 --seeds -1",
      "sweep --floors 1 --seeds 1 --jobs -1",
      "calibrate --floors 1 --seeds 1 --first 18446744073709551616",
  };
  for (const char* args : runs) {
    const ToolRun run = dungeon(args);
    EXPECT_EQ(run.exit_code, 2) << args;
    EXPECT_NE(run.err.find("must be a whole number from "), std::string::npos)
        << args << ": " << run.err;
  }
  const ToolRun floors = dungeon("generate --seed 1 --floors -1");
  EXPECT_EQ(floors.exit_code, 2);
  EXPECT_NE(floors.err.find("floors must be 1..8, not '-1'"), std::string::npos) << floors.err;
}

TEST_F(Cli, OptionFlagsComeFromTheOptionsTable) {
  const ToolRun help = dungeon("generate --help");
  for (const char* flag : {"--floors", "--size", "--topology", "Stacked floors"}) {
    EXPECT_NE(help.out.find(flag), std::string::npos) << flag << "\n" << help.out;
  }
  const ToolRun size = dungeon("generate --seed 1 --size 8x8");
  EXPECT_EQ(size.exit_code, 2);
  EXPECT_NE(size.err.find("floor sides must be 16..256 squares, not 8"), std::string::npos)
      << size.err;
  EXPECT_EQ(dungeon("calibrate --floors 1 --size 40").exit_code, 2);
}

TEST_F(Cli, BadMineValuesExitTwoSayingWhy) {
  const std::pair<const char*, const char*> runs[] = {
      {"generate --seed 1 --mine=0", "mine must be 1..8, not '0'"},
      {"generate --seed 1 --mine=x", "mine must be 1..8, not 'x'"},
      {"generate --seed 1 --floors 2 --mine=3", "mine=3 names no floor"},
      {"sweep --floors 3 --seeds 1 --mine=4", "mine=4 names no floor"},
      {"calibrate --floors 1 --seeds 1 --mine=2", "mine=2 names no floor"},
  };
  for (const auto& [args, says] : runs) {
    const ToolRun run = dungeon(args);
    EXPECT_EQ(run.exit_code, 2) << args;
    EXPECT_NE(run.err.find(says), std::string::npos) << args << ": " << run.err;
  }
}

TEST_F(Cli, NameMustReadBackFromTheSheet) {
  for (const char* name : {"'a/b'", "''", "'two words'", "'caf\xc3\xa9'"}) {
    const ToolRun run = dungeon(std::string("generate --name ") + name);
    EXPECT_EQ(run.exit_code, 2) << name;
    EXPECT_NE(run.err.find("a dungeon name is letters, digits"), std::string::npos) << run.err;
  }
  const ToolRun ok = dungeon("generate --name Old_Quarry.2-b --size 16x16 -o ok.sheet");
  EXPECT_TRUE(ok.exit_code == 0 || ok.exit_code == 1) << ok.err;
  EXPECT_TRUE(dungeon("check ok.sheet").exit_code <= 1);
}

// Every command that prints JSON to standard output prints only JSON there: `--json -` sends the
// text report to standard error, so a pipe into a JSON reader works.
TEST_F(Cli, JsonOnStandardOutputIsJsonAlone) {
  const auto parses = [](const ToolRun& run, const std::string& what) {
    EXPECT_TRUE(nlohmann::json::accept(run.out)) << what << ":\n" << run.out.substr(0, 400);
  };
  const ToolRun sweep = dungeon("sweep --floors 1 --seeds 3 --json -");
  EXPECT_EQ(sweep.exit_code, 0) << sweep.err;
  parses(sweep, "sweep --json -");
  EXPECT_NE(sweep.err.find("sweep: floors=1 seeds=3"), std::string::npos) << sweep.err;
  ASSERT_EQ(dungeon("sweep --floors 1 --seeds 3 --json one.json").exit_code, 0);
  const ToolRun compare = dungeon("sweep compare one.json one.json --json -");
  EXPECT_EQ(compare.exit_code, 0) << compare.err;
  parses(compare, "sweep compare --json -");
  EXPECT_FALSE(compare.err.empty());
  ASSERT_EQ(dungeon("generate --seed 2 -o two.sheet").exit_code, 0);
  parses(dungeon("check two.sheet --json"), "check --json");
  parses(dungeon("profile --floors 1 --seeds 2 --json"), "profile --json");
  parses(dungeon("generate --seed 2 --format json"), "generate --format json");
}

// An output that cannot be written is refused before the work, not after it.
TEST_F(Cli, AnUnwritableOutputIsRefusedBeforeTheWork) {
  fs::create_directories(dir_ / "a-folder");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"sweep --floors 1 --seeds 3 --json nowhere/r.json",
       "--json nowhere/r.json: no folder nowhere"},
      {"sweep --floors 1 --seeds 3 --html a-folder", "--html a-folder: is a folder, not a file"},
      {"sweep --floors 1 --seeds 3 --part nowhere/p --shard 0/2", "--part nowhere/p: no folder"},
      {"sweep compare x.json y.json --markdown nowhere/m.md", "--markdown nowhere/m.md: no folder"},
  };
  for (const auto& [args, says] : cases) {
    const ToolRun run = dungeon(args);
    EXPECT_EQ(run.exit_code, 2) << args << ": " << run.err;
    EXPECT_NE(run.err.find(says), std::string::npos) << args << ": " << run.err;
    EXPECT_EQ(run.err.find("sweep took"), std::string::npos) << args << ": the work ran";
  }
  EXPECT_EQ(dungeon("sweep --floors 1 --seeds 1 --json /dev/null").exit_code, 0);
}

TEST_F(Cli, FailedWriteToStandardOutputFailsTheRun) {
  const ToolRun run = dungeon("generate --name default", "", "/dev/full");
  EXPECT_EQ(run.exit_code, 1) << run.err;
  EXPECT_NE(run.err.find("No space left on device"), std::string::npos) << run.err;
  const ToolRun check = dungeon("check '" + kDefaultSheet.string() + "'", "", "/dev/full");
  EXPECT_EQ(check.exit_code, 1) << check.err;
  const ToolRun file = dungeon("generate --name default -o /dev/full");
  EXPECT_EQ(file.exit_code, 1) << file.err;
  EXPECT_NE(file.err.find("/dev/full: error: "), std::string::npos) << file.err;
  // Bad input stays bad input when its report to standard output is lost too: a sheet too
  // costly to check prints its report, then is refused.
  std::string sheet = slurp(fs::path(HARNESS_SOURCE_DIR) / "testing/sheets/lock_hall_40.sheet");
  sheet = sheet.substr(0, sheet.find("manifest\n"));
  sheet.insert(sheet.rfind("end\n"), "D 20 20 kind=locked colour=red\n");
  write("seventeen.sheet", sheet);
  const ToolRun costly = dungeon("check seventeen.sheet", "", "/dev/full");
  EXPECT_EQ(costly.exit_code, 2) << costly.err;
  EXPECT_NE(costly.err.find("cannot write to standard output"), std::string::npos) << costly.err;
  // Commands that print as they go say it too, once.
  const std::string golden = "golden hashes --dir '" + std::string(HARNESS_SOURCE_DIR) + "/golden'";
  for (const std::string& args :
       {std::string("matrix --list"), golden, std::string("render --name default --floor 1")}) {
    const ToolRun full = dungeon(args, "", "/dev/full");
    EXPECT_EQ(full.exit_code, 1) << args << ": " << full.err;
    const std::string said = "dungeon: error: cannot write to standard output: No space left";
    EXPECT_NE(full.err.find(said), std::string::npos) << args << ": " << full.err;
    EXPECT_EQ(full.err.find(said), full.err.rfind(said)) << args << ": said twice";
  }
}

TEST_F(Cli, OutputIntoAFifoIsWrittenNotReplaced) {
  const fs::path pipe = dir_ / "pipe";
  ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
  std::string received;
  std::thread reader([&] { received = slurp(pipe); });
  const ToolRun run = dungeon("generate --name default -o pipe");
  releaseReader(pipe);
  reader.join();
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(received, slurp(kDefaultSheet));
  EXPECT_TRUE(fs::is_fifo(fs::symlink_status(pipe)));
}

TEST_F(Cli, OutputOntoDevNullLeavesItADevice) {
  const ToolRun run = dungeon("generate --name default -o /dev/null");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(fs::is_character_file(fs::symlink_status("/dev/null")));
}

TEST_F(Cli, OutputThroughASymlinkWritesItsTarget) {
  fs::create_directories(dir_ / "real");
  write("real/default.sheet", "old\n");
  fs::create_symlink("real/default.sheet", dir_ / "link.sheet");
  const ToolRun run = dungeon("generate --name default -o link.sheet");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(fs::is_symlink(dir_ / "link.sheet"));
  EXPECT_EQ(slurp(dir_ / "real/default.sheet"), slurp(kDefaultSheet));
}

TEST_F(Cli, ReadOnlyTargetOrFolderIsRefused) {
  write("kept.sheet", "old\n");
  fs::permissions(dir_ / "kept.sheet",
                  fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  const ToolRun run = dungeon("generate --name default -o kept.sheet");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("kept.sheet is read-only"), std::string::npos) << run.err;
  EXPECT_EQ(slurp(dir_ / "kept.sheet"), "old\n");
  fs::create_directories(dir_ / "folder");
  const ToolRun folder = dungeon("sweep --floors 1 --seeds 1 --json folder");
  EXPECT_EQ(folder.exit_code, 2);
  EXPECT_NE(folder.err.find("is a folder"), std::string::npos) << folder.err;
}

TEST_F(Cli, SweepReportDoesNotDependOnJobs) {
  const ToolRun one = dungeon("sweep --floors 1 --seeds 3 --first 11 --jobs 1 --json one.json");
  const ToolRun two = dungeon("sweep --floors 1 --seeds 3 --first 11 --jobs 2 --json two.json");
  EXPECT_EQ(one.exit_code, two.exit_code);
  EXPECT_EQ(one.out, two.out);
  EXPECT_NE(one.out.find("sweep: 3 seeds, "), std::string::npos);
  EXPECT_EQ(slurp(dir_ / "one.json"), slurp(dir_ / "two.json"));
}

// `dungeon scenario`: 0 when every expectation holds, 1 when one fails (its file:line:col on
// standard output), 2 for a bad script (on standard error); several files give the worst.
TEST_F(Cli, ScenarioExitsByWhatTheScriptsGive) {
  const fs::path scenarios = fs::path(HARNESS_SOURCE_DIR) / "sim/scenario/scenarios";
  const std::string good = slurp(scenarios / "dirt_dig_by_hand.scenario");
  write("good.scenario", good);
  std::string failing = good;
  failing.replace(failing.find("expect dirt total 1 771"), 23, "expect dirt total 1 770");
  write("failing.scenario", failing);
  std::string bad = good;
  bad.replace(bad.find("pack 1:1,2"), 10, "shovel 1:1,2");
  write("bad.scenario", bad);

  const ToolRun pass = dungeon("scenario good.scenario");
  EXPECT_EQ(pass.exit_code, 0) << pass.err;
  EXPECT_NE(pass.out.find("PASS good.scenario (55 steps, 28 expectations)"), std::string::npos)
      << pass.out;

  const ToolRun fail = dungeon("scenario failing.scenario");
  EXPECT_EQ(fail.exit_code, 1) << fail.err;
  const int last = static_cast<int>(std::count(good.begin(), good.end(), '\n'));
  EXPECT_NE(fail.out.find("failing.scenario:" + std::to_string(last) +
                          ":21: error: expected floor 1's dirt total 770, got 771"),
            std::string::npos)
      << fail.out;

  const ToolRun refused = dungeon("scenario bad.scenario");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("bad.scenario:"), std::string::npos) << refused.err;
  EXPECT_NE(refused.err.find(":1: error: unknown command 'shovel'"), std::string::npos)
      << refused.err;

  EXPECT_EQ(dungeon("scenario good.scenario failing.scenario").exit_code, 1);
  EXPECT_EQ(dungeon("scenario failing.scenario bad.scenario good.scenario").exit_code, 2);
  EXPECT_EQ(dungeon("scenario missing.scenario").exit_code, 2);
  EXPECT_EQ(dungeon("scenario").exit_code, 2);
}

// Dirt commands on a floor without dirt, or with words they cannot read, are a bad script.
TEST_F(Cli, ScenarioDirtCommandsNeedADirtFloorAndGoodWords) {
  const std::string sheet = slurp(kDefaultSheet);
  write("plain.sheet", sheet);
  write("plain.scenario", "sheet plain.sheet\npack 1:3,3\n");
  const ToolRun plain = dungeon("scenario plain.scenario");
  EXPECT_EQ(plain.exit_code, 2);
  EXPECT_NE(plain.err.find("plain.scenario:2:6: error: floor 1 is not a dirt floor"),
            std::string::npos)
      << plain.err;
  const std::string good =
      slurp(fs::path(HARNESS_SOURCE_DIR) / "sim/scenario/scenarios/dirt_dig_by_hand.scenario");
  for (const char* line : {"dig 1:2,1 to 1:9;9", "dig 1:2,1 onto 1:2,2", "tunnel worm east",
                           "container barrel at 1:1,1", "follow hero east to 1:2,2 turns 0",
                           "dirt seed -1", "expect space 1:1,1 cave"}) {
    std::string text = good;
    text.replace(text.find("pack 1:1,2"), 10, line);
    write("b.scenario", text);
    const ToolRun run = dungeon("scenario b.scenario");
    EXPECT_EQ(run.exit_code, 2) << line << "\n" << run.err << run.out;
    EXPECT_NE(run.err.find("b.scenario:"), std::string::npos) << line;
  }
}

}  // namespace

namespace {

// Open squares of a one-floor sheet, counted from its grid block's glyphs.
int openSquaresOf(const std::string& sheet) {
  const size_t grid = sheet.find("\ngrid\n");
  const size_t heights = sheet.find("\nheights\n");
  if (grid == std::string::npos || heights == std::string::npos) return -1;
  const std::string rows = sheet.substr(grid + 6, heights - grid - 6);
  return static_cast<int>(std::count_if(rows.begin(), rows.end(), [](char c) {
    return c == '.' || c == ',' || c == ':' || c == '=' || c == '~';
  }));
}

}  // namespace

TEST_F(Cli, ReduceShrinksAFailingSheetAndRefusesAPassingOne) {
  const std::string soft_lock =
      (fs::path(HARNESS_SOURCE_DIR) / "testing/sheets/soft_lock_in_a_hundred_rooms.sheet").string();
  const ToolRun run = dungeon("reduce '" + soft_lock + "' -o small.sheet");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.err.find("still fails check no_soft_lock: after opening the blue lock"),
            std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find("open squares, 0 things and 0 floors in"), std::string::npos) << run.err;
  const int open = openSquaresOf(slurp(dir_ / "small.sheet"));
  EXPECT_GT(open, 0);
  EXPECT_LE(open, 15);
  const ToolRun check = dungeon("check small.sheet");
  EXPECT_EQ(check.exit_code, 1);
  EXPECT_NE(check.out.find("no_soft_lock         FAIL"), std::string::npos) << check.out;
  // A sheet that passes: nothing to reduce, exit 0, no file; bad input: exit 2.
  ASSERT_EQ(dungeon("generate --seed 1 -o good.sheet").exit_code, 0);
  const ToolRun passing = dungeon("reduce good.sheet -o reduced.sheet");
  EXPECT_EQ(passing.exit_code, 0) << passing.err;
  EXPECT_NE(passing.err.find("nothing to reduce (no file written)"), std::string::npos)
      << passing.err;
  EXPECT_FALSE(fs::exists(dir_ / "reduced.sheet"));
  EXPECT_EQ(dungeon("reduce missing.sheet").exit_code, 2);
  EXPECT_EQ(dungeon("reduce good.sheet --max-checks 0").exit_code, 2);
}

// A walk that stops where every hard check passes is what reduce shrinks, and --walk makes the
// walk the target whatever the checks say; a sheet whose walk arrives has nothing to shrink.
TEST_F(Cli, ReduceShrinksAWalkThatStops) {
  const fs::path sheets = fs::path(HARNESS_SOURCE_DIR) / "testing/sheets";
  const ToolRun cliff = dungeon("reduce '" + (sheets / "ladder_foot_cliff.sheet").string() +
                                "' --walk -o cliff.sheet");
  EXPECT_EQ(cliff.exit_code, 0) << cliff.err;
  EXPECT_NE(cliff.err.find("still fails walk: the party stops at 2:9,2: a cliff"),
            std::string::npos)
      << cliff.err;
  ASSERT_EQ(dungeon("generate --seed 1 -o good.sheet").exit_code, 0);
  const ToolRun arrives = dungeon("reduce good.sheet --walk");
  EXPECT_EQ(arrives.exit_code, 0);
  EXPECT_NE(arrives.err.find("reaches the goal: nothing to reduce"), std::string::npos)
      << arrives.err;
}

TEST_F(Cli, SweepReduceWritesAReducedSheetBesideTheReproduceLines) {
  const ToolRun run = dungeon("sweep --floors 2 --size 256x16 --seeds 2 --reduce 1 --reduce-dir r");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.out.find("reduced seed 1: r/seed-1.reduced.sheet ("), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("reduced seed 2"), std::string::npos) << run.out;
  const ToolRun check = dungeon("check r/seed-1.reduced.sheet");
  EXPECT_EQ(check.exit_code, 1) << check.err;
  // Without the flag the report is what it was.
  const ToolRun plain = dungeon("sweep --floors 2 --size 256x16 --seeds 2");
  EXPECT_EQ(run.out.substr(0, plain.out.size()), plain.out);
}
