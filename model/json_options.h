// The JSON export's options and its identity read back: the options object is written and
// read through the options table (options.h), a key per row that is on, so every row, a row
// added later too, reaches the export with no change here; and the name, seed and options of
// an export are read back with the options line's checks and messages, so `dungeon generate
// --from FILE.json` makes the same dungeon again (docs/json.md). Reading never throws; every
// refusal is an InputError with the file, line and column of the offending key or byte.
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <span>
#include <string>
#include <string_view>

#include "model/options.h"
#include "util/result.h"

namespace dungeon {

// The export's version: 2 since the options object holds every row of the table.
inline constexpr int kJsonExportVersion = 2;

// The options object: for each row that is on, in table order, its name and its value as the
// options line writes it: a whole number as a number ("floors": 3), a size or a name as a
// string ("size": "40x40"), a flag or a bare optional number as true ("rising": true,
// "mine": true), an optional number given as a number ("mine": 2).
nlohmann::ordered_json optionsJson(const Options& options,
                                   std::span<const OptionRow> rows = optionRows());

// What makes a dungeon again: its name, seed and options.
struct DungeonSource {
  std::string name;
  uint64_t seed = 0;
  Options options;
};

// Reads the name, seed and options of a JSON export (the rest of the export is not read).
// `file` names the text in errors.
Result<DungeonSource> readJsonSource(std::string_view text, std::string_view file,
                                     std::span<const OptionRow> rows = optionRows());

}  // namespace dungeon
