// Benchmark of the state search (not a test): solve() for the party on the 16-key, 16-lock
// halls of testing/lock_hall.h, every one of whose 2^16 lock states is reachable. The world is
// built once outside the timing. Arguments: the floor's side and the number of floors; the
// gated hall (every square of the lower floors a gate of its own) is timed at 256 x 256 with
// 8 floors.
#include <benchmark/benchmark.h>

#include "sim/search/solve.h"
#include "testing/lock_hall.h"

namespace dungeon::sim {
namespace {

void timeSolve(benchmark::State& state, const Dungeon& d) {
  const World world(d);
  const Terrain terrain(world);
  int64_t states = 0;
  for (auto _ : state) {
    const SolveResult result = solve(terrain, bodyOf(BodyKind::kParty));
    states += result.states;
    benchmark::DoNotOptimize(result);
  }
  state.counters["states"] =
      benchmark::Counter(static_cast<double>(states), benchmark::Counter::kAvgIterations);
}

void BM_SolveLockHall(benchmark::State& state) {
  timeSolve(state,
            testing::lockHall(static_cast<int>(state.range(0)), static_cast<int>(state.range(1))));
}
BENCHMARK(BM_SolveLockHall)
    ->Args({40, 1})
    ->Args({256, 1})
    ->Args({256, 8})
    ->Unit(benchmark::kMillisecond);

void BM_SolveGatedLockHall(benchmark::State& state) {
  timeSolve(state, testing::gatedLockHall(static_cast<int>(state.range(0)),
                                          static_cast<int>(state.range(1))));
}
BENCHMARK(BM_SolveGatedLockHall)->Args({256, 8})->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace dungeon::sim
