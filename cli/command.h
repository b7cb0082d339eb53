// The subcommands of the `dungeon` tool. Each adds itself (its options and --help) to the
// app and returns how to run it once the command line has parsed; running returns the exit
// code: 0 ok, 1 a check, band or golden failure or a lost output, 2 bad input. Commands report
// problems on stderr and never let an exception out on purpose.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <string_view>
#include <vector>

namespace dungeon::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;
inline constexpr int kExitBadInput = 2;
// An output lost after the work was done (a full disk, a folder gone): the run failed, as a
// failed check does; an output refused before the work is bad input.
inline constexpr int kExitWriteFailed = kExitFailed;
inline constexpr int kExitInternal = 3;

struct Command {
  CLI::App* app = nullptr;
  std::function<int()> run;
};

// The tool that main.cpp is linked into: `dungeon` (tool_commands.cpp) or the hash tool
// `dungeon-hash` (hash_tool.cpp).
struct ToolIdentity {
  std::string_view name;         // as the tool's messages name it
  std::string_view description;  // the first line of --help
};
ToolIdentity toolIdentity();
// Adds every command of the tool to `app`, in the order --help lists them.
std::vector<Command> addToolCommands(CLI::App& app);

Command addGenerateCommand(CLI::App& parent);
Command addCheckCommand(CLI::App& parent);
Command addGoldenCommand(CLI::App& parent);
Command addSweepCommand(CLI::App& parent);
Command addWalkCommand(CLI::App& parent);
Command addCalibrateCommand(CLI::App& parent);
Command addRenderCommand(CLI::App& parent);
Command addFormatCommand(CLI::App& parent);
Command addFitCommand(CLI::App& parent);
Command addProfileCommand(CLI::App& parent);
Command addScenarioCommand(CLI::App& parent);
Command addReduceCommand(CLI::App& parent);
Command addMatrixCommand(CLI::App& parent);
Command addDeterminismCommand(CLI::App& parent);
Command addExplainCommand(CLI::App& parent);
Command addRatesCommand(CLI::App& parent);
Command addCorpusCommand(CLI::App& parent);
Command addCoverageCommand(CLI::App& parent);
// Prints a completion script of every command in `parent`, the root (the last command added).
Command addCompletionCommand(CLI::App& parent);

}  // namespace dungeon::cli
