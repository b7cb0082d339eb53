// The try loop: build tries until enough pass (or the budget is spent), keep the best, and run
// the kept-try rows on it.
#include "generator/generate.h"

#include <fmt/format.h>

#include <utility>

#include "generator/topology.h"
#include "generator/tries.h"

namespace dungeon::gen {
namespace {

// A try whose stages could not finish: it is recorded and never kept.
TryRecord stageFailure(int index, const BuiltTry& built) {
  TryRecord record;
  record.index = index;
  record.rejected_by = built.failed_stage;
  record.by_stage = true;
  record.reason = built.result.failure().reason;
  record.place = built.result.failure().place;
  record.score = INT64_MAX;
  return record;
}

// Runs the kept-try rows on the kept draft and checks it again when one of them changed it.
void finishKeptTry(Generation& best, Draft& kept, const checks::BandTable& bands,
                   std::span<const StageRow> table) {
  if (best.passed && !rowsOf(table, StageScope::kKeptTry).empty()) {
    KeptTryRun run = runKeptTryRows(kept, &bands, table);
    best.declined = std::move(run.declined);
    if (run.changed) best.report = checks::checkDungeon(kept.dungeon, bands);
  }
  best.dungeon = std::move(kept.dungeon);
}

}  // namespace

std::string nameForSeed(uint64_t seed) {
  return fmt::format("seed-{}", seed);
}

Generation generate(const std::string& name, uint64_t seed, const Options& options,
                    const checks::BandTable& bands, std::span<const StageRow> table) {
  Generation best;
  Draft kept;
  int passing = 0;
  // Only a floor laid for the glimpse is worth more tries to find one with it.
  const bool glimpse_sought = laidForTheGlimpse(cellGridFor(options.width, options.height));
  for (int t = 0; t < kMaxTries && passing < kPassingTriesCompared; ++t) {
    BuiltTry built = buildTry(name, seed, options, t, &bands, table);
    if (!built.result.ok()) {
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
    kept = std::move(built.draft);
    best.report = std::move(report);
    if (record.passed && (record.goal_seen_early || !glimpse_sought)) break;
  }
  finishKeptTry(best, kept, bands, table);
  return best;
}

}  // namespace dungeon::gen
