// Shell completion scripts for the tool, written from its CLI11 command tree when asked (`dungeon
// completion bash|zsh|fish`), so they list exactly the subcommands and options the parser
// takes and cannot drift from them. Each completes a subcommand's name after its parent, and
// an option's name after its command (descriptions too where the shell shows them); values
// and files fall back to the shell's own file completion.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace dungeon::cli {

enum class Shell { kBash, kZsh, kFish };

// The shell a name names ("bash", "zsh", "fish"), or nullopt.
std::optional<Shell> shellNamed(std::string_view name);

// The completion script of the tool whose root command is `root` (its name is the program's).
std::string completionScript(const CLI::App& root, Shell shell);

}  // namespace dungeon::cli
