// What every `golden` subcommand shares (docs/golden.md): its arguments, the golden folder it
// uses (the one given, or golden/ of the repository the current directory is in, said on
// stderr), the named dungeons it is about, and the two subcommands that need nothing but the
// golden library: the check's comparison and `golden hashes`. The `dungeon` tool
// (golden_command.cpp) and the hash tool (hash_tool.cpp) both run these, so both print the same
// bytes for the same build.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

#include "golden/check.h"
#include "golden/named_list.h"
#include "util/result.h"
#include "util/work_counter.h"

namespace dungeon::cli {

struct GoldenArgs {
  std::vector<std::string> names;
  bool all = false;
  std::string dir;  // "" until resolveDir: found from the current directory
  bool dir_given = false;
  std::string pending;
  std::string out;
  std::string junit;    // check --junit FILE
  bool step = false;    // review --step: one change at a time, keys from standard input
  bool list = false;    // review --list: the list, even on a terminal
  std::string compare;  // review --compare FILE: the sweep compare that came with the changes
};

// Adds one golden subcommand with the options every one takes (NAME..., --all, --dir);
// `names_help` says what naming no dungeon means for it.
CLI::App* addGoldenSubcommand(CLI::App& golden, const std::string& name,
                              const std::string& description, const std::string& names_help,
                              GoldenArgs& args);

// Settles the golden folder (the one given, or the one found) and says which it is on stderr.
// Returns false, having said why, when none is found.
bool resolveDir(GoldenArgs& args);

// The list entries the command is about: the named ones, or all when none are named.
Result<std::vector<golden::NamedDungeon>> chosenEntries(const GoldenArgs& args);

// Flags every printed update command needs to act on the same folder.
std::string updateFlags(const GoldenArgs& args);

// Prints the error and returns kExitBadInput.
int badInput(const InputError& error);

// Regenerates the chosen named dungeons and compares them with the folder's hashes and sheets,
// counting each in `progress` when given. Errors: an unreadable or malformed list or hashes.txt.
Result<golden::CheckSummary> checkChosen(const GoldenArgs& args, WorkCounter* progress);

// `golden check` without the pending files, pictures or JUnit XML: prints the check's report and
// returns 0 when it passed, 1 when not, 2 on bad input.
int runCheckReport(const GoldenArgs& args);

// `golden hashes`: prints today's hash of every chosen named dungeon, sorted by name; 1 when a
// generation failed (named on stderr).
int runHashes(const GoldenArgs& args);

}  // namespace dungeon::cli
