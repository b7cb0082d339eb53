// `dungeon render (FILE | --seed S | --name N) [--floor F] [--mark F:X,Y]... [--format svg|png]
// [-o FILE]`: a picture of one floor or every floor of a sheet or of a generated dungeon
// (docs/render.md), with the marked squares ringed, on stdout or written atomically to FILE.
// The format defaults to png when FILE ends in .png. With --stages, -o names a folder for a
// picture after every stage row (cli/render_stages.h).
#include <fmt/format.h>

#include <memory>
#include <optional>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/mark_flag.h"
#include "cli/output.h"
#include "cli/rates_flag.h"
#include "cli/render_stages.h"
#include "cli/sheet_file.h"
#include "generator/tries/generate.h"
#include "render/picture.h"
#include "util/hash.h"

namespace dungeon::cli {
namespace {

struct RenderArgs {
  std::string file;
  std::optional<uint64_t> seed;
  std::optional<std::string> name;
  OptionFlags options;
  std::optional<int> floor;
  std::string format;
  std::string output;
  std::vector<std::string> marks;
  bool stages = false;
  std::string rates;  // --rates FILE
};

// "--floors and --rising": the flags joined for a message.
std::string flagList(const std::vector<std::string>& flags) {
  std::string list;
  for (size_t i = 0; i < flags.size(); ++i) {
    if (i > 0) list += i + 1 == flags.size() ? " and " : ", ";
    list += flags[i];
  }
  return list;
}

// The dungeon to draw: the sheet (its warnings printed) or a freshly generated one. A sheet is
// drawn as it is, so the generation flags are refused with it rather than ignored.
Result<Dungeon> sourceDungeon(const RenderArgs& args) {
  if (const std::vector<std::string> flags = args.options.given();
      !args.file.empty() && !flags.empty()) {
    return InputError{"dungeon render", 0, 0,
                      fmt::format("{} {} only with --seed or --name: a sheet is drawn as it is",
                                  flagList(flags), flags.size() == 1 ? "goes" : "go")};
  }
  if (!args.file.empty()) return readSheetFile(args.file);
  Result<Options> options = args.options.options();
  if (!options) return options.error();
  const uint64_t seed = args.name ? seedFromName(*args.name) : *args.seed;
  const std::string name = args.name ? *args.name : gen::nameForSeed(seed);
  return gen::generate(name, seed, *options).dungeon;
}

render::Format formatOf(const RenderArgs& args) {
  if (!args.format.empty())
    return args.format == "png" ? render::Format::kPng : render::Format::kSvg;
  const bool png_name = args.output.size() > 4 && args.output.ends_with(".png");
  return png_name ? render::Format::kPng : render::Format::kSvg;
}

int runRender(const RenderArgs& args) {
  if (!installRatesFile(args.rates, "render")) return kExitBadInput;
  // With --stages, -o names a folder, which the stages' run checks itself.
  if (!args.stages && !outputsWritable("render", {{"-o", args.output}})) return kExitBadInput;
  if (args.stages) {
    return runStagesRender(
        {args.file, args.seed, args.name, &args.options, args.floor, args.format, args.output});
  }
  Result<Dungeon> dungeon = sourceDungeon(args);
  if (!dungeon) {
    fmt::print(stderr, "{}\n", dungeon.error().format());
    return kExitBadInput;
  }
  const int floors = static_cast<int>(dungeon->floors.size());
  if (args.floor && *args.floor > floors) {
    fmt::print(stderr, "dungeon render: error: --floor {}: the dungeon has {} floor{}\n",
               *args.floor, floors, floors == 1 ? "" : "s");
    return kExitBadInput;
  }
  const std::optional<int> index = args.floor ? std::optional<int>(*args.floor - 1) : std::nullopt;
  Result<std::vector<render::Mark>> marks = parseMarks(args.marks, *dungeon);
  if (!marks) {
    fmt::print(stderr, "dungeon render: error: {}\n", marks.error().message);
    return kExitBadInput;
  }
  Result<std::string> picture = render::render(*dungeon, index, formatOf(args), *marks);
  if (!picture) {
    fmt::print(stderr, "dungeon render: error: {}\n", picture.error().message);
    return kExitInternal;
  }
  return writeOutput(args.output, *picture) ? kExitOk : kExitWriteFailed;
}

}  // namespace

Command addRenderCommand(CLI::App& parent) {
  auto args = std::make_shared<RenderArgs>();
  CLI::App* app = parent.add_subcommand("render", "Draw a floor or every floor as SVG or PNG");
  CLI::Option_group* source = app->add_option_group("source", "what to draw");
  source->add_option("FILE", args->file,
                     "A sheet or JSON export to draw ('-' reads standard input)");
  source->add_option("--seed", args->seed, "Generate and draw the dungeon of this seed")
      ->type_name("S")
      ->check(wholeNumber(0, UINT64_MAX));
  source->add_option("--name", args->name, "Generate and draw the dungeon of this name")
      ->type_name("NAME")
      ->check(dungeonName());
  source->require_option(1);
  args->options.add(*app);
  app->add_option("--floor", args->floor, "Draw only floor F (from 1; default: every floor)")
      ->type_name("F")
      ->check(CLI::Range(1, kMaxFloors));
  app->add_option("--format", args->format,
                  "svg or png (default: png when FILE ends in .png, else svg)")
      ->check(CLI::IsMember({"svg", "png"}));
  app->add_option("--mark", args->marks,
                  "Ring square F:X,Y (floor from 1, as walk prints places); repeatable")
      ->type_name("F:X,Y");
  app->add_option("-o,--output", args->output, "Write to FILE (atomically) instead of stdout")
      ->type_name("FILE");
  app->add_flag(
      "--stages", args->stages,
      "Draw the dungeon after every stage row into the folder -o DIR, with DIR/index.html");
  addRatesFlag(*app, args->rates);
  return {app, [args] { return runRender(*args); }};
}

}  // namespace dungeon::cli
