// The ledger's section of the HTML sweep page (docs/coverage.md), the page's form of the text
// report's: how many of the points the options may hit were hit, the points never hit, those hit
// on under 1% of seeds with their first seed, and the veto reasons with count and share. Opens
// with <h2 id="ledger">, as the page's other sections do.
#pragma once

#include <string>

#include "sweeps/ledger_tally.h"

namespace dungeon::reports {

// Appends the section to `out`.
void appendLedger(std::string& out, const sweeps::LedgerSummary& ledger);

}  // namespace dungeon::reports
