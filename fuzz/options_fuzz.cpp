// Fuzz target: the options line (a sheet's `options`, named.txt, the sweep). Any bytes parse
// to valid options or a located error; accepted options write and read back the same.
#include "fuzz/fuzz_input.h"
#include "model/options.h"

using namespace dungeon;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Result<Options> options = parseOptions(fuzz::asText(data, size));
  if (!options) {
    fuzz::require(!options.error().message.empty(), "refused options say why");
    return 0;
  }
  fuzz::require(validateOptions(*options).empty(), "accepted options are valid");
  Result<Options> again = parseOptions(optionsText(*options));
  fuzz::require(again.ok() && *again == *options, "written options read back the same");
  return 0;
}
