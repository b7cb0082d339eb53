// Fuzz target: scenario scripts with an inline sheet. Any bytes run to an outcome or a
// located error. A script naming a sheet file is left alone (the file system is not the
// input), so only scripts whose sheet line is a bare `sheet` run.
#include <string>

#include "fuzz/fuzz_input.h"
#include "sim/scenario/scenario.h"

using namespace dungeon;

namespace {

// Whether the first line starting with "sheet" names a file after it.
bool namesSheetFile(std::string_view text) {
  for (size_t pos = 0; pos < text.size();) {
    const size_t end = std::min(text.find('\n', pos), text.size());
    const std::string_view line = text.substr(pos, end - pos);
    if (line.starts_with("sheet")) {
      return line.substr(5).find_first_not_of(' ') != std::string_view::npos;
    }
    pos = end + 1;
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text = fuzz::asText(data, size);
  if (namesSheetFile(text)) return 0;
  Result<sim::ScenarioOutcome> outcome = sim::runScenario(text, "fuzz.scenario");
  if (!outcome) {
    fuzz::require(!outcome.error().message.empty(), "a refused script says why");
  } else if (!outcome->passed()) {
    fuzz::require(!outcome->failure->message.empty(), "a failed scenario says why");
  }
  return 0;
}
