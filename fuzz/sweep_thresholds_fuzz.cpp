// Fuzz target: the sweep compare's thresholds file. Any bytes parse to thresholds or an error
// with its line and column; accepted thresholds lie within 0..100 points and answer for any id.
#include "fuzz/fuzz_input.h"
#include "sweeps/compare_thresholds.h"

using namespace dungeon;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text = fuzz::asText(data, size);
  Result<sweeps::Thresholds> thresholds = sweeps::parseThresholds(text, "fuzz.txt");
  if (!thresholds) {
    fuzz::require(thresholds.error().line > 0 && thresholds.error().column > 0,
                  "a refused line names its line and column");
    return 0;
  }
  constexpr int64_t kMost = 100 * sweeps::kTenthsPerPoint;
  fuzz::require(thresholds->default_tenths >= 0 && thresholds->default_tenths <= kMost,
                "the default lies within 0..100 points");
  for (const auto& [pattern, tenths] : thresholds->rules) {
    fuzz::require(tenths >= 0 && tenths <= kMost, "a rule lies within 0..100 points");
    fuzz::require(sweeps::thresholdOf(*thresholds, pattern) <= kMost, "a rule answers");
  }
  for (std::string_view id : {"M5", "M5@mine", "things.door.lever", "", "reach.hulk"})
    fuzz::require(sweeps::thresholdOf(*thresholds, id) <= kMost, "every id has a threshold");
  return 0;
}
