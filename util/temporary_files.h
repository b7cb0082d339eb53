// The temporary files of the all-or-nothing writes (writeFileAtomically, sheet.h). Each is
// named "<file>.dungeon-tmp-<pid>" beside the file it replaces, <pid> being the writing
// process, so one left behind by a killed run is recognised by its name. A temporary file is
// stale when no process with its pid is alive; the first write a process makes to a folder
// removes the stale ones there, never one whose writer is alive (nor, so, its own).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dungeon {

inline constexpr std::string_view kTemporaryMarker = ".dungeon-tmp-";

// "<path>.dungeon-tmp-<pid>".
std::string temporaryPathFor(const std::string& path, long pid);
// The writer's pid when `file_name` (no folder) is a temporary file's name, else nullopt.
std::optional<long> temporaryWriter(std::string_view file_name);

struct TemporaryFile {
  std::string path;
  long pid = 0;
  bool writer_alive = false;  // a process with that pid exists (perhaps another user's)
};

// The temporary files in `folder` (not its subfolders), sorted by path; none when the folder
// cannot be read.
std::vector<TemporaryFile> temporaryFilesIn(const std::string& folder);

// Removes the stale temporary files of `folder` ("" is the working folder), once per
// folder in this process; later calls for the same folder do nothing. Never fails: a file
// that cannot be removed stays.
void removeStaleTemporaryFiles(const std::string& folder);

}  // namespace dungeon
