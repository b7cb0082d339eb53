// The corpus of failing dungeons (docs/reliability.md#the-corpus-of-failing-dungeons): reduced
// sheets that failed once, kept with the repository in testing/corpus/ so that a failure found
// by a sweep, a property test or `reduce` is not lost when the generator changes and the same
// seed names another dungeon. An entry is one sheet file named by the XXH3-64 of its canonical
// text, its first lines comments saying how it failed and what found it. Entries in failing/
// must still fail exactly so (reduce.h's failureOf: the check and its reason with the place, the
// walk's stop, or the band); entries in passing/ were fixed on purpose and must pass. Replay
// reads the entries in name order, so its report is the same bytes on every run.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "checks/bands.h"
#include "model/dungeon.h"
#include "util/result.h"

namespace dungeon::sweeps {

inline constexpr std::string_view kFailingEntries = "failing";
inline constexpr std::string_view kPassingEntries = "passing";

struct CorpusEntry {
  std::string failure;   // how it failed when it was added (failureOf)
  std::string found_by;  // the command that found it
  std::string fixed;     // an entry of passing/: why it passes now
  Dungeon dungeon;
};

// The 16 hex digits an entry's file is named by: XXH3-64 of the dungeon's canonical sheet.
std::string corpusHash(const Dungeon& d);

// "failing/HASH.sheet": an entry's file named within its corpus.
std::string corpusEntryLabel(const std::filesystem::path& file);

// An entry's file: "; failure: ...", "; found by: ...", "; fixed: ..." (when set), then the
// canonical sheet.
std::string corpusEntryText(const CorpusEntry& entry);

// Reads an entry's file; `file` names it in errors. Refused: no failure line, a sheet that does
// not read, or a sheet whose hash is not `file`'s name (an entry edited by hand).
Result<CorpusEntry> readCorpusEntry(std::string_view text, const std::filesystem::path& file);

// What a change to the corpus did: the entry's file, or why the request was refused (bad
// input: nothing was written), or the write that failed after it was accepted.
struct CorpusChange {
  std::filesystem::path file;  // the entry written, moved to, or found there already
  std::string failure;         // addToCorpus: how the dungeon fails
  bool changed = false;        // a new entry written, or an entry moved
  std::string refused;
  std::string write_error;
};

// Writes `d`, which must fail (failureOf), into dir/failing/ (atomically; the folder made when
// missing), unless its entry is there already, in failing/ or, fixed, in passing/. Refused:
// `d` passes.
CorpusChange addToCorpus(const std::filesystem::path& dir, const Dungeon& d,
                         const std::string& found_by, const checks::BandTable& bands);

// Moves dir/failing/HASH.sheet to dir/passing/ with `why`, once it passes; a removal that fails
// takes the new copy back, so an entry is never in both folders. Refused: HASH is not 16 hex
// digits, no such entry, an entry that does not read, or it still fails (what it fails).
CorpusChange markFixed(const std::filesystem::path& dir, const std::string& hash,
                       const std::string& why, const checks::BandTable& bands);

// One entry replayed.
struct ReplayLine {
  std::string entry;  // "failing/HASH.sheet"
  bool held = false;  // still fails the same way (failing/) or passes (passing/)
  std::string says;   // what it does now, and what to do when it did not hold
};

struct Replay {
  std::vector<ReplayLine> lines;
  int held = 0;
  int broken = 0;
};

// Replays every entry of dir/failing and dir/passing (either may be missing). Errors: an entry
// that does not read, or a file in them that is not an entry (HASH.sheet).
Result<Replay> replayCorpus(const std::filesystem::path& dir, const checks::BandTable& bands);

// The report: a line per entry that did not hold (with what to do), then "corpus: N entries
// held (F failing the same way, P passing)" or "corpus: B of N entries did not hold".
std::string replayText(const Replay& replay);

// The testing/corpus folder of the nearest folder at or above `start` that has one. None: an
// error that says to give it with --dir.
Result<std::filesystem::path> findCorpusDir(const std::filesystem::path& start);

}  // namespace dungeon::sweeps
