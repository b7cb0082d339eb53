// The coverage gate (docs/coverage.md): a file names the standard sweeps, the ledger points
// (generator/observers/ledger.h) they must hit and, with a reason each, the points that are rare or
// impossible by design; the gate fails when an expected point is not hit, when a point of the
// sweeps' domain (the points their options may hit: gen::ledgerDomain) is in neither list (a new
// point must be classified), and when an expected point is one no sweep of the file can hit (a
// stale line). A lay refused by a named check or band is outside the domain, as in a sweep's
// ledger: it is counted, not classified. Parsing reports file:line:col; judging is a pure function
// of the file and the sweeps' ledgers.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/options.h"
#include "sweeps/ledger_tally.h"
#include "util/result.h"

namespace dungeon::sweeps {

// "sweep SEEDS [OPTION...]": seeds 1..SEEDS with the options, as a sheet's options line has
// them ("floors=3 rising").
struct CoverageSweep {
  Options options;
  int seeds = 1;
  std::string options_text;  // as the file wrote it, for messages
  int line = 0;
};

// "expect POINT": a point the sweeps must hit.
struct ExpectedPoint {
  std::string point;
  int line = 0;
};

// "rare PATTERN WHY...": points (a shell pattern, as fnmatch reads it) not expected, and why.
struct RarePoints {
  std::string pattern;
  std::string why;
  int line = 0;
};

struct CoverageExpect {
  std::vector<CoverageSweep> sweeps;
  std::vector<ExpectedPoint> expected;
  std::vector<RarePoints> rare;
};

// Reads the file's text; `file` names it in errors. Refuses an unknown keyword, a bad seed count
// (1..1,000,000) or option, a point written twice, a pattern with an unclosed '[', a rare line
// without its reason and a file without a sweep.
Result<CoverageExpect> parseCoverageExpect(std::string_view text, std::string_view file);

// What the sweeps of a file hit, together: their ledgers merged, and every point any of them
// may hit (domainOf each).
struct CoverageSeen {
  LedgerTally ledger;
  std::vector<std::string> domain;  // in order, once each
};

void addSweepLedger(CoverageSeen& seen, const LedgerTally& ledger, const Options& options);

struct CoverageVerdict {
  std::vector<ExpectedPoint> missing;     // expected and not hit
  std::vector<std::string> unclassified;  // in the domain, neither expected nor rare
  std::vector<ExpectedPoint> stale;       // expected, in no sweep's domain and not hit
  int64_t expected_hit = 0;
  int64_t rare_points = 0;  // domain points a rare line covers
  bool passed() const { return missing.empty() && unclassified.empty() && stale.empty(); }
};

CoverageVerdict judgeCoverage(const CoverageExpect& expect, const CoverageSeen& seen);

// The rare line whose pattern `point` matches, or null.
const RarePoints* rareLineOf(const CoverageExpect& expect, std::string_view point);

}  // namespace dungeon::sweeps
