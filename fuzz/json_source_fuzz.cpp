// Fuzz target: a JSON export read back for `dungeon generate --from` (model/json_options.h)
// and whole, as the sheet it was written from (model/json_sheet.h). Any bytes give a name, seed
// and options or a located error; accepted options are valid and their options object reads
// back the same; the sheet made from an export reads as a dungeon or refuses with an error
// placed at a line and column of the JSON.
#include <nlohmann/json.hpp>

#include "fuzz/fuzz_input.h"
#include "model/json_options.h"
#include "model/json_sheet.h"
#include "model/sheet.h"

using namespace dungeon;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const Result<DungeonSource> source = readJsonSource(fuzz::asText(data, size), "in.json");
  if (!source) {
    const InputError& error = source.error();
    fuzz::require(!error.message.empty() && error.line >= 1 && error.column >= 1,
                  "refused exports say why and where");
    return 0;
  }
  fuzz::require(validateOptions(source->options).empty(), "accepted options are valid");
  nlohmann::ordered_json again = {{"format", "dungeon-json"},
                                  {"version", kJsonExportVersion},
                                  {"name", source->name},
                                  {"seed", std::to_string(source->seed)},
                                  {"options", optionsJson(source->options)}};
  const Result<DungeonSource> reread = readJsonSource(again.dump(2), "again.json");
  fuzz::require(reread.ok() && reread->options == source->options && reread->seed == source->seed &&
                    reread->name == source->name,
                "written options read back the same");
  const Result<JsonSheet> sheet = sheetOfJson(fuzz::asText(data, size), "in.json");
  if (!sheet) {
    fuzz::require(sheet.error().line >= 1 && sheet.error().column >= 1, "refused floors say where");
    return 0;
  }
  const Result<ReadSheet> read = readSheet(sheet->sheet(), "in.sheet");
  if (!read) {
    const InputError placed = sheet->placed(read.error());
    fuzz::require(placed.file == "in.json" && placed.line >= 1 && placed.column >= 1,
                  "the reader's refusals are placed in the JSON");
  }
  return 0;
}
