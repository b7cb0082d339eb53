// Benchmarks of the generation hot loop (docs/benchmarks.md): a whole default one-floor
// dungeon generated and fully checked, the same on large floors, one try's stages on their own, and
// the checker alone. Seeds cycle through a fixed range so every run measures the same work.
#include <benchmark/benchmark.h>

#include <memory>

#include "checks/context.h"
#include "checks/hard_checks.h"
#include "checks/metrics.h"
#include "checks/report.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"
#include "model/rng.h"
#include "model/sheet.h"

namespace dungeon::gen {
namespace {

constexpr uint64_t kFirstSeed = 1;
constexpr uint64_t kSeedCount = 64;

uint64_t seedFor(int64_t iteration) {
  return kFirstSeed + static_cast<uint64_t>(iteration) % kSeedCount;
}

Options defaultOptions(int floors) {
  Options options;
  options.floors = floors;
  return options;
}

// The whole job: tries, checks, keeping the best. This is what a sweep pays per seed.
void BM_GenerateAndCheck(benchmark::State& state) {
  const Options options = defaultOptions(static_cast<int>(state.range(0)));
  int64_t i = 0;
  for (auto _ : state) {
    const uint64_t seed = seedFor(i++);
    benchmark::DoNotOptimize(generate(nameForSeed(seed), seed, options));
  }
}
BENCHMARK(BM_GenerateAndCheck)->Arg(1)->Arg(3)->Unit(benchmark::kMicrosecond);

// The same with --rising (docs/rising.md), over the same seeds, to set beside it.
void BM_GenerateAndCheckRising(benchmark::State& state) {
  Options options = defaultOptions(static_cast<int>(state.range(0)));
  options.rising = true;
  int64_t i = 0;
  for (auto _ : state) {
    const uint64_t seed = seedFor(i++);
    benchmark::DoNotOptimize(generate(nameForSeed(seed), seed, options));
  }
}
BENCHMARK(BM_GenerateAndCheckRising)->Arg(1)->Arg(3)->Unit(benchmark::kMicrosecond);

// The same with --mine (docs/topologies.md, *The mine*): the middle floor dug through dirt.
void BM_GenerateAndCheckMine(benchmark::State& state) {
  Options options = defaultOptions(static_cast<int>(state.range(0)));
  options.mine = 0;  // the bare word: the middle floor
  int64_t i = 0;
  for (auto _ : state) {
    const uint64_t seed = seedFor(i++);
    benchmark::DoNotOptimize(generate(nameForSeed(seed), seed, options));
  }
}
BENCHMARK(BM_GenerateAndCheckMine)->Arg(1)->Arg(3)->Unit(benchmark::kMicrosecond);

// The whole job on large floors: square floors of range(0) squares a side, range(1) floors.
// Fewer seeds than the default floor's: a large floor is one try after another of the same
// size, so eight seeds already cover its spread.
void BM_GenerateAndCheckLarge(benchmark::State& state) {
  Options options = defaultOptions(static_cast<int>(state.range(1)));
  options.width = options.height = static_cast<int>(state.range(0));
  int64_t i = 0;
  for (auto _ : state) {
    const uint64_t seed = kFirstSeed + static_cast<uint64_t>(i++) % 8;
    benchmark::DoNotOptimize(generate(nameForSeed(seed), seed, options));
  }
}
BENCHMARK(BM_GenerateAndCheckLarge)
    ->Args({96, 1})
    ->Args({256, 1})
    ->Args({256, 8})
    ->Unit(benchmark::kMillisecond);

std::span<const StageRow> floorStages() {
  return rowsOf(stageTable(), StageScope::kEachFloor);
}
std::span<const StageRow> dungeonStages() {
  return rowsOf(stageTable(), StageScope::kDungeon);
}

// Runs one row as the pipeline does, in a context of its own, with the standard bands.
Status runRow(const StageRow& row, Draft& draft, int floor, Rng& rng) {
  StageContext context{draft, floor, rng, &checks::standardBands()};
  return row.run(context);
}

// Runs the first `count` floor stages of try 0 (attempt 0) on floor f; false when one fails.
bool runFloorStages(Draft& draft, uint64_t seed, int f, size_t count) {
  const auto stages = floorStages();
  if (f > 0) {
    draft.plans[static_cast<size_t>(f)].arrival = draft.plans[static_cast<size_t>(f - 1)].way_down;
  }
  for (size_t s = 0; s < count; ++s) {
    Rng rng = stageStream(seed, stages[s].name, f, 0);
    if (!runRow(stages[s], draft, f, rng).ok()) return false;
  }
  return true;
}

// One stage of try 0 on floor 1, with the stages before it run outside the timing.
void BM_Stage(benchmark::State& state) {
  const size_t stage_index = static_cast<size_t>(state.range(0));
  const auto stages = floorStages();
  state.SetLabel(std::string(stages[stage_index].name));
  const Options options = defaultOptions(1);
  int64_t i = 0;
  for (auto _ : state) {
    state.PauseTiming();
    const uint64_t seed = seedFor(i++);
    Draft draft = startDraft(nameForSeed(seed), seed, options);
    const bool ready = runFloorStages(draft, seed, 0, stage_index);
    Rng rng = stageStream(seed, stages[stage_index].name, 0, 0);
    state.ResumeTiming();
    if (ready) benchmark::DoNotOptimize(runRow(stages[stage_index], draft, 0, rng));
  }
}
BENCHMARK(BM_Stage)->DenseRange(0, 2)->Unit(benchmark::kMicrosecond);

// One dungeon-wide stage (stack, glimpse) of try 0 of a three-floor dungeon, with every floor
// stage and the dungeon stages before it run outside the timing. A try whose floors need a
// second attempt is left out of the timing.
void BM_DungeonStage(benchmark::State& state) {
  const size_t stage_index = static_cast<size_t>(state.range(0));
  const auto stages = dungeonStages();
  state.SetLabel(std::string(stages[stage_index].name));
  const Options options = defaultOptions(3);
  int64_t i = 0;
  for (auto _ : state) {
    state.PauseTiming();
    const uint64_t seed = seedFor(i++);
    Draft draft = startDraft(nameForSeed(seed), seed, options);
    bool ready = true;
    for (int f = 0; f < options.floors && ready; ++f) {
      ready = runFloorStages(draft, seed, f, floorStages().size());
    }
    for (size_t s = 0; s < stage_index && ready; ++s) {
      Rng rng = dungeonStageStream(seed, stages[s].name, 0);
      ready = runRow(stages[s], draft, -1, rng).ok();
    }
    Rng rng = dungeonStageStream(seed, stages[stage_index].name, 0);
    state.ResumeTiming();
    if (ready) benchmark::DoNotOptimize(runRow(stages[stage_index], draft, -1, rng));
  }
}
BENCHMARK(BM_DungeonStage)->DenseRange(0, 1)->Unit(benchmark::kMicrosecond);

// Try 0 of each benchmark seed with F floors, built outside the timing.
std::vector<Dungeon> builtTries(int floors) {
  std::vector<Dungeon> tries;
  for (uint64_t s = 0; s < kSeedCount; ++s) {
    tries.push_back(buildTry(nameForSeed(kFirstSeed + s), kFirstSeed + s, defaultOptions(floors), 0)
                        .draft.dungeon.take());
  }
  return tries;
}

// Every hard check and metric of one built try.
void BM_CheckTry(benchmark::State& state) {
  const std::vector<Dungeon> tries = builtTries(static_cast<int>(state.range(0)));
  int64_t i = 0;
  for (auto _ : state) {
    const Dungeon& d = tries[static_cast<size_t>(i++) % tries.size()];
    benchmark::DoNotOptimize(checks::checkDungeon(d, checks::standardBands()));
  }
}
BENCHMARK(BM_CheckTry)->Arg(1)->Arg(3)->Unit(benchmark::kMicrosecond);

// Try 0 of each benchmark seed on one floor, built once for the per-check benchmarks.
const std::vector<Dungeon>& defaultTries() {
  static const std::vector<Dungeon> tries = builtTries(1);
  return tries;
}

// What every check shares, built for one try: the world, terrain, lock table, open ways, the
// party's solve, its open way, the fetch walk and the rooms.
void BM_CheckContext(benchmark::State& state) {
  const auto& tries = defaultTries();
  int64_t i = 0;
  for (auto _ : state) {
    const checks::CheckContext context(tries[static_cast<size_t>(i++) % tries.size()]);
    benchmark::DoNotOptimize(&context);
  }
}
BENCHMARK(BM_CheckContext)->Unit(benchmark::kMicrosecond);

// The contexts of the benchmark tries, built outside the timing of one check or metric.
const std::vector<std::unique_ptr<checks::CheckContext>>& defaultContexts() {
  static const auto contexts = [] {
    std::vector<std::unique_ptr<checks::CheckContext>> built;
    for (const Dungeon& d : defaultTries())
      built.push_back(std::make_unique<checks::CheckContext>(d));
    return built;
  }();
  return contexts;
}

// One hard check on its own (label: its id), over a context built beforehand.
void BM_HardCheck(benchmark::State& state) {
  if (static_cast<size_t>(state.range(0)) >= checks::hardChecks().size()) {
    state.SkipWithError("no such check");
    return;
  }
  const checks::HardCheck& check = checks::hardChecks()[static_cast<size_t>(state.range(0))];
  state.SetLabel(std::string(check.id));
  const auto& contexts = defaultContexts();
  int64_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(check.run(*contexts[static_cast<size_t>(i++) % contexts.size()]));
  }
}
// One benchmark per check of the table, whatever its length.
BENCHMARK(BM_HardCheck)
    ->DenseRange(0, static_cast<int>(checks::hardChecks().size()) - 1)
    ->Unit(benchmark::kMicrosecond);

// One metric on its own (label: its id), on floor 1 or the whole dungeon.
void BM_Metric(benchmark::State& state) {
  if (static_cast<size_t>(state.range(0)) >= checks::metrics().size()) {
    state.SkipWithError("no such metric");
    return;
  }
  const checks::MetricDef& metric = checks::metrics()[static_cast<size_t>(state.range(0))];
  state.SetLabel(std::string(metric.id));
  const int floor = metric.scope == checks::MetricScope::kFloor ? 0 : -1;
  const auto& contexts = defaultContexts();
  int64_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(
        metric.measure(*contexts[static_cast<size_t>(i++) % contexts.size()], floor));
  }
}
BENCHMARK(BM_Metric)
    ->DenseRange(0, static_cast<int>(checks::metrics().size()) - 1)
    ->Unit(benchmark::kMicrosecond);

// Writing the canonical sheet and hashing it, as golden checks do.
void BM_WriteSheet(benchmark::State& state) {
  const Generation g = generate(nameForSeed(kFirstSeed), kFirstSeed, defaultOptions(1));
  for (auto _ : state) benchmark::DoNotOptimize(writeSheet(g.dungeon));
}
BENCHMARK(BM_WriteSheet)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace dungeon::gen
