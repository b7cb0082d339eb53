// The compare's HTML page (docs/sweeps.md#comparing-two-sweeps): one self-contained page with,
// per pair of sweeps, the before and after histograms of every distribution overlaid on one axis
// (sweep_histogram.h), the shares and mixes in a table, the paired view with the seeds that
// moved most, each with its reproduce line and, when both builds' tools were given, a picture of
// its before and after dungeons side by side with the changed squares marked; then the verdict.
// Inline SVG and CSS only; the same comparison and pictures give the same bytes.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>

#include "sweeps/compare.h"

namespace dungeon::reports {

// How many of the seeds that moved most get a picture, per pair of sweeps.
inline constexpr int kComparePictures = 6;

// Pictures of moved seeds: (sweep index, seed) -> an SVG, or a line saying why there is none.
struct ComparePictures {
  std::map<std::pair<size_t, uint64_t>, std::string> svg;
  std::string missing;  // why seeds have no picture ("" when every listed seed has one)
};

std::string compareHtml(const sweeps::Comparison& comparison, const ComparePictures& pictures);

}  // namespace dungeon::reports
