// The sweep report as one self-contained HTML page (docs/sweeps.md), with every section of the
// text report in its order: per metric a histogram of the kept dungeons' readings with its
// band drawn on it, the readings outside it in their own colour, and the raw tries the band
// rejected beside it; the tries; the rejections ranked; floors per topology; the goal seen
// early, the mixed secret and the goal reached by body; the rising counts and each stage's
// sweep facts when the sweep has them; the failing seeds with the command that reproduces each
// and a picture of its dungeon; the stage failures when asked for; the verdict. Inline SVG and
// CSS only: no script, nothing fetched. Integer arithmetic only, so the bytes are the same on
// every run.
#pragma once

#include <string>

#include "render/canvas.h"
#include "sweeps/summary.h"
#include "sweeps/sweep_report.h"

namespace dungeon::reports {

// How many failing seeds get a picture (regenerated); the rest are listed without one.
inline constexpr int kMaxFailurePictures = 12;

// The pages' style sheet (the compare page adds its own rules), and a key's colour swatch.
std::string pageStyle();
std::string swatchOf(render::Rgb colour);

// The page of `summary`, with the sections asked for as the text report has them.
std::string sweepHtml(const sweeps::SweepSummary& summary,
                      const sweeps::ReportSections& sections = {});

}  // namespace dungeon::reports
