// The golden workflow on a throw-away folder: update writes baselines, check passes on them,
// a changed sheet or hash fails with the update command, and update accepts it again. Never
// touches the project's own golden/ folder.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "golden/check.h"
#include "golden/pending.h"
#include "golden/trace_file.h"
#include "golden/update.h"
#include "model/sheet.h"
#include "testing/temp_dir.h"
#include "util/file_io.h"

namespace dungeon::golden {
namespace {

namespace fs = std::filesystem;

constexpr int kCandidates = 64;

// A list of two small named dungeons that generate today, so these tests exercise the golden
// workflow whatever the generator's current pass rate (whether a named dungeon passes is
// golden check's business, tested by the golden_check test).
std::string passingList() {
  std::string list = "# two small named dungeons\n";
  int found = 0;
  for (int i = 0; i < kCandidates && found < 2; ++i) {
    const std::string name = "workflow-" + std::to_string(i);
    Options options;
    options.width = options.height = 24;
    if (!regenerate({name, options, 0}).passed) continue;
    list += name + " size=24x24\n";
    ++found;
  }
  EXPECT_EQ(found, 2) << "no two of " << kCandidates << " candidate names generate";
  return list;
}

class GoldenWorkflow : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = dungeon::testing::makeTempDir(
        "golden-workflow-" +
        std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    std::ofstream(root_ / "named.txt") << passingList();
  }
  void TearDown() override { fs::remove_all(root_); }

  std::vector<NamedDungeon> list() const {
    auto loaded = loadNamedList(dir());
    EXPECT_TRUE(loaded.ok());
    return loaded.ok() ? *loaded : std::vector<NamedDungeon>{};
  }
  HashTable hashes() const {
    auto loaded = loadHashes(dir());
    EXPECT_TRUE(loaded.ok());
    return loaded.ok() ? *loaded : HashTable{};
  }
  GoldenDir dir() const { return GoldenDir(root_); }
  CheckSummary checkAll() const { return checkGolden(dir(), list(), hashes(), true); }
  UpdateOutcome updateAll() const { return updateGolden(dir(), list(), hashes(), true); }

  fs::path root_;
};

TEST_F(GoldenWorkflow, UpdateThenCheckPasses) {
  const CheckSummary before = checkAll();
  EXPECT_FALSE(before.passed());
  EXPECT_NE(formatCheck(before, "").find("NEW      workflow-"), std::string::npos);

  const UpdateOutcome update = updateAll();
  ASSERT_TRUE(update.ok()) << update.report << update.write_error;
  EXPECT_TRUE(fs::exists(dir().sheetOf(list().front().name)));
  EXPECT_EQ(hashes().size(), 2u);
  const CheckSummary after = checkAll();
  EXPECT_TRUE(after.passed()) << formatCheck(after, "");
}

TEST_F(GoldenWorkflow, ChangedSheetNamesLineAndUpdateCommand) {
  ASSERT_TRUE(updateAll().ok());
  const std::string name = list().back().name;
  const std::string path = dir().sheetOf(name).string();
  std::string sheet = *readFile(path);
  sheet.replace(sheet.find("name "), 5, "name X");
  ASSERT_EQ(writeFileAtomically(path, sheet), "");

  const CheckSummary summary = checkAll();
  EXPECT_FALSE(summary.passed());
  const std::string text = formatCheck(summary, " --dir X");
  EXPECT_NE(text.find("CHANGED  " + name), std::string::npos) << text;
  EXPECT_NE(text.find("header: first difference at line 2"), std::string::npos) << text;
  EXPECT_NE(text.find("old     2: name X" + name), std::string::npos) << text;
  EXPECT_NE(text.find("accept it: dungeon golden accept " + name + " --dir X"), std::string::npos)
      << text;

  auto chosen = selectNamed(list(), {name});
  ASSERT_TRUE(chosen.ok());
  ASSERT_TRUE(updateGolden(dir(), *chosen, hashes(), false).ok());
  EXPECT_TRUE(checkAll().passed());
}

TEST_F(GoldenWorkflow, StraySheetsAreNamedByPathAndRemovedOnlyByRemoveStray) {
  ASSERT_TRUE(updateAll().ok());
  std::ofstream(root_ / "sheets" / "gone.sheet") << "old\n";
  const CheckSummary summary = checkAll();
  EXPECT_EQ(summary.strays, std::vector<std::string>{"gone"});
  EXPECT_FALSE(summary.passed());
  const std::string sheet = (root_ / "sheets" / "gone.sheet").string();
  const std::string text = formatCheck(summary, "");
  EXPECT_NE(text.find("STRAY    gone"), std::string::npos) << text;
  EXPECT_NE(text.find("not in named.txt: " + sheet), std::string::npos) << text;
  EXPECT_NE(text.find("remove the stray files: dungeon golden remove-stray\n"), std::string::npos)
      << text;
  const UpdateOutcome update = updateAll();
  ASSERT_TRUE(update.ok());
  EXPECT_NE(update.report.find("stray    " + sheet), std::string::npos) << update.report;
  EXPECT_NE(update.report.find("dungeon golden remove-stray removes it"), std::string::npos);
  EXPECT_TRUE(fs::exists(root_ / "sheets" / "gone.sheet"));
  EXPECT_FALSE(checkAll().passed());
  const UpdateOutcome removed = removeStray(dir(), list(), hashes());
  ASSERT_TRUE(removed.ok());
  EXPECT_NE(removed.report.find("removed  " + sheet), std::string::npos) << removed.report;
  EXPECT_FALSE(fs::exists(root_ / "sheets" / "gone.sheet"));
  EXPECT_TRUE(checkAll().passed());
}

TEST_F(GoldenWorkflow, RemoveStrayDropsAStrayHashLineAndKeepsEveryListedFile) {
  ASSERT_TRUE(updateAll().ok());
  HashTable with_stray = hashes();
  with_stray["ghost"] = "0123456789abcdef";
  ASSERT_EQ(writeFileAtomically((root_ / "hashes.txt").string(), formatHashes(with_stray)), "");
  const CheckSummary summary = checkAll();
  ASSERT_EQ(summary.strays, std::vector<std::string>{"ghost"});
  EXPECT_NE(formatCheck(summary, "").find("its line of " + (root_ / "hashes.txt").string()),
            std::string::npos);
  const size_t sheets_before = sheetNames(dir()).size();
  const UpdateOutcome removed = removeStray(dir(), list(), hashes());
  ASSERT_TRUE(removed.ok());
  EXPECT_NE(removed.report.find("removed  ghost's line of"), std::string::npos) << removed.report;
  EXPECT_EQ(sheetNames(dir()).size(), sheets_before);
  EXPECT_FALSE(hashes().contains("ghost"));
  EXPECT_TRUE(checkAll().passed());
}

TEST_F(GoldenWorkflow, RegenerationIsDeterministic) {
  const std::vector<NamedDungeon> entries = list();
  ASSERT_FALSE(entries.empty());
  const Regenerated first = regenerate(entries[0]);
  const Regenerated second = regenerate(entries[0]);
  EXPECT_EQ(first.sheet, second.sheet);
  EXPECT_EQ(first.hash, second.hash);
}

// Reads a whole file.
std::string slurp(const fs::path& path) {
  Result<std::string> text = readFile(path.string());
  EXPECT_TRUE(text.ok()) << path;
  return text.ok() ? *text : std::string();
}

TEST_F(GoldenWorkflow, UpdateWritesATraceBesideEachSheetThatCheckReads) {
  ASSERT_TRUE(updateAll().ok());
  const std::string name = list().front().name;
  const std::string trace = slurp(dir().traceOf(name));
  EXPECT_TRUE(trace.starts_with("dungeon-trace 1\nname " + name + "\nrow try=0 stage=topology "))
      << trace;
  EXPECT_NE(trace.find("\nkept try="), std::string::npos) << trace;
  Result<std::vector<std::string>> lines = parseTraceFile(trace, "t", name);
  ASSERT_TRUE(lines.ok()) << lines.error().format();
  EXPECT_EQ(*lines, regenerate(list().front()).trace);
  EXPECT_TRUE(checkAll().passed());
}

// The stored trace with the draws of the first layout row's line made `by` fewer.
std::string withFewerLayoutDraws(const std::string& trace, int by) {
  const size_t row = trace.find("row try=0 stage=layout floor=1 attempt=0 ");
  const size_t at = trace.find(" draws=", row) + 7;
  const size_t end = trace.find(' ', at);
  const int draws = std::stoi(trace.substr(at, end - at));
  return trace.substr(0, at) + std::to_string(draws - by) + trace.substr(end);
}

TEST_F(GoldenWorkflow, AMovedTraceFailsTheCheckAndSaysWhereTheChangeBegan) {
  ASSERT_TRUE(updateAll().ok());
  const std::string name = list().front().name;
  const std::string trace = slurp(dir().traceOf(name));
  ASSERT_TRUE(
      writeFileAtomically(dir().traceOf(name).string(), withFewerLayoutDraws(trace, 3)).empty());
  const CheckSummary summary = checkAll();
  EXPECT_FALSE(summary.passed());
  const std::string report = formatCheck(summary, "");
  const size_t at = trace.find(" draws=", trace.find("row try=0 stage=layout floor=1 ")) + 7;
  const int draws = std::stoi(trace.substr(at, trace.find(' ', at) - at));
  EXPECT_NE(report.find(fmt::format("CHANGED  {}", name)), std::string::npos) << report;
  EXPECT_NE(report.find(fmt::format("  why: first moved: try 0, stage layout, floor 1; stream "
                                    "layout/floor1/try0.0 took {} draws, was {}; every earlier "
                                    "row identical\n",
                                    draws, draws - 3)),
            std::string::npos)
      << report;
  EXPECT_NE(
      report.find("the sheet and hashes.txt are current but traces/" + name + ".trace is not"),
      std::string::npos)
      << report;
  // The change is pending with its new trace and why; accepting puts the trace back.
  const PendingDir pending(root_ / "pending");
  const NameCheck& changed = summary.names.front();
  ASSERT_TRUE(writePending(pending, dir(), changed, "<svg/>", "<svg/>").empty());
  EXPECT_NE(formatReview(pending, dir()).find("  why: first moved: try 0, stage layout"),
            std::string::npos);
  EXPECT_NE(formatReview(pending, dir()).find(pending.stagePictureOf(name).string()),
            std::string::npos);
  ASSERT_EQ(acceptPending(pending, dir(), name), "");
  EXPECT_EQ(slurp(dir().traceOf(name)), trace);
  EXPECT_TRUE(checkAll().passed());
}

TEST_F(GoldenWorkflow, AMissingOrBrokenTraceFailsTheCheckAndUpdateWritesItAgain) {
  ASSERT_TRUE(updateAll().ok());
  const std::string name = list().front().name;
  fs::remove(dir().traceOf(name));
  std::string report = formatCheck(checkAll(), "");
  EXPECT_NE(report.find("  why: no stored trace (" + dir().traceOf(name).string()),
            std::string::npos)
      << report;
  std::ofstream(dir().traceOf(name)) << "dungeon-trace 1\nname " << name << "\nrow\nnonsense\n";
  report = formatCheck(checkAll(), "");
  EXPECT_NE(report.find("  why: cannot say why: " + dir().traceOf(name).string() +
                        ":3:1: error: not a trace line"),
            std::string::npos)
      << report;
  const UpdateOutcome update = updateAll();
  EXPECT_NE(update.report.find("(its trace)"), std::string::npos) << update.report;
  EXPECT_TRUE(checkAll().passed());
}

}  // namespace
}  // namespace dungeon::golden
