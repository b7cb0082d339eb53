// How the generator judges a try: what rejected it, and how good a passing one is. A passing
// try whose goal is glimpsed early (M15) is preferred, and the first such try is kept at once
// (generate.h); among passing tries without it, one whose metrics sit nearer the middle of
// their bands, so the kept dungeon is typical rather than borderline.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "checks/report.h"
#include "model/geometry.h"

namespace dungeon::gen {

// Why one try was kept or thrown away.
struct TryRecord {
  int index = 0;
  bool passed = false;
  std::string rejected_by;     // a hard check id, a metric id ("M3"), or a stage ("layout")
  bool by_stage = false;       // rejected because a stage could not finish (rejected_by names it)
  std::string reason;          // one line, for reports
  std::optional<Place> place;  // where the stage or the first failing check failed, if known
  // The floor (0-based) of the metric that left its band when that rejected the try; -1 for a
  // dungeon-wide metric and for any other verdict.
  int band_floor = -1;
  int64_t score = 0;             // lower is better among passing tries
  bool goal_seen_early = false;  // M15 holds: a passing try with it ends the search
  // The try has what the enabled rows ask of a try (StagePreference, laidWhatWasAsked: with
  // --rising a turning stair and a spiral); a passing try without it cannot end the search and
  // loses to any passing try with it.
  bool laid_what_was_asked = true;
  // False for a try put aside unchecked because it does not see the goal early and a later
  // try that does was kept: no verdict was needed (passed is false, rejected_by empty).
  bool checked = true;
};

// Added to the score of a try without what the enabled rows ask of it (with --rising, a
// turning stair and a spiral), so among passing tries one with it wins; below the unseen goal's
// penalty, which ranks first.
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
