// A sheet file read through the sim's import, its warnings printed.
#include "cli/sheet_file.h"

#include <fmt/format.h>

#include <cstdio>
#include <utility>

#include "cli/output.h"
#include "sim/live/import.h"

namespace dungeon::cli {

Result<Dungeon> readSheetFile(const std::string& file) {
  Result<sim::Imported> sheet = sim::importSheetFile(file);
  if (!sheet) return sheet.error();
  for (const InputError& warning : sheet->warnings) {
    fmt::print(stderr, "{}\n", formatWarning(warning));
  }
  return std::move(sheet->dungeon);
}

}  // namespace dungeon::cli
