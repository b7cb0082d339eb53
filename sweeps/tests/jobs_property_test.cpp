// Property: a sweep report's bytes (text and JSON) do not depend on how many threads ran it.
// Each case runs the generator on a few seeds twice, so CTest runs few cases (CASES in
// sweeps/CMakeLists.txt).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <nlohmann/json.hpp>

#include "checks/bands.h"
#include "sweeps/summary.h"
#include "sweeps/sweep_report.h"

namespace dungeon::sweeps {
namespace {

struct Reports {
  std::string text;
  std::string json;
};

Reports reportsOf(const SweepConfig& config) {
  const SweepResult result = runSweep(config);
  const SweepSummary summary = summarize(result, checks::standardBands());
  return {formatSweep(summary), sweepJson(summary, result).dump(2)};
}

RC_GTEST_PROP(SweepJobs, ReportBytesDoNotDependOnJobs, ()) {
  const auto first = *rc::gen::inRange<uint64_t>(1, 100000);
  const auto seeds = *rc::gen::inRange(1, 5);
  const auto jobs = *rc::gen::inRange(2, 5);
  RC_TAG(seeds);
  const Reports one = reportsOf({Options(), seeds, first, 1});
  const Reports many = reportsOf({Options(), seeds, first, jobs});
  RC_LOG() << "seeds " << first << ".." << first + static_cast<uint64_t>(seeds) - 1 << ", jobs "
           << jobs << "; reproduce: dungeon sweep --floors 1 --seeds " << seeds << " --first "
           << first << " --jobs " << jobs << "\n";
  RC_ASSERT(one.text == many.text);
  RC_ASSERT(one.json == many.json);
}

}  // namespace
}  // namespace dungeon::sweeps
