// One metric's histogram on the HTML sweep page (docs/sweeps.md), as an inline SVG: bars of the
// kept dungeons' readings per bin, the part of each bar outside the metric's band in its own
// colour, the band as a green strip with its edges, and labels for the axis' ends and the
// tallest bin. Labels are placed from an estimate of their width so that no two overlap and
// none leaves the picture, whatever the readings (all equal, none, no band, a very wide
// range). The compare page overlays two sides' readings the same way. Integer arithmetic only,
// so the bytes are the same on every run.
#pragma once

#include <string>
#include <string_view>

#include "render/canvas.h"
#include "sweeps/summary.h"
#include "sweeps/tally.h"

namespace dungeon::reports {

// The colours of the bars and the band, which the page's key names too.
inline constexpr render::Rgb kInBandColour{60, 90, 170};
inline constexpr render::Rgb kOutOfBandColour{205, 45, 35};
inline constexpr render::Rgb kBandColour{215, 240, 215};
// The compare's overlay: the before readings filled, the after readings outlined on top.
inline constexpr render::Rgb kBeforeColour{160, 180, 215};
inline constexpr render::Rgb kAfterColour{225, 110, 20};

// A generous estimate of a label's width in pixels at font size `size`: 0.65 em a character,
// a little more than a digit of DejaVu Sans, the sans-serif Debian's browsers fall back to.
int labelWidth(std::string_view text, int size);

std::string histogramSvg(const sweeps::MetricSummary& metric);

// The before and after readings on one axis of 24 bins over both: each bar the bin's share of its
// side's readings (so sides of different sizes compare), the before bars filled and the after
// bars outlined over them; values in thousandths when `milli`, else whole numbers.
std::string overlaidHistogramSvg(const sweeps::ValueCounts& before,
                                 const sweeps::ValueCounts& after, bool milli);

}  // namespace dungeon::reports
