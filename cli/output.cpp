// Output helpers shared by the subcommands: stdout or atomic file output, output files that
// would share standard output's file, and warning lines.
#include "cli/output.h"

#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <utility>

#include "model/sheet.h"
#include "sim/live/import.h"

namespace dungeon::cli {

namespace {

bool sameFile(const struct stat& a, const struct stat& b) {
  return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

bool standardOutputIsRegularFile() {
  struct stat out {};
  return ::fstat(STDOUT_FILENO, &out) == 0 && S_ISREG(out.st_mode);
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

bool writeOutput(const std::string& path, std::string_view bytes) {
  if (path.empty() || namesStandardOutput(path)) {
    const bool written = std::fwrite(bytes.data(), 1, bytes.size(), stdout) == bytes.size();
    if (written && std::fflush(stdout) == 0) return true;
    fmt::print(stderr, "dungeon: error: cannot write to standard output: {}\n",
               std::strerror(errno));
    return false;
  }
  if (auto why = writeFileAtomically(path, bytes); !why.empty()) {
    fmt::print(stderr, "{}: error: {}\n", path, why);
    return false;
  }
  return true;
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

Result<Dungeon> readSheetFile(const std::string& file) {
  Result<sim::Imported> sheet = sim::importSheetFile(file);
  if (!sheet) return sheet.error();
  for (const InputError& warning : sheet->warnings) {
    fmt::print(stderr, "{}\n", formatWarning(warning));
  }
  return std::move(sheet->dungeon);
}

}  // namespace dungeon::cli
