// The command table of the hash tool `dungeon-hash`, linked with main.cpp: only the commands
// that say which bytes this build makes (`golden check`, `golden hashes`, `determinism
// hashes`), running the `dungeon` tool's own code for them, and nothing of the sweeps, the live
// sim or the pictures. A build for another architecture, standard library or build type
// compiles only the generator, the checks and the golden files for it (docs/reliability.md).
#include <memory>

#include "cli/command.h"
#include "cli/determinism_hashes.h"
#include "cli/golden_folder.h"

namespace dungeon::cli {
namespace {

Command addGoldenReportCommands(CLI::App& parent) {
  auto args = std::make_shared<GoldenArgs>();
  CLI::App* golden = parent.add_subcommand("golden", "Check the named dungeons' golden files");
  golden->require_subcommand(1);
  CLI::App* check = addGoldenSubcommand(
      *golden, "check",
      "Regenerate and compare with the stored files (no pending files: `dungeon golden check` "
      "writes them)",
      "Named dungeons to check (default: all)", *args);
  addGoldenSubcommand(*golden, "hashes", "Print today's hashes without writing",
                      "Named dungeons (default: all)", *args);
  return {golden, [args, check] {
            if (!resolveDir(*args)) return kExitBadInput;
            return check->parsed() ? runCheckReport(*args) : runHashes(*args);
          }};
}

Command addDeterminismHashesCommand(CLI::App& parent) {
  auto args = std::make_shared<SetArgs>();
  CLI::App* determinism =
      parent.add_subcommand("determinism", "The determinism set's hashes as this build makes them");
  determinism->require_subcommand(1);
  addDeterminismHashes(*determinism, *args);
  return {determinism, [args] { return runDeterminismHashes(*args); }};
}

}  // namespace

ToolIdentity toolIdentity() {
  return {"dungeon-hash",
          "The bytes this build makes: golden check and hashes, the determinism set's hashes"};
}

std::vector<Command> addToolCommands(CLI::App& app) {
  return {addGoldenReportCommands(app), addDeterminismHashesCommand(app)};
}

}  // namespace dungeon::cli
