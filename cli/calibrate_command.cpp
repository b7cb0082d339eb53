// `dungeon calibrate --floors F [--size WxH] [--seeds N] [--first S]`: propose bands for the
// band table from raw tries of calibration seeds (docs/bands.md), for the size class of WxH.
// Prints rows of checks/bands.txt's format for a person to review, each saying how many raw
// tries its band rejects; writes nothing. Exit 0, or 2 on a bad option.
#include <fmt/format.h>

#include <memory>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/output.h"
#include "cli/progress_line.h"
#include "sweeps/calibrate.h"

namespace dungeon::cli {
namespace {

struct CalibrateArgs {
  sweeps::CalibrationConfig config;
  OptionFlags options;  // --floors and --size
};

int runCalibrate(CalibrateArgs& args) {
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
  return writeOutput("", rows) ? kExitOk : kExitBadInput;
}

}  // namespace

Command addCalibrateCommand(CLI::App& parent) {
  auto args = std::make_shared<CalibrateArgs>();
  CLI::App* app = parent.add_subcommand(
      "calibrate", "Propose band table rows from raw tries of the calibration seeds");
  args->options.add(*app, {"floors", "size", "rising", "mine"});
  args->options.flag("floors")->default_str("")->required();  // no default to show
  app->add_option("--seeds", args->config.seeds, "How many calibration seeds")
      ->capture_default_str()
      ->check(wholeNumber(kMinSeeds, kMaxSeeds));
  app->add_option("--first", args->config.first, "The first calibration seed")
      ->capture_default_str()
      ->check(wholeNumber(0, UINT64_MAX));
  return {app, [args] { return runCalibrate(*args); }};
}

}  // namespace dungeon::cli
