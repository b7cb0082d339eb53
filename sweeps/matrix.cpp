// The matrix's cells, their sweeps and their report (matrix.h). The pairwise cells are chosen
// greedily from the full product in its order: each next cell is the one holding the most
// pairs not yet held, the cheaper (fewer floors times squares) on a tie, so the choice is
// deterministic and the large cells are few.
#include "sweeps/matrix.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <set>
#include <span>
#include <stdexcept>
#include <string>

#include "checks/bands.h"
#include "checks/metrics.h"
#include "sweeps/sweep.h"
#include "util/counted.h"

namespace dungeon::sweeps {
namespace {

// The option rows the matrix sweeps, in the table's order.
std::vector<const OptionRow*> sweptRows() {
  std::vector<const OptionRow*> rows;
  for (const OptionRow& row : optionRows()) {
    if (row.swept) rows.push_back(&row);
  }
  return rows;
}

// A swept option's value in `cell`: its word on the options line, or "no-NAME" when it is off.
std::string sweptValue(const OptionRow& row, const MatrixCell& cell) {
  const std::optional<std::string> value = row.text(cell);
  return value ? optionWord(row, *value) : fmt::format("no-{}", row.name);
}

int64_t costOf(const MatrixCell& cell) {
  return int64_t{cell.floors} * cell.width * cell.height;
}

// The cells that take each value of every option of `rows` in turn, after the options of `line`
// (an options line of the rows swept before them). A word the option table sweeps and its own
// reader refuses is a fault of the table, not of input.
void addProduct(std::span<const OptionRow* const> rows, const std::string& line,
                std::vector<MatrixCell>& cells) {
  const Result<Options> before = parseOptions(line);
  if (!before) throw std::logic_error("a swept option word is refused: " + before.error().message);
  if (rows.empty()) {
    cells.push_back(*before);
    return;
  }
  for (const std::string& word : rows.front()->swept(*before)) {
    const std::string longer = word.empty() || line.empty() ? line + word : line + " " + word;
    addProduct(rows.subspan(1), longer, cells);
  }
}

std::vector<MatrixCell> fullProduct() {
  std::vector<MatrixCell> cells;
  addProduct(sweptRows(), "", cells);
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

std::string matrixCellName(const MatrixCell& cell) {
  return optionsText(cell);
}

std::vector<MatrixCell> matrixCells(MatrixScope scope) {
  const std::vector<MatrixCell> full = fullProduct();
  return scope == MatrixScope::kFull ? full : pairwise(full);
}

std::vector<std::string> matrixPairsOf(const MatrixCell& cell) {
  static const std::vector<const OptionRow*> rows = sweptRows();
  std::vector<std::string> pairs;
  for (size_t a = 0; a < rows.size(); ++a) {
    for (size_t b = a + 1; b < rows.size(); ++b) {
      pairs.push_back(sweptValue(*rows[a], cell) + " " + sweptValue(*rows[b], cell));
    }
  }
  return pairs;
}

MatrixCellResult runMatrixCell(const MatrixCell& cell, int seeds, uint64_t first, int jobs) {
  SweepConfig config;
  config.options = cell;
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
