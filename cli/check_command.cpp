// `dungeon check FILE [--json]`: read a sheet (generated or hand-made; '-' is stdin), run every
// hard check and metric against the standard bands, and print the report (with how much digging
// would shorten the way where the dungeon has a dirt floor). Exit 0 when it
// passes, 1 when it fails, 2 when the sheet cannot be read or parsed or is too costly to search.
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <memory>

#include "checks/report.h"
#include "cli/command.h"
#include "cli/output.h"
#include "cli/sheet_file.h"

namespace dungeon::cli {
namespace {

struct CheckArgs {
  std::string file;
  bool json = false;
};

int runCheck(const CheckArgs& args) {
  if (auto why = checks::standardBandsError(); !why.empty()) {
    fmt::print(stderr, "dungeon check: internal error: the band table is broken: {}\n", why);
    return kExitInternal;
  }
  const Result<Dungeon> dungeon = readSheetFile(args.file);
  if (!dungeon) {
    fmt::print(stderr, "{}\n", dungeon.error().format());
    return kExitBadInput;
  }
  checks::Report report = checks::checkDungeon(*dungeon, checks::standardBands());
  report.dig = checks::digReading(*dungeon);
  const std::string output =
      args.json ? checks::reportJson(report).dump(2) + "\n" : checks::formatReport(report);
  const bool written = writeOutput("", output);
  // A sheet that cannot be checked is bad input, whether or not its report was written.
  if (!report.refused.empty()) {
    fmt::print(stderr, "{}: error: the sheet cannot be checked: {}\n", args.file, report.refused);
    return kExitBadInput;
  }
  if (!written) return kExitWriteFailed;
  return report.passed() ? kExitOk : kExitFailed;
}

}  // namespace

Command addCheckCommand(CLI::App& parent) {
  auto args = std::make_shared<CheckArgs>();
  CLI::App* app = parent.add_subcommand("check", "Run every hard check and metric against a sheet");
  app->add_option("FILE", args->file,
                  "The sheet or JSON export to check ('-' reads standard input)")
      ->required();
  app->add_flag("--json", args->json, "Print the report as JSON");
  return {app, [args] { return runCheck(*args); }};
}

}  // namespace dungeon::cli
