// Runs scenario files one after another and reports each (scenario.h): the front end that the
// test runner and `dungeon scenario` share, so both print and exit alike.
#include <fmt/format.h>

#include <algorithm>

#include "sim/scenario/scenario.h"
#include "util/counted.h"

namespace dungeon::sim {
namespace {

constexpr int kPassed = 0;
constexpr int kFailed = 1;
constexpr int kBadScript = 2;

int reportScenario(const std::string& path) {
  const Result<ScenarioOutcome> outcome = runScenarioFile(path);
  if (!outcome) {
    fmt::print(stderr, "{}\n", outcome.error().format());
    return kBadScript;
  }
  for (const InputError& warning : outcome->warnings) {
    fmt::print(stderr, "{}:{}:{}: warning: {}\n", warning.file, warning.line, warning.column,
               warning.message);
  }
  if (!outcome->passed()) {
    fmt::print("FAIL {}\n{}\n", path, outcome->failure->format());
    return kFailed;
  }
  fmt::print("PASS {} ({}, {})\n", path, counted(outcome->steps, "step"),
             counted(outcome->expectations, "expectation"));
  return kPassed;
}

}  // namespace

int runScenarioFiles(std::span<const std::string> paths) {
  if (paths.empty()) {
    fmt::print(stderr, "no scenario files given\n");
    return kBadScript;
  }
  int worst = kPassed;
  for (const std::string& path : paths) worst = std::max(worst, reportScenario(path));
  std::fflush(stdout);
  return worst;
}

}  // namespace dungeon::sim
