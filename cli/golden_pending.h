// The review half of `dungeon golden` (docs/golden.md): a check's mismatches written as
// pending files with a picture of the stored and new floors, and the review, accept and
// reject subcommands acting on them. Accepting is refused in CI, like update.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "golden/check.h"
#include "golden/pending.h"

namespace dungeon::cli {

// Writes the pending files of every changed name of `summary` whose generation passed and
// removes those of every name that now matches. Prints a line saying where they went.
// Returns "" or what went wrong.
// `flags` are the options every printed golden command needs to act on the same folders.
std::string writeCheckPending(const golden::CheckSummary& summary, const golden::GoldenDir& golden,
                              const golden::PendingDir& pending, std::string_view flags);

// How review shows the pending changes: as a list, or one at a time taking a key for each
// (accept, reject, skip, quit) read from standard input, as `cargo insta review` does.
enum class ReviewMode { kList, kStep };

// The line that closes a review when changes are pending: how many golden lines they move and
// the verdict of the sweep compare that came with them, read from `compare_file` (a JSON of
// `dungeon sweep compare`; by default build/sweep-pr/compare.json beside the pending folder,
// where ci/sweep-pr leaves it): "golden: 1,204 lines moved in 3 pending changes; sweep compare
// (FILE): no metric shifted". "" when nothing is pending.
std::string reviewVerdict(const golden::GoldenDir& golden, const golden::PendingDir& pending,
                          const std::vector<std::string>& names, const std::string& compare_file);

// The compare file golden review reads when none is given: build/sweep-pr/compare.json in the
// build folder that holds the default pending folder.
std::filesystem::path defaultCompareFile(const golden::GoldenDir& golden);

// Reviews `names` (every pending name when empty) in `mode`; `verdict` (reviewVerdict) closes
// the list, or opens the steps.
int runReview(const golden::GoldenDir& golden, const golden::PendingDir& pending,
              const std::vector<std::string>& names, ReviewMode mode, const std::string& verdict);
// `names` or, when empty with `all`, every pending name.
int runAccept(const golden::GoldenDir& golden, const golden::PendingDir& pending,
              const std::vector<std::string>& names, bool all);
int runReject(const golden::PendingDir& pending, const std::vector<std::string>& names, bool all);

}  // namespace dungeon::cli
