// Whole files in and out: an all-or-nothing write through a temporary file and a rename, and a
// whole read. Every file the tool writes goes through writeFileAtomically.
#pragma once

#include <string>
#include <string_view>

#include "util/result.h"

namespace dungeon {

// Writes bytes to `path`. A regular file or a new path is written through a temporary file in
// its folder and a rename (keeping the old file's mode), so an interrupted run never leaves a
// half-written file; the temporary file is "<path>.dungeon-tmp-<pid>" and the first write to a
// folder removes those that killed runs left there (temporary_files.h); a symbolic link's target is
// written that way in the target's folder; a device or FIFO is opened and written in place, never
// replaced. A folder, or a file with no write bit or no write access (so also for root), is
// refused. Returns "" or what went wrong.
std::string writeFileAtomically(const std::string& path, std::string_view bytes);
// Reads a whole file ("-" is standard input).
Result<std::string> readFile(const std::string& path);

}  // namespace dungeon
