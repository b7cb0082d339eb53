// `dungeon format FILE [-o OUT | --in-place]`: reads a sheet (hand-made or generated; '-' is
// stdin) through the import, so the importer's defaults are applied (a one-way door's missing
// side) and its warnings printed with file, line and column, and writes its canonical text
// (docs/sheet.md) to stdout, to OUT, or over FILE itself; files are written atomically.
#include <fmt/format.h>

#include <memory>

#include "cli/command.h"
#include "cli/output.h"
#include "model/sheet.h"

namespace dungeon::cli {
namespace {

struct FormatArgs {
  std::string file;
  std::string output;
  bool in_place = false;
};

int runFormat(const FormatArgs& args) {
  if (args.in_place && args.file == "-") {
    fmt::print(stderr, "dungeon format: error: --in-place needs a FILE, not standard input\n");
    return kExitBadInput;
  }
  const Result<Dungeon> dungeon = readSheetFile(args.file);
  if (!dungeon) {
    fmt::print(stderr, "{}\n", dungeon.error().format());
    return kExitBadInput;
  }
  const std::string& target = args.in_place ? args.file : args.output;
  return writeOutput(target, writeSheet(*dungeon)) ? kExitOk : kExitBadInput;
}

}  // namespace

Command addFormatCommand(CLI::App& parent) {
  auto args = std::make_shared<FormatArgs>();
  CLI::App* app = parent.add_subcommand(
      "format", "Rewrite a sheet in canonical form, the importer's defaults applied");
  app->add_option("FILE", args->file, "The sheet ('-' reads standard input)")->required();
  CLI::Option* out =
      app->add_option("-o,--output", args->output, "Write to OUT (atomically) instead of stdout")
          ->type_name("OUT");
  app->add_flag("-i,--in-place", args->in_place, "Rewrite FILE itself (atomically)")->excludes(out);
  return {app, [args] { return runFormat(*args); }};
}

}  // namespace dungeon::cli
