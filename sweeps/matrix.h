// The matrix: every combination of the generator's options where systems meet, as sweep
// cells (floors 1..8, the mine off or on each floor, rising off and on, the four floor-size
// classes), each swept over a few seeds. The full product is 352 cells; the pairwise cells are
// a deterministic subset that holds every pair of two parameters' values that the full product
// holds (44 pairs of floors and mine floor among them), small enough for CI. Cells come in a
// fixed order and are swept one after another, each on the sweep's threads, so the report's
// bytes do not depend on the thread count.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "checks/bands_size_class.h"
#include "model/options.h"
#include "sweeps/summary.h"

namespace dungeon::sweeps {

enum class MatrixScope { kPairwise, kFull };

// Seeds per cell when none are asked for: few, since the matrix looks for combinations that
// never work, not for rare seeds (the standard sweeps do that).
inline constexpr int kMatrixPairwiseSeeds = 3;
inline constexpr int kMatrixFullSeeds = 5;

struct MatrixCell {
  int floors = 1;
  std::optional<int> mine;  // the mine's floor, 1..floors; nullopt: no mine
  bool rising = false;
  checks::SizeClass size_class = checks::SizeClass::kStandard;

  bool operator==(const MatrixCell&) const = default;
};

// The floor size a cell sweeps for its class: 24x24, 40x40, 96x96 and 256x256, each a size
// the class's bands were calibrated near (docs/bands.md).
int matrixSideOf(checks::SizeClass size_class);
// The generation options of a cell.
Options matrixOptionsOf(const MatrixCell& cell);
// "floors=3 size=96x96 rising mine=2", the cell's options line.
std::string matrixCellName(const MatrixCell& cell);

// The cells of the scope, in a fixed order (the full product: floors, then mine off and each
// floor, then rising, then size class).
std::vector<MatrixCell> matrixCells(MatrixScope scope);

// The values of two parameters that one cell holds, as a key for coverage ("floors=3 mine=2").
// Parameters: 0 floors, 1 mine floor (0 for none), 2 rising, 3 size class.
inline constexpr int kMatrixParameters = 4;
std::vector<std::string> matrixPairsOf(const MatrixCell& cell);

struct MatrixCellResult {
  MatrixCell cell;
  int seeds = 0;
  std::vector<FailureLine> failures;  // by seed, with their reproduce lines
  // The laid rates outside their bands (laid_rates.h), in gen::kAllAsked order.
  std::vector<LaidRateVerdict> rates_outside;
  bool passed() const { return failures.empty() && rates_outside.empty(); }
};

// Sweeps one cell over seeds first .. first + seeds - 1 on `jobs` threads.
MatrixCellResult runMatrixCell(const MatrixCell& cell, int seeds, uint64_t first, int jobs);

// The report's line of one cell ("ok    floors=2 size=24x24 mine=1   3 seeds"), then for a
// failing cell its first failing seed's reason and reproduce line.
std::string formatMatrixCell(const MatrixCellResult& result);
// The report's closing lines: how many cells and seeds, and how many of them failed.
std::string formatMatrixTotals(const std::vector<MatrixCellResult>& results, MatrixScope scope);

}  // namespace dungeon::sweeps
