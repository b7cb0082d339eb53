// `dungeon walk FILE --body NAME [--from F:X,Y --to F:X,Y] [--dig] [--after OUT] [--json]`: walk a
// body through a sheet in the movement sim (docs/sim.md) and print its route, every action with
// its game time, or the first obstacle that stops it; with --dig it may dig through dirt walls
// where that is quicker, and says which it dug (docs/dirt.md); --after writes the sheet of the
// dungeon as the walk left it. Exit 0 when the body arrives, 1 when it is stopped, 2 when the
// sheet or an option is bad.
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <optional>

#include "cli/command.h"
#include "cli/output.h"
#include "cli/sheet_file.h"
#include "model/sheet.h"
#include "sim/live/walk.h"
#include "sim/live/walk_format.h"

namespace dungeon::cli {
namespace {

struct WalkArgs {
  std::string file;
  std::string body = "party";
  std::string from;
  std::string to;
  bool dig = false;
  std::string after;
  bool json = false;
};

// Parses "F:X,Y" (or nothing) into a place; prints the error with the option's name.
bool parsePlaceOption(const std::string& text, const char* option, std::optional<Place>& place) {
  if (text.empty()) return true;
  const Result<Place> parsed = sim::parsePlace(text);
  if (!parsed) {
    fmt::print(stderr, "dungeon walk: error: {} {}: {}\n", option, text, parsed.error().message);
    return false;
  }
  place = *parsed;
  return true;
}

int runWalk(const WalkArgs& args) {
  if (!outputsWritable("walk", {{"--after", args.after}})) return kExitBadInput;
  const Result<BodyKind> body = sim::parseBodyName(args.body);
  if (!body) {
    fmt::print(stderr, "dungeon walk: error: --body {}: {}\n", args.body, body.error().message);
    return kExitBadInput;
  }
  sim::WalkRequest request;
  request.body = *body;
  request.dig = args.dig;
  if (!parsePlaceOption(args.from, "--from", request.from) ||
      !parsePlaceOption(args.to, "--to", request.to)) {
    return kExitBadInput;
  }
  const Result<Dungeon> dungeon = readSheetFile(args.file);
  if (!dungeon) {
    fmt::print(stderr, "{}\n", dungeon.error().format());
    return kExitBadInput;
  }
  const sim::World world(*dungeon);
  Dungeon after;
  const Result<sim::WalkResult> walk =
      sim::walkDungeon(world, request, args.after.empty() ? nullptr : &after);
  if (!walk) {
    fmt::print(stderr, "{}\n", walk.error().format());
    return kExitBadInput;
  }
  const std::string output =
      args.json ? sim::walkJson(*walk).dump(2) + "\n" : sim::formatWalk(*walk);
  if (!writeOutput("", output)) return kExitWriteFailed;
  if (!args.after.empty() && !writeOutput(args.after, writeSheet(after))) return kExitWriteFailed;
  return walk->reached ? kExitOk : kExitFailed;
}

}  // namespace

Command addWalkCommand(CLI::App& parent) {
  auto args = std::make_shared<WalkArgs>();
  CLI::App* app = parent.add_subcommand(
      "walk", "Walk a body through a sheet in the movement sim and print every action");
  app->add_option("FILE", args->file, "The sheet or JSON export ('-' reads standard input)")
      ->required();
  app->add_option("--body", args->body, sim::walkingBodyNames())->capture_default_str();
  app->add_option("--from", args->from, "Start square F:X,Y (floor from 1; default: entrance)");
  app->add_option("--to", args->to, "Target square F:X,Y (default: the goal)");
  app->add_flag("--dig", args->dig,
                "Dig through dirt walls where that is quicker (10 s a wall, into a crawlway)");
  app->add_option("--after", args->after,
                  "Also write the sheet of the dungeon as the walk left it (its digs and what they "
                  "brought down) to this file");
  app->add_flag("--json", args->json, "Print the walk as JSON");
  return {app, [args] { return runWalk(*args); }};
}

}  // namespace dungeon::cli
