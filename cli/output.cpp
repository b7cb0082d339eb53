// Output helpers shared by the subcommands: stdout or atomic file output, and warning lines.
#include "cli/output.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <utility>

#include "model/sheet.h"
#include "sim/import.h"

namespace dungeon::cli {

bool writeOutput(const std::string& path, std::string_view bytes) {
  if (path.empty() || path == "-") {
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
