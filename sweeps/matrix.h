// The matrix: every combination of the generator's options where systems meet, as sweep
// cells, each swept over a few seeds. The option table says what is swept (model/options.h's
// OptionRow::swept: floors 1..8, a size of each of the four size classes, rising off and on,
// the mine off and on each floor), so an option added there with its swept values is in the
// matrix. The full product is 352 cells; the pairwise cells are a deterministic subset that
// holds every pair of two options' values that the full product holds (44 pairs of floors and
// mine floor among them), small enough for CI. Cells come in a fixed order and are swept one
// after another, each on the sweep's threads, so the report's bytes do not depend on the
// thread count.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/options.h"
#include "sweeps/summary.h"

namespace dungeon::sweeps {

enum class MatrixScope { kPairwise, kFull };

// Seeds per cell when none are asked for: few, since the matrix looks for combinations that
// never work, not for rare seeds (the standard sweeps do that).
inline constexpr int kMatrixPairwiseSeeds = 3;
inline constexpr int kMatrixFullSeeds = 5;

// A cell: the options it generates with.
using MatrixCell = Options;

// "floors=3 size=96x96 rising mine=2", the cell's options line.
std::string matrixCellName(const MatrixCell& cell);

// The cells of the scope, in a fixed order: the full product nests the swept options in the
// option table's order (floors, then size, then rising, then the mine off and on each floor).
std::vector<MatrixCell> matrixCells(MatrixScope scope);

// The values of two swept options that one cell holds, as a key for coverage ("floors=3
// mine=2"; an option left off is "no-NAME").
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
