// The corpus of failing dungeons: entries written, read, replayed and moved when fixed.
#include "sweeps/corpus.h"

#include <fmt/format.h>

#include <algorithm>
#include <system_error>

#include "model/sheet.h"
#include "sweeps/reduce.h"
#include "util/counted.h"
#include "util/file_io.h"
#include "util/hash.h"
#include "util/temporary_files.h"

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

// 16 lowercase hex digits: an entry's hash.
bool isEntryHash(std::string_view text) {
  return text.size() == 16 && text.find_first_not_of("0123456789abcdef") == std::string::npos;
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
    const std::string name = path.filename().string();
    // A dot file (.gitkeep) or the temporary file of a killed write is no entry, and no stray.
    if (name.starts_with('.') || temporaryWriter(name)) continue;
    if (path.extension() != kEntryExtension || !isEntryHash(path.stem().string())) {
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
  const std::string now = oneLine(failureOf(entry.dungeon, bands));
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

std::string corpusEntryLabel(const fs::path& file) {
  return (file.parent_path().filename() / file.filename()).string();
}

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

CorpusChange addToCorpus(const fs::path& dir, const Dungeon& d, const std::string& found_by,
                         const checks::BandTable& bands) {
  CorpusChange change;
  change.failure = failureOf(d, bands);
  if (change.failure.empty()) {
    change.refused =
        "it passes every hard check, the walk and every band: the corpus keeps failing dungeons";
    return change;
  }
  const std::string name = entryName(corpusHash(d));
  std::error_code error;
  if (const fs::path fixed = dir / kPassingEntries / name; fs::exists(fixed, error)) {
    change.file = fixed;
    return change;
  }
  change.file = dir / kFailingEntries / name;
  if (fs::exists(change.file, error)) return change;
  change.write_error = writeEntry(change.file, {change.failure, found_by, "", d});
  change.changed = change.write_error.empty();
  return change;
}

CorpusChange markFixed(const fs::path& dir, const std::string& hash, const std::string& why,
                       const checks::BandTable& bands) {
  CorpusChange change;
  if (!isEntryHash(hash)) {
    change.refused = fmt::format("'{}' is no entry's name: 16 hex digits, as in failing/", hash);
    return change;
  }
  const fs::path from = dir / kFailingEntries / entryName(hash);
  Result<std::string> text = readFile(from.string());
  if (!text) {
    change.refused = fmt::format("no failing entry {}", from.string());
    return change;
  }
  Result<CorpusEntry> entry = readCorpusEntry(*text, from);
  if (!entry) {
    change.refused = entry.error().format();
    return change;
  }
  if (const std::string now = failureOf(entry->dungeon, bands); !now.empty()) {
    change.refused = "it still fails: " + now;
    return change;
  }
  entry->fixed = why;
  change.file = dir / kPassingEntries / entryName(hash);
  if (change.write_error = writeEntry(change.file, *entry); !change.write_error.empty()) {
    return change;
  }
  std::error_code error;
  if (!fs::remove(from, error)) {
    fs::remove(change.file, error);
    change.write_error =
        fmt::format("{} could not be removed, so it stays where it was", from.string());
    return change;
  }
  change.changed = true;
  return change;
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
      const std::string name = corpusEntryLabel(file);
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
