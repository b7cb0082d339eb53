// Reading a sheet file for a command that judges or moves through it: through the sim's import
// (sim/live/import.h: one-way door sides and other defaults applied), with each of the
// importer's warnings printed on stderr as "file:line:col: warning: ...".
#pragma once

#include <string>

#include "model/dungeon.h"
#include "util/result.h"

namespace dungeon::cli {

// Imports the sheet FILE ("-": standard input) and prints each of its warnings to stderr with
// formatWarning (output.h). Errors: an unreadable or malformed sheet, with file, line and column.
Result<Dungeon> readSheetFile(const std::string& file);

}  // namespace dungeon::cli
