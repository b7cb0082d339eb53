// Small helpers the subcommands share: writing output to stdout or atomically to a file,
// printing messages in the "file:line:col: warning: ..." form, reading a sheet with its warnings,
// and the ranges of the flags that are not generation options (SPEC section 10).
#pragma once

#include <string>
#include <string_view>

#include "model/dungeon.h"
#include "model/result.h"

namespace dungeon::cli {

inline constexpr int kMinSeeds = 1;
inline constexpr int kMaxSeeds = 100000;
inline constexpr int kMaxSweepSeeds = 10000000;  // a sweep: 10^7, to be sharded over runners
inline constexpr int kMinJobs = 1;
inline constexpr int kMaxJobs = 256;

// Writes `bytes` to stdout when `path` is empty or "-", else to `path` (model/sheet.h's
// writeFileAtomically). Returns true, or prints what went wrong to stderr and returns false;
// callers then exit 2 (kExitBadInput), whether the file or standard output failed.
bool writeOutput(const std::string& path, std::string_view bytes);

// "file:line:col: warning: message".
std::string formatWarning(const InputError& warning);

// Imports the sheet FILE ("-": standard input; sim/import.h) and prints each of its warnings
// to stderr with formatWarning.
Result<Dungeon> readSheetFile(const std::string& file);

}  // namespace dungeon::cli
