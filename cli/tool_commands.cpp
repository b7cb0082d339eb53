// The `dungeon` tool's command table: every subcommand (docs/cli.md), linked with main.cpp.
#include "cli/command.h"

namespace dungeon::cli {

ToolIdentity toolIdentity() {
  return {"dungeon", "Dungeon harness: generate, check, sweep and golden-test dungeons"};
}

std::vector<Command> addToolCommands(CLI::App& app) {
  return {addGenerateCommand(app),  addCheckCommand(app),       addGoldenCommand(app),
          addSweepCommand(app),     addWalkCommand(app),        addCalibrateCommand(app),
          addRenderCommand(app),    addFormatCommand(app),      addFitCommand(app),
          addProfileCommand(app),   addScenarioCommand(app),    addReduceCommand(app),
          addMatrixCommand(app),    addDeterminismCommand(app), addExplainCommand(app),
          addRatesCommand(app),     addCorpusCommand(app),      addCoverageCommand(app),
          addCompletionCommand(app)};
}

}  // namespace dungeon::cli
