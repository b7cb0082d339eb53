// What the commands that keep failing dungeons share (`corpus add`, `reduce --corpus`, `sweep
// --reduce --corpus`): the corpus folder they use and the line each added entry gets.
#pragma once

#include <cstdio>
#include <filesystem>
#include <string>

#include "model/dungeon.h"
#include "model/result.h"

namespace dungeon::cli {

// The folder given, or testing/corpus of the repository the current directory is in.
Result<std::filesystem::path> corpusFolder(const std::string& given);

// Adds `d` to the corpus at `dir` (sweeps/corpus.h addToCorpus) and says on `notes` what
// became of `label`: "corpus: added failing/HASH.sheet (LABEL fails check ...)" or "... is in
// the corpus already". Returns the exit code: 0, 2 when `d` passes, 1 when a write failed; the
// reason said on stderr.
int addAndSay(const std::filesystem::path& dir, const Dungeon& d, const std::string& found_by,
              const std::string& label, std::FILE* notes);

}  // namespace dungeon::cli
