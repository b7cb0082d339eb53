// `dungeon completion bash|zsh|fish`: prints the shell's completion script, written from the
// tool's own command tree when asked (completion.h), so it lists exactly what the parser takes.
#include <fmt/format.h>

#include <memory>
#include <string>

#include "cli/command.h"
#include "cli/completion.h"

namespace dungeon::cli {

Command addCompletionCommand(CLI::App& parent) {
  auto shell = std::make_shared<std::string>();
  CLI::App* app = parent.add_subcommand(
      "completion", "Print the shell completion script of every subcommand and option");
  app->add_option("SHELL", *shell, "bash, zsh or fish")
      ->required()
      ->check(CLI::IsMember({"bash", "zsh", "fish"}));
  const CLI::App* root = &parent;
  return {app, [shell, root] {
            fmt::print("{}", completionScript(*root, *shellNamed(*shell)));
            return kExitOk;
          }};
}

}  // namespace dungeon::cli
