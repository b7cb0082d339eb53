// Band calibration (docs/bands.md): the metric values of raw tries (the first four tries of
// each seed, built with no band table) that pass every hard check, over seeds the standard
// sweeps never use, and from them a proposed band per metric: [1st, 99th percentile], for the
// floor count and the floor-size class (checks/bands_size_class.h) calibrated. The output is
// rows of the band table's format, ready to review and paste into checks/bands.txt; a band
// that no raw try leaves is flagged, since it shapes nothing.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/dungeon.h"
#include "util/work_counter.h"

namespace dungeon::sweeps {

// The calibration seeds start here; the standard sweeps start at seed 1.
inline constexpr uint64_t kFirstCalibrationSeed = 1000000;
inline constexpr int kCalibrationTriesPerSeed = 4;

struct CalibrationConfig {
  Options options;  // floors and size; topology left to the generator
  int seeds = 1000;
  uint64_t first = kFirstCalibrationSeed;
};

// One metric reading of a good raw try; value in thousandths.
struct TryReading {
  std::string metric;  // "M3"
  int64_t value = 0;
};

// A band proposed from the good raw tries, and how many of them it would reject.
struct ProposedBand {
  std::string metric;
  int64_t lo = 0;  // thousandths: the 1st percentile of every reading
  int64_t hi = 0;  // the 99th percentile
  int64_t min = 0;
  int64_t max = 0;
  int readings = 0;
  int rejected = 0;  // good raw tries with a reading of this metric outside [lo, hi]
};

// Proposed bands, in checks::metrics() order, one per metric with any reading, from the good
// raw tries' readings (`tries[i]` holds every reading of try i, each floor's and the dungeon's).
std::vector<ProposedBand> proposeBands(const std::vector<std::vector<TryReading>>& tries);

// Band table rows (after a comment saying how many raw tries they come from and the class),
// one per proposed band; a row whose band rejects no good raw try says so in a comment.
std::string formatCalibration(const CalibrationConfig& config,
                              const std::vector<ProposedBand>& bands, int good, int raw);

// Runs the calibration and returns formatCalibration's rows; counts each finished seed in
// `progress` when given (its total is set to the seed count).
std::string calibrateBands(const CalibrationConfig& config, WorkCounter* progress = nullptr);

}  // namespace dungeon::sweeps
