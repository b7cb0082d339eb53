// The golden folder, the chosen named dungeons and the golden subcommands that need only the
// golden library, shared by the `dungeon` tool and the hash tool.
#include "cli/golden_folder.h"

#include <fmt/format.h>

#include <filesystem>

#include "cli/command.h"
#include "cli/output.h"
#include "golden/golden_dir.h"
#include "golden/regenerate.h"
#include "golden/update.h"

namespace dungeon::cli {
namespace {

// The folder as a shell word: quoted unless it is plain path characters.
std::string shellWord(const std::string& text) {
  const bool plain = !text.empty() && text.find_first_not_of(
                                          "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                          "0123456789/._-+") == std::string::npos;
  if (plain) return text;
  std::string quoted = "'";
  for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

}  // namespace

CLI::App* addGoldenSubcommand(CLI::App& golden, const std::string& name,
                              const std::string& description, const std::string& names_help,
                              GoldenArgs& args) {
  CLI::App* app = golden.add_subcommand(name, description);
  CLI::Option* names = app->add_option("NAME", args.names, names_help)->type_name("NAME");
  app->add_flag("--all", args.all, "Every named dungeon")->excludes(names);
  app->add_option("--dir", args.dir,
                  "The golden folder (default: golden/ of the repository the current directory "
                  "is in)")
      ->type_name("DIR");
  return app;
}

bool resolveDir(GoldenArgs& args) {
  if (!args.dir.empty()) {
    args.dir_given = true;
    fmt::print(stderr, "golden folder: {} (given with --dir)\n", args.dir);
    return true;
  }
  std::error_code ignored;
  Result<golden::FoundGoldenDir> found =
      golden::findGoldenDir(std::filesystem::current_path(ignored));
  if (!found) {
    fmt::print(stderr, "dungeon golden: error: {}\n", found.error().message);
    return false;
  }
  args.dir = found->root.string();
  fmt::print(stderr, "golden folder: {} ({})\n", args.dir, found->reason);
  return true;
}

Result<std::vector<golden::NamedDungeon>> chosenEntries(const GoldenArgs& args) {
  Result<std::vector<golden::NamedDungeon>> list =
      golden::loadNamedList(golden::GoldenDir(args.dir));
  if (!list || args.names.empty()) return list;
  return golden::selectNamed(*list, args.names);
}

std::string updateFlags(const GoldenArgs& args) {
  std::string flags = args.dir_given ? " --dir " + shellWord(args.dir) : "";
  if (!args.pending.empty()) flags += " --pending " + shellWord(args.pending);
  return flags;
}

int badInput(const InputError& error) {
  fmt::print(stderr, "{}\n", error.format());
  return kExitBadInput;
}

Result<golden::CheckSummary> checkChosen(const GoldenArgs& args, WorkCounter* progress) {
  auto entries = chosenEntries(args);
  if (!entries) return entries.error();
  const golden::GoldenDir dir(args.dir);
  auto stored = golden::loadHashes(dir);
  if (!stored) return stored.error();
  return golden::checkGolden(dir, *entries, *stored, args.names.empty(), progress);
}

int runCheckReport(const GoldenArgs& args) {
  const Result<golden::CheckSummary> summary = checkChosen(args, nullptr);
  if (!summary) return badInput(summary.error());
  writeOutput("", golden::formatCheck(*summary, updateFlags(args), golden::updateRefusal()));
  return summary->passed() ? kExitOk : kExitFailed;
}

int runHashes(const GoldenArgs& args) {
  auto entries = chosenEntries(args);
  if (!entries) return badInput(entries.error());
  golden::HashTable hashes;
  int failed = 0;
  for (const golden::Regenerated& fresh : golden::regenerateAll(*entries)) {
    hashes[fresh.name] = fresh.hash;
    if (fresh.passed) continue;
    fmt::print(stderr, "dungeon golden hashes: {}: {}\n", fresh.name, fresh.failure);
    ++failed;
  }
  writeOutput("", golden::formatHashes(hashes));
  return failed == 0 ? kExitOk : kExitFailed;
}

}  // namespace dungeon::cli
