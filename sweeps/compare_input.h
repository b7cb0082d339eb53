// What `sweep compare` reads as one side: a sweep's JSON report (format 2, sweep_report.h), a
// part file of a whole sweep, or a folder of part files merged as `sweep merge` merges them
// (part.h). A report's rows are read back into the outcomes they were written from, so a report
// and the parts of the same sweep give the same tally for every reading the compare tests.
// Reading never throws: an unreadable file, broken JSON (file:line:col), a report of the old
// unversioned format or a report whose rows do not match its seeds is an InputError.
#pragma once

#include <string>
#include <string_view>

#include "sweeps/compare.h"
#include "util/result.h"

namespace dungeon::sweeps {

// Reads the side at `path`: a folder (its *.json files are the parts), else a file holding a
// JSON report or one part.
Result<SweepSide> readSweepSide(const std::string& path);

// Reads a JSON report's text; `file` names it in errors.
Result<SweepSide> parseSweepReport(std::string_view text, const std::string& file);

}  // namespace dungeon::sweeps
