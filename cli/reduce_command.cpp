// `dungeon reduce FILE [-o OUT] [--max-checks N] [--walk] [--corpus DIR]`: shrinks a sheet that
// fails a hard check, stops the party's walk or leaves a band (with --walk: whose walk stops,
// whatever the checks say) to a locally minimal sheet that fails the same way (sweeps/reduce.h),
// writes it to OUT (atomically) or stdout, and says on stderr what it removed. Exit 0 with the
// reduced sheet written, and 0 with "nothing to reduce (no file written)" when FILE does not fail
// so; 1 when an output was lost (a failed write); 2 for bad input. With --corpus (not with
// --walk) the reduced sheet is also kept in the corpus of failing dungeons (sweeps/corpus.h).
#include <fmt/format.h>

#include <memory>

#include "checks/bands.h"
#include "cli/command.h"
#include "cli/corpus_folder.h"
#include "cli/output.h"
#include "cli/sheet_file.h"
#include "model/sheet.h"
#include "sweeps/reduce.h"

namespace dungeon::cli {
namespace {

struct ReduceArgs {
  std::string file;
  std::string output;
  int max_checks = 4000;
  bool walk = false;     // --walk: shrink while the party's walk stops the same way
  std::string corpus;    // --corpus DIR: also keep the reduced sheet there (corpus_folder.h)
  std::string found_by;  // --found-by TEXT: what found the failure, kept with the entry
};

int runReduce(const ReduceArgs& args) {
  if (!outputsWritable("reduce", {{"-o", args.output}})) return kExitBadInput;
  const Result<Dungeon> dungeon = readSheetFile(args.file);
  if (!dungeon) {
    fmt::print(stderr, "{}\n", dungeon.error().format());
    return kExitBadInput;
  }
  const checks::BandTable& bands = checks::standardBands();
  if (args.walk && sweeps::walkFailureOf(*dungeon).empty()) {
    fmt::print(stderr,
               "dungeon reduce: the party's walk in {} reaches the goal: nothing to reduce "
               "(no file written)\n",
               args.file);
    return kExitOk;
  }
  if (!args.walk && sweeps::failureOf(*dungeon, bands).empty()) {
    fmt::print(stderr,
               "dungeon reduce: {} passes every hard check, the walk and every band: nothing to "
               "reduce (no file written)\n",
               args.file);
    return kExitOk;
  }
  const sweeps::ReduceTarget target =
      args.walk ? sweeps::ReduceTarget::kWalk : sweeps::ReduceTarget::kFirstFailure;
  const sweeps::Reduction reduced = sweeps::reduceFailing(*dungeon, bands, args.max_checks, target);
  if (!writeOutput(args.output, writeSheet(reduced.dungeon))) return kExitWriteFailed;
  if (!args.corpus.empty()) {
    const std::string found_by =
        args.found_by.empty() ? "dungeon reduce " + args.file : args.found_by;
    if (const int code =
            addAndSay(args.corpus, reduced.dungeon, found_by, "the reduced sheet", stderr);
        code != kExitOk) {
      return code;
    }
  }
  fmt::print(
      stderr,
      "dungeon reduce: still fails {}\n"
      "dungeon reduce: removed {} open square{}, {} thing{} and {} floor{} in {} "
      "check{}{}\n",
      reduced.failure, reduced.squares_removed, reduced.squares_removed == 1 ? "" : "s",
      reduced.things_removed, reduced.things_removed == 1 ? "" : "s", reduced.floors_removed,
      reduced.floors_removed == 1 ? "" : "s", reduced.checks, reduced.checks == 1 ? "" : "s",
      reduced.budget_spent ? " (the --max-checks budget ran out: it may shrink further)" : "");
  return kExitOk;
}

}  // namespace

Command addReduceCommand(CLI::App& parent) {
  auto args = std::make_shared<ReduceArgs>();
  CLI::App* app = parent.add_subcommand(
      "reduce",
      "Shrink a failing sheet to a small one that fails the same check, walk or band the same way");
  app->add_option("FILE", args->file, "The failing sheet or JSON export ('-' reads standard input)")
      ->required();
  app->add_option("-o,--output", args->output, "Write the reduced sheet to OUT (atomically)")
      ->type_name("OUT");
  app->add_option("--max-checks", args->max_checks,
                  "Check at most N candidates (default 4000: seconds on a 40 x 40 floor)")
      ->type_name("N")
      ->check(CLI::Range(1, 10000000));
  CLI::Option* walk = app->add_flag(
      "--walk", args->walk,
      "Shrink while the party's walk from the entrance to the goal stops at the same square for "
      "the same reason, whatever the checks say");
  // The corpus keeps a sheet by its first failure, which a walk's reduction does not hold.
  CLI::Option* corpus = app->add_option("--corpus", args->corpus,
                                        "Also keep the reduced sheet in the corpus of failing "
                                        "dungeons at DIR (testing/corpus: dungeon corpus)")
                            ->type_name("DIR")
                            ->excludes(walk);
  app->add_option("--found-by", args->found_by,
                  "With --corpus: the command that found the failure (default: this reduce)")
      ->type_name("TEXT")
      ->needs(corpus);
  return {app, [args] { return runReduce(*args); }};
}

}  // namespace dungeon::cli
