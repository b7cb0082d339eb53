// `dungeon generate (--seed S | --name N | --from FILE) [--floors F] [--size WxH] [--topology T]
// [--rising] [--mine[=F]] [--format sheet|json] [-o FILE]`: one dungeon, as a sheet or JSON, on
// stdout or written atomically to FILE. --from makes a dungeon again from the name, seed and
// options of a sheet or a JSON export, so it takes no option flags. Prints on stderr one notice
// per thing asked and not laid ("dungeon generate: notice: floor 2: not laid: ..."; SPEC 5.5).
// Exits 1 when the generator kept a failing try (the output is still written, so it can be
// inspected and checked).
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <optional>

#include "cli/command.h"
#include "cli/dungeon_source.h"
#include "cli/flags.h"
#include "cli/output.h"
#include "cli/rates_flag.h"
#include "generator/floors/topology.h"
#include "generator/tries/failure_summary.h"
#include "generator/tries/generate.h"
#include "model/json_export.h"
#include "model/sheet.h"
#include "util/hash.h"

namespace dungeon::cli {
namespace {

struct GenerateArgs {
  std::optional<uint64_t> seed;
  std::optional<std::string> name;
  std::optional<std::string> from;
  OptionFlags options;
  std::string format = "sheet";
  std::string output;
  std::string rates;  // --rates FILE
};

// The name, seed and options the flags give, or those of the --from file.
Result<DungeonSource> sourceOf(const GenerateArgs& args) {
  if (args.from) {
    if (const std::vector<std::string> given = args.options.given(); !given.empty()) {
      return InputError{
          "", 0, 0,
          fmt::format("--from takes the options from {}; leave out {}", *args.from, given.front())};
    }
    return readDungeonSource(*args.from);
  }
  Result<Options> options = args.options.options();
  if (!options) return options.error();
  const uint64_t seed = args.name ? seedFromName(*args.name) : *args.seed;
  return DungeonSource{args.name ? *args.name : gen::nameForSeed(seed), seed, *options};
}

int runGenerate(const GenerateArgs& args) {
  if (!installRatesFile(args.rates, "generate")) return kExitBadInput;
  if (!outputsWritable("generate", {{"-o", args.output}})) return kExitBadInput;
  const Result<DungeonSource> source = sourceOf(args);
  if (!source) {
    const InputError& error = source.error();
    if (error.file.empty()) {
      fmt::print(stderr, "dungeon generate: error: {}\n", error.message);
    } else {
      fmt::print(stderr, "{}\n", error.format());
    }
    return kExitBadInput;
  }
  const std::string& name = source->name;
  const gen::Generation generation = gen::generate(name, source->seed, source->options);
  const std::string text =
      args.format == "json" ? writeJson(generation.dungeon) : writeSheet(generation.dungeon);
  if (!writeOutput(args.output, text)) return kExitWriteFailed;
  for (const gen::Notice& notice : generation.notices) {
    fmt::print(stderr, "dungeon generate: notice: {}\n", gen::noticeLine(notice));
  }
  if (generation.passed) return kExitOk;
  fmt::print(stderr, "dungeon generate: {} failed: {}\n", name, gen::failureSummary(generation));
  return kExitFailed;
}

}  // namespace

Command addGenerateCommand(CLI::App& parent) {
  auto args = std::make_shared<GenerateArgs>();
  CLI::App* app = parent.add_subcommand("generate", "Generate one dungeon from a seed or a name");
  CLI::Option_group* source = app->add_option_group("source", "where the seed comes from");
  source->add_option("--seed", args->seed, "The seed; the dungeon is named seed-S")
      ->type_name("S")
      ->check(wholeNumber(0, UINT64_MAX));
  source->add_option("--name", args->name, "A name; the seed is the XXH3-64 hash of the name")
      ->type_name("NAME")
      ->check(dungeonName());
  source
      ->add_option(
          "--from", args->from,
          "Make again the dungeon of a sheet or a JSON export (its name, seed and options)")
      ->type_name("FILE");
  source->require_option(1);
  args->options.add(*app);
  args->options.flag("topology")
      ->check(CLI::IsMember(
          std::vector<std::string>(gen::topologyNames().begin(), gen::topologyNames().end())));
  app->add_option("--format", args->format, "Output format")
      ->check(CLI::IsMember({"sheet", "json"}))
      ->capture_default_str();
  app->add_option("-o,--output", args->output, "Write to FILE (atomically) instead of stdout")
      ->type_name("FILE");
  addRatesFlag(*app, args->rates);
  return {app, [args] { return runGenerate(*args); }};
}

}  // namespace dungeon::cli
