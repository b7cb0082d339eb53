// The matrix's cells, their sweeps and their report (matrix.h). The pairwise cells are chosen
// greedily from the full product in its order: each next cell is the one holding the most
// pairs not yet held, the cheaper (fewer floors times squares) on a tie, so the choice is
// deterministic and the large cells are few.
#include "sweeps/matrix.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <iterator>
#include <set>

#include "checks/bands.h"
#include "checks/metrics.h"
#include "sweeps/sweep.h"
#include "util/counted.h"

namespace dungeon::sweeps {
namespace {

std::string parameterValue(const MatrixCell& cell, int parameter) {
  switch (parameter) {
    case 0:
      return fmt::format("floors={}", cell.floors);
    case 1:
      return cell.mine ? fmt::format("mine={}", *cell.mine) : "no-mine";
    case 2:
      return cell.rising ? "rising" : "flat";
    default:
      return std::string(checks::sizeClassName(cell.size_class));
  }
}

int64_t costOf(const MatrixCell& cell) {
  const int64_t side = matrixSideOf(cell.size_class);
  return cell.floors * side * side;
}

std::vector<MatrixCell> fullProduct() {
  std::vector<MatrixCell> cells;
  for (int floors = kMinFloors; floors <= kMaxFloors; ++floors) {
    for (int mine = 0; mine <= floors; ++mine) {
      for (bool rising : {false, true}) {
        for (const checks::SizeClassDef& size : checks::sizeClasses()) {
          cells.push_back(
              {floors, mine == 0 ? std::nullopt : std::optional(mine), rising, size.size_class});
        }
      }
    }
  }
  return cells;
}

// The pairs of `cell` not yet in `held`.
int newPairs(const MatrixCell& cell, const std::set<std::string>& held) {
  int count = 0;
  for (const std::string& pair : matrixPairsOf(cell)) count += held.count(pair) == 0;
  return count;
}

std::vector<MatrixCell> pairwise(const std::vector<MatrixCell>& full) {
  std::set<std::string> wanted;
  for (const MatrixCell& cell : full) {
    for (std::string& pair : matrixPairsOf(cell)) wanted.insert(std::move(pair));
  }
  std::set<std::string> held;
  std::vector<MatrixCell> chosen;
  while (held.size() < wanted.size()) {
    const MatrixCell* best = nullptr;
    int best_new = 0;
    for (const MatrixCell& cell : full) {
      const int fresh = newPairs(cell, held);
      if (fresh > best_new || (fresh == best_new && fresh > 0 && costOf(cell) < costOf(*best))) {
        best = &cell;
        best_new = fresh;
      }
    }
    for (std::string& pair : matrixPairsOf(*best)) held.insert(std::move(pair));
    chosen.push_back(*best);
  }
  // Swept in the full product's order, so a report reads like the full one with rows left out.
  std::vector<MatrixCell> ordered;
  for (const MatrixCell& cell : full) {
    if (std::find(chosen.begin(), chosen.end(), cell) != chosen.end()) ordered.push_back(cell);
  }
  return ordered;
}

}  // namespace

int matrixSideOf(checks::SizeClass size_class) {
  static constexpr std::array<int, checks::kSizeClassCount> kSides = {24, 40, 96, 256};
  return kSides[static_cast<size_t>(size_class)];
}

Options matrixOptionsOf(const MatrixCell& cell) {
  Options options;
  options.floors = cell.floors;
  options.width = options.height = matrixSideOf(cell.size_class);
  options.rising = cell.rising;
  options.mine = cell.mine;
  return options;
}

std::string matrixCellName(const MatrixCell& cell) {
  return optionsText(matrixOptionsOf(cell));
}

std::vector<MatrixCell> matrixCells(MatrixScope scope) {
  const std::vector<MatrixCell> full = fullProduct();
  return scope == MatrixScope::kFull ? full : pairwise(full);
}

std::vector<std::string> matrixPairsOf(const MatrixCell& cell) {
  std::vector<std::string> pairs;
  for (int a = 0; a < kMatrixParameters; ++a) {
    for (int b = a + 1; b < kMatrixParameters; ++b) {
      pairs.push_back(parameterValue(cell, a) + " " + parameterValue(cell, b));
    }
  }
  return pairs;
}

MatrixCellResult runMatrixCell(const MatrixCell& cell, int seeds, uint64_t first, int jobs) {
  SweepConfig config;
  config.options = matrixOptionsOf(cell);
  config.seeds = seeds;
  config.first = first;
  config.jobs = jobs;
  const SweepSummary summary = summarize(runSweep(config), checks::standardBands());
  MatrixCellResult result{cell, seeds, summary.failures, {}};
  std::copy_if(summary.laid_rates.begin(), summary.laid_rates.end(),
               std::back_inserter(result.rates_outside),
               [](const LaidRateVerdict& v) { return !v.within; });
  return result;
}

std::string formatMatrixCell(const MatrixCellResult& result) {
  std::string text = fmt::format("{:<6}{:<44} {} failed of {}\n", result.passed() ? "ok" : "FAIL",
                                 matrixCellName(result.cell), result.failures.size(),
                                 counted(result.seeds, "seed"));
  if (!result.failures.empty()) {
    const FailureLine& first = result.failures.front();
    text += fmt::format("      seed {}: {}\n      reproduce: {}\n", first.seed, first.reason,
                        first.command);
  }
  for (const LaidRateVerdict& v : result.rates_outside) {
    text += fmt::format("      laid rate {}: {} of {}, outside {}\n", gen::idOf(v.asked), v.laid,
                        v.asked_count, laidRateBandText(*v.band));
  }
  return text;
}

std::string formatMatrixTotals(const std::vector<MatrixCellResult>& results, MatrixScope scope) {
  int64_t seeds = 0;
  int64_t failed_seeds = 0;
  int failed_cells = 0;
  for (const MatrixCellResult& result : results) {
    seeds += result.seeds;
    failed_seeds += static_cast<int64_t>(result.failures.size());
    failed_cells += !result.passed();
  }
  return fmt::format("matrix ({}): {}, {}; failed: {} of the cells, {} of the seeds\n",
                     scope == MatrixScope::kFull ? "full product" : "pairwise",
                     counted(static_cast<int64_t>(results.size()), "cell"), counted(seeds, "seed"),
                     failed_cells, failed_seeds);
}

}  // namespace dungeon::sweeps
