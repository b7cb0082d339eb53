// `dungeon calibrate --floors F [--size WxH] [--seeds N] [--first S]`: propose bands for the
// band table from raw tries of calibration seeds (docs/bands.md), for the size class of WxH.
// Prints rows of checks/bands.txt's format for a person to review, each saying how many raw
// tries its band rejects; writes nothing. `dungeon calibrate --laid-rates [--seeds N]
// [--first S]` proposes the whole laid-rate table instead (sweeps/laid_rates.txt), from kept
// dungeons of every floor count, size class and mine (--seeds: that many per size, for a quick
// look). Exit 0, or 2 on a bad option.
#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <optional>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/output.h"
#include "cli/progress_line.h"
#include "sweeps/calibrate.h"
#include "sweeps/laid_rate_calibration.h"

namespace dungeon::cli {
namespace {

struct CalibrateArgs {
  sweeps::CalibrationConfig config;
  OptionFlags options;  // --floors and --size
  bool laid_rates = false;
  bool seeds_given = false;
};

int runLaidRates(const CalibrateArgs& args) {
  if (const std::vector<std::string> given = args.options.given(); !given.empty()) {
    fmt::print(stderr,
               "dungeon calibrate: error: --laid-rates calibrates every floor count, size "
               "and mine; leave out {}\n",
               given.front());
    return kExitBadInput;
  }
  WorkCounter counter;
  const std::string rows = [&] {
    const ProgressLine progress("calibrate", "dungeons", counter);
    return sweeps::calibrateLaidRates(
        args.config.first, args.seeds_given ? std::optional<int>(args.config.seeds) : std::nullopt,
        &counter);
  }();
  return writeOutput("", rows) ? kExitOk : kExitWriteFailed;
}

int runCalibrate(CalibrateArgs& args) {
  if (args.laid_rates) return runLaidRates(args);
  const std::vector<std::string> given = args.options.given();
  if (std::find(given.begin(), given.end(), "--floors") == given.end()) {
    fmt::print(stderr, "dungeon calibrate: error: --floors is required (or --laid-rates)\n");
    return kExitBadInput;
  }
  Result<Options> options = args.options.options();
  if (!options) {
    fmt::print(stderr, "dungeon calibrate: error: {}\n", options.error().message);
    return kExitBadInput;
  }
  args.config.options = *options;
  WorkCounter counter;
  const std::string rows = [&] {
    const ProgressLine progress("calibrate", "seeds", counter);
    return sweeps::calibrateBands(args.config, &counter);
  }();
  return writeOutput("", rows) ? kExitOk : kExitWriteFailed;
}

}  // namespace

Command addCalibrateCommand(CLI::App& parent) {
  auto args = std::make_shared<CalibrateArgs>();
  CLI::App* app = parent.add_subcommand(
      "calibrate", "Propose band table rows from raw tries of the calibration seeds");
  args->options.add(*app, {"floors", "size", "rising", "mine"});
  args->options.flag("floors")->default_str("");  // no default to show
  app->add_flag("--laid-rates", args->laid_rates,
                "Propose the laid-rate table (sweeps/laid_rates.txt) instead of metric bands");
  app->add_option("--seeds", args->config.seeds, "How many calibration seeds")
      ->capture_default_str()
      ->check(wholeNumber(kMinSeeds, kMaxSeeds))
      ->each([args](const std::string&) { args->seeds_given = true; });
  app->add_option("--first", args->config.first, "The first calibration seed")
      ->capture_default_str()
      ->check(wholeNumber(0, UINT64_MAX));
  return {app, [args] { return runCalibrate(*args); }};
}

}  // namespace dungeon::cli
