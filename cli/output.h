// Small helpers the subcommands share: writing output to stdout or atomically to a file (an
// output naming standard output, "-" or the same file, is written there, never renamed over),
// refusing output files that would share a regular file with the report on standard output,
// printing messages in the "file:line:col: warning: ..." form, reading a sheet with its
// warnings, and the ranges of the flags that are not generation options (SPEC section 10).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/dungeon.h"
#include "model/result.h"

namespace dungeon::cli {

inline constexpr int kMinSeeds = 1;
inline constexpr int kMaxSeeds = 100000;
inline constexpr int kMaxSweepSeeds = 10000000;  // a sweep: 10^7, to be sharded over runners
inline constexpr int kMinJobs = 1;
inline constexpr int kMaxJobs = 256;

// Whether the output path `path` is standard output: "-", or a path to the very file (same
// device and inode) standard output is open on, such as /dev/stdout, whatever that file is (a
// pipe, a terminal, a regular file the shell redirected it to).
bool namesStandardOutput(const std::string& path);

// Writes `bytes` to stdout when `path` is empty or names standard output, else to `path`
// (model/sheet.h's writeFileAtomically). Returns true, or prints what went wrong to stderr and
// returns false; callers then exit 2 (kExitBadInput), whether the file or standard output failed.
bool writeOutput(const std::string& path, std::string_view bytes);

// An option that names a file to write, and the path it was given ("" when not given).
struct OutputFile {
  std::string flag;  // "--json"
  std::string path;
};

// "" when the files can be written as asked, else why not: standard output is a regular file
// and one of them names it while something else is written there too (`report` says what, e.g.
// "the text report"; "" when the command writes nothing else there), or another of the files
// names it as well. Two outputs in one file would leave one of them lost or both mixed. On a
// pipe or a terminal, outputs that go to standard output follow one another, as asked.
std::string sharedStandardOutput(const std::vector<OutputFile>& files, std::string_view report);

// "file:line:col: warning: message".
std::string formatWarning(const InputError& warning);

// Imports the sheet FILE ("-": standard input; sim/live/import.h) and prints each of its warnings
// to stderr with formatWarning.
Result<Dungeon> readSheetFile(const std::string& file);

}  // namespace dungeon::cli
