// One row of the generator's stage table and the context a stage runs in (docs/pipeline.md).
// A stage is a function of its context: the draft, its floor, its own RNG stream, the band
// table in use, and keepIfChecksPass, which lays something and keeps it only if the checker
// still passes. A stage returns a Status: ok, or a Failure with a reason and, where it knows
// one, the place; it never throws, and the try loop records the failure and moves on.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "checks/bands.h"
#include "generator/core/plan.h"
#include "generator/core/sweep_facts.h"
#include "generator/core/try_cache.h"
#include "model/failure.h"

namespace dungeon {
class Rng;  // model/rng.h, which a stage that draws includes itself
}  // namespace dungeon

namespace dungeon::gen {

class StageObserver;

// When a row runs. The scopes run in this order: every kEachFloor row on floor 1, then on
// floor 2, ...; then the kDungeon rows once per try; then, in generate(), the kKeptTry rows
// once on the try that was kept.
enum class StageScope { kEachFloor, kDungeon, kKeptTry };

// What a stage gets. `draft`, `rng` and `bands` are the caller's; a context lives for one call.
struct StageContext {
  Draft& draft;
  int floor = -1;                            // 0-based, for kEachFloor rows; -1 otherwise
  Rng& rng;                                  // the row's own stream
  const checks::BandTable* bands = nullptr;  // the bands tries are judged by; null: none
  // What the try has worked out about its draft (generator/core/try_cache.h): stages ask it for the
  // world, and keepIfChecksPass leaves there the report of a lay it kept, for the try's check;
  // null where nothing is kept for later (a stage then builds what it needs itself).
  TryCache* cache = nullptr;
  // Told of every lay keepIfChecksPass judges (stage_observer.h); null: nobody is.
  StageObserver* observer = nullptr;

  // Runs `lay` on a copy of the draft, then every hard check and every metric (with `bands`,
  // when there are any). Keeps the change and returns ok only if `lay` returned ok, every hard
  // check passes and every banded metric stays in its band; otherwise leaves the draft at its
  // version (draft_dungeon.h), so what the try's cache holds of it still holds, and returns
  // why: lay's own failure, "<check id>: <reason>" with the check's place when it gives one, or
  // "<metric id> <name> = <value> outside [<lo>, <hi>]" (with " on floor F" for a per-floor
  // metric). The lay works on a copy of the draft with a dungeon of its own, so no reference
  // it takes into that dungeon goes stale. The lay is checked, and kept, in canonical order
  // (model/dungeon.h).
  Status keepIfChecksPass(const std::function<Status(Draft&)>& lay);

 private:
  // keepIfChecksPass but for telling the observer.
  Status judgeAndKeep(const std::function<Status(Draft&)>& lay);
};

// The id of the check or metric a refusal of keepIfChecksPass names (its reason's first word,
// less a trailing colon): "duct_rules", "M9".
std::string refusedBy(const Status& refusal);

using StageFunction = Status (*)(StageContext&);

// Whether a row runs, given the options and the 0-based floor (-1 for a dungeon-wide or
// kept-try row): so a floor's recipe is the rows enabled for it, and the mine floor has rows
// of its own instead of stages that return early on it.
using StageEnabled = bool (*)(const Options&, int floor);

// What a row asks of a try before the try may end the search for a better one (with
// --rising: a turning stair and a spiral laid); a try without it loses to any that has it.
using StagePreference = bool (*)(const Draft&);

// One row of the stage table.
struct StageRow {
  std::string_view name;  // names the row's streams and the try records of its failures
  StageScope scope = StageScope::kEachFloor;
  StageEnabled enabled = nullptr;  // null: runs on every floor and every try
  StageFunction run = nullptr;
  StagePreference preference = nullptr;  // null: the row asks nothing of the try
  // A dungeon-wide row that waits with its try: on a floor laid for the glimpse, a try the
  // glimpse stage left without the goal seen early cannot end the search and may never be
  // checked, so generate() runs such a row on it only when the search settles it (from the same
  // stream, so the try is what building it at once gives: pipeline.h, runDeferredRows).
  bool waits_with_unglimpsed_try = false;
  // The row lays through keepIfChecksPass, so each lay is kept or refused on its own (the
  // ledger counts those outcomes: generator/observers/ledger.h).
  bool judges_lays = false;
  // What the sweeps count of what the row laid on the kept try (sweep_facts.h); null: nothing.
  const SweepFacts* facts = nullptr;

  bool enabledFor(const Options& options, int floor = -1) const {
    return enabled == nullptr || enabled(options, floor);
  }
};

}  // namespace dungeon::gen
