// `dungeon golden suggest [--seeds N] [--row OPTIONS]... [--missed] [--dir DIR]`: a golden set
// chosen by coverage (docs/golden.md, "A golden set chosen by coverage"). Generates N candidate
// dungeons per option row, each named cover-ROW-I (its seed the name's hash, as for every named
// dungeon), gathers the ledger points (generator/observers/ledger.h) each hits, and prints how
// today's named list covers the points the candidates hit, then the candidates greedy set cover
// picks (sweeps/set_cover.h: not always the fewest, at most ln(n) + 1 times as many) that, added to
// the list, make it hit every one of them, as named.txt lines; and how many a cover from scratch
// takes. Writes nothing.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>

#include "cli/golden_folder.h"

namespace dungeon::cli {

struct SuggestArgs {
  int seeds = 1000;
  std::vector<std::string> rows;  // options lines; empty: the default rows
  int jobs = 0;
  bool list_missed = false;  // --missed: every point today's list misses, by name
};

// Adds `golden suggest` under `golden`, reading into `args` and `golden_args` (for --dir).
CLI::App* addGoldenSuggest(CLI::App& golden, SuggestArgs& args, GoldenArgs& golden_args);

// Runs it once the golden folder is resolved.
int runGoldenSuggest(const SuggestArgs& args, const GoldenArgs& golden_args);

}  // namespace dungeon::cli
