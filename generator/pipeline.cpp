#include "generator/pipeline.h"

#include <fmt/format.h>

#include <array>

#include "generator/glimpse.h"
#include "generator/layout.h"
#include "generator/stack.h"
#include "generator/stock.h"
#include "generator/topology.h"

namespace dungeon::gen {
namespace {

constexpr std::array<FloorStage, 3> kFloorStages = {{
    {"topology", &planTopology},
    {"layout", &layOutFloor},
    {"stock", &stockFloor},
}};

constexpr std::array<DungeonStage, 2> kDungeonStages = {{
    {"stack", &stackFloors},
    {"glimpse", &cutGlimpse},
}};

}  // namespace

std::span<const FloorStage> floorStages() {
  return kFloorStages;
}
std::span<const DungeonStage> dungeonStages() {
  return kDungeonStages;
}

namespace {

FloorPlan emptyPlan(const Options& options) {
  FloorPlan plan;
  plan.grid = cellGridFor(options.width, options.height);
  return plan;
}

Floor rockFloor(const Options& options, int f) {
  return Floor(options.width, options.height, baseHalfMetresOfFloor(f), "");
}

// Puts floor f back to solid rock with an empty plan and none of its things.
void resetFloor(Draft& draft, int f) {
  const Options& options = draft.dungeon.options;
  draft.dungeon.floors[static_cast<size_t>(f)] = rockFloor(options, f);
  draft.plans[static_cast<size_t>(f)] = emptyPlan(options);
  std::erase_if(draft.dungeon.things, [f](const Thing& t) { return t.floor == f; });
  if (f == 0) draft.ramp.clear();
}

// Runs every floor stage on floor f, retrying the floor from rock with fresh streams when a
// stage cannot finish. Returns the last failure when no attempt finishes.
StageResult buildFloor(Draft& draft, uint64_t seed, int f, int try_index, std::string& failed) {
  StageResult result;
  for (int attempt = 0; attempt < kFloorAttempts; ++attempt) {
    if (attempt > 0) resetFloor(draft, f);
    if (f > 0)
      draft.plans[static_cast<size_t>(f)].arrival =
          draft.plans[static_cast<size_t>(f - 1)].way_down;
    result = StageResult::done();
    for (const FloorStage& stage : kFloorStages) {
      Rng rng = stageStream(seed, stage.name, f, try_index, attempt);
      result = stage.run(draft, f, rng);
      if (!result.ok) {
        failed = std::string(stage.name);
        break;
      }
    }
    if (result.ok) return result;
  }
  return result;
}

}  // namespace

Draft startDraft(const std::string& name, uint64_t seed, const Options& options) {
  Draft draft;
  draft.dungeon.name = name;
  draft.dungeon.seed = seed;
  draft.dungeon.options = options;
  for (int f = 0; f < options.floors; ++f) {
    draft.dungeon.floors.push_back(rockFloor(options, f));
    draft.plans.push_back(emptyPlan(options));
  }
  return draft;
}

Rng stageStream(uint64_t seed, std::string_view stage, int floor, int try_index, int attempt) {
  return Rng::stream(seed,
                     fmt::format("{}/floor{}/try{}.{}", stage, floor + 1, try_index, attempt));
}

Rng dungeonStageStream(uint64_t seed, std::string_view stage, int try_index) {
  return Rng::stream(seed, fmt::format("{}/try{}", stage, try_index));
}

BuiltTry buildTry(const std::string& name, uint64_t seed, const Options& options, int try_index) {
  BuiltTry built{startDraft(name, seed, options), StageResult::done(), ""};
  for (int f = 0; f < options.floors; ++f) {
    built.result = buildFloor(built.draft, seed, f, try_index, built.failed_stage);
    if (!built.result.ok) return built;
  }
  for (const DungeonStage& stage : kDungeonStages) {
    Rng rng = dungeonStageStream(seed, stage.name, try_index);
    built.result = stage.run(built.draft, rng);
    if (!built.result.ok) {
      built.failed_stage = std::string(stage.name);
      return built;
    }
  }
  canonicalize(built.draft.dungeon);
  return built;
}

}  // namespace dungeon::gen
