// Scenarios: a dungeon sheet plus a script of actions and expected outcomes, run in the ticked
// sim and on the live dirt of dirt floors (format: docs/scenarios.md). A bad script (a sheet
// error, an unknown command, a word it cannot read) comes back as an InputError; a script that
// runs but whose expectation fails, or whose action cannot be carried out, comes back as the
// outcome's `failure`. Both carry the scenario's file, line and column; nothing throws. A run is
// a pure function of the scenario's text (and the sheet file it names).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace dungeon::sim {

struct ScenarioOutcome {
  int steps = 0;         // script lines run
  int expectations = 0;  // of which expectations, all met
  // The import's warnings about the sheet (sim/live/import.h): an inline sheet's on the scenario's
  // own lines, a sheet file's on that file's lines.
  std::vector<InputError> warnings;
  // The first expectation that failed or action that could not be done; the run stops there.
  std::optional<InputError> failure;

  bool passed() const { return !failure.has_value(); }
};

// Runs scenario text. `file` names it in errors and locates a sheet file it refers to.
Result<ScenarioOutcome> runScenario(std::string_view text, const std::string& file);
// Reads and runs a scenario file.
Result<ScenarioOutcome> runScenarioFile(const std::string& path);

// Runs each file in turn (all of them, whatever the first gives): prints `PASS FILE (n steps, m
// expectations)` or `FAIL FILE` and the failure as file:line:col on standard output, a bad
// script's error and the sheets' warnings on standard error. Returns 0 when every scenario
// passes, 1 when one fails, 2 when one is a bad script or unreadable (or no file is given).
int runScenarioFiles(std::span<const std::string> paths);

}  // namespace dungeon::sim
