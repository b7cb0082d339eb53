// The corpus folder and the adding of one entry, for every command that keeps failing dungeons.
#include "cli/corpus_folder.h"

#include <fmt/format.h>

#include "checks/bands.h"
#include "cli/command.h"
#include "sweeps/corpus.h"

namespace dungeon::cli {

Result<std::filesystem::path> corpusFolder(const std::string& given) {
  if (!given.empty()) return std::filesystem::path(given);
  std::error_code ignored;
  return sweeps::findCorpusDir(std::filesystem::current_path(ignored));
}

int changeCode(std::string_view command, const sweeps::CorpusChange& change,
               const std::string& label) {
  if (!change.refused.empty()) {
    fmt::print(stderr, "dungeon corpus {}: error: {}: {}\n", command, label, change.refused);
    return kExitBadInput;
  }
  if (!change.write_error.empty()) {
    fmt::print(stderr, "dungeon corpus {}: error: {}: {}\n", command, label, change.write_error);
    return kExitWriteFailed;
  }
  return kExitOk;
}

int addAndSay(const std::filesystem::path& dir, const Dungeon& d, const std::string& found_by,
              const std::string& label, std::FILE* notes) {
  const sweeps::CorpusChange added = sweeps::addToCorpus(dir, d, found_by, checks::standardBands());
  if (const int code = changeCode("add", added, label); code != kExitOk) return code;
  const std::string entry = sweeps::corpusEntryLabel(added.file);
  if (added.changed) {
    fmt::print(notes, "corpus: added {} ({} fails {})\n", entry, label, added.failure);
  } else if (entry.starts_with(sweeps::kPassingEntries)) {
    fmt::print(notes,
               "corpus: {} is in the corpus already, fixed, as {}; the replay reports that it "
               "fails again\n",
               label, entry);
  } else {
    fmt::print(notes, "corpus: {} is in the corpus already, as {}\n", label, entry);
  }
  return kExitOk;
}

}  // namespace dungeon::cli
