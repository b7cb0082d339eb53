// The `dungeon` tool: one binary whose subcommands generate, check, walk, sweep, draw and
// keep golden files (docs/cli.md). Exit codes: 0 ok, 1 a check, band or golden failure, 2 bad input
// (including a bad command line), 3 an internal error. No exception leaves main.
#include <fmt/format.h>

#include <cstdio>
#include <exception>
#include <vector>

#include "cli/command.h"
#include "model/heap.h"

namespace {

// A command's exit code, or 2 when anything it wrote to standard output was lost (writeOutput
// has said why; a full disk is bad input, not an internal error).
int withStdoutChecked(int code) {
  if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return code;
  return dungeon::cli::kExitBadInput;
}

int runTool(int argc, char** argv) {
  using namespace dungeon::cli;
  CLI::App app{"Dungeon harness: generate, check, sweep and golden-test dungeons", "dungeon"};
  app.set_version_flag("--version", HARNESS_VERSION);
  app.require_subcommand(1);
  const std::vector<Command> commands = {
      addGenerateCommand(app), addCheckCommand(app),   addGoldenCommand(app),
      addSweepCommand(app),    addWalkCommand(app),    addCalibrateCommand(app),
      addRenderCommand(app),   addFormatCommand(app),  addFitCommand(app),
      addProfileCommand(app),  addScenarioCommand(app)};
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
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
