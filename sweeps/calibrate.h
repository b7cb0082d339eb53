// Band calibration (docs/bands.md): the metric values of raw tries (the first four tries of
// each seed, built with no band table) that pass every hard check, over seeds the standard
// sweeps never use, and from them a proposed band per metric: [1st, 99th percentile]. The
// output is rows of the band table's format, ready to review and paste into checks/bands.txt.
#pragma once

#include <cstdint>
#include <string>

#include "model/dungeon.h"

namespace dungeon::sweeps {

// The calibration seeds start here; the standard sweeps start at seed 1.
inline constexpr uint64_t kFirstCalibrationSeed = 1000000;
inline constexpr int kCalibrationTriesPerSeed = 4;

struct CalibrationConfig {
  Options options;  // floors and size; topology left to the generator
  int seeds = 1000;
  uint64_t first = kFirstCalibrationSeed;
};

// Band table rows (with a comment saying how many raw tries they come from), one per metric
// that had any reading.
std::string calibrateBands(const CalibrationConfig& config);

}  // namespace dungeon::sweeps
