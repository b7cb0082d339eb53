// sim_scenario_runner FILE...: the scenario tests' runner (each file in sim/scenario/scenarios/ is
// one CTest test). It prints and exits as `dungeon scenario` does: 0 when every scenario passes, 1
// when one fails, 2 for a bad script or no files.
#include <string>
#include <vector>

#include "sim/scenario/scenario.h"

int main(int argc, char** argv) {
  const std::vector<std::string> paths(argv + 1, argv + argc);
  return dungeon::sim::runScenarioFiles(paths);
}
