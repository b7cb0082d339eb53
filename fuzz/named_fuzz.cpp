// Fuzz target: the list of named dungeons (golden/named.txt). Any bytes parse to a list or
// a located error; every listed name is valid and selects itself.
#include "fuzz/fuzz_input.h"
#include "golden/named_list.h"
#include "model/options.h"

using namespace dungeon;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto list = golden::parseNamedList(fuzz::asText(data, size), "named.txt");
  if (!list) {
    fuzz::require(!list.error().message.empty(), "a refused list says why");
    return 0;
  }
  std::vector<std::string> names;
  for (const golden::NamedDungeon& entry : *list) {
    fuzz::require(golden::validateName(entry.name).empty(), "a listed name is valid");
    fuzz::require(validateOptions(entry.options).empty(), "a listed dungeon's options are valid");
    names.push_back(entry.name);
  }
  auto selected = golden::selectNamed(*list, names);
  fuzz::require(selected.ok() && selected->size() == list->size(), "every name selects itself");
  return 0;
}
