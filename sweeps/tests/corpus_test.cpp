// The corpus of failing dungeons in a test's own folder: an added entry reads back and replays
// as failing, a second add keeps one entry, a passing dungeon is refused, an entry that now
// passes is reported and moves to passing/ only once it passes, a fixed entry that fails again
// is reported, and edited entries and stray files are refused. A band failure "passes" under an
// empty band table, which stands in for a fix.
#include "sweeps/corpus.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "model/sheet.h"
#include "sweeps/reduce.h"
#include "testing/sheet_files.h"
#include "testing/temp_dir.h"

namespace dungeon::sweeps {
namespace {

namespace fs = std::filesystem;

// A hand sheet that breaks the duct rules (a hard check).
Dungeon checkFailure() {
  return testing::loadSheetDungeon("rules/duct_climbing_apart.sheet");
}

// The corpus's first entry: a reduced two-floor 256 x 16 dungeon below its band of M14.
Dungeon bandFailure() {
  const fs::path file = testing::sourcePath("testing/corpus/failing/5d7b0555ccb8da37.sheet");
  Result<CorpusEntry> entry = readCorpusEntry(testing::loadFile(file.string()), file);
  EXPECT_TRUE(entry.ok()) << (entry ? "" : entry.error().format());
  return entry ? entry->dungeon : Dungeon{};
}

const checks::BandTable& noBands() {
  static const checks::BandTable table = *checks::BandTable::parse("", "no bands");
  return table;
}

class Corpus : public ::testing::Test {
 protected:
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_ = testing::makeTempDir("corpus");
};

TEST_F(Corpus, AnAddedEntryReadsBackAndReplaysAsFailing) {
  const Dungeon d = checkFailure();
  const std::string failure = failureOf(d, checks::standardBands());
  ASSERT_TRUE(failure.starts_with("check ")) << failure;
  const Result<AddOutcome> added = addToCorpus(dir_, d, "a test", checks::standardBands());
  ASSERT_TRUE(added.ok()) << added.error().format();
  EXPECT_TRUE(added->added);
  EXPECT_EQ(added->file, dir_ / "failing" / (corpusHash(d) + ".sheet"));
  const std::string text = testing::loadFile(added->file.string());
  EXPECT_TRUE(text.starts_with("; failure: " + failure + "\n; found by: a test\n")) << text;
  const Result<CorpusEntry> entry = readCorpusEntry(text, added->file);
  ASSERT_TRUE(entry.ok()) << entry.error().format();
  EXPECT_EQ(writeSheet(entry->dungeon), writeSheet(d));
  const Result<Replay> replay = replayCorpus(dir_, checks::standardBands());
  ASSERT_TRUE(replay.ok()) << replay.error().format();
  EXPECT_EQ(replay->held, 1);
  EXPECT_EQ(replay->broken, 0);
  EXPECT_EQ(replayText(*replay), "corpus: 1 entry held (1 failing the same way, 0 passing)\n");
}

TEST_F(Corpus, ASecondAddKeepsOneEntryAndAPassingDungeonIsRefused) {
  const Dungeon d = checkFailure();
  ASSERT_TRUE(addToCorpus(dir_, d, "first", checks::standardBands()).ok());
  const Result<AddOutcome> again = addToCorpus(dir_, d, "second", checks::standardBands());
  ASSERT_TRUE(again.ok());
  EXPECT_FALSE(again->added);
  EXPECT_NE(testing::loadFile(again->file.string()).find("; found by: first\n"), std::string::npos);
  const Result<AddOutcome> passing = addToCorpus(dir_, bandFailure(), "x", noBands());
  ASSERT_FALSE(passing.ok());
  EXPECT_NE(passing.error().message.find("the corpus keeps failing dungeons"), std::string::npos);
}

TEST_F(Corpus, AnEntryThatNowPassesIsReportedAndMovesOnlyOnceItPasses) {
  const Dungeon d = bandFailure();
  const std::string hash = corpusHash(d);
  ASSERT_TRUE(addToCorpus(dir_, d, "a sweep", checks::standardBands()).ok());
  // The "fix": no bands. Replayed under it, the entry passes, which the replay must not take.
  const Result<Replay> fixed = replayCorpus(dir_, noBands());
  ASSERT_TRUE(fixed.ok());
  EXPECT_EQ(fixed->broken, 1);
  EXPECT_NE(replayText(*fixed).find("failing/" + hash + ".sheet: now passes (it failed: band M14"),
            std::string::npos)
      << replayText(*fixed);
  EXPECT_NE(replayText(*fixed).find("dungeon corpus fixed " + hash), std::string::npos);
  // Moving it is refused while it still fails, and done once it passes.
  const Result<fs::path> early = markFixed(dir_, hash, "wider bands", checks::standardBands());
  ASSERT_FALSE(early.ok());
  EXPECT_NE(early.error().message.find("it still fails: band M14"), std::string::npos);
  const Result<fs::path> moved = markFixed(dir_, hash, "wider bands", noBands());
  ASSERT_TRUE(moved.ok()) << moved.error().format();
  EXPECT_EQ(*moved, dir_ / "passing" / (hash + ".sheet"));
  EXPECT_FALSE(fs::exists(dir_ / "failing" / (hash + ".sheet")));
  EXPECT_EQ(replayCorpus(dir_, noBands())->broken, 0);
  // Under the old bands it fails again: the replay says so.
  const Result<Replay> again = replayCorpus(dir_, checks::standardBands());
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->broken, 1);
  EXPECT_NE(replayText(*again).find("passing/" + hash + ".sheet: fails again: band M14"),
            std::string::npos)
      << replayText(*again);
}

TEST_F(Corpus, AnEntryFailingAnotherWayIsReported) {
  const Result<AddOutcome> added =
      addToCorpus(dir_, checkFailure(), "a test", checks::standardBands());
  ASSERT_TRUE(added.ok());
  std::string text = testing::loadFile(added->file.string());
  text = "; failure: check walls: somewhere else" + text.substr(text.find('\n'));
  std::ofstream(added->file) << text;
  const Result<Replay> replay = replayCorpus(dir_, checks::standardBands());
  ASSERT_TRUE(replay.ok());
  EXPECT_EQ(replay->broken, 1);
  EXPECT_NE(replayText(*replay).find("fails another way: was 'check walls: somewhere else', now"),
            std::string::npos)
      << replayText(*replay);
}

TEST_F(Corpus, AnEditedSheetAndAStrayFileAreRefused) {
  const Result<AddOutcome> added =
      addToCorpus(dir_, checkFailure(), "a test", checks::standardBands());
  ASSERT_TRUE(added.ok());
  std::string text = testing::loadFile(added->file.string());
  const size_t seed = text.find("\nseed ");
  ASSERT_NE(seed, std::string::npos);
  text = text.substr(0, seed + 6) + "1" + text.substr(seed + 6);
  EXPECT_FALSE(readCorpusEntry(text, added->file).ok());
  const Result<CorpusEntry> edited = readCorpusEntry(text, added->file);
  EXPECT_NE(edited.error().message.find("not to its name"), std::string::npos);
  std::ofstream(dir_ / "failing" / "notes.txt") << "x\n";
  const Result<Replay> replay = replayCorpus(dir_, checks::standardBands());
  ASSERT_FALSE(replay.ok());
  EXPECT_NE(replay.error().message.find("not a corpus entry"), std::string::npos);
}

}  // namespace
}  // namespace dungeon::sweeps
