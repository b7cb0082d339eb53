// The expressive range's heat maps (sweeps/expressive_range.h) as inline SVG, for the sweep page
// and the compare page: one pair's boxes as cells shaded by their readings, and the difference
// of two sides' shares per box in two colours. Every cell with readings carries its box and
// counts as data attributes (data-x and data-y, the box's lower edges in thousandths; data-count,
// or data-before, data-after and data-diff), so a test can read the picture against the JSON
// report. Integer arithmetic only: the same grids give the same bytes.
#pragma once

#include <string>

#include "sweeps/expressive_range.h"

namespace dungeon::reports {

// One side's heat map: white for no readings, darker for more (on a square-root scale).
std::string rangeMapSvg(const sweeps::RangePair& pair, const sweeps::RangeGrid& grid);

// The after side's share of its readings per box less the before side's, in ten-thousandths:
// orange where the after side has more, blue where it has less. REQUIRES: the grids share their
// boxes (sweeps::rangeGrids of both sides).
std::string rangeDifferenceSvg(const sweeps::RangePair& pair, const sweeps::RangeGrid& before,
                               const sweeps::RangeGrid& after);

}  // namespace dungeon::reports
