// The generator's one ordered stage table and how one try is built from it (docs/pipeline.md).
// Each row draws from its own RNG stream, named "<stage>/floor<F>/try<T>.<A>" for a per-floor
// row and "<stage>/try<T>" for a dungeon-wide one, derived from the dungeon's seed, so a
// stage's draws never move when another stage changes, and a try is the same whether or not
// the tries before it were made. A floor whose rows cannot finish is laid again from rock
// (attempt A + 1) before the try gives up. A new stage is one more row in the table.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "checks/bands.h"
#include "generator/core/plan.h"
#include "generator/core/stage.h"
#include "generator/core/stage_observer.h"

namespace dungeon::gen {

// The stage table, in run order: topology, layout, stock on every floor but the mine floor,
// mine on the mine floor (--mine); stack, glimpse and, with --rising, rising (the whole
// dungeon); with --rising, ducts on the kept try. docs/pipeline.md lists the rows.
std::span<const StageRow> stageTable();

// True when the row runs somewhere in a dungeon of these options: a per-floor row on one floor
// at least, any other row on the try.
bool enabledSomewhere(const StageRow& row, const Options& options);

// The sweep facts of the kept try `kept` of a dungeon of `options` (sweep_facts.h): of each row
// of `table` that has facts and runs somewhere in such a dungeon, the facts it gives (a row is
// asked even when no try finished its stages and `kept` is an empty draft).
SeedFacts sweepFactsOf(const Draft& kept, const Options& options, std::span<const StageRow> table);

// True when some row enabled for these options asks something of a try (StagePreference).
bool triesAreAsked(std::span<const StageRow> table, const Options& options);
// True when the draft has what every enabled row asks of a try.
bool laidWhatWasAsked(std::span<const StageRow> table, const Draft& draft);

// True when the rows are grouped by scope in run order (each floor, dungeon, kept try).
bool inRunOrder(std::span<const StageRow> table);

// The contiguous rows of `table` with that scope (empty when there are none).
// REQUIRES: inRunOrder(table).
std::span<const StageRow> rowsOf(std::span<const StageRow> table, StageScope scope);

// An empty draft: every floor solid rock at its base height, a plan per floor.
Draft startDraft(const std::string& name, uint64_t seed, const Options& options);

// How many times one floor of one try is laid from rock before the try fails.
inline constexpr int kFloorAttempts = 8;

// The stream a row draws from on one attempt at one floor of one try
// ("layout/floor2/try0.1"), the stream of a dungeon-wide row ("stack/try0"), and that of a
// kept-try row ("ducts/kept"); and their names.
std::string stageStreamName(std::string_view stage, int floor, int try_index, int attempt = 0);
std::string dungeonStageStreamName(std::string_view stage, int try_index);
std::string keptStageStreamName(std::string_view stage);
Rng stageStream(uint64_t seed, std::string_view stage, int floor, int try_index, int attempt = 0);
Rng dungeonStageStream(uint64_t seed, std::string_view stage, int try_index);
Rng keptStageStream(uint64_t seed, std::string_view stage);

// Runs the enabled per-floor rows on every floor, then the enabled dungeon-wide rows, and
// puts the dungeon in canonical order. `bands` is what the try will be judged by (null: no
// bands, as calibration judges raw tries); stages reach it through their context. On
// failure `result` holds the stage's Failure and `failed_stage` names the row; the draft is
// left as the failing row left it. `observer`, when given, is told after each row ran (it
// changes nothing). REQUIRES: validateOptions(options) is empty and inRunOrder(table).
// With `defer_while_unglimpsed` (generate's search), a dungeon-wide row that waits with an
// unglimpsed try (StageRow::waits_with_unglimpsed_try), and every row after it, is left in
// `deferred` for runDeferredRows instead of run, the draft then not yet canonical.
struct BuiltTry {
  Draft draft;
  Status result;
  std::string failed_stage;
  // What the try's stages worked out about the draft, for its check (StageContext::cache).
  TryCache cache;
  std::vector<const StageRow*> deferred;  // rows of the table still to run, in order
};
BuiltTry buildTry(const std::string& name, uint64_t seed, const Options& options, int try_index,
                  const checks::BandTable* bands = &checks::standardBands(),
                  std::span<const StageRow> table = stageTable(), StageObserver* observer = nullptr,
                  bool defer_while_unglimpsed = false);

// Runs the rows buildTry deferred, in order, from their own streams, and puts the dungeon in
// canonical order: the try is then what buildTry without deferring builds. Nothing when none
// was deferred. REQUIRES: the table buildTry read outlives `built.deferred`.
void runDeferredRows(BuiltTry& built, int try_index, const checks::BandTable* bands,
                     StageObserver* observer = nullptr);

// A kept-try row that laid nothing, and why.
struct DeclinedStage {
  std::string stage;
  Failure failure;
};

// What the kept-try rows did: whether the draft changed, the ones that failed, with why, and
// what they worked out about the draft (the report of the last lay a row kept with
// keepIfChecksPass), which the kept try's check asks while the draft is still what it judged.
struct KeptTryRun {
  bool changed = false;
  std::vector<DeclinedStage> declined;
  TryCache cache;
};

// Runs the enabled kept-try rows of `table` on `draft`, each from keptStageStream, and puts
// the dungeon back in canonical order when one kept a change. A row that fails must leave the
// draft as it found it (keepIfChecksPass does); the next row runs. `observer`, when given, is
// told after each row ran. REQUIRES: inRunOrder(table).
KeptTryRun runKeptTryRows(Draft& draft, const checks::BandTable* bands,
                          std::span<const StageRow> table, StageObserver* observer = nullptr);

}  // namespace dungeon::gen
