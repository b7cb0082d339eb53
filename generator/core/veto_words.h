// A refusal in fixed words, for the ledger's veto table (generator/observers/ledger.h,
// docs/coverage.md): the same reason reads the same on every seed, so a sweep counts refusals per
// reason.
#pragma once

#include <string>
#include <string_view>

#include "model/failure.h"

namespace dungeon::gen {

// "check duct_rules" for a hard check's refusal ("duct_rules: ..."), "band M9 secrets" for a
// band's ("M9 secrets = 4 outside [0, 3]"), else `reason` with each run of digits read '#'.
std::string vetoWords(std::string_view reason);

// The check or metric that refused a lay ("duct_rules", "M9"), or "" when the lay failed on its
// own (it found no place). REQUIRES: !refusal.ok().
std::string refusingCheckOrBand(const Status& refusal);

// True when `id` names a hard check (checks/hard_checks.h).
bool isHardCheckId(std::string_view id);

}  // namespace dungeon::gen
