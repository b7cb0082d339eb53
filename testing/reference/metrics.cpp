// The fill of a floor, read again from SPEC (see metrics.h).
#include "testing/reference/metrics.h"

#include <algorithm>
#include <array>

#include "testing/reference/reference.h"

namespace dungeon::reference {
namespace {

// SPEC 3 and 7: open is every square a body may stand in, rock and water not.
int64_t openFraction(const Reference& ref, int f) {
  const DungeonIndex& index = ref.index();
  const Floor& floor = index.floor(f);
  int64_t open = 0;
  for (int y = 0; y < floor.height(); ++y) {
    for (int x = 0; x < floor.width(); ++x) open += index.open({f, {x, y}}) ? 1 : 0;
  }
  return open * 1000 / (int64_t{floor.width()} * floor.height());
}

// The smallest box holding every open square, over the floor.
int64_t openExtent(const Reference& ref, int f) {
  const DungeonIndex& index = ref.index();
  const Floor& floor = index.floor(f);
  int west = floor.width();
  int east = -1;
  int north = floor.height();
  int south = -1;
  for (int y = 0; y < floor.height(); ++y) {
    for (int x = 0; x < floor.width(); ++x) {
      if (!index.open({f, {x, y}})) continue;
      west = std::min(west, x);
      east = std::max(east, x);
      north = std::min(north, y);
      south = std::max(south, y);
    }
  }
  if (east < 0) return 0;
  return int64_t{east - west + 1} * (south - north + 1) * 1000 /
         (int64_t{floor.width()} * floor.height());
}

constexpr std::array<ReferenceMetric, 2> kMetrics = {{
    {"fill.open_fraction", "M2", &openFraction},
    {"fill.open_extent", "M17", &openExtent},
}};

}  // namespace

std::span<const ReferenceMetric> referenceMetrics() {
  return kMetrics;
}

const ReferenceMetric* findReferenceMetric(std::string_view name) {
  const auto found = std::find_if(kMetrics.begin(), kMetrics.end(),
                                  [&](const ReferenceMetric& m) { return m.name == name; });
  return found == kMetrics.end() ? nullptr : &*found;
}

}  // namespace dungeon::reference
