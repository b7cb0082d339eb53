// Random generation options (see random_options.h).
#include "testing/random_options.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>

#include "generator/floors/topology.h"

namespace dungeon::testing {
namespace {

// The option word of one row, or "" for a row left off: whole numbers over their range, sizes
// from `sides`, names from the generator's topologies, flags and optional numbers on or off.
rc::Gen<std::string> genWord(const OptionRow& row, const rc::Gen<std::pair<int, int>>& sides) {
  const std::string name(row.name);
  switch (row.kind) {
    case OptionKind::kWhole:
      return rc::gen::map(rc::gen::inRange(row.min, row.max + 1),
                          [name](int n) { return fmt::format("{}={}", name, n); });
    case OptionKind::kSize:
      return rc::gen::map(sides, [name](std::pair<int, int> wh) {
        return fmt::format("{}={}x{}", name, wh.first, wh.second);
      });
    case OptionKind::kName:
      return rc::gen::oneOf(
          rc::gen::just(std::string()),
          rc::gen::map(rc::gen::elementOf(gen::topologyNames()), [name](std::string_view topology) {
            return fmt::format("{}={}", name, topology);
          }));
    case OptionKind::kFlag:
      return rc::gen::element(std::string(), name);
    case OptionKind::kOptionalWhole:
      return rc::gen::oneOf(rc::gen::element(std::string(), name),
                            rc::gen::map(rc::gen::inRange(row.min, row.max + 1),
                                         [name](int n) { return fmt::format("{}={}", name, n); }));
  }
  return rc::gen::just(std::string());
}

}  // namespace

rc::Gen<Options> genOptionsUpTo(int most) {
  return genOptions(rc::gen::pair(rc::gen::inRange(kMinFloorSide, most + 1),
                                  rc::gen::inRange(kMinFloorSide, most + 1)));
}

rc::Gen<Options> genOptions(rc::Gen<std::pair<int, int>> sides) {
  return rc::gen::exec([sides] {
    for (;;) {
      std::string words;
      for (const OptionRow& row : optionRows()) {
        const std::string word = *genWord(row, sides);
        if (!word.empty()) words += (words.empty() ? "" : " ") + word;
      }
      if (Result<Options> options = parseOptions(words); options) return *options;
    }
  });
}

rc::Gen<std::pair<int, int>> genSizeClassSides(SizeClassWeights weights) {
  const auto square = [](int side) { return rc::gen::just(std::pair<int, int>{side, side}); };
  const auto weight = [](int w) { return static_cast<size_t>(std::max(w, 1)); };
  return rc::gen::weightedOneOf<std::pair<int, int>>(
      {{weight(weights.small), rc::gen::pair(rc::gen::inRange(16, 33), rc::gen::inRange(16, 33))},
       {weight(weights.standard), square(40)},
       {weight(weights.large), square(96)},
       {weight(weights.huge), square(256)}});
}

}  // namespace dungeon::testing
