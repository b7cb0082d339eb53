// The determinism set's flags and `determinism hashes` (docs/cli.md#determinism): the hash list
// of the set (golden/determinism_set.h) as this build makes it. The `dungeon` tool and the hash
// tool `dungeon-hash` both add it, so ci/test compares the lists of builds for other compilers,
// standard libraries, architectures and build types with the x86-64 g++ Release build's.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>

#include "golden/determinism_set.h"

namespace dungeon::cli {

struct SetArgs {
  int seeds = golden::kDeterminismSeeds;  // per row
  uint64_t first = 1;
  int jobs = 0;  // 0: one per hardware thread
};

// Adds --seeds, --first and --jobs to `app`.
void addSetOptions(CLI::App& app, SetArgs& args);

// Adds `hashes` under `determinism`, reading `args`.
CLI::App* addDeterminismHashes(CLI::App& determinism, SetArgs& args);

// The set's dungeons for `args`: every row with seeds first .. first + seeds - 1.
std::vector<golden::SetDungeon> chosenSet(const std::vector<golden::SetRow>& rows,
                                          const SetArgs& args);

// Prints the hash list of the set (golden::formatSetHashes). Returns 0 (a generation that
// failed is part of the list, not an error), 2 when standard output could not be written.
int runDeterminismHashes(const SetArgs& args);

}  // namespace dungeon::cli
