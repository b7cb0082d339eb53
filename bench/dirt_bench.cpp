// Benchmark of dirt (not a test): one side dig with its collapse cascade on a 40 x 40 dirt
// floor, a mine-like floor of loose open dirt carved by a fixed random walk through dirt walls,
// under full ground, or under ground pitted everywhere so that most digs set off long cascades.
// Each iteration first restores the floor (an assignment of three 1,600-square vectors, measured
// alone by BM_DirtRestoreOnly) so every dig starts from the same floor; dig sites cycle through the
// walls beside open dirt. Arguments: the floor's width and height, and whether the ground is
// pitted.
#include <benchmark/benchmark.h>

#include <vector>

#include "model/rng.h"
#include "sim/dirt/dirt_actions.h"

namespace dungeon::sim {
namespace {

struct Site {
  Point wall;
  Point open;
};

// `pits`: the ground above holds 1..3 units at random (deep and shallow pits everywhere), else it
// is untouched (3) everywhere.
Floor mineFloor(int width, int height, bool pits) {
  Floor floor(width, height, 0, "mine");
  floor.makeDirtFloor();
  Rng rng = Rng::stream(1, "bench.dirt");
  Point p{width / 2, height / 2};
  for (int i = 0; i < width * height / 2; ++i) {
    floor.setKind(p, SquareKind::kRoom);
    floor.setDirt(p, kOpenDirt);
    const Point next = step(p, static_cast<Dir>(rng.below(4)));
    if (next.x > 0 && next.y > 0 && next.x < width - 1 && next.y < height - 1) p = next;
  }
  for (int i = 0; i < floor.squareCount(); ++i) {
    floor.setGround(floor.pointOf(i), pits ? rng.range(1, 3) : kDirtFull);
  }
  return floor;
}

std::vector<Site> digSites(const Floor& floor) {
  std::vector<Site> sites;
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    if (floor.dirt(p).level != kDirtFull) continue;
    for (Dir d : kAllDirs) {
      const Point q = step(p, d);
      if (floor.inBounds(q) && floor.dirt(q).level == 0) {
        sites.push_back({p, q});
        break;
      }
    }
  }
  return sites;
}

void BM_DirtDigWithCascade(benchmark::State& state) {
  const Floor floor = mineFloor(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)),
                                state.range(2) != 0);
  const DirtTerrain pristine(floor);
  const std::vector<Site> sites = digSites(floor);
  DirtTerrain t = pristine;
  DirtStreams streams(7);
  size_t i = 0;
  int64_t collapses = 0;
  int64_t checks = 0;
  for (auto _ : state) {
    t = pristine;
    const Site& site = sites[i++ % sites.size()];
    const DirtOutcome out = digSide(t, streams, site.wall, site.open);
    collapses += out.collapse.collapses;
    checks += out.collapse.checks;
    benchmark::DoNotOptimize(out);
  }
  state.counters["collapses_per_dig"] =
      benchmark::Counter(static_cast<double>(collapses), benchmark::Counter::kAvgIterations);
  state.counters["checks_per_dig"] =
      benchmark::Counter(static_cast<double>(checks), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_DirtDigWithCascade)
    ->ArgNames({"w", "h", "pits"})
    ->Args({40, 40, 0})
    ->Args({40, 40, 1});

void BM_DirtRestoreOnly(benchmark::State& state) {
  const Floor floor =
      mineFloor(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), false);
  const DirtTerrain pristine(floor);
  DirtTerrain t = pristine;
  for (auto _ : state) {
    t = pristine;
    benchmark::DoNotOptimize(t);
  }
}
BENCHMARK(BM_DirtRestoreOnly)->Args({40, 40});

}  // namespace
}  // namespace dungeon::sim
