// Reads a dungeon's name, seed and options from a sheet or a JSON export (dungeon_source.h).
#include "cli/dungeon_source.h"

#include "model/sheet.h"

#include "model/json_sheet.h"
#include "util/file_io.h"

namespace dungeon::cli {

Result<DungeonSource> readDungeonSource(const std::string& file) {
  const Result<std::string> text = readFile(file);
  if (!text) return text.error();
  if (looksLikeJson(*text)) return readJsonSource(*text, file);
  Result<ReadSheet> sheet = readSheet(*text, file);
  if (!sheet) return sheet.error();
  const Dungeon& dungeon = sheet->dungeon;
  return DungeonSource{dungeon.name, dungeon.seed, dungeon.options};
}

}  // namespace dungeon::cli
