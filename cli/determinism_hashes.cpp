// The determinism set's flags and its hash list, shared by the `dungeon` tool and the hash tool.
#include "cli/determinism_hashes.h"

#include <cstdint>
#include <limits>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/output.h"
#include "util/parallel_for.h"

namespace dungeon::cli {

void addSetOptions(CLI::App& app, SetArgs& args) {
  app.add_option("--seeds", args.seeds, "Seeds per row of the set")
      ->capture_default_str()
      ->type_name("N")
      ->check(wholeNumber(kMinSeeds, kMaxSeeds));
  app.add_option("--first", args.first, "The first seed of every row")
      ->capture_default_str()
      ->type_name("S")
      ->check(wholeNumber(0, std::numeric_limits<uint64_t>::max() - kMaxSeeds));
  app.add_option("--jobs", args.jobs, "Threads (default: one per hardware thread)")
      ->type_name("J")
      ->check(wholeNumber(kMinJobs, kMaxJobs));
}

CLI::App* addDeterminismHashes(CLI::App& determinism, SetArgs& args) {
  CLI::App* hashes = determinism.add_subcommand(
      "hashes",
      "Print the hash of every dungeon of the determinism set as this build makes it, one line "
      "each: HASH ok|failed SEED OPTIONS");
  addSetOptions(*hashes, args);
  return hashes;
}

std::vector<golden::SetDungeon> chosenSet(const std::vector<golden::SetRow>& rows,
                                          const SetArgs& args) {
  return golden::setDungeons(rows.size(), args.seeds, args.first);
}

int runDeterminismHashes(const SetArgs& args) {
  const std::vector<golden::SetRow> rows = golden::determinismRows();
  const std::vector<golden::SetDungeon> set = chosenSet(rows, args);
  const int jobs = args.jobs == 0 ? hardwareThreads() : args.jobs;
  const std::vector<golden::MadeDungeon> made =
      golden::makeSet(set, golden::optionsOf(rows), golden::MakeOrder::kForward, jobs, false);
  return writeOutput("", golden::formatSetHashes(rows, set, made)) ? kExitOk : kExitWriteFailed;
}

}  // namespace dungeon::cli
