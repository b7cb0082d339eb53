// `dungeon matrix [--full] [--seeds N] [--first S] [--jobs J] [--list]`: sweeps the option
// matrix's cells (sweeps/matrix.h: pairwise by default, the full product with --full), a line
// per cell as it finishes, then the totals. --list prints each cell's `dungeon sweep` line
// instead, so the same cells can be swept by any build of the tool. Exit 0 when every seed of
// every cell passed, 1 when one failed, 2 for bad input.
#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <memory>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/rates_flag.h"
#include "sweeps/matrix.h"
#include "sweeps/sweep.h"
#include "util/counted.h"

namespace dungeon::cli {
namespace {

struct MatrixArgs {
  bool full = false;
  bool list = false;
  std::optional<int> seeds;
  uint64_t first = 1;
  int jobs = sweeps::kDefaultJobs;
  std::string rates;  // --rates FILE
};

std::string sweepLine(const sweeps::MatrixCell& cell, int seeds, uint64_t first) {
  return fmt::format("dungeon sweep {} --seeds {} --first {}\n",
                     fmt::join(everyOptionFlag(cell), " "), seeds, first);
}

int runMatrix(const MatrixArgs& args) {
  if (!installRatesFile(args.rates, "matrix")) return kExitBadInput;
  const sweeps::MatrixScope scope =
      args.full ? sweeps::MatrixScope::kFull : sweeps::MatrixScope::kPairwise;
  const int seeds =
      args.seeds.value_or(args.full ? sweeps::kMatrixFullSeeds : sweeps::kMatrixPairwiseSeeds);
  const std::vector<sweeps::MatrixCell> cells = sweeps::matrixCells(scope);
  if (args.list) {
    for (const sweeps::MatrixCell& cell : cells)
      fmt::print("{}", sweepLine(cell, seeds, args.first));
    return kExitOk;
  }
  // determinism-ok(time-seed): the wall time, on stderr apart from the report
  const auto start = std::chrono::steady_clock::now();
  std::vector<sweeps::MatrixCellResult> results;
  for (const sweeps::MatrixCell& cell : cells) {
    results.push_back(sweeps::runMatrixCell(cell, seeds, args.first, args.jobs));
    fmt::print("{}", sweeps::formatMatrixCell(results.back()));
    std::fflush(stdout);
  }
  fmt::print("{}", sweeps::formatMatrixTotals(results, scope));
  // determinism-ok(time-seed): the wall time, on stderr apart from the report
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::steady_clock::now() - start)
                      .count();
  fmt::print(stderr, "matrix took {}.{:03} s on {} (not part of the report)\n", ms / 1000,
             ms % 1000, counted(sweeps::effectiveJobs(args.jobs), "job"));
  for (const sweeps::MatrixCellResult& result : results) {
    if (!result.passed()) return kExitFailed;
  }
  return kExitOk;
}

}  // namespace

Command addMatrixCommand(CLI::App& parent) {
  auto args = std::make_shared<MatrixArgs>();
  CLI::App* app = parent.add_subcommand(
      "matrix", "Sweep every combination of floors, mine floor, rising and size class");
  app->add_flag("--full", args->full,
                "Sweep the full product (352 cells) instead of the pairwise cells");
  app->add_option("--seeds", args->seeds, "Seeds per cell (default 3 pairwise, 5 full)")
      ->type_name("N")
      ->check(wholeNumber(1, 100000));
  app->add_option("--first", args->first, "The first seed of every cell")
      ->capture_default_str()
      ->check(wholeNumber(0, UINT64_MAX - 100000));
  app->add_option("--jobs", args->jobs, "Threads (default: one per hardware thread)")
      ->type_name("J")
      ->check(wholeNumber(1, 256));
  app->add_flag("--list", args->list, "Print each cell's dungeon sweep line instead of sweeping");
  addRatesFlag(*app, args->rates);
  return {app, [args] { return runMatrix(*args); }};
}

}  // namespace dungeon::cli
