// The rate table in use. A rate variant compiles this file again with DUNGEON_RATE_FIELD and
// DUNGEON_RATE_VALUE set (cli/CMakeLists.txt, HARNESS_RATE_VARIANTS) and links it before the
// generator's library, so its kRates and rateVariant() are the ones the linker takes and this
// file's object in the library is never pulled in; the tool itself never defines them.
#include "generator/core/rates.h"

namespace dungeon::gen {
namespace {

constexpr Rates ratesInUse() {
  Rates rates;
#ifdef DUNGEON_RATE_FIELD
  rates.DUNGEON_RATE_FIELD = DUNGEON_RATE_VALUE;
#endif
  return rates;
}

}  // namespace

constinit const Rates kRates = ratesInUse();

std::string_view rateVariant() {
#ifdef DUNGEON_RATE_VARIANT
  return DUNGEON_RATE_VARIANT;
#else
  return "";
#endif
}

}  // namespace dungeon::gen
