// What the commands that keep failing dungeons share (`corpus add`, `reduce --corpus`, `sweep
// --reduce --corpus`): the corpus folder they use and the line each added entry gets.
#pragma once

#include <cstdio>
#include <filesystem>
#include <string>
#include <string_view>

#include "model/dungeon.h"
#include "sweeps/corpus.h"
#include "util/result.h"

namespace dungeon::cli {

// The folder given, or testing/corpus of the repository the current directory is in.
Result<std::filesystem::path> corpusFolder(const std::string& given);

// The exit code of a change to the corpus (sweeps/corpus.h) by `command` on `label`: 0; 2 when
// it was refused, 1 when a write failed, either said on stderr.
int changeCode(std::string_view command, const sweeps::CorpusChange& change,
               const std::string& label);

// Adds `d` to the corpus at `dir` (sweeps/corpus.h addToCorpus) and says on `notes` what
// became of `label`: "corpus: added failing/HASH.sheet (LABEL fails check ...)" or "... is in
// the corpus already". Returns changeCode's exit code.
int addAndSay(const std::filesystem::path& dir, const Dungeon& d, const std::string& found_by,
              const std::string& label, std::FILE* notes);

}  // namespace dungeon::cli
