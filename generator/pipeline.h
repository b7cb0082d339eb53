// The stages of the generator in the order they run, and how one try is built from them.
// Each stage draws from its own RNG stream, named "<stage>/floor<F>/try<T>.<A>" and derived
// from the dungeon's seed, so a stage's draws never move when another stage changes, and a try
// is the same whether or not the tries before it were made. A floor whose stages cannot finish
// is laid again from rock (attempt A + 1) before the try gives up. A new stage is one more row
// here.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "generator/plan.h"
#include "generator/stage.h"
#include "model/rng.h"

namespace dungeon::gen {

struct FloorStage {
  std::string_view name;
  StageResult (*run)(Draft&, int floor, Rng&);
};

struct DungeonStage {
  std::string_view name;
  StageResult (*run)(Draft&, Rng&);
};

// The per-floor stages, in order: topology, layout, stock.
std::span<const FloorStage> floorStages();
// The stages that work across floors, run after every floor's stages: stack, glimpse.
std::span<const DungeonStage> dungeonStages();

// An empty draft: every floor solid rock at its base height, a plan per floor.
Draft startDraft(const std::string& name, uint64_t seed, const Options& options);

// How many times one floor of one try is laid from rock before the try fails.
inline constexpr int kFloorAttempts = 8;

// The stream a stage draws from on one attempt at one floor of one try
// ("layout/floor2/try0.1"), and the stream of a dungeon-wide stage ("stack/try0").
Rng stageStream(uint64_t seed, std::string_view stage, int floor, int try_index, int attempt = 0);
Rng dungeonStageStream(uint64_t seed, std::string_view stage, int try_index);

// Runs every stage for every floor. On failure `failed_stage` names the stage.
struct BuiltTry {
  Draft draft;
  StageResult result;
  std::string failed_stage;
};
BuiltTry buildTry(const std::string& name, uint64_t seed, const Options& options, int try_index);

}  // namespace dungeon::gen
