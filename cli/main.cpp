// The entry point of the `dungeon` tool, whose subcommands generate, check, walk, sweep, draw and
// keep golden files (docs/cli.md), and of the hash tool `dungeon-hash` (hash_tool.cpp): each
// is this file linked with its command table. Exit codes: 0 ok, 1 a check, band or golden
// failure, 2 bad input (including a bad command line), 3 an internal error. No exception leaves
// main.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/output.h"
#include "generator/core/rates.h"
#include "harness_commit.h"
#include "util/heap.h"

namespace {

// The compiler that built this program, as "g++ 12.2.0" or "clang++ 14.0.6".
std::string compilerName() {
#if defined(__clang__)
  return fmt::format("clang++ {}.{}.{}", __clang_major__, __clang_minor__, __clang_patchlevel__);
#elif defined(__GNUC__)
  return fmt::format("g++ {}.{}.{}", __GNUC__, __GNUC_MINOR__, __GNUC_PATCHLEVEL__);
#else
  return "an unknown compiler";
#endif
}

// What --version prints: "0.1.0 (commit 1a2b3c4d5e6f, g++ 12.2.0, Release)", and the rate
// variant when the build is one (generator/core/rates.h).
std::string versionText() {
  const std::string_view variant = dungeon::gen::rateVariant();
  return fmt::format(
      "{} (commit {}, {}, {}{})", HARNESS_VERSION, HARNESS_COMMIT, compilerName(),
      std::string_view(HARNESS_BUILD_TYPE).empty() ? "no build type" : HARNESS_BUILD_TYPE,
      variant.empty() ? "" : fmt::format(", rate variant: {}", variant));
}

// A command's exit code, or 1 when anything it wrote to standard output was lost, said once on
// stderr (a full disk fails the run; it is not an internal error). Bad input and an internal
// error keep their codes, which say more.
int withStdoutChecked(int code) {
  if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return code;
  dungeon::cli::reportStandardOutputFailure();
  const bool says_more = code == dungeon::cli::kExitBadInput || code == dungeon::cli::kExitInternal;
  return says_more ? code : dungeon::cli::kExitWriteFailed;
}

// The command a failed parse stopped in: the deepest subcommand that was named.
const CLI::App* commandReached(const CLI::App& app) {
  const CLI::App* reached = &app;
  while (!reached->get_subcommands().empty()) reached = reached->get_subcommands().front();
  return reached;
}

// "dungeon golden check": the tool's name and the subcommands the command line reached.
std::string commandPath(const CLI::App& app) {
  std::string path = app.get_name();
  for (const CLI::App* reached = &app; !reached->get_subcommands().empty();) {
    reached = reached->get_subcommands().front();
    path += " " + reached->get_name();
  }
  return path;
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
  return fmt::format("{}: error: unknown subcommand '{}'; the subcommands are: {}",
                     commandPath(app), *word, names);
}

int runTool(int argc, char** argv) {
  using namespace dungeon::cli;
  const ToolIdentity tool = toolIdentity();
  CLI::App app{std::string(tool.description), std::string(tool.name)};
  app.set_version_flag("--version", versionText());
  app.require_subcommand(1);
  const std::vector<Command> commands = addToolCommands(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    if (error.get_exit_code() == 0) return app.exit(error) == 0 ? kExitOk : kExitBadInput;
    // Every refusal of the command line in the tool's one voice: "dungeon COMMAND: error: ...".
    std::string message = unknownSubcommand(app);
    if (message.empty()) message = fmt::format("{}: error: {}", commandPath(app), error.what());
    fmt::print(stderr, "{}\nRun with --help for more information.\n", message);
    return kExitBadInput;
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
    fmt::print(stderr, "{}: internal error: {}\n", dungeon::cli::toolIdentity().name, error.what());
  } catch (...) {
    fmt::print(stderr, "{}: internal error\n", dungeon::cli::toolIdentity().name);
  }
  return dungeon::cli::kExitInternal;
}
