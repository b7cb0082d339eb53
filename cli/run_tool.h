// Running another build's `dungeon` tool, for the compare page's before and after pictures
// (docs/sweeps.md#comparing-two-sweeps): the program is started directly (no shell), its
// standard output is captured, its standard error is dropped. Never throws.
#pragma once

#include <string>
#include <vector>

#include "util/result.h"

namespace dungeon::cli {

// What a program run printed on standard output, and how it ended.
struct ToolOutput {
  std::string out;
  int exit_code = 0;  // 128 + the signal when a signal ended it
};

// Runs `program` with `args`, waits for it and returns what it printed; an InputError naming the
// program when it cannot be started.
Result<ToolOutput> runTool(const std::string& program, const std::vector<std::string>& args);

// "" when `program` is an executable file, else why not.
std::string whyNotExecutable(const std::string& program);

}  // namespace dungeon::cli
