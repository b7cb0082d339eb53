// Benchmark of the reach walk (not a test): a full entrance-to-goal walk of the party in the
// ticked sim on default generated dungeons, planning and executing. The dungeons are
// generated once outside the timing; seeds cycle through a fixed range so every run measures
// the same work. Argument: the number of floors.
#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

#include "generator/tries/generate.h"
#include "sim/live/walk.h"

namespace dungeon::sim {
namespace {

constexpr uint64_t kFirstSeed = 1;
constexpr uint64_t kSeedCount = 16;

struct Prepared {
  Dungeon dungeon;
  std::unique_ptr<World> world;
};

std::vector<Prepared> prepare(int floors) {
  std::vector<Prepared> out;
  Options options;
  options.floors = floors;
  for (uint64_t seed = kFirstSeed; seed < kFirstSeed + kSeedCount; ++seed) {
    out.push_back({gen::generate(gen::nameForSeed(seed), seed, options).dungeon, nullptr});
  }
  for (Prepared& p : out) p.world = std::make_unique<World>(p.dungeon);
  return out;
}

void BM_EntranceToGoalWalk(benchmark::State& state) {
  const auto dungeons = prepare(static_cast<int>(state.range(0)));
  size_t i = 0;
  int64_t reached = 0;
  for (auto _ : state) {
    const auto walk = walkDungeon(*dungeons[i++ % dungeons.size()].world, {});
    reached += walk.ok() && walk->reached;
    benchmark::DoNotOptimize(walk);
  }
  state.counters["reached"] =
      benchmark::Counter(static_cast<double>(reached), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_EntranceToGoalWalk)->Arg(1)->Arg(3)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace dungeon::sim
