// Fuzz target: a JSON export read back for `dungeon generate --from` (model/json_options.h).
// Any bytes give a name, seed and options or a located error; accepted options are valid and
// their options object reads back the same.
#include <nlohmann/json.hpp>

#include "fuzz/fuzz_input.h"
#include "model/json_options.h"

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
  return 0;
}
