// One metric's histogram on the HTML sweep page (docs/sweeps.md), as an inline SVG: bars of the
// kept dungeons' readings per bin, the part of each bar outside the metric's band in its own
// colour, the band as a green strip with its edges, and labels for the axis' ends and the
// tallest bin. Labels are placed from an estimate of their width so that no two overlap and
// none leaves the picture, whatever the readings (all equal, none, no band, a very wide
// range). Integer arithmetic only, so the bytes are the same on every run.
#pragma once

#include <string>
#include <string_view>

#include "render/canvas.h"
#include "sweeps/summary.h"

namespace dungeon::cli {

// The colours of the bars and the band, which the page's key names too.
inline constexpr render::Rgb kInBandColour{60, 90, 170};
inline constexpr render::Rgb kOutOfBandColour{205, 45, 35};
inline constexpr render::Rgb kBandColour{215, 240, 215};

// A generous estimate of a label's width in pixels at font size `size`: 0.65 em a character,
// a little more than a digit of DejaVu Sans, the sans-serif Debian's browsers fall back to.
int labelWidth(std::string_view text, int size);

std::string histogramSvg(const sweeps::MetricSummary& metric);

}  // namespace dungeon::cli
