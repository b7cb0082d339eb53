// The completion scripts (completion.h): the command tree walked once into a list of commands,
// each with its path of subcommand names, its subcommands and its options, then written in
// each shell's words. A command is found on the command line by the subcommand names typed so
// far, in order; every other word (an option, a value, a file) is passed over.
#include "cli/completion.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <vector>

namespace dungeon::cli {
namespace {

struct OptionNames {
  std::vector<std::string> shorts;  // without the dash
  std::vector<std::string> longs;   // without the dashes
  std::string description;
};

struct CommandNode {
  std::vector<std::string> path;  // subcommand names from the root; empty for the root
  std::vector<const CLI::App*> subcommands;
  std::vector<OptionNames> options;
};

bool isOptionGroup(const CLI::App* app) {
  return dynamic_cast<const CLI::Option_group*>(app) != nullptr;
}

// The options of `app` and of its option groups (which CLI11 keeps as nameless subcommands,
// each with its own --help), each name once.
void addOptions(const CLI::App& app, std::vector<OptionNames>& out) {
  for (const CLI::Option* option : app.get_options()) {
    const bool known = std::any_of(out.begin(), out.end(), [&](const OptionNames& names) {
      return names.longs == option->get_lnames() && names.shorts == option->get_snames();
    });
    if (!option->nonpositional() || known) continue;
    out.push_back({option->get_snames(), option->get_lnames(), option->get_description()});
  }
  for (const CLI::App* group : app.get_subcommands(isOptionGroup)) addOptions(*group, out);
}

void collect(const CLI::App& app, const std::vector<std::string>& path,
             std::vector<CommandNode>& out) {
  CommandNode node{
      path, app.get_subcommands([](const CLI::App* sub) { return !isOptionGroup(sub); }), {}};
  addOptions(app, node.options);
  out.push_back(node);
  for (const CLI::App* sub : node.subcommands) {
    std::vector<std::string> sub_path = path;
    sub_path.push_back(sub->get_name());
    collect(*sub, sub_path, out);
  }
}

std::vector<CommandNode> commandsOf(const CLI::App& root) {
  std::vector<CommandNode> commands;
  collect(root, {}, commands);
  return commands;
}

// "/golden/check" for the path golden, check; "" for the root.
std::string slashed(const std::vector<std::string>& path) {
  std::string out;
  for (const std::string& name : path) out += "/" + name;
  return out;
}

// The words a command completes to: its subcommands' names, then its options' names.
std::vector<std::string> wordsOf(const CommandNode& command) {
  std::vector<std::string> words;
  for (const CLI::App* sub : command.subcommands) words.push_back(sub->get_name());
  for (const OptionNames& option : command.options) {
    for (const std::string& name : option.longs) words.push_back("--" + name);
    for (const std::string& name : option.shorts) words.push_back("-" + name);
  }
  return words;
}

// A shell function's name made of the program's: "_dungeon_hash" for "dungeon-hash".
std::string functionName(std::string_view program) {
  std::string out = "_";
  for (char c : program) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return out;
}

std::string bashScript(const CLI::App& root, std::string_view how_to_install) {
  const std::string program = root.get_name();
  const std::string function = functionName(program) + "_complete";
  const std::vector<CommandNode> commands = commandsOf(root);
  std::string paths;
  std::string cases;
  for (const CommandNode& command : commands) {
    if (!command.path.empty()) paths += (paths.empty() ? "" : "|") + slashed(command.path);
    cases += fmt::format("    \"{}\") words=\"{}\" ;;\n", slashed(command.path),
                         fmt::join(wordsOf(command), " "));
  }
  return fmt::format(
      "# {0} completion for {1}, written by `{1} completion {0}`: {2}\n"
      "{3}() {{\n"
      "  local cur=\"${{COMP_WORDS[COMP_CWORD]}}\" path=\"\" words=\"\" i\n"
      "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
      "    case \"$path/${{COMP_WORDS[i]}}\" in\n"
      "      {4}) path=\"$path/${{COMP_WORDS[i]}}\" ;;\n"
      "    esac\n"
      "  done\n"
      "  case \"$path\" in\n"
      "{5}"
      "  esac\n"
      "  COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
      "}}\n"
      "complete -o default -F {3} {1}\n",
      "bash", program, how_to_install, function, paths, cases);
}

std::string zshScript(const CLI::App& root) {
  const std::string program = root.get_name();
  return fmt::format(
      "# zsh completion for {0}: the bash completion through zsh's bashcompinit. Load it from\n"
      "# ~/.zshrc: source <({0} completion zsh)\n"
      "autoload -U +X compinit && compinit -C\n"
      "autoload -U +X bashcompinit && bashcompinit\n{1}",
      program, bashScript(root, "loaded by the zsh script above"));
}

// A fish single-quoted string: ' and \ escaped, a line break made a space.
std::string fishQuoted(std::string_view text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\'' || c == '\\') out += '\\';
    out += c == '\n' ? ' ' : c;
  }
  return out + "'";
}

std::string fishScript(const CLI::App& root) {
  const std::string program = root.get_name();
  const std::string function = functionName(program) + "_path";
  const std::vector<CommandNode> commands = commandsOf(root);
  std::string paths;
  for (const CommandNode& command : commands) {
    if (!command.path.empty()) paths += " " + fishQuoted("root" + slashed(command.path));
  }
  std::string out = fmt::format(
      "# fish completion for {0}, written by `{0} completion fish`: save it as\n"
      "# ~/.config/fish/completions/{0}.fish\n"
      "function {1}\n"
      "  set -l path root\n"
      "  for word in (commandline -opc)[2..-1]\n"
      "    if contains -- \"$path/$word\"{2}\n"
      "      set path \"$path/$word\"\n"
      "    end\n"
      "  end\n"
      "  echo $path\n"
      "end\n",
      program, function, paths);
  for (const CommandNode& command : commands) {
    const std::string at =
        fishQuoted(fmt::format("test ({}) = {}", function, "root" + slashed(command.path)));
    for (const CLI::App* sub : command.subcommands) {
      out += fmt::format("complete -c {} -n {} -a {} -d {}\n", program, at,
                         fishQuoted(sub->get_name()), fishQuoted(sub->get_description()));
    }
    for (const OptionNames& option : command.options) {
      std::string names;
      for (const std::string& name : option.shorts) names += " -s " + fishQuoted(name);
      for (const std::string& name : option.longs) names += " -l " + fishQuoted(name);
      out += fmt::format("complete -c {} -n {}{} -d {}\n", program, at, names,
                         fishQuoted(option.description));
    }
  }
  return out;
}

}  // namespace

std::optional<Shell> shellNamed(std::string_view name) {
  if (name == "bash") return Shell::kBash;
  if (name == "zsh") return Shell::kZsh;
  if (name == "fish") return Shell::kFish;
  return std::nullopt;
}

std::string completionScript(const CLI::App& root, Shell shell) {
  switch (shell) {
    case Shell::kBash:
      return bashScript(
          root,
          fmt::format("save it as ~/.local/share/bash-completion/completions/{}", root.get_name()));
    case Shell::kZsh:
      return zshScript(root);
    case Shell::kFish:
      return fishScript(root);
  }
  return "";
}

}  // namespace dungeon::cli
