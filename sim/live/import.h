// The import: the one way a sheet (or a JSON export) becomes a dungeon for the sim (`dungeon
// check`, `dungeon walk`, `dungeon render`, scenarios). It reads the sheet, gives every one-way
// door that needs one the importer's side (door_sides.h), and returns every warning with the
// sheet's file, line and column. A door gets one warning at most: a side the import picks is
// reported once, at the door's line, naming the side, and replaces the reader's "has no opens_from"
// warning for that door.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/dungeon.h"
#include "util/result.h"

namespace dungeon::sim {

struct Imported {
  Dungeon dungeon;                   // every one-way door that could get a side has one
  std::vector<InputError> warnings;  // by line, then column
};

// Reads sheet text. `file` names it in errors and warnings. On failure the error is the
// reader's (file:line:col and a reason); nothing is resolved.
Result<Imported> importSheet(std::string_view text, std::string_view file);
// Reads a sheet or a JSON export (told apart by looksLikeJson, json_sheet.h): the export is read
// as the sheet it was written from, and its errors and warnings are placed in the JSON.
Result<Imported> importDungeonText(std::string_view text, std::string_view file);
// Reads the file ('-' is standard input), a sheet or a JSON export, and imports it.
Result<Imported> importSheetFile(const std::string& path);

}  // namespace dungeon::sim
