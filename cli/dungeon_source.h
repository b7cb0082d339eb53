// Where `dungeon generate --from FILE` finds a dungeon's name, seed and options: a sheet or a
// JSON export (told apart by the first byte that is not a space: '{' is JSON). Errors carry
// the file, line and column.
#pragma once

#include <string>

#include "model/json_options.h"
#include "util/result.h"

namespace dungeon::cli {

// Reads FILE ("-": standard input) and returns the name, seed and options it was made with.
Result<DungeonSource> readDungeonSource(const std::string& file);

}  // namespace dungeon::cli
