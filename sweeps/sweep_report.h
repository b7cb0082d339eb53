// The sweep report, as text for people and as JSON for tools. Both are pure functions of the
// summary (and, for JSON's per-seed rows, the result): no wall time, no thread count, no
// floating point, so the bytes are the same for any --jobs and on every run.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

#include "sweeps/summary.h"
#include "sweeps/sweep.h"
#include "sweeps/tally.h"

namespace dungeon::sweeps {

// The JSON report's "format": version 2 names the sweep's options and has, per seed, every
// field sweep compare reads (docs/sweeps.md#json); the unversioned report before it had neither.
inline constexpr std::string_view kSweepReportFormat = "dungeon sweep report 2";

// Sections a report shows only on request; with none set the report's bytes are the default.
struct ReportSections {
  bool stage_failures = false;  // every try a stage could not finish, with its place
};

// Header, metrics against their bands, tries, rejections, topologies, failing seeds with the
// command that reproduces each, the sections asked for, and the verdict line
// "sweep: N seeds, K failed".
std::string formatSweep(const SweepSummary& summary, const ReportSections& sections = {});

// The same content as formatSweep plus one row per seed (`rows`, in seed order, from
// seedRow); values in thousandths.
nlohmann::ordered_json sweepJson(const SweepSummary& summary, const std::vector<SeedRow>& rows,
                                 const ReportSections& sections = {});
// As above with the rows of every seed of `result`.
nlohmann::ordered_json sweepJson(const SweepSummary& summary, const SweepResult& result,
                                 const ReportSections& sections = {});

// One seed's row of the JSON report's `per_seed`.
nlohmann::ordered_json seedRow(const SeedOutcome& seed);
// The row a tally keeps (SeedRow's text), as JSON again.
nlohmann::ordered_json rowJson(const SeedRow& row);

// The outcome a row of `per_seed` was written from, stage failures aside (a row holds none):
// seedOutcomeOfRow(seedRow(o)) equals o without its stage_failures. Throws nlohmann's (or the
// standard library's) exceptions on a missing or mistyped field.
SeedOutcome seedOutcomeOfRow(const nlohmann::ordered_json& row);

}  // namespace dungeon::sweeps
