// `dungeon sweep compare BEFORE AFTER [BEFORE AFTER ...]` (docs/sweeps.md#comparing-two-sweeps):
// each side a sweep's JSON report, a part file or a folder of parts; per pair, every reading
// before and after with its test, and with --json, --html and --markdown the same as JSON, a page
// with the histograms overlaid and a pull request's summary. Exit 0 when no reading shifted, 1
// when one did (significant after Holm's correction and past its threshold), 2 on bad input.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

#include "sweeps/compare.h"

namespace dungeon::cli {

struct CompareArgs {
  std::vector<std::string> sides;  // BEFORE AFTER pairs
  std::string json;
  std::string html;
  std::string markdown;
  std::string thresholds;  // "" : the built-in default
  double alpha = sweeps::kDefaultAlpha;
  int resolution = sweeps::kDefaultResolutionPercent;  // percent a resolved reading may hide
  bool paired = false;
  std::string before_label;
  std::string after_label;
  std::string before_tool;  // the before build's dungeon, for the page's pictures
  std::string after_tool;
};

// Adds `compare` under `sweep`.
CLI::App* addCompareCommand(CLI::App& sweep, CompareArgs& args);

int runCompare(const CompareArgs& args);

}  // namespace dungeon::cli
