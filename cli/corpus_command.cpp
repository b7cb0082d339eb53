// `dungeon corpus add SHEET... | replay | fixed HASH --why TEXT [--dir DIR]`: the corpus of
// failing dungeons (sweeps/corpus.h, docs/reliability.md#the-corpus-of-failing-dungeons). add
// keeps failing sheets (reduce them first: `dungeon reduce --corpus` does both); replay fails
// (exit 1) when an entry no longer fails the way it did, or a fixed one fails again; fixed moves
// an entry that passes now to passing/. The folder is the one given, or testing/corpus of the
// repository the current directory is in.
#include <fmt/format.h>

#include <filesystem>
#include <memory>

#include "checks/bands.h"
#include "cli/command.h"
#include "cli/corpus_folder.h"
#include "cli/output.h"
#include "cli/sheet_file.h"
#include "sweeps/corpus.h"

namespace dungeon::cli {
namespace {

struct CorpusArgs {
  std::string dir;
  std::vector<std::string> sheets;
  std::string found_by;
  std::string hash;
  std::string why;
};

int refuse(std::string_view command, const InputError& error) {
  fmt::print(stderr, "{}\n",
             error.file.empty()
                 ? fmt::format("dungeon corpus {}: error: {}", command, error.message)
                 : error.format());
  return kExitBadInput;
}

int runAdd(const CorpusArgs& args) {
  const Result<std::filesystem::path> dir = corpusFolder(args.dir);
  if (!dir) return refuse("add", dir.error());
  for (const std::string& sheet : args.sheets) {
    const Result<Dungeon> dungeon = readSheetFile(sheet);
    if (!dungeon) return refuse("add", dungeon.error());
    const std::string found_by = args.found_by.empty() ? "a sheet, " + sheet : args.found_by;
    const int code = addAndSay(*dir, *dungeon, found_by, sheet, stdout);
    if (code != kExitOk) return code;
  }
  return kExitOk;
}

int runReplay(const CorpusArgs& args) {
  const Result<std::filesystem::path> dir = corpusFolder(args.dir);
  if (!dir) return refuse("replay", dir.error());
  const Result<sweeps::Replay> replay = sweeps::replayCorpus(*dir, checks::standardBands());
  if (!replay) return refuse("replay", replay.error());
  if (!writeOutput("", sweeps::replayText(*replay))) return kExitWriteFailed;
  return replay->broken == 0 ? kExitOk : kExitFailed;
}

int runFixed(const CorpusArgs& args) {
  const Result<std::filesystem::path> dir = corpusFolder(args.dir);
  if (!dir) return refuse("fixed", dir.error());
  const sweeps::CorpusChange moved =
      sweeps::markFixed(*dir, args.hash, args.why, checks::standardBands());
  if (const int code = changeCode("fixed", moved, args.hash); code != kExitOk) return code;
  return writeOutput("", fmt::format("corpus: {} passes now: moved to {}\n", args.hash,
                                     sweeps::corpusEntryLabel(moved.file)))
             ? kExitOk
             : kExitWriteFailed;
}

void addDirOption(CLI::App& app, CorpusArgs& args) {
  app.add_option("--dir", args.dir,
                 "The corpus folder (default: testing/corpus of the repository the current "
                 "directory is in)")
      ->type_name("DIR");
}

}  // namespace

Command addCorpusCommand(CLI::App& parent) {
  auto args = std::make_shared<CorpusArgs>();
  CLI::App* corpus =
      parent.add_subcommand("corpus", "Keep failing dungeons with the repository and replay them");
  corpus->require_subcommand(1);
  CLI::App* add = corpus->add_subcommand(
      "add", "Keep failing sheets in the corpus, named by their hash, with how they fail");
  add->add_option("SHEET", args->sheets, "Failing sheets or JSON exports, reduced first")
      ->required();
  add->add_option("--found-by", args->found_by, "The command that found them, kept with each")
      ->type_name("TEXT");
  addDirOption(*add, *args);
  CLI::App* replay = corpus->add_subcommand(
      "replay", "Every failing entry must still fail the same way, every fixed one pass");
  addDirOption(*replay, *args);
  CLI::App* fixed =
      corpus->add_subcommand("fixed", "Move an entry that passes now to passing/, saying why");
  fixed->add_option("HASH", args->hash, "The entry's name (16 hex digits)")->required();
  fixed->add_option("--why", args->why, "What fixed it (kept with the entry)")
      ->required()
      ->type_name("TEXT");
  addDirOption(*fixed, *args);
  return {corpus, [args, add, replay] {
            if (add->parsed()) return runAdd(*args);
            if (replay->parsed()) return runReplay(*args);
            return runFixed(*args);
          }};
}

}  // namespace dungeon::cli
