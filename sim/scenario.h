// Scenarios: a dungeon sheet plus a script of actions and expected outcomes, run in the ticked
// sim (format: docs/scenarios.md). A script error or a failed expectation comes back as an
// InputError with the scenario's file, line and column; nothing throws. A run is a pure
// function of the scenario's text (and the sheet file it names).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/result.h"

namespace dungeon::sim {

struct ScenarioOutcome {
  int steps = 0;         // script lines run
  int expectations = 0;  // of which expectations, all met
  // The import's warnings about the sheet (sim/import.h): an inline sheet's on the scenario's
  // own lines, a sheet file's on that file's lines.
  std::vector<InputError> warnings;
};

// Runs scenario text. `file` names it in errors and locates a sheet file it refers to.
Result<ScenarioOutcome> runScenario(std::string_view text, const std::string& file);
// Reads and runs a scenario file.
Result<ScenarioOutcome> runScenarioFile(const std::string& path);

}  // namespace dungeon::sim
