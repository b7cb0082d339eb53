// `dungeon scenario FILE...`: run scenario scripts (a sheet plus actions and expectations in the
// movement sim and the dirt, docs/scenarios.md) and print PASS or the first failure of each as
// file:line:col. Exit 0 when every expectation holds, 1 when one fails, 2 for a bad script.
#include <memory>
#include <string>
#include <vector>

#include "cli/command.h"
#include "sim/scenario/scenario.h"

namespace dungeon::cli {

Command addScenarioCommand(CLI::App& parent) {
  auto files = std::make_shared<std::vector<std::string>>();
  CLI::App* app = parent.add_subcommand(
      "scenario", "Run scenario scripts (sheet, actions, expectations) and report each");
  app->add_option("FILE", *files, "Scenario files (docs/scenarios.md)")->required();
  return {app, [files] { return sim::runScenarioFiles(*files); }};
}

}  // namespace dungeon::cli
