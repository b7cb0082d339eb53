// `dungeon format FILE [-o OUT | --in-place]`: reads a sheet (hand-made or generated; '-' is
// stdin) or a JSON export through the import, so the importer's defaults are applied (a one-way
// door's missing side) and its warnings printed with file, line and column, and writes its
// canonical text (docs/sheet.md) to stdout, to OUT, or over FILE itself (never over a JSON export);
// files are written atomically.
#include <fmt/format.h>

#include <memory>

#include "cli/command.h"
#include "cli/output.h"
#include "cli/sheet_file.h"
#include "model/json_sheet.h"
#include "model/sheet.h"
#include "util/file_io.h"

namespace dungeon::cli {
namespace {

struct FormatArgs {
  std::string file;
  std::string output;
  bool in_place = false;
};

bool isJsonExport(const std::string& file) {
  const Result<std::string> text = readFile(file);
  return text && looksLikeJson(*text);
}

int runFormat(const FormatArgs& args) {
  if (!outputsWritable("format", {{"-o", args.output}})) return kExitBadInput;
  if (args.in_place && args.file == "-") {
    fmt::print(stderr, "dungeon format: error: --in-place needs a FILE, not standard input\n");
    return kExitBadInput;
  }
  const Result<Dungeon> dungeon = readSheetFile(args.file);
  if (!dungeon) {
    fmt::print(stderr, "{}\n", dungeon.error().format());
    return kExitBadInput;
  }
  if (args.in_place && isJsonExport(args.file)) {
    fmt::print(stderr,
               "dungeon format: error: --in-place would write a sheet over the JSON export {}; "
               "write the sheet with -o NAME.sheet\n",
               args.file);
    return kExitBadInput;
  }
  const std::string& target = args.in_place ? args.file : args.output;
  return writeOutput(target, writeSheet(*dungeon)) ? kExitOk : kExitWriteFailed;
}

}  // namespace

Command addFormatCommand(CLI::App& parent) {
  auto args = std::make_shared<FormatArgs>();
  CLI::App* app = parent.add_subcommand("format",
                                        "Rewrite a sheet (or a JSON export, as its sheet) in "
                                        "canonical form, the importer's defaults applied");
  app->add_option("FILE", args->file, "The sheet or JSON export ('-' reads standard input)")
      ->required();
  CLI::Option* out =
      app->add_option("-o,--output", args->output, "Write to OUT (atomically) instead of stdout")
          ->type_name("OUT");
  app->add_flag("-i,--in-place", args->in_place, "Rewrite FILE itself (atomically)")->excludes(out);
  return {app, [args] { return runFormat(*args); }};
}

}  // namespace dungeon::cli
