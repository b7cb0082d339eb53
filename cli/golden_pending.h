// The review half of `dungeon golden` (docs/golden.md): a check's mismatches written as
// pending files with a picture of the stored and new floors, and the review, accept and
// reject subcommands acting on them. Accepting is refused in CI, like update.
#pragma once

#include <string>
#include <vector>

#include "golden/check.h"
#include "golden/pending.h"

namespace dungeon::cli {

// Writes the pending files of every changed name of `summary` whose generation passed and
// removes those of every name that now matches. Prints a line saying where they went.
// Returns "" or what went wrong.
std::string writeCheckPending(const golden::CheckSummary& summary, const golden::GoldenDir& golden,
                              const golden::PendingDir& pending);

int runReview(const golden::GoldenDir& golden, const golden::PendingDir& pending);
// `names` or, when empty with `all`, every pending name.
int runAccept(const golden::GoldenDir& golden, const golden::PendingDir& pending,
              const std::vector<std::string>& names, bool all);
int runReject(const golden::PendingDir& pending, const std::vector<std::string>& names, bool all);

}  // namespace dungeon::cli
