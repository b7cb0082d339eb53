// `dungeon explain (--seed S | --name N | --golden NAME) [option flags] -o FILE`: generates the
// dungeon with every draw logged (stream, index, what was asked, value, file:line) and its stage
// trace, and writes the log; `dungeon explain BEFORE AFTER`: the first entry two logs (or two
// golden traces) differ on, in one line, and the two lines (docs/golden.md, *Why did it
// change?*). Exit 0 when they are identical, 1 when they differ, 2 on bad input.
#include <fmt/format.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/output.h"
#include "generator/core/trace_diff.h"
#include "generator/observers/try_trace.h"
#include "generator/tries/generate.h"
#include "golden/golden_dir.h"
#include "model/sheet.h"
#include "util/file_io.h"
#include "util/hash.h"

namespace dungeon::cli {
namespace {

constexpr std::string_view kLogHeader = "dungeon-draws 1";

struct ExplainArgs {
  std::vector<std::string> logs;  // BEFORE AFTER
  std::optional<uint64_t> seed;
  std::optional<std::string> name;
  std::optional<std::string> golden;  // a named dungeon of the golden folder
  std::string dir;                    // the golden folder for --golden
  OptionFlags options;
  std::string output;
};

int badInput(const std::string& message) {
  fmt::print(stderr, "dungeon explain: error: {}\n", message);
  return kExitBadInput;
}

// The name, seed and options to log: a named golden dungeon's (from the folder's named.txt), or
// the flags'.
Result<golden::NamedDungeon> dungeonToLog(const ExplainArgs& args) {
  if (args.golden) {
    std::error_code ignored;
    std::filesystem::path root = args.dir;
    if (root.empty()) {
      Result<golden::FoundGoldenDir> found =
          golden::findGoldenDir(std::filesystem::current_path(ignored));
      if (!found) return found.error();
      root = found->root;
    }
    Result<std::vector<golden::NamedDungeon>> list = golden::loadNamedList(golden::GoldenDir(root));
    if (!list) return list.error();
    Result<std::vector<golden::NamedDungeon>> chosen = golden::selectNamed(*list, {*args.golden});
    if (!chosen) return chosen.error();
    return chosen->front();
  }
  Result<Options> options = args.options.options();
  if (!options) return options.error();
  const uint64_t seed = args.name ? seedFromName(*args.name) : *args.seed;
  return golden::NamedDungeon{args.name ? *args.name : gen::nameForSeed(seed), *options, 0};
}

int writeLog(const ExplainArgs& args) {
  if (args.output.empty()) return badInput("-o FILE: where to write the draw log");
  if (!outputsWritable("explain", {{"-o", args.output}})) return kExitBadInput;
  Result<golden::NamedDungeon> chosen = dungeonToLog(args);
  if (!chosen) {
    fmt::print(stderr, "{}\n", chosen.error().format());
    return kExitBadInput;
  }
  const uint64_t seed =
      args.seed && !args.name && !args.golden ? *args.seed : seedFromName(chosen->name);
  std::string text = fmt::format("{}\nname {}\n", kLogHeader, chosen->name);
  for (const std::string& line : gen::generateLogged(chosen->name, seed, chosen->options)) {
    text += line + '\n';
  }
  return writeOutput(args.output, text) ? kExitOk : kExitWriteFailed;
}

// The entries of a draw log or a golden trace file: every line after the two-line header.
Result<std::vector<std::string>> readEntries(const std::string& path) {
  Result<std::string> text = readFile(path);
  if (!text) return text.error();
  std::vector<std::string> lines;
  size_t at = 0;
  int number = 0;
  while (at < text->size()) {
    const size_t end = std::min(text->find('\n', at), text->size());
    std::string line = text->substr(at, end - at);
    at = end + 1;
    ++number;
    if (number == 1 && line != kLogHeader && line != "dungeon-trace 1") {
      return InputError{
          path, 1, 1,
          fmt::format("not a draw log or trace: the first line must be '{}'", kLogHeader)};
    }
    if (number > 2) lines.push_back(std::move(line));
  }
  return lines;
}

int compareLogs(const ExplainArgs& args) {
  if (args.logs.size() != 2) {
    return badInput("give two draw logs to compare (BEFORE AFTER), or a dungeon and -o FILE");
  }
  std::vector<std::vector<std::string>> sides;
  for (const std::string& path : args.logs) {
    Result<std::vector<std::string>> entries = readEntries(path);
    if (!entries) {
      fmt::print(stderr, "{}\n", entries.error().format());
      return kExitBadInput;
    }
    sides.push_back(std::move(*entries));
  }
  const gen::TraceMove move = gen::firstMove(sides[0], sides[1]);
  if (move.kind == gen::TraceMove::Kind::kUnreadable) {
    return badInput(fmt::format("entry {}: {}", move.line + 1, move.text));
  }
  fmt::print("{}\n", move.text);
  if (move.kind == gen::TraceMove::Kind::kNone) return kExitOk;
  for (size_t side = 0; side < 2; ++side) {
    const auto& lines = sides[side];
    fmt::print("  {} {}:{}: {}\n", side == 0 ? "before" : "after ", args.logs[side], move.line + 3,
               move.line < lines.size() ? lines[move.line] : "(ends here)");
  }
  return kExitFailed;
}

}  // namespace

Command addExplainCommand(CLI::App& parent) {
  auto args = std::make_shared<ExplainArgs>();
  CLI::App* app = parent.add_subcommand(
      "explain", "Log every draw of a dungeon (-o FILE), or say where two draw logs first differ");
  app->add_option("LOGS", args->logs, "BEFORE AFTER: two draw logs (or golden traces) to compare")
      ->type_name("FILE");
  CLI::Option_group* source = app->add_option_group("dungeon", "the dungeon to log");
  source->add_option("--seed", args->seed, "Log the dungeon of this seed")
      ->type_name("S")
      ->check(wholeNumber(0, UINT64_MAX));
  source->add_option("--name", args->name, "Log the dungeon of this name")
      ->type_name("NAME")
      ->check(dungeonName());
  source
      ->add_option("--golden", args->golden,
                   "Log this named dungeon of the golden folder, with its options from named.txt")
      ->type_name("NAME");
  source->require_option(0, 1);
  args->options.add(*app);
  app->add_option("--dir", args->dir, "The golden folder for --golden (default: the repository's)")
      ->type_name("DIR");
  app->add_option("-o,--output", args->output, "Write the draw log to FILE (atomically)")
      ->type_name("FILE");
  return {app, [args] {
            const bool logging = args->seed || args->name || args->golden;
            if (logging && !args->logs.empty()) {
              return badInput("either a dungeon to log (with -o FILE) or two logs to compare");
            }
            return logging ? writeLog(*args) : compareLogs(*args);
          }};
}

}  // namespace dungeon::cli
