// The sweep report as one self-contained HTML page (docs/sweeps.md): per metric a histogram of
// the kept dungeons' readings with its band drawn on it and the raw tries the band rejected
// beside it; the rejections ranked; floors per topology; and the failing seeds with the
// command that reproduces each and a picture of its dungeon. Inline SVG and CSS only: no
// script, nothing fetched. Integer arithmetic only, so the bytes are the same on every run.
#pragma once

#include <string>

#include "sweeps/summary.h"

namespace dungeon::cli {

// How many failing seeds get a picture (regenerated); the rest are listed without one.
inline constexpr int kMaxFailurePictures = 12;

std::string sweepHtml(const sweeps::SweepSummary& summary);

}  // namespace dungeon::cli
