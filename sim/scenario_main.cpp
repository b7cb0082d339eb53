// sim_scenario_runner FILE...: runs each scenario and prints PASS or the first failure as
// file:line:col, and the sheet's warnings (file:line:col: warning: ...) on stderr. Exit code
// 0 when all pass, 1 when one fails, 2 with no files.
#include <cstdio>

#include "sim/scenario.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: sim_scenario_runner FILE.scenario...\n");
    return 2;
  }
  int failed = 0;
  for (int i = 1; i < argc; ++i) {
    const auto outcome = dungeon::sim::runScenarioFile(argv[i]);
    if (outcome) {
      for (const dungeon::InputError& w : outcome->warnings) {
        std::fprintf(stderr, "%s:%d:%d: warning: %s\n", w.file.c_str(), w.line, w.column,
                     w.message.c_str());
      }
      std::printf("PASS %s (%d steps, %d expectations)\n", argv[i], outcome->steps,
                  outcome->expectations);
    } else {
      std::printf("%s\n", outcome.error().format().c_str());
      ++failed;
    }
  }
  return failed == 0 ? 0 : 1;
}
