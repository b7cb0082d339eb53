// `dungeon calibrate --floors F [--size WxH] [--seeds N] [--first S]`: propose bands for the
// band table from raw tries of calibration seeds (docs/bands.md). Prints rows of
// checks/bands.txt's format for a person to review; writes nothing. Exit 0, or 2 on a bad
// option.
#include <fmt/format.h>

#include <memory>

#include "cli/command.h"
#include "cli/output.h"
#include "sweeps/calibrate.h"

namespace dungeon::cli {
namespace {

struct CalibrateArgs {
  sweeps::CalibrationConfig config;
  std::string size;
};

int runCalibrate(CalibrateArgs args) {
  if (!args.size.empty()) {
    auto parsed = parseOptions("size=" + args.size);
    if (!parsed) {
      fmt::print(stderr, "dungeon calibrate: error: --size {}: {}\n", args.size,
                 parsed.error().message);
      return kExitBadInput;
    }
    args.config.options.width = parsed->width;
    args.config.options.height = parsed->height;
  }
  return writeOutput("", sweeps::calibrateBands(args.config)) ? kExitOk : kExitInternal;
}

}  // namespace

Command addCalibrateCommand(CLI::App& parent) {
  auto args = std::make_shared<CalibrateArgs>();
  CLI::App* app = parent.add_subcommand(
      "calibrate", "Propose band table rows from raw tries of the calibration seeds");
  app->add_option("--floors", args->config.options.floors, "Floors per dungeon")
      ->required()
      ->check(CLI::Range(kMinFloors, kMaxFloors));
  app->add_option("--size", args->size, "Floor size WxH (default 40x40)")
      ->check(optionWordValidator("size"));
  app->add_option("--seeds", args->config.seeds, "How many calibration seeds")
      ->capture_default_str()
      ->check(CLI::Range(kMinSeeds, kMaxSeeds));
  app->add_option("--first", args->config.first, "The first calibration seed")
      ->capture_default_str();
  return {app, [args] { return runCalibrate(*args); }};
}

}  // namespace dungeon::cli
