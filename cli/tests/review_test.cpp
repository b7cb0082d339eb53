// The tool's pictures and golden review as a user sees them: render writes SVG and PNG and
// refuses bad input with exit 2; a golden check leaves each change pending with a picture;
// review lists them and names the lines they move and the sweep compare's verdict; accept takes
// one in (refused in CI, refused over a stored file that changed since the check); reject drops
// one; the golden folder is found from the current directory. Each test runs the built binary in
// its own temporary folder.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli/tests/tool_run.h"
#include "testing/temp_dir.h"

namespace {

namespace fs = std::filesystem;

constexpr int kCandidates = 64;
const fs::path kDefaultSheet = fs::path(HARNESS_SOURCE_DIR) / "golden/sheets/default.sheet";

using dungeon::cli_tests::slurp;
using dungeon::cli_tests::ToolRun;

class Review : public ::testing::Test {
 protected:
  void SetUp() override {
    const std::string test = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    dir_ = dungeon::testing::makeTempDir("dungeon-review-" + test);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs the tool in `cwd` (relative to the test's folder) with `env` set and CI unset.
  ToolRun dungeon(const std::string& args, const std::string& env = "",
                  const std::string& cwd = ".") const {
    const fs::path at = dir_ / cwd;
    const std::string command =
        "cd '" + at.string() + "' && env -u CI " + env + " '" + DUNGEON_BINARY + "' " + args +
        " > '" + (dir_ / "out.txt").string() + "' 2> '" + (dir_ / "err.txt").string() + "'";
    return dungeon::cli_tests::runRedirected(command, dir_);
  }
  // Runs a shell command line in the test's folder with CI unset for every command in it, so
  // a pipeline's last command does not see the CI machine's CI=true.
  ToolRun shell(const std::string& line) const {
    const std::string command = "cd '" + dir_.string() + "' && unset CI && { " + line + "; } > '" +
                                (dir_ / "out.txt").string() + "' 2> '" +
                                (dir_ / "err.txt").string() + "'";
    return dungeon::cli_tests::runRedirected(command, dir_);
  }
  void write(const std::string& name, const std::string& text) const {
    fs::create_directories((dir_ / name).parent_path());
    std::ofstream(dir_ / name, std::ios::binary) << text;
  }
  // A golden folder g/ of two 24x24 dungeons that generate today, updated. Returns the names.
  std::vector<std::string> writeGoldenDir() const {
    std::vector<std::string> names;
    std::string list;
    for (int i = 0; i < kCandidates && names.size() < 2; ++i) {
      const std::string name = "small-" + std::to_string(i);
      if (dungeon("generate --size 24x24 -o candidate.sheet --name " + name).exit_code != 0)
        continue;
      names.push_back(name);
      list += name + " size=24x24\n";
    }
    EXPECT_EQ(names.size(), 2u);
    write("g/named.txt", list);
    EXPECT_EQ(dungeon("golden update --all --dir g").exit_code, 0);
    return names;
  }
  fs::path pending(const std::string& file) const { return dir_ / "build/golden-pending" / file; }

  fs::path dir_;
};

TEST_F(Review, NewSubcommandsHaveHelp) {
  for (const char* sub : {"render", "format", "golden review", "golden accept", "golden reject"}) {
    const ToolRun run = dungeon(std::string(sub) + " --help");
    EXPECT_EQ(run.exit_code, 0) << sub;
    EXPECT_NE(run.out.find("--help"), std::string::npos) << sub;
  }
}

TEST_F(Review, RenderWritesSvgAndPng) {
  const ToolRun svg = dungeon("render '" + kDefaultSheet.string() + "' -o floor.svg");
  ASSERT_EQ(svg.exit_code, 0) << svg.err;
  EXPECT_EQ(slurp(dir_ / "floor.svg").rfind("<svg ", 0), 0u);
  ASSERT_EQ(dungeon("render --name crypt --size 24x24 -o floor.png").exit_code, 0);
  EXPECT_EQ(slurp(dir_ / "floor.png").substr(0, 4), "\x89PNG");
  const ToolRun out = dungeon("render --seed 1 --floors 2 --floor 2 --format svg");
  EXPECT_EQ(out.exit_code, 0) << out.err;
  EXPECT_NE(out.out.find("floor 2 of 2"), std::string::npos);
  EXPECT_EQ(out.out.find("floor 1 of 2"), std::string::npos);
}

TEST_F(Review, RenderRefusesBadInput) {
  const ToolRun floor = dungeon("render '" + kDefaultSheet.string() + "' --floor 2");
  EXPECT_EQ(floor.exit_code, 2);
  EXPECT_NE(floor.err.find("has 1 floor"), std::string::npos) << floor.err;
  EXPECT_EQ(dungeon("render missing.sheet").exit_code, 2);
  EXPECT_EQ(dungeon("render").exit_code, 2);
  EXPECT_EQ(dungeon("render --seed 1 --format gif").exit_code, 2);
  write("bad.sheet", "dungeon-sheet 1\nname x\nseed z\n");
  const ToolRun bad = dungeon("render bad.sheet -o never.svg");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("bad.sheet:3:"), std::string::npos) << bad.err;
  EXPECT_FALSE(fs::exists(dir_ / "never.svg"));
}

TEST_F(Review, CheckLeavesChangesPendingAndAcceptTakesThemIn) {
  const std::vector<std::string> names = writeGoldenDir();
  ASSERT_EQ(names.size(), 2u);
  write("g/hashes.txt", names[0] + " 0000000000000000\n" + names[1] + " 0000000000000000\n");
  const ToolRun check = dungeon("golden check --dir g");
  EXPECT_EQ(check.exit_code, 1);
  EXPECT_NE(check.out.find("dungeon golden review"), std::string::npos) << check.out;
  for (const std::string& name : names) {
    EXPECT_TRUE(fs::exists(pending(name + ".sheet.new"))) << name;
    EXPECT_EQ(slurp(pending(name + ".svg")).rfind("<svg ", 0), 0u) << name;
  }
  const ToolRun review = dungeon("golden review --dir g");
  EXPECT_EQ(review.exit_code, 0);
  EXPECT_NE(review.out.find("PENDING  " + names[0] + "  0000000000000000 -> "), std::string::npos)
      << review.out;
  EXPECT_NE(review.out.find("picture:   "), std::string::npos) << review.out;

  EXPECT_EQ(dungeon("golden accept " + names[0] + " --dir g", "CI=true").exit_code, 1);
  EXPECT_EQ(dungeon("golden accept --dir g").exit_code, 2);
  EXPECT_EQ(dungeon("golden accept ../x --dir g").exit_code, 2);
  const ToolRun accept = dungeon("golden accept " + names[0] + " --dir g");
  EXPECT_EQ(accept.exit_code, 0) << accept.err;
  EXPECT_FALSE(fs::exists(pending(names[0] + ".pending")));
  EXPECT_EQ(dungeon("golden check " + names[0] + " --dir g").exit_code, 0);

  // The stored sheet moved after the check: accepting is refused, rejecting drops the change.
  write("g/sheets/" + names[1] + ".sheet", slurp(dir_ / "g/sheets" / (names[1] + ".sheet")) + "x");
  const ToolRun stale = dungeon("golden accept --all --dir g");
  EXPECT_EQ(stale.exit_code, 1);
  EXPECT_NE(stale.err.find("changed since the check"), std::string::npos) << stale.err;
  EXPECT_EQ(dungeon("golden reject " + names[1] + " --dir g").exit_code, 0);
  EXPECT_FALSE(fs::exists(pending(names[1] + ".svg")));
  EXPECT_EQ(dungeon("golden reject " + names[1] + " --dir g").exit_code, 1);
  EXPECT_NE(dungeon("golden review --dir g").out.find("golden: 0 pending"), std::string::npos);
}

// A name with '*', '?' or '[' is a pattern: of named.txt's names for check and hashes, of the
// pending changes' for review, accept and reject; one that matches nothing is refused.
TEST_F(Review, GoldenNamesTakePatterns) {
  const std::vector<std::string> names = writeGoldenDir();
  ASSERT_EQ(names.size(), 2u);
  const ToolRun hashes = dungeon("golden hashes 'small-*' --dir g");
  EXPECT_EQ(hashes.exit_code, 0) << hashes.err;
  EXPECT_EQ(hashes.out, slurp(dir_ / "g/hashes.txt"));
  const ToolRun one = dungeon("golden hashes '" + names[1] + "' '" + names[1] + "*' --dir g");
  EXPECT_EQ(std::count(one.out.begin(), one.out.end(), '\n'), 1) << one.out;
  const ToolRun none = dungeon("golden check 'big-*' --dir g");
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_NE(none.err.find("dungeon golden check: error: 'big-*' matches no name in named.txt"),
            std::string::npos)
      << none.err;
  EXPECT_EQ(dungeon("golden check 'small-[' --dir g").exit_code, 2);

  write("g/hashes.txt", names[0] + " 0000000000000000\n" + names[1] + " 0000000000000000\n");
  EXPECT_EQ(dungeon("golden check --dir g").exit_code, 1);
  const ToolRun review = dungeon("golden review '*' --dir g --list");
  EXPECT_NE(review.out.find("golden: 2 pending"), std::string::npos) << review.out;
  EXPECT_EQ(dungeon("golden review 'big-*' --dir g").exit_code, 2);
  EXPECT_EQ(dungeon("golden reject 'small-*' --dir g").exit_code, 0);
  EXPECT_NE(dungeon("golden review --dir g").out.find("golden: 0 pending"), std::string::npos);
  const ToolRun gone = dungeon("golden reject 'small-*' --dir g");
  EXPECT_EQ(gone.exit_code, 2);
  EXPECT_NE(gone.err.find("'small-*' matches no pending change"), std::string::npos) << gone.err;
}

TEST_F(Review, ReviewFiltersByNameAndShowsTheWholeDiff) {
  const std::vector<std::string> names = writeGoldenDir();
  ASSERT_EQ(names.size(), 2u);
  std::string sheet = slurp(dir_ / "g/sheets" / (names[0] + ".sheet"));
  sheet.replace(sheet.find("name "), 5, "name edited-");
  write("g/sheets/" + names[0] + ".sheet", sheet);
  write("g/hashes.txt",
        slurp(dir_ / "g/hashes.txt").replace(names[1].size() + 1, 16, "0000000000000000"));
  EXPECT_EQ(dungeon("golden check --dir g").exit_code, 1);
  const ToolRun one = dungeon("golden review " + names[0] + " --dir g");
  EXPECT_EQ(one.exit_code, 0) << one.err;
  EXPECT_NE(one.out.find("PENDING  " + names[0]), std::string::npos) << one.out;
  EXPECT_EQ(one.out.find("PENDING  " + names[1]), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("golden: 1 pending"), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("--- g/sheets/" + names[0] + ".sheet\n+++ "), std::string::npos)
      << one.out;
  EXPECT_NE(one.out.find("\n-name edited-" + names[0] + "\n+name " + names[0] + "\n"),
            std::string::npos)
      << one.out;
  EXPECT_NE(one.out.find("@@ -1,"), std::string::npos) << one.out;
  EXPECT_EQ(dungeon("golden review ../x --dir g").exit_code, 2);
}

// A review closes with the golden lines its pending changes move and the verdict of the sweep
// compare that came with them: ci/sweep-pr's build/sweep-pr/compare.json by default, or --compare.
TEST_F(Review, ReviewNamesTheLinesMovedAndTheSweepCompare) {
  const std::vector<std::string> names = writeGoldenDir();
  ASSERT_EQ(names.size(), 2u);
  std::string sheet = slurp(dir_ / "g/sheets" / (names[0] + ".sheet"));
  sheet.replace(sheet.find("name "), 5, "name edited-");
  write("g/sheets/" + names[0] + ".sheet", sheet);
  EXPECT_EQ(dungeon("golden check --dir g").exit_code, 1);
  const fs::path compare = dir_ / "build/sweep-pr/compare.json";
  ToolRun run = dungeon("golden review --dir g");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("golden: 2 lines moved in 1 pending change; no sweep compare at " +
                         compare.string() + " (run ci/sweep-pr BASE HEAD, or give --compare FILE)"),
            std::string::npos)
      << run.out;
  write(
      "build/sweep-pr/compare.json",
      R"({"format": "dungeon sweep compare 1", "verdict": {"line": "M5 loops median 3 -> 2, p = 1e-9"}})");
  run = dungeon("golden review --dir g");
  EXPECT_NE(run.out.find("golden: 2 lines moved in 1 pending change; sweep compare (" +
                         compare.string() + "): M5 loops median 3 -> 2, p = 1e-9\n"),
            std::string::npos)
      << run.out;
  // A real compare's JSON given with --compare.
  ASSERT_EQ(dungeon("sweep --floors 1 --seeds 4 --json r.json").exit_code, 0);
  ASSERT_EQ(dungeon("sweep compare r.json r.json --json c.json").exit_code, 0);
  run = dungeon("golden review --dir g --compare c.json");
  EXPECT_NE(run.out.find("golden: 2 lines moved in 1 pending change; sweep compare (c.json): no "
                         "metric shifted\n"),
            std::string::npos)
      << run.out;
  write("bad.json", "{}");
  run = dungeon("golden review --dir g --compare bad.json");
  EXPECT_NE(run.out.find("; bad.json: error: not a sweep compare"), std::string::npos) << run.out;
  // Thousands are marked: 1,200 lines the new sheet no longer has, and the edited name line.
  std::string junk;
  for (int i = 0; i < 1200; ++i) junk += "junk\n";
  write("g/sheets/" + names[0] + ".sheet", sheet + junk);
  EXPECT_EQ(dungeon("golden check --dir g").exit_code, 1);
  run = dungeon("golden review --dir g --compare c.json");
  EXPECT_NE(run.out.find("golden: 1,202 lines moved in 1 pending change; sweep compare (c.json)"),
            std::string::npos)
      << run.out;
  // Nothing pending: no such line.
  EXPECT_EQ(dungeon("golden reject --all --dir g").exit_code, 0);
  EXPECT_EQ(dungeon("golden review --dir g").out.find("lines moved"), std::string::npos);
}

TEST_F(Review, ReviewStepsThroughChangesTakingAKeyForEach) {
  const std::vector<std::string> names = writeGoldenDir();
  ASSERT_EQ(names.size(), 2u);
  write("g/hashes.txt", names[0] + " 0000000000000000\n" + names[1] + " 0000000000000000\n");
  EXPECT_EQ(dungeon("golden check --dir g").exit_code, 1);
  const std::string tool = std::string("'") + DUNGEON_BINARY + "'";
  // Skip the first, an unknown key then accept the second.
  ToolRun run = shell("printf 's\\nmaybe\\na\\n' | " + tool + " golden review --step --dir g");
  EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("[1 of 2] PENDING  " + names[0]), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("'maybe': type a, r, s or q"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("accepted " + names[1]), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("1 accepted, 0 rejected, 1 skipped, 0 refused; 1 still pending"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(dungeon("golden check " + names[1] + " --dir g").exit_code, 0);
  EXPECT_TRUE(fs::exists(pending(names[0] + ".pending")));
  // In CI an accept at the prompt is refused and counted; reject still drops the change.
  run = shell("printf 'a\\n' | CI=true " + tool + " golden review --step --dir g");
  EXPECT_EQ(run.exit_code, 1) << run.out;
  EXPECT_NE(run.out.find("not accepted: golden files are not updated in CI"), std::string::npos);
  run = shell("printf 'r\\n' | " + tool + " golden review --step " + names[0] + " --dir g");
  EXPECT_EQ(run.exit_code, 0) << run.out;
  EXPECT_FALSE(fs::exists(pending(names[0] + ".pending")));
  // Without a terminal and without --step, review only lists.
  EXPECT_EQ(dungeon("golden review --dir g").out.find("[a]ccept"), std::string::npos);
}

TEST_F(Review, ReviewOnATerminalAsksForKeys) {
  if (std::system("command -v script > /dev/null 2>&1") != 0) {
    GTEST_SKIP() << "no script(1) to give the tool a terminal";
  }
  const std::vector<std::string> names = writeGoldenDir();
  ASSERT_EQ(names.size(), 2u);
  write("g/hashes.txt", names[0] + " 0000000000000000\n" + names[1] + " 0000000000000000\n");
  EXPECT_EQ(dungeon("golden check --dir g").exit_code, 1);
  const std::string inner =
      std::string("'") + DUNGEON_BINARY + "' golden review --dir '" + (dir_ / "g").string() + "'";
  const ToolRun run = shell("printf 'q\\n' | script -qec \"" + inner + "\" /dev/null");
  EXPECT_NE(run.out.find("[a]ccept, [r]eject, [s]kip, [q]uit?"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("0 accepted, 0 rejected, 0 skipped, 0 refused; 2 still pending"),
            std::string::npos)
      << run.out;
}

TEST_F(Review, RemoveStrayNamesAndRemovesTheFilesOfUnlistedNames) {
  const std::vector<std::string> names = writeGoldenDir();
  ASSERT_EQ(names.size(), 2u);
  write("g/sheets/ghost.sheet", "old\n");
  const ToolRun check = dungeon("golden check --dir g");
  EXPECT_EQ(check.exit_code, 1);
  const std::string ghost = "g/sheets/ghost.sheet";  // as the folder was given
  EXPECT_NE(check.out.find("not in named.txt: " + ghost), std::string::npos) << check.out;
  EXPECT_NE(check.out.find("remove the stray files: dungeon golden remove-stray --dir g"),
            std::string::npos)
      << check.out;
  EXPECT_EQ(dungeon("golden remove-stray --dir g", "CI=true").exit_code, 1);
  EXPECT_TRUE(fs::exists(dir_ / ghost));
  EXPECT_EQ(dungeon("golden remove-stray ghost --dir g").exit_code, 2);
  const ToolRun removed = dungeon("golden remove-stray --dir g");
  EXPECT_EQ(removed.exit_code, 0) << removed.err;
  EXPECT_NE(removed.out.find("removed  " + ghost), std::string::npos) << removed.out;
  EXPECT_FALSE(fs::exists(dir_ / ghost));
  EXPECT_EQ(dungeon("golden check --dir g").exit_code, 0);
}

TEST_F(Review, ANewNameFailsTheCheckAndIsLeftPending) {
  write("g/named.txt", "brand-new size=24x24\n");
  const ToolRun run = dungeon("golden check --dir g", "CI=true");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.out.find("NEW"), std::string::npos) << run.out;
  EXPECT_FALSE(fs::exists(dir_ / "g/sheets/brand-new.sheet"));
}

TEST_F(Review, TheGoldenFolderIsFoundFromTheCurrentDirectory) {
  write("repo/.git/HEAD", "ref: refs/heads/main\n");
  write("repo/golden/named.txt", "# nothing named yet\n");
  write("repo/src/deep/keep", "");
  const ToolRun inside = dungeon("golden check", "", "repo/src/deep");
  EXPECT_EQ(inside.exit_code, 0) << inside.err;
  EXPECT_NE(inside.err.find((dir_ / "repo/golden").string() +
                            " (the repository of the current directory)"),
            std::string::npos)
      << inside.err;
  write("other/.git/HEAD", "ref: refs/heads/main\n");
  const ToolRun foreign = dungeon("golden check", "", "other");
  EXPECT_EQ(foreign.exit_code, 2);
  EXPECT_NE(foreign.err.find("has no golden/named.txt"), std::string::npos) << foreign.err;
  // Outside any checkout the folder must be named: no source tree the user did not name.
  const ToolRun outside = dungeon("golden review --pending p");
  EXPECT_EQ(outside.exit_code, 2) << outside.err;
  EXPECT_NE(outside.err.find("give the golden folder with --dir DIR"), std::string::npos)
      << outside.err;
  EXPECT_EQ(dungeon("golden update --all").exit_code, 2);
}

TEST_F(Review, SweepPageIsTheSameForAnyJobsAndSelfContained) {
  EXPECT_EQ(dungeon("sweep --floors 1 --seeds 6 --jobs 1 --html one.html").exit_code, 0);
  EXPECT_EQ(dungeon("sweep --floors 1 --seeds 6 --jobs 2 --html two.html").exit_code, 0);
  const std::string page = slurp(dir_ / "one.html");
  EXPECT_EQ(page, slurp(dir_ / "two.html"));
  EXPECT_EQ(page.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_EQ(page.find("<script"), std::string::npos);
  EXPECT_NE(page.find("M3 critical_path"), std::string::npos);
  EXPECT_NE(page.find("Failing seeds (0)"), std::string::npos);
}

TEST_F(Review, ProgressShowsOnlyOnATerminal) {
  // A sweep of a few seconds (the line shows after one, and says what is left only while
  // seeds are): 256 x 256 floors, eight of them, on one thread; 24 seeds take about 3.5 s on
  // the reference machine (8 took 1.2 s, too close to the first line), and 4 about 6 s under
  // the sanitizers.
#ifdef HARNESS_SANITIZED
  const std::string seeds = "4";
#else
  const std::string seeds = "24";
#endif
  const std::string sweep = "sweep --floors 8 --size 256x256 --seeds " + seeds + " --jobs 1";
  const ToolRun plain = dungeon(sweep);
  EXPECT_EQ(plain.exit_code, 0);
  EXPECT_EQ(plain.err.find("/" + seeds + " seeds"), std::string::npos) << plain.err;
  if (std::system("command -v script > /dev/null") != 0) GTEST_SKIP() << "no script(1)";
  // script(1) gives the tool a terminal; what it drew comes back on script's own stdout.
  const ToolRun terminal = shell("script -qec \"'" + std::string(DUNGEON_BINARY) + "' " + sweep +
                                 " > /dev/null\" /dev/null");
  EXPECT_EQ(terminal.exit_code, 0);
  EXPECT_NE(terminal.out.find("\rsweep: "), std::string::npos) << terminal.out;
  EXPECT_NE(terminal.out.find("/" + seeds + " seeds, "), std::string::npos) << terminal.out;
  EXPECT_NE(terminal.out.find(" s left"), std::string::npos) << terminal.out;
}

TEST_F(Review, FormatWritesTheCanonicalSheetWithTheImportersDefaults) {
  const fs::path designer = fs::path(HARNESS_SOURCE_DIR) / "testing/sheets/designer.sheet";
  const ToolRun out = dungeon("format '" + designer.string() + "'");
  EXPECT_EQ(out.exit_code, 0) << out.err;
  EXPECT_NE(out.err.find("designer.sheet:56:1: warning: one_way_door"), std::string::npos)
      << out.err;
  EXPECT_NE(out.out.find("opens_from=south"), std::string::npos);
  EXPECT_EQ(out.out.rfind("dungeon-sheet 1\n", 0), 0u);
  // Canonical text is a fixed point, and --in-place rewrites the file itself.
  write("copy.sheet", slurp(designer));
  EXPECT_EQ(dungeon("format copy.sheet --in-place").exit_code, 0);
  EXPECT_EQ(slurp(dir_ / "copy.sheet"), out.out);
  const ToolRun again = dungeon("format copy.sheet -o again.sheet");
  EXPECT_EQ(again.exit_code, 0);
  EXPECT_EQ(again.err, "");
  EXPECT_EQ(slurp(dir_ / "again.sheet"), out.out);
  write("bad.sheet", "dungeon-sheet 1\nname x\nseed z\n");
  const ToolRun bad = dungeon("format bad.sheet --in-place");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("bad.sheet:3:"), std::string::npos) << bad.err;
  EXPECT_EQ(slurp(dir_ / "bad.sheet"), "dungeon-sheet 1\nname x\nseed z\n");
  EXPECT_EQ(dungeon("format - --in-place < copy.sheet").exit_code, 2);
}

// docs/dirt.md's pictures of the golden mine: as built, and after the dig of `walk --dig` from
// 1:5,16 to 1:7,16, which brings the ground down through its tunnels.
TEST_F(Review, DirtPicturesAreCurrent) {
  const fs::path docs = fs::path(HARNESS_SOURCE_DIR) / "docs/pictures";
  const std::string mine = (fs::path(HARNESS_SOURCE_DIR) / "golden/sheets/mine-1f.sheet").string();
  const ToolRun built = dungeon("render '" + mine + "'");
  ASSERT_EQ(built.exit_code, 0) << built.err;
  EXPECT_TRUE(built.out == slurp(docs / "mine-1f.svg"))
      << "redraw it: build/release/cli/dungeon render golden/sheets/mine-1f.sheet -o "
         "docs/pictures/mine-1f.svg";
  const ToolRun walk =
      dungeon("walk '" + mine + "' --from 1:5,16 --to 1:7,16 --dig --after after.sheet");
  ASSERT_EQ(walk.exit_code, 0) << walk.err;
  const ToolRun after = dungeon("render after.sheet");
  ASSERT_EQ(after.exit_code, 0) << after.err;
  EXPECT_TRUE(after.out == slurp(docs / "mine-1f-after-dig.svg"))
      << "redraw it: build/release/cli/dungeon walk golden/sheets/mine-1f.sheet --from 1:5,16 "
         "--to 1:7,16 --dig --after after.sheet && build/release/cli/dungeon render after.sheet "
         "-o docs/pictures/mine-1f-after-dig.svg";
}

TEST_F(Review, ReadmePictureIsCurrent) {
  const fs::path committed = fs::path(HARNESS_SOURCE_DIR) / "docs/pictures/mossy-well.svg";
  const ToolRun run = dungeon("render --name mossy-well");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(run.out == slurp(committed))
      << committed.string() << " is not what the tool draws today; redraw it with\n"
      << "  build/release/cli/dungeon render --name mossy-well -o docs/pictures/mossy-well.svg";
}

}  // namespace
