// The compare's reports (docs/sweeps.md#comparing-two-sweeps): text for logs, JSON for tools and
// Markdown for a pull request (a GitHub Actions step summary). Each is a pure function of the
// comparison: the same comparison gives the same bytes (p-values in two significant digits in
// text and Markdown; the JSON's numbers as nlohmann writes a double, the shortest form that reads
// back to the same bits).
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

#include "sweeps/compare.h"
#include "util/result.h"

namespace dungeon::sweeps {

// The JSON compare's "format".
inline constexpr std::string_view kCompareFormat = "dungeon sweep compare 1";

// A reading's before or after in a few words: a distribution's median and quartiles
// ("49 (40..58)"), a share ("20.6% of 2000"), a mix's category count.
std::string sideText(const SweepReading& reading);
// The effect: a distribution's median shift and ratio of means ("median -1, mean x0.913"), a
// share's difference ("-1.6 points"), a mix's largest move ("hub_code +2.9 points").
std::string effectText(const ReadingComparison& reading);
// "M5 loops median 3 -> 2, p = 1e-9": a reading's change in a few words (the median when it
// moved, else the mean; a share; a mix's largest move) and Holm's p.
std::string changeLine(const ReadingComparison& reading);
// The compare's verdict in one line: "no metric shifted", or the shifted readings, smallest
// adjusted p first, three at most ("...; and 2 more"), each after its sweep's options when the
// compare has several.
std::string verdictLine(const Comparison& comparison);

// Tenths of a point as points: "1.6".
std::string pointsText(int64_t tenths);

// Per pair of sweeps a table of every reading (test, before, after, effect, shift, threshold, p,
// Holm's p, verdict) with a mix's categories under it, then the paired view; the last line is
// "sweep compare: VERDICT (S of T readings shifted)".
std::string compareText(const Comparison& comparison);

nlohmann::ordered_json compareJson(const Comparison& comparison);

// The verdict line of a JSON compare's text (compareJson), for golden review; `file` names it in
// errors (not JSON, not a compare).
Result<std::string> readCompareVerdict(std::string_view text, const std::string& file);

// A heading with the verdict, the readings that shifted or were significant, the paired
// views, and every reading in a collapsed table.
std::string compareMarkdown(const Comparison& comparison);

}  // namespace dungeon::sweeps
