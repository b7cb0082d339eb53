// The try loop: build tries until enough pass (or the budget is spent) and keep the best.
#include "generator/generate.h"

#include <fmt/format.h>

#include "generator/pipeline.h"
#include "generator/tries.h"

namespace dungeon::gen {
namespace {

// A try whose stages could not finish: it is recorded and never kept.
TryRecord stageFailure(int index, const BuiltTry& built) {
  TryRecord record;
  record.index = index;
  record.rejected_by = built.failed_stage;
  record.reason = built.result.reason;
  record.score = INT64_MAX;
  return record;
}

}  // namespace

std::string nameForSeed(uint64_t seed) {
  return fmt::format("seed-{}", seed);
}

Generation generate(const std::string& name, uint64_t seed, const Options& options,
                    const checks::BandTable& bands) {
  Generation best;
  int passing = 0;
  for (int t = 0; t < kMaxTries && passing < kPassingTriesCompared; ++t) {
    BuiltTry built = buildTry(name, seed, options, t);
    if (!built.result.ok) {
      best.tries.push_back(stageFailure(t, built));
      continue;
    }
    checks::Report report = checks::checkDungeon(built.draft.dungeon, bands);
    TryRecord record = judgeTry(t, report);
    passing += record.passed;
    const bool better =
        best.kept_try < 0 || record.score < best.tries[static_cast<size_t>(best.kept_try)].score;
    best.tries.push_back(record);
    if (!better) continue;
    best.kept_try = t;
    best.passed = record.passed;
    best.dungeon = std::move(built.draft.dungeon);
    best.report = std::move(report);
  }
  return best;
}

}  // namespace dungeon::gen
