// `dungeon generate (--seed S | --name N) [--floors F] [--size WxH] [--topology T]
// [--format sheet|json] [-o FILE]`: one dungeon, as a sheet or JSON, on stdout or written
// atomically to FILE. Exits 1 when the generator kept a failing try (the output is still
// written, so it can be inspected and checked).
#include <fmt/format.h>

#include <memory>
#include <optional>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/output.h"
#include "generator/generate.h"
#include "generator/topology.h"
#include "model/hash.h"
#include "model/json_export.h"
#include "model/sheet.h"

namespace dungeon::cli {
namespace {

struct GenerateArgs {
  std::optional<uint64_t> seed;
  std::optional<std::string> name;
  OptionFlags options;
  std::string format = "sheet";
  std::string output;
};

// "M3: why" for a try's record, without repeating the id when the reason starts with it.
std::string recordText(const gen::TryRecord& record) {
  if (record.reason.starts_with(record.rejected_by)) return record.reason;
  return fmt::format("{}: {}", record.rejected_by, record.reason);
}

// Tells stderr why the generation failed: the kept try's record, or the last try's when no
// try got far enough to be kept.
void reportFailure(const std::string& name, const gen::Generation& generation) {
  const size_t tries = generation.tries.size();
  const auto kept = static_cast<size_t>(generation.kept_try);
  std::string why = generation.report.firstFailure();
  if (generation.kept_try >= 0 && kept < tries) {
    const gen::TryRecord& record = generation.tries[kept];
    why = fmt::format("kept try {}: {}", kept + 1, recordText(record));
  } else if (tries > 0) {
    why = fmt::format("no try could be kept; the last: {}", recordText(generation.tries.back()));
  }
  fmt::print(stderr, "dungeon generate: {} failed after {} tries; {}\n", name, tries, why);
}

int runGenerate(const GenerateArgs& args) {
  Result<Options> options = args.options.options();
  if (!options) {
    fmt::print(stderr, "dungeon generate: error: {}\n", options.error().message);
    return kExitBadInput;
  }
  const uint64_t seed = args.name ? seedFromName(*args.name) : *args.seed;
  const std::string name = args.name ? *args.name : gen::nameForSeed(seed);
  const gen::Generation generation = gen::generate(name, seed, *options);
  const std::string text =
      args.format == "json" ? writeJson(generation.dungeon) : writeSheet(generation.dungeon);
  if (!writeOutput(args.output, text)) return kExitBadInput;
  if (generation.passed) return kExitOk;
  reportFailure(name, generation);
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
  return {app, [args] { return runGenerate(*args); }};
}

}  // namespace dungeon::cli
