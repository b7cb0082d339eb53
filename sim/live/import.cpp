// The import of a sheet or a JSON export (import.h): the reader, then the importer's door
// sides, with one warning per door at the door's line on the sheet (or its thing in the JSON).
#include "sim/live/import.h"

#include <algorithm>
#include <utility>

#include "model/json_sheet.h"
#include "model/sheet.h"
#include "sim/live/door_sides.h"
#include "util/file_io.h"

namespace dungeon::sim {
namespace {

// The reader's warnings, less those on the line of a door the import picked a side for.
std::vector<InputError> readerWarningsKept(const ReadSheet& sheet,
                                           const std::vector<DoorSideWarning>& picked) {
  std::vector<InputError> kept;
  for (const InputError& warning : sheet.warnings) {
    const bool replaced = std::any_of(picked.begin(), picked.end(), [&](const auto& door) {
      return sheet.thing_spots[door.thing].line == warning.line;
    });
    if (!replaced) kept.push_back(warning);
  }
  return kept;
}

}  // namespace

Result<Imported> importSheet(std::string_view text, std::string_view file) {
  Result<ReadSheet> sheet = readSheet(text, file);
  if (!sheet) return sheet.error();
  Imported imported{std::move(sheet->dungeon), {}};
  const std::vector<DoorSideWarning> picked = resolveOneWaySides(imported.dungeon);
  imported.warnings = readerWarningsKept(*sheet, picked);
  for (const DoorSideWarning& door : picked) {
    const SheetSpot spot = sheet->thing_spots[door.thing];
    imported.warnings.push_back({std::string(file), spot.line, spot.column, door.message});
  }
  std::stable_sort(imported.warnings.begin(), imported.warnings.end(),
                   [](const InputError& a, const InputError& b) {
                     return std::pair(a.line, a.column) < std::pair(b.line, b.column);
                   });
  return imported;
}

Result<Imported> importDungeonText(std::string_view text, std::string_view file) {
  if (!looksLikeJson(text)) return importSheet(text, file);
  Result<JsonSheet> json = sheetOfJson(text, file);
  if (!json) return json.error();
  Result<Imported> imported = importSheet(json->sheet(), file);
  if (!imported) return json->placed(imported.error());
  for (InputError& warning : imported->warnings) warning = json->placed(warning);
  return imported;
}

Result<Imported> importSheetFile(const std::string& path) {
  Result<std::string> text = readFile(path);
  if (!text) return text.error();
  return importDungeonText(*text, path);
}

}  // namespace dungeon::sim
