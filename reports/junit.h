// JUnit XML for CI test-result views (docs/sweeps.md, docs/golden.md): suites of cases, each
// passed or failed with a message, in the common JUnit form (<testsuites>, <testsuite name
// tests failures errors skipped>, <testcase classname name>, <failure message type>). No
// time or host attributes, so the bytes depend only on the results.
#pragma once

#include <string>
#include <vector>

#include "golden/check.h"
#include "sweeps/summary.h"

namespace dungeon::reports {

struct JunitCase {
  std::string name;
  bool failed = false;
  std::string type;     // the failure's kind ("band", "seed", "golden")
  std::string message;  // one line
  std::string text;     // the failure's body (a command that reproduces it, a difference)
};

struct JunitSuite {
  std::string name;
  std::vector<JunitCase> cases;
};

// The document: <testsuites name=...> holding `suites` in order.
std::string junitXml(const std::string& name, const std::vector<JunitSuite>& suites);

// A sweep's cases: suite "sweep.bands" with one case per metric that has a band (failed when a
// reading lies outside it), suite "sweep.laid_rates" with one per laid-rate band, suite
// "sweep.seeds" with one case per failing seed, or one passing case "every seed passed" when
// none failed. A case's name is an id (a metric, a kind laid, a seed), never a value, so a band
// retuned or a longer sweep renames no case; values go in the failure's message.
std::vector<JunitSuite> sweepJunit(const sweeps::SweepSummary& summary);

// A golden check's cases: one per named dungeon (failed when it changed or failed its checks),
// and a failing case per stray golden file and per left temporary file.
std::vector<JunitSuite> goldenJunit(const golden::CheckSummary& summary);

}  // namespace dungeon::reports
