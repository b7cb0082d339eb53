// Small helpers the subcommands share: writing output to stdout or atomically to a file (an
// output naming standard output, "-" or the same file, is written there, never renamed over),
// refusing output files that would share a regular file with the report on standard output,
// printing messages in the "file:line:col: warning: ..." form (sheet_file.h reads a sheet with
// its warnings), and the ranges of the flags that are not generation options (SPEC section 10).
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "model/dungeon.h"
#include "util/result.h"

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

// Says on stderr, once per run, that standard output could not be written and why (errno), for
// writeOutput and for the check at the end of every command of what it printed there.
void reportStandardOutputFailure();

// Whether one of the files names standard output (`--json -`): the command's text report then
// goes to standard error, so that a pipe reads that file alone (`| jq`).
bool takesStandardOutput(const std::vector<OutputFile>& files);

// Where a command's text report and notes go: standard output, or standard error when one of
// `files` takes standard output.
std::FILE* reportStream(const std::vector<OutputFile>& files);

// Writes a command's text report to reportStream(files). Returns true; false when it could not
// be written (said on stderr when the report went to stdout; when stderr itself fails, there is
// nowhere left to say it).
bool writeReport(const std::vector<OutputFile>& files, std::string_view text);

// "" when every file given can be written where it names, else why not, naming the option
// (`--json out/r.json: no folder out`), so a long run is refused before its work, not after:
// standard output, an existing device, FIFO or link pass; a folder is refused; a new or regular
// file needs a folder that exists and that this user may write in.
std::string unwritableOutput(const std::vector<OutputFile>& files);
// True when unwritableOutput finds nothing; else prints "dungeon COMMAND: error: WHY" and false.
bool outputsWritable(std::string_view command, const std::vector<OutputFile>& files);

// "file:line:col: warning: message".
std::string formatWarning(const InputError& warning);

}  // namespace dungeon::cli
