// `dungeon coverage [FILE] [--search N] [--jobs N] [--rates FILE]`: the coverage gate
// (docs/coverage.md). Runs the sweeps FILE names (default ci/coverage-expect.txt), merges their
// ledgers and judges them against the file (sweeps/coverage.h). For each expected point no sweep
// hit, it sweeps on (seeds SEEDS+1 .. SEEDS*N of the sweep that may hit it) and names the first
// seed that does, with the command that makes it. Exit 0 when every expected point is hit and
// every point the sweeps may hit is classified, 1 when not, 2 for a bad file or option.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <memory>
#include <string>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/output.h"
#include "cli/rates_flag.h"
#include "model/sheet.h"
#include "sweeps/coverage.h"
#include "sweeps/tally.h"
#include "util/counted.h"
#include "util/file_io.h"

namespace dungeon::cli {
namespace {

constexpr std::string_view kDefaultFile = "ci/coverage-expect.txt";
constexpr int kDefaultSearch = 10;

struct CoverageArgs {
  std::string file{kDefaultFile};
  int search = kDefaultSearch;
  int jobs = sweeps::kDefaultJobs;
  std::string rates;
};

sweeps::LedgerTally ledgerOfSeeds(const Options& options, uint64_t first, int64_t count, int jobs) {
  sweeps::SweepConfig config;
  config.options = options;
  config.seeds = static_cast<int>(count);
  config.first = first;
  config.jobs = jobs;
  return sweeps::runTally(config, first, count, {}).ledger;
}

// The seeds a larger sweep of `sweep` covers: SEEDS+1 .. SEEDS*N.
std::string searchedSeeds(const CoverageArgs& args, const sweeps::CoverageSweep& sweep) {
  return fmt::format("seeds {}..{} ({})", sweep.seeds + 1, int64_t{sweep.seeds} * args.search,
                     sweep.options_text);
}

// A sweep of the file swept on: its ledger, and the points its options may hit.
struct LargerSweep {
  sweeps::LedgerTally ledger;
  std::vector<std::string> domain;
};

// For each missing point, the first seed of a larger sweep that hits it: each sweep of the file
// whose options may hit the point is swept on (once, whatever the points), in file order, until
// one does.
void reportMissing(const CoverageArgs& args, const sweeps::CoverageExpect& expect,
                   const std::vector<sweeps::ExpectedPoint>& missing) {
  std::map<size_t, LargerSweep> larger;  // sweep index -> its larger sweep
  for (const sweeps::ExpectedPoint& point : missing) {
    std::vector<std::string> searched;
    std::string found;
    for (size_t i = 0; i < expect.sweeps.size() && found.empty() && args.search > 1; ++i) {
      const sweeps::CoverageSweep& sweep = expect.sweeps[i];
      if (!larger.contains(i)) {
        sweeps::LedgerTally ledger =
            ledgerOfSeeds(sweep.options, static_cast<uint64_t>(sweep.seeds) + 1,
                          int64_t{sweep.seeds} * (args.search - 1), args.jobs);
        std::vector<std::string> domain = sweeps::domainOf(ledger, sweep.options);
        larger[i] = {std::move(ledger), std::move(domain)};
      }
      const LargerSweep& on = larger[i];
      if (!std::binary_search(on.domain.begin(), on.domain.end(), point.point)) continue;
      searched.push_back(searchedSeeds(args, sweep));
      if (const auto hit = on.ledger.points.find(point.point); hit != on.ledger.points.end()) {
        const uint64_t seed = hit->second.first_seed;
        found = fmt::format("first hit at seed {} of {}: {}", seed, searchedSeeds(args, sweep),
                            generateCommand(seed, sweep.options));
      }
    }
    if (found.empty() && args.search <= 1) found = "no larger sweep searched (--search 1)";
    if (found.empty() && searched.empty()) found = "no sweep of the file may hit it";
    if (found.empty()) found = fmt::format("not hit by {} either", fmt::join(searched, "; "));
    fmt::print("{}:{}: expected point not hit: {}: {}\n", args.file, point.line, point.point,
               found);
  }
}

int runCoverage(const CoverageArgs& args) {
  if (!installRatesFile(args.rates, "coverage")) return kExitBadInput;
  const Result<std::string> text = readFile(args.file);
  if (!text) {
    fmt::print(stderr, "dungeon coverage: error: {}: {}\n", args.file, text.error().message);
    return kExitBadInput;
  }
  const Result<sweeps::CoverageExpect> expect = sweeps::parseCoverageExpect(*text, args.file);
  if (!expect) {
    fmt::print(stderr, "{}\n", expect.error().format());
    return kExitBadInput;
  }
  sweeps::CoverageSeen seen;
  int64_t seeds = 0;
  for (const sweeps::CoverageSweep& sweep : expect->sweeps) {
    sweeps::addSweepLedger(seen, ledgerOfSeeds(sweep.options, 1, sweep.seeds, args.jobs),
                           sweep.options);
    seeds += sweep.seeds;
  }
  const sweeps::CoverageVerdict verdict = sweeps::judgeCoverage(*expect, seen);
  reportMissing(args, *expect, verdict.missing);
  for (const std::string& point : verdict.unclassified) {
    fmt::print("{}: point in neither list: {}: add 'expect {}' or 'rare {} WHY'\n", args.file,
               point, point, point);
  }
  for (const sweeps::ExpectedPoint& point : verdict.stale) {
    fmt::print("{}:{}: expected point no sweep of the file may hit: {}\n", args.file, point.line,
               point.point);
  }
  const std::string sweeps_text =
      fmt::format("{} ({})", counted(static_cast<int64_t>(expect->sweeps.size()), "sweep"),
                  counted(seeds, "seed"));
  if (verdict.passed()) {
    fmt::print("coverage: {}: {} hit every one of {} expected; {} rare by design\n", args.file,
               sweeps_text, counted(verdict.expected_hit, "point"),
               counted(verdict.rare_points, "point"));
    return kExitOk;
  }
  fmt::print("coverage: {}: FAILED: {} not hit, {} in neither list, {} stale ({})\n", args.file,
             counted(static_cast<int64_t>(verdict.missing.size()), "expected point"),
             counted(static_cast<int64_t>(verdict.unclassified.size()), "point"),
             counted(static_cast<int64_t>(verdict.stale.size()), "line"), sweeps_text);
  return kExitFailed;
}

}  // namespace

Command addCoverageCommand(CLI::App& parent) {
  auto args = std::make_shared<CoverageArgs>();
  CLI::App* app = parent.add_subcommand(
      "coverage",
      "Run the sweeps of a coverage file and fail when an expected ledger point is "
      "not hit (docs/coverage.md)");
  app->add_option("FILE", args->file, "The coverage file")->capture_default_str();
  app->add_option("--search", args->search,
                  "For a point not hit, sweep on to N times each sweep's seeds to find one that "
                  "hits it (1: do not search)")
      ->capture_default_str()
      ->check(wholeNumber(1, 1000));
  app->add_option("--jobs", args->jobs, "Threads (default: one per hardware thread)")
      ->check(wholeNumber(kMinJobs, kMaxJobs));
  addRatesFlag(*app, args->rates);
  return {app, [args] { return runCoverage(*args); }};
}

}  // namespace dungeon::cli
