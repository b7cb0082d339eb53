// `dungeon sweep --floors F [--size WxH] [--topology T] --seeds N [--first S] [--jobs J]
// [--json FILE] [--html FILE] [--stage-failures]`: generate seeds S..S+N-1 and print the
// sweep report (docs/sweeps.md), also as JSON or as an HTML page with pictures; the generation
// options are one flag per row of the options table. The report's bytes do not depend on --jobs;
// the wall time goes to stderr only. Exit 1 when any seed failed.
#include <fmt/format.h>

#include <chrono>
#include <limits>
#include <memory>

#include "checks/bands.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "cli/output.h"
#include "cli/progress_line.h"
#include "cli/sweep_html.h"
#include "model/dungeon.h"
#include "sweeps/sweep_report.h"

namespace dungeon::cli {
namespace {

struct SweepArgs {
  sweeps::SweepConfig config;
  OptionFlags options;  // the sweep's generation options: one flag per options row
  std::string json_file;
  std::string html_file;
  sweeps::ReportSections sections;
};

bool seedsFit(const sweeps::SweepConfig& config) {
  return config.first <=
         std::numeric_limits<uint64_t>::max() - static_cast<uint64_t>(config.seeds - 1);
}

void printWallTime(std::chrono::steady_clock::duration took, int jobs) {
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(took).count();
  fmt::print(stderr, "sweep took {}.{:03} s on {} jobs (not part of the report)\n", ms / 1000,
             ms % 1000, jobs);
}

int runSweep(SweepArgs& args) {
  Result<Options> options = args.options.options();
  if (!options) {
    fmt::print(stderr, "dungeon sweep: error: {}\n", options.error().message);
    return kExitBadInput;
  }
  args.config.options = *options;
  if (!seedsFit(args.config)) {
    fmt::print(stderr, "dungeon sweep: error: --first + --seeds runs past the largest seed\n");
    return kExitBadInput;
  }
  const auto start = std::chrono::steady_clock::now();
  WorkCounter counter;
  const sweeps::SweepResult result = [&] {
    const ProgressLine progress("sweep", "seeds", counter);
    return sweeps::runSweep(args.config, &counter);
  }();
  const sweeps::SweepSummary summary = sweeps::summarize(result, checks::standardBands());
  if (!args.json_file.empty() &&
      !writeOutput(args.json_file,
                   sweeps::sweepJson(summary, result, args.sections).dump(2) + "\n")) {
    return kExitBadInput;
  }
  if (!args.html_file.empty() && !writeOutput(args.html_file, sweepHtml(summary, result))) {
    return kExitBadInput;
  }
  if (!writeOutput("", sweeps::formatSweep(summary, args.sections))) return kExitBadInput;
  printWallTime(std::chrono::steady_clock::now() - start, sweeps::effectiveJobs(args.config.jobs));
  return summary.failures.empty() ? kExitOk : kExitFailed;
}

}  // namespace

Command addSweepCommand(CLI::App& parent) {
  auto args = std::make_shared<SweepArgs>();
  CLI::App* app =
      parent.add_subcommand("sweep", "Generate many seeds and report metrics against their bands");
  sweeps::SweepConfig& config = args->config;
  args->options.add(*app);
  args->options.flag("floors")->required();
  app->add_option("--seeds", config.seeds, "How many seeds")
      ->required()
      ->check(wholeNumber(kMinSeeds, kMaxSeeds));
  app->add_option("--first", config.first, "The first seed")
      ->capture_default_str()
      ->check(wholeNumber(0, UINT64_MAX));
  app->add_option("--jobs", config.jobs, "Threads (default: one per hardware thread)")
      ->check(wholeNumber(kMinJobs, kMaxJobs));
  app->add_option("--json", args->json_file, "Also write the report as JSON to FILE (atomically)")
      ->type_name("FILE");
  app->add_option("--html", args->html_file,
                  "Also write the report as one self-contained HTML page to FILE (atomically)")
      ->type_name("FILE");
  app->add_flag("--stage-failures", args->sections.stage_failures,
                "Also list every try a generator stage could not finish, with its place");
  return {app, [args] { return runSweep(*args); }};
}

}  // namespace dungeon::cli
