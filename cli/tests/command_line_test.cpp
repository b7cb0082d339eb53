// What a user meets on the first day at the command line: generation flags are refused, not
// ignored, when render draws a sheet; a bare --mine never takes the next word; --floors shows
// no default where it is required; an unknown subcommand is named with the valid ones; counts
// read as words ("1 job", "2 jobs").
#include <filesystem>
#include <string>
#include <vector>

#include "cli/tests/tool_folder.h"

namespace {

namespace fs = std::filesystem;

using dungeon::cli_tests::slurp;
using dungeon::cli_tests::ToolRun;

const fs::path kDefaultSheet = fs::path(HARNESS_SOURCE_DIR) / "golden/sheets/default.sheet";

class CommandLine : public dungeon::cli_tests::ToolFolder {};

TEST_F(CommandLine, RenderOfASheetRefusesTheGenerationFlags) {
  write("good.sheet", slurp(kDefaultSheet));
  const ToolRun both = dungeon("render good.sheet --floors 3 --rising");
  EXPECT_EQ(both.exit_code, 2);
  EXPECT_EQ(both.err,
            "dungeon render: error: --floors and --rising go only with --seed or --name: a sheet "
            "is drawn as it is\n");
  EXPECT_EQ(both.out, "");
  const ToolRun mine = dungeon("render --mine good.sheet");
  EXPECT_EQ(mine.exit_code, 2);
  EXPECT_EQ(mine.err,
            "dungeon render: error: --mine goes only with --seed or --name: a sheet is drawn as it "
            "is\n");
  const ToolRun sheet = dungeon("render good.sheet --floor 1");
  EXPECT_EQ(sheet.exit_code, 0) << sheet.err;
  EXPECT_TRUE(sheet.out.starts_with("<svg"));
  const ToolRun generated = dungeon("render --mine --seed 1 --floors 3 --floor 2");
  EXPECT_EQ(generated.exit_code, 0) << generated.err;
  EXPECT_TRUE(generated.out.starts_with("<svg"));
}

// --mark F:X,Y takes walk's form (floor from 1, x and y from 0) and is checked against the
// dungeon drawn: a bad form, a floor past the last or a square off the floor is exit 2 with
// one message naming the mark; good marks (repeatable) are ringed.
TEST_F(CommandLine, RenderMarksAreCheckedAndRinged) {
  const ToolRun ringed = dungeon("render --seed 1 --mark 1:16,31 --mark 1:0,0");
  EXPECT_EQ(ringed.exit_code, 0) << ringed.err;
  EXPECT_NE(ringed.out.find("marked square (--mark)"), std::string::npos);
  size_t rings = 0;
  for (size_t at = ringed.out.find("stroke=\"#00aaff\""); at != std::string::npos;
       at = ringed.out.find("stroke=\"#00aaff\"", at + 1)) {
    ++rings;
  }
  EXPECT_EQ(rings, 3u);  // two squares and the legend's swatch
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"2:1,1", "--mark 2:1,1: the dungeon has 1 floor"},
      {"0:1,1", "--mark 0:1,1: the dungeon has 1 floor"},
      {"1:40,0", "--mark 1:40,0: floor 1 is 40x40 (x 0..39, y 0..39)"},
      {"1:3,-1",
       "--mark 1:3,-1: expected F:X,Y (floor from 1, x and y from 0), as walk prints places"},
      {"1:3", "--mark 1:3: expected F:X,Y (floor from 1, x and y from 0), as walk prints places"},
      {"a:1,2",
       "--mark a:1,2: expected F:X,Y (floor from 1, x and y from 0), as walk prints places"},
  };
  for (const auto& [mark, message] : bad) {
    const ToolRun run = dungeon("render --seed 1 --mark " + mark);
    EXPECT_EQ(run.exit_code, 2) << mark;
    EXPECT_EQ(run.err, "dungeon render: error: " + message + "\n");
    EXPECT_EQ(run.out, "");
  }
}

// --mine takes its floor after '=' only; a bare --mine is the middle floor and the word after
// it is the command's own (a positional, or refused as one).
TEST_F(CommandLine, BareMineLeavesTheNextWordToTheCommand) {
  const ToolRun bare = dungeon("generate --floors 3 --mine --seed 1 -o bare.sheet");
  EXPECT_LE(bare.exit_code, 1) << bare.err;
  EXPECT_NE(read("bare.sheet").find("\noptions floors=3 size=40x40 mine\n"), std::string::npos);
  const ToolRun numbered = dungeon("generate --floors 3 --mine=3 --seed 1 -o third.sheet");
  EXPECT_LE(numbered.exit_code, 1) << numbered.err;
  EXPECT_NE(read("third.sheet").find("\noptions floors=3 size=40x40 mine=3\n"), std::string::npos);
  const ToolRun spaced = dungeon("generate --floors 3 --seed 1 --mine 3");
  EXPECT_EQ(spaced.exit_code, 2);
  EXPECT_NE(spaced.err.find("The following argument was not expected: 3"), std::string::npos)
      << spaced.err;
}

TEST_F(CommandLine, RequiredFloorsShowsNoDefault) {
  // calibrate's --floors is required unless --laid-rates (which calibrates every floor count)
  // is given: its refusal without either is its own (below).
  const ToolRun calibrate = dungeon("calibrate --seeds 1");
  EXPECT_EQ(calibrate.exit_code, 2);
  EXPECT_EQ(calibrate.err, "dungeon calibrate: error: --floors is required (or --laid-rates)\n");
  EXPECT_EQ(dungeon("calibrate --help").out.find("--floors N="), std::string::npos);
  for (const char* command : {"sweep", "profile"}) {
    const ToolRun help = dungeon(std::string(command) + " --help");
    EXPECT_EQ(help.exit_code, 0) << command;
    EXPECT_EQ(help.out.find("--floors N="), std::string::npos) << command << "\n" << help.out;
    EXPECT_NE(help.out.find(command == std::string("sweep") ? "Stacked floors (1..8) (required)"
                                                            : "--floors N REQUIRED"),
              std::string::npos)
        << command << "\n"
        << help.out;
    const ToolRun without = dungeon(std::string(command) + " --seeds 1");
    EXPECT_EQ(without.exit_code, 2) << command;
    EXPECT_NE(without.err.find("--floors is required"), std::string::npos)
        << command << ": " << without.err;
  }
  // Where 1 is the real default, help shows it.
  EXPECT_NE(dungeon("generate --help").out.find("--floors N=1"), std::string::npos);
}

TEST_F(CommandLine, UnknownSubcommandIsNamedWithTheValidOnes) {
  const ToolRun top = dungeon("bogus");
  EXPECT_EQ(top.exit_code, 2);
  EXPECT_EQ(
      top.err,
      "dungeon: error: unknown subcommand 'bogus'; the subcommands are: generate, check, "
      "golden, sweep, walk, calibrate, render, format, fit, profile, scenario, reduce, matrix, "
      "determinism, explain, rates, corpus, coverage, completion\n"
      "Run with --help for more information.\n");
  const ToolRun golden = dungeon("golden bogus");
  EXPECT_EQ(golden.exit_code, 2);
  EXPECT_NE(golden.err.find("dungeon golden: error: unknown subcommand 'bogus'; the subcommands "
                            "are: check, update, hashes, review, remove-stray, accept, reject, "
                            "suggest\n"),
            std::string::npos)
      << golden.err;
  const ToolRun none = dungeon("");
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_NE(none.err.find("A subcommand is required"), std::string::npos) << none.err;
  EXPECT_EQ(dungeon("--help").exit_code, 0);
  EXPECT_EQ(dungeon("bogus --help").exit_code, 0);
}

TEST_F(CommandLine, CountsReadAsWords) {
  const ToolRun one = dungeon("sweep --floors 1 --seeds 1 --jobs 1");
  EXPECT_LE(one.exit_code, 1) << one.err;
  EXPECT_NE(one.err.find(" s on 1 job (not part of the report)"), std::string::npos) << one.err;
  EXPECT_NE(one.out.find("\nsweep: 1 seed, "), std::string::npos) << one.out;
  const ToolRun two = dungeon("sweep --floors 1 --seeds 2 --jobs 2");
  EXPECT_NE(two.err.find(" s on 2 jobs (not part of the report)"), std::string::npos) << two.err;
  EXPECT_NE(two.out.find("\nsweep: 2 seeds, "), std::string::npos) << two.out;
  const ToolRun part = dungeon("sweep --floors 1 --seeds 1 --part p.json --shard 0/1");
  EXPECT_EQ(part.exit_code, 0) << part.err;
  EXPECT_NE(part.out.find("seeds 1..1 (1 seed, "), std::string::npos) << part.out;
  const ToolRun mine = dungeon("generate --seed 1 --mine=2");
  EXPECT_EQ(mine.exit_code, 2);
  EXPECT_NE(mine.err.find("the dungeon has 1 floor, so mine must be 1..1"), std::string::npos)
      << mine.err;
}

}  // namespace
