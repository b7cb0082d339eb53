// The corpus of failing dungeons: entries written, read, replayed and moved when fixed.
#include "sweeps/corpus.h"

#include <fmt/format.h>

#include <algorithm>
#include <system_error>

#include "model/counted.h"
#include "model/hash.h"
#include "model/sheet.h"
#include "sweeps/reduce.h"

namespace dungeon::sweeps {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kFailureLine = "; failure: ";
constexpr std::string_view kFoundByLine = "; found by: ";
constexpr std::string_view kFixedLine = "; fixed: ";
constexpr std::string_view kEntryExtension = ".sheet";

// One line of text: what a comment line may hold.
std::string oneLine(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  std::replace(text.begin(), text.end(), '\r', ' ');
  return text;
}

// The value of the leading comment line that starts with `key`, or "".
std::string commentValue(std::string_view text, std::string_view key) {
  size_t at = 0;
  while (at < text.size() && text[at] == ';') {
    const size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = text.substr(at, end - at);
    if (line.starts_with(key)) return std::string(line.substr(key.size()));
    at = end + 1;
  }
  return "";
}

std::string entryName(const std::string& hash) {
  return hash + std::string(kEntryExtension);
}

std::string writeEntry(const fs::path& file, const CorpusEntry& entry) {
  std::error_code error;
  fs::create_directories(file.parent_path(), error);
  if (error) return fmt::format("cannot make {}: {}", file.parent_path().string(), error.message());
  return writeFileAtomically(file.string(), corpusEntryText(entry));
}

// The entries of one folder in name order; a missing folder has none.
Result<std::vector<fs::path>> entriesIn(const fs::path& folder) {
  std::vector<fs::path> files;
  std::error_code error;
  if (!fs::exists(folder, error)) return files;
  for (const fs::directory_entry& item : fs::directory_iterator(folder, error)) {
    const fs::path& path = item.path();
    const std::string stem = path.stem().string();
    if (path.extension() != kEntryExtension || stem.size() != 16 ||
        stem.find_first_not_of("0123456789abcdef") != std::string::npos) {
      return InputError{path.string(), 0, 0,
                        "not a corpus entry: entries are named HASH.sheet (16 hex digits)"};
    }
    files.push_back(path);
  }
  if (error) return InputError{folder.string(), 0, 0, "cannot list: " + error.message()};
  std::sort(files.begin(), files.end());
  return files;
}

ReplayLine replayFailing(const std::string& name, const CorpusEntry& entry,
                         const checks::BandTable& bands) {
  const std::string now = failureOf(entry.dungeon, bands);
  if (now == entry.failure) return {name, true, "still fails: " + now};
  const std::string hash = fs::path(name).stem().string();
  if (now.empty()) {
    return {name, false,
            fmt::format("now passes (it failed: {}); if that was fixed on purpose, move it with "
                        "`dungeon corpus fixed {} --why TEXT` and say why in the commit",
                        entry.failure, hash)};
  }
  return {name, false, fmt::format("fails another way: was '{}', now '{}'", entry.failure, now)};
}

ReplayLine replayPassing(const std::string& name, const CorpusEntry& entry,
                         const checks::BandTable& bands) {
  const std::string now = failureOf(entry.dungeon, bands);
  if (now.empty()) return {name, true, "passes (fixed: " + entry.fixed + ")"};
  return {name, false, fmt::format("fails again: {} (fixed: {})", now, entry.fixed)};
}

}  // namespace

std::string corpusHash(const Dungeon& d) {
  return hashHex(hashBytes(writeSheet(d)));
}

std::string corpusEntryText(const CorpusEntry& entry) {
  std::string text = fmt::format("{}{}\n{}{}\n", kFailureLine, oneLine(entry.failure), kFoundByLine,
                                 oneLine(entry.found_by));
  if (!entry.fixed.empty()) text += fmt::format("{}{}\n", kFixedLine, oneLine(entry.fixed));
  return text + writeSheet(entry.dungeon);
}

Result<CorpusEntry> readCorpusEntry(std::string_view text, const fs::path& file) {
  CorpusEntry entry;
  entry.failure = commentValue(text, kFailureLine);
  entry.found_by = commentValue(text, kFoundByLine);
  entry.fixed = commentValue(text, kFixedLine);
  if (entry.failure.empty()) {
    return InputError{file.string(), 1, 1, "a corpus entry opens with '; failure: HOW IT FAILED'"};
  }
  Result<ReadSheet> sheet = readSheet(text, file.string());
  if (!sheet) return sheet.error();
  entry.dungeon = std::move(sheet->dungeon);
  if (const std::string hash = corpusHash(entry.dungeon); hash != file.stem().string()) {
    return InputError{file.string(), 0, 0,
                      fmt::format("its sheet hashes to {}, not to its name: an entry is never "
                                  "edited; add the changed sheet as a new one",
                                  hash)};
  }
  return entry;
}

Result<AddOutcome> addToCorpus(const fs::path& dir, const Dungeon& d, const std::string& found_by,
                               const checks::BandTable& bands) {
  AddOutcome outcome;
  outcome.failure = failureOf(d, bands);
  if (outcome.failure.empty()) {
    return InputError{"", 0, 0,
                      "it passes every hard check, the walk and every band: the corpus keeps "
                      "failing dungeons"};
  }
  const std::string name = entryName(corpusHash(d));
  outcome.file = dir / kFailingEntries / name;
  std::error_code error;
  if (fs::exists(outcome.file, error) || fs::exists(dir / kPassingEntries / name, error)) {
    return outcome;
  }
  if (auto why = writeEntry(outcome.file, {outcome.failure, found_by, "", d}); !why.empty()) {
    return InputError{outcome.file.string(), 0, 0, why};
  }
  outcome.added = true;
  return outcome;
}

Result<fs::path> markFixed(const fs::path& dir, const std::string& hash, const std::string& why,
                           const checks::BandTable& bands) {
  const fs::path from = dir / kFailingEntries / entryName(hash);
  Result<std::string> text = readFile(from.string());
  if (!text) return InputError{from.string(), 0, 0, "no such failing entry"};
  Result<CorpusEntry> entry = readCorpusEntry(*text, from);
  if (!entry) return entry.error();
  if (const std::string now = failureOf(entry->dungeon, bands); !now.empty()) {
    return InputError{from.string(), 0, 0, "it still fails: " + now};
  }
  entry->fixed = why;
  const fs::path to = dir / kPassingEntries / entryName(hash);
  if (auto problem = writeEntry(to, *entry); !problem.empty()) {
    return InputError{to.string(), 0, 0, problem};
  }
  std::error_code error;
  if (!fs::remove(from, error)) {
    return InputError{from.string(), 0, 0,
                      "written to passing/ but not removed: " + error.message()};
  }
  return to;
}

Result<Replay> replayCorpus(const fs::path& dir, const checks::BandTable& bands) {
  Replay replay;
  for (const std::string_view folder : {kFailingEntries, kPassingEntries}) {
    Result<std::vector<fs::path>> files = entriesIn(dir / folder);
    if (!files) return files.error();
    for (const fs::path& file : *files) {
      Result<std::string> text = readFile(file.string());
      if (!text) return text.error();
      Result<CorpusEntry> entry = readCorpusEntry(*text, file);
      if (!entry) return entry.error();
      const std::string name = fmt::format("{}/{}", folder, file.filename().string());
      ReplayLine line = folder == kFailingEntries ? replayFailing(name, *entry, bands)
                                                  : replayPassing(name, *entry, bands);
      ++(line.held ? replay.held : replay.broken);
      replay.lines.push_back(std::move(line));
    }
  }
  return replay;
}

std::string replayText(const Replay& replay) {
  std::string text;
  int failing = 0;
  for (const ReplayLine& line : replay.lines) {
    failing += line.entry.starts_with(kFailingEntries);
    if (!line.held) text += fmt::format("{}: {}\n", line.entry, line.says);
  }
  const int entries = static_cast<int>(replay.lines.size());
  if (replay.broken > 0) {
    return text + fmt::format("corpus: {} of {} did not hold\n", replay.broken,
                              counted(entries, "entry", "entries"));
  }
  return text + fmt::format("corpus: {} held ({} failing the same way, {} passing)\n",
                            counted(entries, "entry", "entries"), failing, entries - failing);
}

Result<fs::path> findCorpusDir(const fs::path& start) {
  std::error_code ignored;
  for (fs::path at = fs::absolute(start, ignored);; at = at.parent_path()) {
    if (fs::is_directory(at / "testing" / "corpus", ignored)) return at / "testing" / "corpus";
    if (at == at.parent_path() || at.empty()) break;
  }
  return InputError{"", 0, 0,
                    fmt::format("{} is not inside a repository with testing/corpus/: give the "
                                "corpus folder with --dir DIR",
                                fs::absolute(start, ignored).string())};
}

}  // namespace dungeon::sweeps
