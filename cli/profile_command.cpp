// `dungeon profile --floors F [--size WxH] [--topology T] --seeds N [--first S] [--json]`:
// generates seeds S..S+N-1 one after the other on one thread and prints where the time went
// (sweeps/profile.h, docs/benchmarks.md): every stage, the shared check context, every hard
// check and metric (median and 90th percentile per seed, share of all generation time), tries
// per seed and what rejected them; as JSON with --json. Times are measurements: they differ
// from run to run, the dungeons generated do not.
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <memory>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/output.h"
#include "cli/progress_line.h"
#include "sweeps/profile.h"

namespace dungeon::cli {
namespace {

struct ProfileArgs {
  sweeps::ProfileConfig config;
  OptionFlags options;
  bool json = false;
};

int runProfile(ProfileArgs& args) {
  Result<Options> options = args.options.options();
  if (!options) {
    fmt::print(stderr, "dungeon profile: error: {}\n", options.error().message);
    return kExitBadInput;
  }
  args.config.options = *options;
  if (args.config.first > UINT64_MAX - static_cast<uint64_t>(args.config.seeds - 1)) {
    fmt::print(stderr, "dungeon profile: error: --first + --seeds runs past the largest seed\n");
    return kExitBadInput;
  }
  WorkCounter counter;
  const sweeps::Profile profile = [&] {
    const ProgressLine progress("profile", "seeds", counter);
    return sweeps::runProfile(args.config, &counter);
  }();
  const std::string text =
      args.json ? sweeps::profileJson(profile).dump(2) + "\n" : sweeps::formatProfile(profile);
  return writeOutput("", text) ? kExitOk : kExitWriteFailed;
}

}  // namespace

Command addProfileCommand(CLI::App& parent) {
  auto args = std::make_shared<ProfileArgs>();
  CLI::App* app = parent.add_subcommand(
      "profile", "Time every stage, hard check and metric of generation over many seeds");
  args->options.add(*app);
  args->options.flag("floors")->default_str("")->required();  // no default to show
  app->add_option("--seeds", args->config.seeds, "How many seeds")
      ->required()
      ->check(wholeNumber(kMinSeeds, kMaxSeeds));
  app->add_option("--first", args->config.first, "The first seed")
      ->capture_default_str()
      ->check(wholeNumber(0, UINT64_MAX));
  app->add_flag("--json", args->json, "Print the profile as JSON");
  return {app, [args] { return runProfile(*args); }};
}

}  // namespace dungeon::cli
