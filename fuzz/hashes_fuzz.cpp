// Fuzz target: the golden hashes file (golden/hashes.txt). Any bytes parse to a table or a
// located error; a table written out parses back to the same table.
#include "fuzz/fuzz_input.h"
#include "golden/golden_dir.h"

using namespace dungeon;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto table = golden::parseHashes(fuzz::asText(data, size), "hashes.txt");
  if (!table) {
    fuzz::require(table.error().line > 0, "a refused hashes file names its line");
    return 0;
  }
  auto again = golden::parseHashes(golden::formatHashes(*table), "hashes.txt");
  fuzz::require(again.ok() && *again == *table, "the written table reads back the same");
  return 0;
}
