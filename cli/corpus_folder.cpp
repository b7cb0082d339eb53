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

int addAndSay(const std::filesystem::path& dir, const Dungeon& d, const std::string& found_by,
              const std::string& label, std::FILE* notes) {
  const Result<sweeps::AddOutcome> added =
      sweeps::addToCorpus(dir, d, found_by, checks::standardBands());
  if (!added) {
    const InputError& error = added.error();
    if (error.file.empty()) {
      fmt::print(stderr, "dungeon corpus: error: {}: {}\n", label, error.message);
      return kExitBadInput;
    }
    fmt::print(stderr, "{}\n", error.format());
    return kExitWriteFailed;
  }
  const std::string entry = std::filesystem::relative(added->file, dir).string();
  if (added->added) {
    fmt::print(notes, "corpus: added {} ({} fails {})\n", entry, label, added->failure);
  } else {
    fmt::print(notes, "corpus: {} is in the corpus already, as {}\n", label, entry);
  }
  return kExitOk;
}

}  // namespace dungeon::cli
