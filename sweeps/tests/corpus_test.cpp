// The corpus of failing dungeons in a test's own folder: an added entry reads back and replays
// as failing, a second add keeps one entry (and names a fixed one where it is), a passing
// dungeon is refused, an entry that now passes is reported and moves to passing/ only once it
// passes, a fixed entry that fails again is reported, and edited entries, stray files and bad
// names are refused while dot files and temporary files are passed over. A band failure
// "passes" under an empty band table, which stands in for a fix.
#include "sweeps/corpus.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

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

// A reduced two-floor 256 x 16 dungeon below its band of M14.
Dungeon bandFailure() {
  return testing::loadSheetDungeon("corpus/m14_below_band.sheet");
}

const checks::BandTable& noBands() {
  static const checks::BandTable table = *checks::BandTable::parse("", "no bands");
  return table;
}

class Corpus : public ::testing::Test {
 protected:
  void TearDown() override { fs::remove_all(dir_); }

  // Adds `d` under the standard bands; fails the test when that did not write an entry.
  CorpusChange add(const Dungeon& d, const std::string& found_by = "a test") {
    CorpusChange change = addToCorpus(dir_, d, found_by, checks::standardBands());
    EXPECT_TRUE(change.refused.empty()) << change.refused;
    EXPECT_TRUE(change.write_error.empty()) << change.write_error;
    return change;
  }

  Replay replay(const checks::BandTable& bands) {
    Result<Replay> replay = replayCorpus(dir_, bands);
    EXPECT_TRUE(replay.ok()) << (replay ? "" : replay.error().format());
    return replay ? *replay : Replay{};
  }

  fs::path dir_ = testing::makeTempDir("corpus");
};

TEST_F(Corpus, AnAddedEntryReadsBackAndReplaysAsFailing) {
  const Dungeon d = checkFailure();
  const std::string failure = failureOf(d, checks::standardBands());
  ASSERT_TRUE(failure.starts_with("check ")) << failure;
  const CorpusChange added = add(d);
  EXPECT_TRUE(added.changed);
  EXPECT_EQ(added.file, dir_ / "failing" / (corpusHash(d) + ".sheet"));
  EXPECT_EQ(corpusEntryLabel(added.file), "failing/" + corpusHash(d) + ".sheet");
  const std::string text = testing::loadFile(added.file.string());
  EXPECT_TRUE(text.starts_with("; failure: " + failure + "\n; found by: a test\n")) << text;
  const Result<CorpusEntry> entry = readCorpusEntry(text, added.file);
  ASSERT_TRUE(entry.ok()) << entry.error().format();
  EXPECT_EQ(writeSheet(entry->dungeon), writeSheet(d));
  const Replay replayed = replay(checks::standardBands());
  EXPECT_EQ(replayed.held, 1);
  EXPECT_EQ(replayed.broken, 0);
  EXPECT_EQ(replayText(replayed), "corpus: 1 entry held (1 failing the same way, 0 passing)\n");
}

TEST_F(Corpus, ASecondAddKeepsOneEntryAndAPassingDungeonIsRefused) {
  const Dungeon d = checkFailure();
  add(d, "first");
  const CorpusChange again = add(d, "second");
  EXPECT_FALSE(again.changed);
  EXPECT_NE(testing::loadFile(again.file.string()).find("; found by: first\n"), std::string::npos);
  const CorpusChange passing = addToCorpus(dir_, bandFailure(), "x", noBands());
  EXPECT_NE(passing.refused.find("the corpus keeps failing dungeons"), std::string::npos);
  EXPECT_FALSE(fs::exists(dir_ / "failing" / (corpusHash(bandFailure()) + ".sheet")));
}

TEST_F(Corpus, AnEntryThatNowPassesIsReportedAndMovesOnlyOnceItPasses) {
  const Dungeon d = bandFailure();
  const std::string hash = corpusHash(d);
  add(d, "a sweep");
  // The "fix": no bands. Replayed under it, the entry passes, which the replay must not take.
  const Replay fixed = replay(noBands());
  EXPECT_EQ(fixed.broken, 1);
  EXPECT_NE(replayText(fixed).find("failing/" + hash + ".sheet: now passes (it failed: band M14"),
            std::string::npos)
      << replayText(fixed);
  EXPECT_NE(replayText(fixed).find("dungeon corpus fixed " + hash), std::string::npos);
  // Moving it is refused while it still fails, and done once it passes.
  const CorpusChange early = markFixed(dir_, hash, "wider bands", checks::standardBands());
  EXPECT_NE(early.refused.find("it still fails: band M14"), std::string::npos) << early.refused;
  const CorpusChange moved = markFixed(dir_, hash, "wider bands", noBands());
  ASSERT_TRUE(moved.changed) << moved.refused << moved.write_error;
  EXPECT_EQ(moved.file, dir_ / "passing" / (hash + ".sheet"));
  EXPECT_FALSE(fs::exists(dir_ / "failing" / (hash + ".sheet")));
  EXPECT_EQ(replay(noBands()).broken, 0);
  // Under the old bands it fails again: the replay says so, and adding it again finds it fixed.
  const Replay again = replay(checks::standardBands());
  EXPECT_EQ(again.broken, 1);
  EXPECT_NE(replayText(again).find("passing/" + hash + ".sheet: fails again: band M14"),
            std::string::npos)
      << replayText(again);
  EXPECT_EQ(add(d).file, dir_ / "passing" / (hash + ".sheet"));
  EXPECT_FALSE(fs::exists(dir_ / "failing" / (hash + ".sheet")));
}

TEST_F(Corpus, AnEntryFailingAnotherWayIsReported) {
  const CorpusChange added = add(checkFailure());
  std::string text = testing::loadFile(added.file.string());
  text = "; failure: check walls: somewhere else" + text.substr(text.find('\n'));
  std::ofstream(added.file) << text;
  const Replay replayed = replay(checks::standardBands());
  EXPECT_EQ(replayed.broken, 1);
  EXPECT_NE(replayText(replayed).find("fails another way: was 'check walls: somewhere else', now"),
            std::string::npos)
      << replayText(replayed);
}

TEST_F(Corpus, AnEditedSheetAStrayFileAndABadNameAreRefused) {
  const CorpusChange added = add(checkFailure());
  std::string text = testing::loadFile(added.file.string());
  const size_t seed = text.find("\nseed ");
  ASSERT_NE(seed, std::string::npos);
  text = text.substr(0, seed + 6) + "1" + text.substr(seed + 6);
  const Result<CorpusEntry> edited = readCorpusEntry(text, added.file);
  ASSERT_FALSE(edited.ok());
  EXPECT_NE(edited.error().message.find("not to its name"), std::string::npos);
  // A dot file and a killed write's temporary file are passed over; any other file is refused.
  std::ofstream(dir_ / "failing" / ".gitkeep") << "";
  std::ofstream(dir_ / "failing" / (added.file.filename().string() + ".dungeon-tmp-4242")) << "x";
  EXPECT_EQ(replay(checks::standardBands()).held, 1);
  std::ofstream(dir_ / "failing" / "notes.txt") << "x\n";
  const Result<Replay> stray = replayCorpus(dir_, checks::standardBands());
  ASSERT_FALSE(stray.ok());
  EXPECT_NE(stray.error().message.find("not a corpus entry"), std::string::npos);
  // `fixed` takes an entry's name only: nothing outside failing/ is read, moved or removed.
  const CorpusChange outside = markFixed(dir_, "../passing/x", "why", noBands());
  EXPECT_NE(outside.refused.find("is no entry's name"), std::string::npos) << outside.refused;
  EXPECT_NE(markFixed(dir_, "0123456789abcdef", "why", noBands()).refused.find("no failing entry"),
            std::string::npos);
}

}  // namespace
}  // namespace dungeon::sweeps
