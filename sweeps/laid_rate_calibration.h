// Calibration of the laid-rate bands (docs/bands.md, "Laid rates"): over the calibration seeds
// (sweeps/calibrate.h: never the standard sweeps'), the share of each thing asked that the kept
// dungeons laid, for every floor class (1, 2, 3 floors with the mine in the middle; four or
// more: stacks of 4 to 8 floors with the mine on any one of them, spread over the seeds),
// floor-size class (at the sizes the metric bands are calibrated at) and with and without a
// mine floor; the mixed secret and the extra loop measured without --rising, the rest with it. A
// band is that share widened by 3.29 standard errors of the calibration's own count either way,
// computed with whole numbers. The output is the table's rows, ready to review and paste into
// sweeps/laid_rates.txt.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "util/work_counter.h"

namespace dungeon::sweeps {

// The band [lo, hi] (thousandths) for `laid` of `asked` (asked > 0): the share, widened by
// kLaidRateZMilli standard errors of a count at (laid + 1) / (asked + 2), so that a share of 0
// or 1 seen still leaves room for what the calibration could not see.
struct ProposedLaidRate {
  int64_t lo = 0;
  int64_t hi = 1000;
};
ProposedLaidRate proposeLaidRate(int64_t laid, int64_t asked);

// Runs the whole calibration from seed `first`, each size over its own count of seeds (or
// `seeds_per_size` each, for a quick look), counting each dungeon made in `progress` when given,
// and returns the table's text: a row per floor count, size class, mine and kind asked.
std::string calibrateLaidRates(uint64_t first, std::optional<int> seeds_per_size,
                               WorkCounter* progress = nullptr);

}  // namespace dungeon::sweeps
