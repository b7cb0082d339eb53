// Naming, finding and removing the temporary files of all-or-nothing writes. A pid is alive
// when kill(pid, 0) succeeds or is refused for permission (another user's live process).
#include "util/temporary_files.h"

#include <dirent.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <mutex>
#include <set>

#include <fmt/format.h>

#include "util/text.h"

namespace dungeon {
namespace {

bool processAlive(long pid) {
  if (pid <= 0) return true;  // never a writer's pid: leave such a file alone
  return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

std::string joined(const std::string& folder, std::string_view name) {
  if (folder.empty()) return std::string(name);
  return folder.back() == '/' ? folder + std::string(name) : folder + "/" + std::string(name);
}

}  // namespace

std::string temporaryPathFor(const std::string& path, long pid) {
  return fmt::format("{}{}{}", path, kTemporaryMarker, pid);
}

std::optional<long> temporaryWriter(std::string_view file_name) {
  const size_t marker = file_name.rfind(kTemporaryMarker);
  if (marker == std::string_view::npos || marker == 0) return std::nullopt;
  const std::string_view digits = file_name.substr(marker + kTemporaryMarker.size());
  if (digits.empty() || digits.size() > 10 || digits.front() == '0') return std::nullopt;
  const std::optional<uint64_t> pid = parseUnsigned(digits);
  if (!pid) return std::nullopt;
  return static_cast<long>(*pid);
}

std::vector<TemporaryFile> temporaryFilesIn(const std::string& folder) {
  std::vector<TemporaryFile> found;
  DIR* dir = ::opendir(folder.empty() ? "." : folder.c_str());
  if (dir == nullptr) return found;
  while (const dirent* entry = ::readdir(dir)) {
    const std::optional<long> pid = temporaryWriter(entry->d_name);
    if (!pid) continue;
    found.push_back({joined(folder, entry->d_name), *pid, processAlive(*pid)});
  }
  ::closedir(dir);
  std::sort(found.begin(), found.end(),
            [](const TemporaryFile& a, const TemporaryFile& b) { return a.path < b.path; });
  return found;
}

void removeStaleTemporaryFiles(const std::string& folder) {
  static std::mutex mutex;
  static std::set<std::string> swept;
  {
    const std::lock_guard<std::mutex> lock(mutex);
    if (!swept.insert(folder).second) return;
  }
  for (const TemporaryFile& file : temporaryFilesIn(folder)) {
    if (!file.writer_alive && file.pid != ::getpid()) std::remove(file.path.c_str());
  }
}

}  // namespace dungeon
