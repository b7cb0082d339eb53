// The `dungeon` tool: one binary whose subcommands generate, check, walk, sweep, draw and
// keep golden files (docs/cli.md). Exit codes: 0 ok, 1 a check, band or golden failure, 2 bad input
// (including a bad command line), 3 an internal error. No exception leaves main.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "cli/command.h"
#include "generator/rates.h"
#include "model/heap.h"

namespace {

// A command's exit code, or 2 when anything it wrote to standard output was lost (writeOutput
// has said why; a full disk is bad input, not an internal error).
int withStdoutChecked(int code) {
  if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return code;
  return dungeon::cli::kExitBadInput;
}

// The command a failed parse stopped in: the deepest subcommand that was named.
const CLI::App* commandReached(const CLI::App& app) {
  const CLI::App* reached = &app;
  while (!reached->get_subcommands().empty()) reached = reached->get_subcommands().front();
  return reached;
}

// "" or, when the command line named a subcommand that `app` (which needs one) does not have,
// the message saying so with the ones it has: "unknown subcommand 'bogus'; the subcommands
// are: generate, ...".
std::string unknownSubcommand(const CLI::App& app) {
  const CLI::App* reached = commandReached(app);
  if (reached->get_require_subcommand_min() == 0) return "";
  const std::vector<std::string> words = reached->remaining();
  const auto word = std::find_if(words.begin(), words.end(),
                                 [](const std::string& w) { return !w.starts_with("-"); });
  if (word == words.end()) return "";
  std::string names;
  for (const CLI::App* sub : reached->get_subcommands([](const CLI::App*) { return true; })) {
    names += (names.empty() ? "" : ", ") + sub->get_name();
  }
  const std::string path =
      reached == &app ? app.get_name() : app.get_name() + " " + reached->get_name();
  return fmt::format("{}: error: unknown subcommand '{}'; the subcommands are: {}", path, *word,
                     names);
}

int runTool(int argc, char** argv) {
  using namespace dungeon::cli;
  CLI::App app{"Dungeon harness: generate, check, sweep and golden-test dungeons", "dungeon"};
  const std::string_view variant = dungeon::gen::rateVariant();
  app.set_version_flag("--version", variant.empty() ? std::string(HARNESS_VERSION)
                                                    : fmt::format("{} (rate variant: {})",
                                                                  HARNESS_VERSION, variant));
  app.require_subcommand(1);
  const std::vector<Command> commands = {
      addGenerateCommand(app), addCheckCommand(app),    addGoldenCommand(app),
      addSweepCommand(app),    addWalkCommand(app),     addCalibrateCommand(app),
      addRenderCommand(app),   addFormatCommand(app),   addFitCommand(app),
      addProfileCommand(app),  addScenarioCommand(app), addReduceCommand(app),
      addMatrixCommand(app)};
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    if (const std::string unknown = error.get_exit_code() == 0 ? "" : unknownSubcommand(app);
        !unknown.empty()) {
      fmt::print(stderr, "{}\nRun with --help for more information.\n", unknown);
      return kExitBadInput;
    }
    return app.exit(error) == 0 ? kExitOk : kExitBadInput;
  }
  for (const Command& command : commands) {
    if (command.app->parsed()) return withStdoutChecked(command.run());
  }
  return kExitBadInput;
}

}  // namespace

int main(int argc, char** argv) {
  dungeon::keepFreedMemory();
  try {
    return runTool(argc, argv);
  } catch (const std::exception& error) {
    fmt::print(stderr, "dungeon: internal error: {}\n", error.what());
  } catch (...) {
    fmt::print(stderr, "dungeon: internal error\n");
  }
  return dungeon::cli::kExitInternal;
}
