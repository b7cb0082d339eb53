// How the generator judges a try: what rejected it, and how good a passing one is. A passing
// try whose goal is glimpsed early (M15) is preferred, and the first such try is kept at once
// (generate.h); among passing tries without it, one whose metrics sit nearer the middle of
// their bands, so the kept dungeon is typical rather than borderline.
#pragma once

#include <cstdint>
#include <string>

#include "checks/report.h"
#include "generator/generate.h"

namespace dungeon::gen {

// Added to the score of a try that did not lay what --rising asks (a turning stair and a
// spiral), so among passing tries one that did wins; below the unseen goal's penalty, which
// ranks first.
inline constexpr int64_t kNotLaidPenalty = int64_t{1} << 29;

// The try's record from its report, with the place of the first failing hard check when it
// gives one. Lower score is better; failing tries score above all passing ones.
TryRecord judgeTry(int index, const checks::Report& report);

// "M3 critical_path = 130 outside [29, 80] on floor 1" (no floor for a dungeon-wide metric).
// REQUIRES: the reading has a band.
std::string outOfBandText(const checks::MetricReading& reading);

// Sum over banded readings of the distance from the band's middle, in thousandths of the
// band's width.
int64_t centralityScore(const checks::Report& report);

}  // namespace dungeon::gen
