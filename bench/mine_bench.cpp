// Benchmarks of the mine (docs/benchmarks.md), not tests. BM_MineLayer: the mine stage alone
// (generator/mine/mine.h: the walk, the dirt, the plan's nodes and the stock) on one W x H floor.
// BM_SeedMineLoop: the seed's loop transcribed as written (count the open squares of the whole
// map, then rebuild the list of starts from the whole map, per digger) with the same digger
// (gen::stagger: same steps, same stops) on a floor of the same size, until the same third is
// open. BM_MineWalk: the project's walk alone, for the like-for-like ratio. Arguments: the
// floor's width and height. Seeds cycle through a fixed range so every run measures the same work.
#include <benchmark/benchmark.h>

#include <vector>

#include "generator/mine/mine.h"
#include "generator/mine/mine_walk.h"
#include "generator/tries/pipeline.h"

namespace dungeon::gen {
namespace {

constexpr uint64_t kSeedCount = 64;

uint64_t seedFor(int64_t iteration) {
  return 1 + static_cast<uint64_t>(iteration) % kSeedCount;
}

Options mineOptions(const benchmark::State& state) {
  Options options;
  options.width = static_cast<int>(state.range(0));
  options.height = static_cast<int>(state.range(1));
  options.mine = 0;
  return options;
}

void BM_MineLayer(benchmark::State& state) {
  const Options options = mineOptions(state);
  const Draft rock = startDraft("bench", 1, options);
  int64_t i = 0;
  for (auto _ : state) {
    const uint64_t seed = seedFor(i++);
    Draft draft = rock;
    Rng rng = stageStream(seed, "mine", 0, 0);
    StageContext context{draft, 0, rng, nullptr, nullptr};
    benchmark::DoNotOptimize(layMine(context));
    benchmark::DoNotOptimize(draft.dungeon->things.data());
  }
}
BENCHMARK(BM_MineLayer)->Args({80, 50})->Args({40, 40})->Unit(benchmark::kMicrosecond);

// The first digger's square of these benchmarks: the middle of the floor.
Point middleOf(const Floor& floor) {
  return {floor.width() / 2, floor.height() / 2};
}

void BM_MineWalk(benchmark::State& state) {
  const Floor rock(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), 0, "");
  int64_t i = 0;
  for (auto _ : state) {
    Floor floor = rock;
    Rng rng = Rng::stream(seedFor(i++), "bench.mine");
    MineWalk walk(floor, {}, middleOf(floor));
    walk.run(rng);
    benchmark::DoNotOptimize(walk.diggers());
  }
}
BENCHMARK(BM_MineWalk)->Args({80, 50})->Args({40, 40})->Unit(benchmark::kMicrosecond);

// The seed's `layer.tiles.iter().filter(Floor).count()`.
int countOpen(const Floor& floor) {
  int open = 0;
  for (SquareKind kind : floor.kindData()) open += kind != SquareKind::kRock;
  return open;
}

// The seed's `drunkard`: the starts rebuilt from the whole map, one drawn, one digger.
void seedDrunkard(Floor& floor, const std::vector<char>& stop, Rng& rng, int* carved) {
  std::vector<int> possible_starts;
  for (int i = 0; i < floor.squareCount(); ++i) {
    if (floor.kindData()[static_cast<size_t>(i)] != SquareKind::kRock) possible_starts.push_back(i);
  }
  const int start = possible_starts[static_cast<size_t>(rng.below(possible_starts.size()))];
  stagger(floor, stop, start, rng, carved);
}

void BM_SeedMineLoop(benchmark::State& state) {
  const Floor rock(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), 0, "");
  const std::vector<char> stop = mineStopMask(rock, {});
  int64_t i = 0;
  for (auto _ : state) {
    Floor floor = rock;
    Rng rng = Rng::stream(seedFor(i++), "bench.mine");
    std::vector<int> carved(kMineDiggerSteps + 1);  // the digger's bookkeeping, unread here
    floor.setKind(middleOf(floor), kMineOpenKind);  // the seed's open exit square
    while (countOpen(floor) < floor.squareCount() / kMineOpenDivisor) {
      seedDrunkard(floor, stop, rng, carved.data());
    }
    benchmark::DoNotOptimize(floor.kindData().data());
  }
}
BENCHMARK(BM_SeedMineLoop)->Args({80, 50})->Args({40, 40})->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace dungeon::gen
