// One line on why a generation failed, the same for every tool that reports one (golden
// files, sweeps, the generate command): the kept try's record, or the last try's when no try
// got far enough to be kept. Pure text; never looks at anything but the Generation.
#pragma once

#include <string>

#include "generator/tries/generate.h"

namespace dungeon::gen {

// "M3: why" for a try's record, without repeating the id when the reason starts with it.
std::string tryRecordText(const TryRecord& record);

// "kept try 3 of 48 failed: M3: ...", "no try of 48 could be kept; the last failed: ...", or
// "the generator made no tries". REQUIRES: !generation.passed (a passing one has no failure).
std::string failureSummary(const Generation& generation);

}  // namespace dungeon::gen
