// The readings of the metrics that hold a rule of SPEC through their band rather than a hard
// check (docs/rules.md), written again from SPEC for the reference rules: the fill of a floor
// (SPEC 5.2: the layout fills the floor at every size: its open fraction and the open squares'
// bounding box). Each reading is in thousandths, as the checks give metrics (rounded down).
// Model only, like every reference rule.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace dungeon::reference {

class Reference;

struct ReferenceMetric {
  std::string_view name;       // e.g. "fill.open_fraction"
  std::string_view metric_id;  // the checks' metric whose band holds the rule, e.g. "M2"
  // The reading on floor `floor` (0-based), in thousandths.
  int64_t (*value)(const Reference& ref, int floor);
};

// Every metric the reference reads: fill.open_fraction (M2), fill.open_extent (M17).
std::span<const ReferenceMetric> referenceMetrics();

// The metric of that name, or nullptr.
const ReferenceMetric* findReferenceMetric(std::string_view name);

}  // namespace dungeon::reference
