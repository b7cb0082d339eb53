// Output helpers shared by the subcommands: stdout or atomic file output, output files that
// would share standard output's file, and warning lines.
#include "cli/output.h"

#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <utility>

#include "model/sheet.h"
#include "util/file_io.h"

namespace dungeon::cli {

namespace {

bool sameFile(const struct stat& a, const struct stat& b) {
  return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

bool standardOutputIsRegularFile() {
  struct stat out {};
  return ::fstat(STDOUT_FILENO, &out) == 0 && S_ISREG(out.st_mode);
}

// A regular file with no write bit in its mode (root may write any file, so the bits are asked
// too) or that this user may not write: writeFileAtomically refuses to replace it.
bool readOnlyFile(const std::string& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0 || !S_ISREG(info.st_mode)) return false;
  constexpr mode_t kAnyWriteBit = S_IWUSR | S_IWGRP | S_IWOTH;
  return (info.st_mode & kAnyWriteBit) == 0 || ::access(path.c_str(), W_OK) != 0;
}

}  // namespace

bool namesStandardOutput(const std::string& path) {
  if (path == "-") return true;
  struct stat out {};
  struct stat named {};
  // stat follows every link, /proc/self/fd/1's too (which readlink shows as "pipe:[N]").
  return ::fstat(STDOUT_FILENO, &out) == 0 && ::stat(path.c_str(), &named) == 0 &&
         sameFile(out, named);
}

void reportStandardOutputFailure() {
  static bool reported = false;
  if (reported) return;
  reported = true;
  fmt::print(stderr, "dungeon: error: cannot write to standard output: {}\n",
             std::strerror(errno != 0 ? errno : EIO));
}

bool writeOutput(const std::string& path, std::string_view bytes) {
  if (path.empty() || namesStandardOutput(path)) {
    const bool written = std::fwrite(bytes.data(), 1, bytes.size(), stdout) == bytes.size();
    if (written && std::fflush(stdout) == 0) return true;
    reportStandardOutputFailure();
    return false;
  }
  if (auto why = writeFileAtomically(path, bytes); !why.empty()) {
    fmt::print(stderr, "{}: error: {}\n", path, why);
    return false;
  }
  return true;
}

bool takesStandardOutput(const std::vector<OutputFile>& files) {
  return std::any_of(files.begin(), files.end(), [](const OutputFile& file) {
    return !file.path.empty() && namesStandardOutput(file.path);
  });
}

std::FILE* reportStream(const std::vector<OutputFile>& files) {
  return takesStandardOutput(files) ? stderr : stdout;
}

bool writeReport(const std::vector<OutputFile>& files, std::string_view text) {
  if (reportStream(files) == stdout) return writeOutput("", text);
  // Standard error is where a failure would be told; when it fails too, nothing can be.
  return std::fwrite(text.data(), 1, text.size(), stderr) == text.size() &&
         std::fflush(stderr) == 0;
}

std::string unwritableOutput(const std::vector<OutputFile>& files) {
  namespace fs = std::filesystem;
  for (const OutputFile& file : files) {
    if (file.path.empty() || namesStandardOutput(file.path)) continue;
    std::error_code error;
    const fs::file_status status = fs::symlink_status(file.path, error);
    if (fs::is_directory(status)) {
      return fmt::format("{} {}: is a folder, not a file", file.flag, file.path);
    }
    if (fs::exists(status) && !fs::is_regular_file(status)) continue;  // a device, FIFO or link
    const fs::path path(file.path);
    const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
    if (!fs::is_directory(folder, error)) {
      return fmt::format("{} {}: no folder {}", file.flag, file.path, folder.string());
    }
    if (::access(folder.c_str(), W_OK) != 0) {
      return fmt::format("{} {}: cannot write in {}: {}", file.flag, file.path, folder.string(),
                         std::strerror(errno));
    }
    if (readOnlyFile(file.path)) {
      return fmt::format("{} {}: {} is read-only: refusing to replace it", file.flag, file.path,
                         file.path);
    }
  }
  return "";
}

bool outputsWritable(std::string_view command, const std::vector<OutputFile>& files) {
  const std::string why = unwritableOutput(files);
  if (why.empty()) return true;
  fmt::print(stderr, "dungeon {}: error: {}\n", command, why);
  return false;
}

std::string sharedStandardOutput(const std::vector<OutputFile>& files, std::string_view report) {
  if (!standardOutputIsRegularFile()) return "";
  std::vector<const OutputFile*> onto;
  for (const OutputFile& file : files) {
    if (!file.path.empty() && namesStandardOutput(file.path)) onto.push_back(&file);
  }
  if (onto.empty() || (onto.size() == 1 && report.empty())) return "";
  const OutputFile& first = *onto.front();
  const std::string also =
      onto.size() > 1 ? onto[1]->flag + " " + onto[1]->path : std::string(report);
  const std::string what = first.path == "-" ? "asks for standard output, which is a file here"
                                             : "names the file standard output goes to";
  return fmt::format(
      "{} {} {}, and {} goes there too: give {} another file, or send standard output elsewhere",
      first.flag, first.path, what, also, first.flag);
}

std::string formatWarning(const InputError& warning) {
  std::string where;
  if (!warning.file.empty()) where = warning.file + ":";
  if (warning.line > 0) where += fmt::format("{}:", warning.line);
  if (warning.line > 0 && warning.column > 0) where += fmt::format("{}:", warning.column);
  if (!where.empty()) where += " ";
  return where + "warning: " + warning.message;
}

}  // namespace dungeon::cli
