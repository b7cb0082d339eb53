// `dungeon sweep --floors F [--size WxH] [--topology T] --seeds N [--first S] [--jobs J]
// [--json FILE] [--html FILE] [--junit FILE] [--stage-failures]`: generate seeds S..S+N-1 and
// print the sweep report (docs/sweeps.md), also as JSON, as an HTML page with pictures or as
// JUnit XML; the generation options are one flag per row of the options table. With
// `--part FILE` (and `--shard K/N` or a runner's shard variables) it sweeps one shard and
// writes its partial result instead; `dungeon sweep merge PART...` makes the report from all
// the parts, byte for byte that of one run; `dungeon sweep compare BEFORE AFTER` compares two
// sweeps reading by reading (sweep_compare.h). The report's bytes do not depend on --jobs; the
// wall time goes to stderr only. Exit 1 when any seed failed (a part run: 0 once written).
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <fstream>
#include <limits>
#include <memory>

#include "checks/bands.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "cli/output.h"
#include "cli/progress_line.h"
#include "cli/rates_flag.h"
#include "cli/sweep_compare.h"
#include "cli/sweep_reduce.h"
#include "cli/sweep_shard.h"
#include "model/dungeon.h"
#include "reports/junit.h"
#include "reports/sweep_html.h"
#include "sweeps/part.h"
#include "sweeps/sweep_report.h"
#include "util/counted.h"

namespace dungeon::cli {
namespace {

// Where the report goes besides standard output.
struct ReportFiles {
  std::string json;
  std::string html;
  std::string junit;
  int reduce = 0;                      // --reduce N: shrink the first N failing seeds' sheets
  std::string reduce_dir = "reduced";  // --reduce-dir DIR: where their sheets go
  std::string corpus;                  // --corpus DIR: also keep them in the corpus there
};

struct SweepArgs {
  sweeps::SweepConfig config;
  OptionFlags options;  // the sweep's generation options: one flag per options row
  CLI::Option* seeds = nullptr;
  ReportFiles files;
  sweeps::ReportSections sections;
  std::string part;   // --part FILE: write this shard's partial result
  std::string shard;  // --shard K/N
  int shards = 0;     // --shards N: the total for JOB_COMPLETION_INDEX
  bool per_seed = false;
  std::string rates;  // --rates FILE
};

struct MergeArgs {
  std::vector<std::string> parts;
  ReportFiles files;
};

int badInput(const std::string& message) {
  fmt::print(stderr, "dungeon sweep: error: {}\n", message);
  return kExitBadInput;
}

int badMerge(const InputError& error) {
  fmt::print(stderr, "dungeon sweep merge: {}\n", error.format());
  return kExitBadInput;
}

// The report files as output options.
std::vector<OutputFile> outputFiles(const ReportFiles& files) {
  return {{"--json", files.json}, {"--html", files.html}, {"--junit", files.junit}};
}

// "" or why the files asked for cannot be written: where they name, or beside what goes to
// standard output.
std::string sharedOutput(const ReportFiles& files, const std::string& part) {
  if (!part.empty()) {
    if (auto why = unwritableOutput({{"--part", part}}); !why.empty()) return why;
    return sharedStandardOutput({{"--part", part}}, "the line naming the part");
  }
  if (auto why = unwritableOutput(outputFiles(files)); !why.empty()) return why;
  // With a file on standard output the text report goes to standard error (writeReport), so
  // only two files there would share it.
  return sharedStandardOutput(outputFiles(files), "");
}

bool seedsFit(const sweeps::SweepConfig& config) {
  return config.first <=
         std::numeric_limits<uint64_t>::max() - static_cast<uint64_t>(config.seeds - 1);
}

void printWallTime(std::chrono::steady_clock::duration took, int jobs) {
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(took).count();
  fmt::print(stderr, "sweep took {}.{:03} s on {} (not part of the report)\n", ms / 1000, ms % 1000,
             counted(jobs, "job"));
}

// Writes the report of a finished tally: the files asked for, then the text (writeReport: on
// stdout, or on stderr when one of the files takes stdout).
int writeReports(const sweeps::SweepConfig& config, const sweeps::Tally& tally,
                 const sweeps::ReportSections& sections, const ReportFiles& files) {
  const sweeps::SweepSummary summary = sweeps::summarize(tally, config, checks::standardBands());
  if (!files.json.empty() &&
      !writeOutput(files.json,
                   sweeps::sweepJson(summary, tally.seed_rows, sections).dump(2) + "\n")) {
    return kExitWriteFailed;
  }
  if (!files.html.empty() && !writeOutput(files.html, reports::sweepHtml(summary, sections)))
    return kExitWriteFailed;
  if (!files.junit.empty() &&
      !writeOutput(files.junit, reports::junitXml("dungeon sweep", reports::sweepJunit(summary)))) {
    return kExitWriteFailed;
  }
  const std::vector<OutputFile> outputs = outputFiles(files);
  if (!writeReport(outputs, sweeps::formatSweep(summary, sections))) return kExitWriteFailed;
  if (!writeReducedSeeds(config, summary.failures, {files.reduce, files.reduce_dir, files.corpus},
                         reportStream(outputs))) {
    return kExitWriteFailed;
  }
  return sweeps::sweepPassed(summary) ? kExitOk : kExitFailed;
}

sweeps::Tally runSeeds(const sweeps::SweepConfig& config, sweeps::SeedRange range,
                       const sweeps::TallyKeeps& keeps) {
  WorkCounter counter;
  const ProgressLine progress("sweep", "seeds", counter);
  return sweeps::runTally(config, range.first, range.count, keeps, &counter);
}

// Bazel asks a sharded test to touch TEST_SHARD_STATUS_FILE to say it shards.
void touchShardStatusFile() {
  if (const std::optional<std::string> path = processEnv("TEST_SHARD_STATUS_FILE")) {
    std::ofstream touch(*path, std::ios::app);
  }
}

int runPart(const SweepArgs& args) {
  if (!args.files.json.empty() || !args.files.html.empty() || !args.files.junit.empty()) {
    return badInput(
        "a --part run writes no report: give --json, --html and --junit to "
        "`dungeon sweep merge`");
  }
  Result<ShardChoice> choice = chooseShard(args.shard, args.shards, processEnv);
  if (!choice) return badInput(choice.error().message);
  if (choice->source.starts_with("TEST_")) touchShardStatusFile();
  const sweeps::SeedRange range = sweeps::shardRange(args.config, choice->shard);
  sweeps::SweepPart part{
      args.config, choice->shard, {args.sections.stage_failures, args.per_seed}, {}};
  part.tally = runSeeds(args.config, range, part.keeps);
  if (!writeOutput(args.part, sweeps::partText(part))) return kExitWriteFailed;
  // An empty shard (more shards than seeds) names no seed range: it has none.
  const uint64_t last = range.first + static_cast<uint64_t>(range.count) - 1;
  const std::string seeds =
      range.count == 0 ? "no seeds (more shards than seeds)"
                       : fmt::format("seeds {}..{} ({}, {} failed)", range.first, last,
                                     counted(range.count, "seed"), part.tally.failures.size());
  fmt::print("sweep part: shard {}/{}{}: {}, written to {}\n", choice->shard.index,
             choice->shard.count, choice->source.empty() ? "" : " (from " + choice->source + ")",
             seeds, args.part);
  return kExitOk;
}

int runSweep(SweepArgs& args) {
  if (!installRatesFile(args.rates, "sweep")) return kExitBadInput;
  if (args.options.flag("floors")->count() == 0) return badInput("--floors is required");
  if (args.seeds->count() == 0) return badInput("--seeds is required");
  Result<Options> options = args.options.options();
  if (!options) return badInput(options.error().message);
  args.config.options = *options;
  if (!seedsFit(args.config)) return badInput("--first + --seeds runs past the largest seed");
  if (args.part.empty() && (!args.shard.empty() || args.shards != 0 || args.per_seed)) {
    return badInput("--shard, --shards and --per-seed go with --part FILE");
  }
  if (auto why = sharedOutput(args.files, args.part); !why.empty()) return badInput(why);
  // determinism-ok(time-seed): the wall time, on stderr apart from the report
  const auto start = std::chrono::steady_clock::now();
  const int code = [&] {
    if (!args.part.empty()) return runPart(args);
    const sweeps::Tally tally = runSeeds(args.config, {args.config.first, args.config.seeds},
                                         {args.sections.stage_failures, !args.files.json.empty()});
    return writeReports(args.config, tally, args.sections, args.files);
  }();
  if (code != kExitBadInput) {
    // determinism-ok(time-seed): the wall time, on stderr apart from the report
    printWallTime(std::chrono::steady_clock::now() - start,
                  sweeps::effectiveJobs(args.config.jobs));
  }
  return code;
}

int runMerge(const MergeArgs& args) {
  if (auto why = sharedOutput(args.files, ""); !why.empty()) return badInput(why);
  std::vector<sweeps::SweepPart> parts;
  for (const std::string& file : args.parts) {
    Result<sweeps::SweepPart> part = sweeps::readPart(file);
    if (!part) return badMerge(part.error());
    parts.push_back(std::move(*part));
  }
  Result<sweeps::SweepPart> whole = sweeps::mergeParts(std::move(parts), args.parts);
  if (!whole) return badMerge(whole.error());
  if (!args.files.json.empty() && !whole->keeps.seed_rows) {
    return badInput(
        "--json needs parts written with --per-seed (the JSON report has a row per "
        "seed)");
  }
  return writeReports(whole->config, whole->tally, {whole->keeps.stage_failures}, args.files);
}

void addReportFiles(CLI::App& app, ReportFiles& files) {
  app.add_option("--json", files.json, "Also write the report as JSON to FILE (atomically)")
      ->type_name("FILE");
  app.add_option("--html", files.html,
                 "Also write the report as one self-contained HTML page to FILE (atomically)")
      ->type_name("FILE");
  app.add_option("--junit", files.junit,
                 "Also write JUnit XML to FILE: a case per band and per failing seed")
      ->type_name("FILE");
  CLI::Option* reduce =
      app.add_option("--reduce", files.reduce,
                     "Also shrink the first N failing seeds' dungeons to small sheets that fail "
                     "the same way (dungeon reduce), one line each under the report")
          ->type_name("N")
          ->check(CLI::Range(0, 1000));
  app.add_option("--reduce-dir", files.reduce_dir,
                 "Where --reduce writes seed-S.reduced.sheet (default: reduced)")
      ->type_name("DIR");
  app.add_option("--corpus", files.corpus,
                 "Also keep each --reduce sheet in the corpus of failing dungeons at DIR "
                 "(testing/corpus: dungeon corpus)")
      ->type_name("DIR")
      ->needs(reduce);
}

CLI::App* addMergeCommand(CLI::App& sweep, MergeArgs& args) {
  CLI::App* merge = sweep.add_subcommand(
      "merge", "Make the report of a sharded sweep from its parts (any order)");
  merge->add_option("PART", args.parts, "The part files, one per shard")
      ->required()
      ->type_name("PART");
  addReportFiles(*merge, args.files);
  return merge;
}

}  // namespace

Command addSweepCommand(CLI::App& parent) {
  auto args = std::make_shared<SweepArgs>();
  auto merge_args = std::make_shared<MergeArgs>();
  auto compare_args = std::make_shared<CompareArgs>();
  CLI::App* app =
      parent.add_subcommand("sweep", "Generate many seeds and report metrics against their bands");
  app->require_subcommand(0, 1);
  sweeps::SweepConfig& config = args->config;
  args->options.add(*app);
  addRatesFlag(*app, args->rates);
  // Required unless merging (runSweep says so): no default of 1 to show in --help.
  CLI::Option* floors = args->options.flag("floors");
  floors->default_str("")->description(floors->get_description() + " (required)");
  args->seeds = app->add_option("--seeds", config.seeds, "How many seeds (required)")
                    ->check(wholeNumber(kMinSeeds, kMaxSweepSeeds));
  app->add_option("--first", config.first, "The first seed")
      ->capture_default_str()
      ->check(wholeNumber(0, UINT64_MAX));
  app->add_option("--jobs", config.jobs, "Threads (default: one per hardware thread)")
      ->check(wholeNumber(kMinJobs, kMaxJobs));
  addReportFiles(*app, args->files);
  app->add_flag("--stage-failures", args->sections.stage_failures,
                "Also list every try a generator stage could not finish, with its place");
  app->add_option("--part", args->part,
                  "Sweep one shard and write its partial result to FILE, for `sweep merge`")
      ->type_name("FILE");
  app->add_option("--shard", args->shard,
                  "With --part: shard K of N, K from 0 (default: the runner's variables)")
      ->type_name("K/N");
  app->add_option("--shards", args->shards,
                  "With --part: the shard count when JOB_COMPLETION_INDEX gives the index")
      ->check(wholeNumber(1, sweeps::kMaxShards));
  app->add_flag("--per-seed", args->per_seed,
                "With --part: keep a row per seed, for `sweep merge --json`");
  CLI::App* merge = addMergeCommand(*app, *merge_args);
  CLI::App* compare = addCompareCommand(*app, *compare_args);
  return {app, [args, merge_args, merge, compare_args, compare] {
            if (compare->parsed()) return runCompare(*compare_args);
            return merge->parsed() ? runMerge(*merge_args) : runSweep(*args);
          }};
}

}  // namespace dungeon::cli
