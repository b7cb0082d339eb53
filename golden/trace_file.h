// A golden trace file, golden/traces/<name>.trace (docs/golden.md, *The stage trace*): the stage
// trace of a named dungeon (generator/observers/try_trace.h) under a two-line header,
//
//   dungeon-trace 1
//   name <name>
//   <one trace line per row, verdict and the kept try>
//
// written beside its sheet by update and accept and read by check to say why a dungeon moved.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace dungeon::golden {

// The file's text for `name`'s trace lines.
std::string traceFileText(std::string_view name, const std::vector<std::string>& lines);

// The trace lines of a file's text. Errors (file:line:col): a missing or unknown header, another
// name, a line that is not a row, verdict or kept line.
Result<std::vector<std::string>> parseTraceFile(std::string_view text, std::string_view file,
                                                std::string_view name);

}  // namespace dungeon::golden
