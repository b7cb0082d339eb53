// Runs the generator for named dungeons and keeps their canonical text, hash and, for a failed
// generation, one line on why. The work is spread over threads; results are stored by index.
#include "golden/regenerate.h"

#include <fmt/format.h>

#include "generator/observers/try_trace.h"
#include "generator/tries/failure_summary.h"
#include "model/sheet.h"
#include "util/hash.h"
#include "util/parallel_for.h"

namespace dungeon::golden {

Regenerated regenerate(const NamedDungeon& entry) {
  gen::TracedGeneration traced =
      gen::generateTraced(entry.name, seedFromName(entry.name), entry.options);
  const gen::Generation& generation = traced.generation;
  Regenerated fresh;
  fresh.name = entry.name;
  fresh.passed = generation.passed;
  if (!generation.passed) fresh.failure = gen::failureSummary(generation);
  fresh.sheet = writeSheet(generation.dungeon);
  fresh.hash = hashHex(hashBytes(fresh.sheet));
  fresh.trace = std::move(traced.trace);
  return fresh;
}

std::vector<Regenerated> regenerateAll(const std::vector<NamedDungeon>& entries,
                                       WorkCounter* progress) {
  std::vector<Regenerated> results(entries.size());
  if (progress != nullptr) progress->total = entries.size();
  parallelFor(entries.size(), hardwareThreads(), [&](size_t i) {
    results[i] = regenerate(entries[i]);
    countDone(progress);
  });
  return results;
}

}  // namespace dungeon::golden
