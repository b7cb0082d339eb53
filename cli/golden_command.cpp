// `dungeon golden check|update|hashes|review|accept|reject|remove-stray [NAME...] [--all]
// [--dir DIR]` (check also [--out DIR] [--junit FILE], review [--step|--list] [--compare FILE]):
// the golden files of the named dungeons (docs/golden.md). check regenerates and compares (exit 1
// on any mismatch) and leaves each change pending with a picture; review shows the pending
// changes, one at a time with keys on a terminal, and names the lines they move and the verdict
// of the sweep compare that came with them; accept takes a reviewed change in (refused in CI, and
// when the stored file moved since the check), reject drops it; update regenerates on purpose
// without review; remove-stray removes the files of names no longer listed; hashes prints
// today's hashes without writing. A NAME with '*', '?' or '[' is a pattern of names (named.txt's,
// or for review, accept and reject the pending changes'). DIR defaults to the golden/ folder of the
// repository the current directory is in; outside any checkout it must be given. Every command says
// which folder it uses.
#include <fmt/format.h>

#include <unistd.h>

#include <algorithm>
#include <memory>
#include <string_view>

#include "cli/command.h"
#include "cli/golden_folder.h"
#include "cli/golden_names.h"
#include "cli/golden_pending.h"
#include "cli/golden_suggest.h"
#include "cli/output.h"
#include "cli/progress_line.h"
#include "golden/check.h"
#include "golden/regenerate.h"
#include "golden/update.h"
#include "reports/junit.h"

namespace dungeon::cli {
namespace {

// Review steps through the changes on a terminal (standard input and output both), unless told.
ReviewMode reviewModeOf(const GoldenArgs& args) {
  if (args.step) return ReviewMode::kStep;
  if (args.list) return ReviewMode::kList;
  return isatty(STDIN_FILENO) && isatty(STDOUT_FILENO) ? ReviewMode::kStep : ReviewMode::kList;
}

golden::PendingDir pendingOf(const GoldenArgs& args) {
  if (!args.pending.empty()) return golden::PendingDir(args.pending);
  return golden::PendingDir(golden::defaultPendingRoot(golden::GoldenDir(args.dir)));
}

int runCheck(const GoldenArgs& args) {
  if (!outputsWritable("golden check", {{"--junit", args.junit}})) return kExitBadInput;
  if (auto why = sharedStandardOutput({{"--junit", args.junit}}, "the report"); !why.empty()) {
    fmt::print(stderr, "dungeon golden check: error: {}\n", why);
    return kExitBadInput;
  }
  WorkCounter counter;
  const Result<golden::CheckSummary> checked = [&] {
    const ProgressLine progress("golden check", "dungeons", counter);
    return checkChosen(args, &counter);
  }();
  if (!checked) return badInput(checked.error());
  const golden::CheckSummary& summary = *checked;
  const golden::GoldenDir dir(args.dir);
  if (!args.junit.empty() &&
      !writeOutput(args.junit,
                   reports::junitXml("dungeon golden check", reports::goldenJunit(summary)))) {
    return kExitWriteFailed;
  }
  writeOutput("", golden::formatCheck(summary, updateFlags(args), golden::updateRefusal()));
  if (auto why = writeCheckPending(summary, dir, pendingOf(args), updateFlags(args));
      !why.empty()) {
    fmt::print(stderr, "dungeon golden check: error: pending files: {}\n", why);
    return kExitWriteFailed;
  }
  if (!args.out.empty()) {
    if (auto why = golden::writeFreshSheets(summary, args.out); !why.empty()) {
      fmt::print(stderr, "dungeon golden check: error: --out: {}\n", why);
      return kExitWriteFailed;
    }
  }
  return summary.passed() ? kExitOk : kExitFailed;
}

// True, with the reason printed, when golden files may not be written here (a CI run).
bool refusedHere(std::string_view subcommand) {
  const std::string why = golden::updateRefusal();
  if (why.empty()) return false;
  fmt::print(stderr, "dungeon golden {}: refused: {}\n", subcommand, why);
  return true;
}

int runUpdate(const GoldenArgs& args) {
  if (refusedHere("update")) return kExitFailed;
  if (args.names.empty() && !args.all) {
    fmt::print(stderr, "dungeon golden update: error: name the dungeons to update, or --all\n");
    return kExitBadInput;
  }
  auto entries = chosenEntries(args);
  if (!entries) return badInput(entries.error());
  const golden::GoldenDir dir(args.dir);
  auto stored = golden::loadHashes(dir);
  if (!stored) return badInput(stored.error());
  const golden::UpdateOutcome outcome = golden::updateGolden(dir, *entries, *stored, args.all);
  writeOutput("", outcome.report);
  if (!outcome.write_error.empty()) {
    fmt::print(stderr, "dungeon golden update: error: {}\n", outcome.write_error);
    return kExitWriteFailed;
  }
  return outcome.ok() ? kExitOk : kExitFailed;
}

int runRemoveStray(const GoldenArgs& args) {
  if (refusedHere("remove-stray")) return kExitFailed;
  if (!args.names.empty() || args.all) {
    fmt::print(stderr,
               "dungeon golden remove-stray: error: it takes no names: it removes the "
               "files of every name not in named.txt\n");
    return kExitBadInput;
  }
  auto entries = golden::loadNamedList(golden::GoldenDir(args.dir));
  if (!entries) return badInput(entries.error());
  const golden::GoldenDir dir(args.dir);
  auto stored = golden::loadHashes(dir);
  if (!stored) return badInput(stored.error());
  const golden::UpdateOutcome outcome = golden::removeStray(dir, *entries, *stored);
  writeOutput("", outcome.report);
  if (!outcome.write_error.empty()) {
    fmt::print(stderr, "dungeon golden remove-stray: error: {}\n", outcome.write_error);
    return kExitWriteFailed;
  }
  return kExitOk;
}

// Replaces the patterns among args.names (golden_names.h) by the names they match: the pending
// changes' for review, accept and reject, named.txt's for the others. False, with the reason
// printed, when one matches none or named.txt cannot be read.
bool expandNames(GoldenArgs& args, const CLI::App& subcommand, bool pending_names) {
  if (std::none_of(args.names.begin(), args.names.end(),
                   [](const std::string& name) { return isNamePattern(name); })) {
    return true;
  }
  std::vector<std::string> known;
  if (pending_names) {
    known = golden::pendingNames(pendingOf(args));
  } else {
    auto entries = golden::loadNamedList(golden::GoldenDir(args.dir));
    if (!entries) {
      badInput(entries.error());
      return false;
    }
    for (const golden::NamedDungeon& entry : *entries) known.push_back(entry.name);
  }
  auto expanded =
      expandNamePatterns(args.names, known, pending_names ? "pending change" : "name in named.txt");
  if (!expanded) {
    fmt::print(stderr, "dungeon golden {}: error: {}\n", subcommand.get_name(),
               expanded.error().message);
    return false;
  }
  args.names = std::move(*expanded);
  return true;
}

// A golden subcommand of the whole tool: the shared options and --pending.
CLI::App* addGoldenSubcommandWithPending(CLI::App& golden, const std::string& name,
                                         const std::string& description,
                                         const std::string& names_help, GoldenArgs& args) {
  CLI::App* app = addGoldenSubcommand(golden, name, description, names_help, args);
  app->add_option("--pending", args.pending,
                  "The folder of pending changes (default: build/golden-pending beside the "
                  "golden folder)")
      ->type_name("DIR");
  return app;
}

}  // namespace

Command addGoldenCommand(CLI::App& parent) {
  auto args = std::make_shared<GoldenArgs>();
  CLI::App* golden =
      parent.add_subcommand("golden", "Check or update the named dungeons' golden files");
  golden->require_subcommand(1);
  CLI::App* check = addGoldenSubcommandWithPending(*golden, "check",
                                                   "Regenerate and compare with the stored files",
                                                   "Named dungeons to check (default: all)", *args);
  check
      ->add_option("--out", args->out,
                   "Also write the new sheet of each mismatch to DIR/NAME.sheet")
      ->type_name("DIR");
  check
      ->add_option("--junit", args->junit,
                   "Also write JUnit XML to FILE: a case per named dungeon (atomically)")
      ->type_name("FILE");
  CLI::App* update = addGoldenSubcommandWithPending(
      *golden, "update",
      "Regenerate on purpose, without review: rewrite sheets and hashes from today's generator "
      "(to take in a reviewed change, use accept)",
      "Named dungeons to regenerate (or --all)", *args);
  CLI::App* hashes =
      addGoldenSubcommandWithPending(*golden, "hashes", "Print today's hashes without writing",
                                     "Named dungeons (default: all)", *args);
  CLI::App* review = addGoldenSubcommandWithPending(
      *golden, "review",
      "Review the pending changes of a check: on a terminal one at a time (accept, reject, "
      "skip, quit), else as a list",
      "Pending changes to review (default: all)", *args);
  CLI::Option* step =
      review->add_flag("--step", args->step, "One change at a time, keys read from standard input");
  review->add_flag("--list", args->list, "The list, even on a terminal")->excludes(step);
  review
      ->add_option("--compare", args->compare,
                   "The JSON of the sweep compare that came with the changes, whose verdict the "
                   "review names (default: build/sweep-pr/compare.json, ci/sweep-pr's)")
      ->type_name("FILE");
  CLI::App* remove_stray = addGoldenSubcommandWithPending(
      *golden, "remove-stray",
      "Remove the golden files of names no longer in named.txt, each named as it goes",
      "(none: every stray file)", *args);
  CLI::App* accept = addGoldenSubcommandWithPending(*golden, "accept", "Accept pending changes",
                                                    "Pending changes to accept (or --all)", *args);
  CLI::App* reject = addGoldenSubcommandWithPending(*golden, "reject", "Drop pending changes",
                                                    "Pending changes to drop (or --all)", *args);
  auto suggest_args = std::make_shared<SuggestArgs>();
  CLI::App* suggest = addGoldenSuggest(*golden, *suggest_args, *args);
  return {golden, [args, check, update, hashes, review, accept, reject, remove_stray, suggest,
                   suggest_args]() {
            if (!resolveDir(*args)) return kExitBadInput;
            if (suggest->parsed()) return runGoldenSuggest(*suggest_args, *args);
            for (const CLI::App* sub : {check, update, hashes, review, accept, reject}) {
              const bool on_pending = sub == review || sub == accept || sub == reject;
              if (sub->parsed() && !expandNames(*args, *sub, on_pending)) return kExitBadInput;
            }
            const golden::GoldenDir dir(args->dir);
            if (check->parsed()) return runCheck(*args);
            if (update->parsed()) return runUpdate(*args);
            if (hashes->parsed()) return runHashes(*args);
            if (review->parsed()) {
              const golden::PendingDir pending = pendingOf(*args);
              return runReview(dir, pending, args->names, reviewModeOf(*args),
                               reviewVerdict(dir, pending, args->names, args->compare));
            }
            if (remove_stray->parsed()) return runRemoveStray(*args);
            if (accept->parsed()) return runAccept(dir, pendingOf(*args), args->names, args->all);
            if (reject->parsed()) return runReject(pendingOf(*args), args->names, args->all);
            return kExitBadInput;
          }};
}

}  // namespace dungeon::cli
