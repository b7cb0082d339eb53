// One row of the generator's stage table and the context a stage runs in (docs/pipeline.md).
// A stage is a function of its context: the draft, its floor, its own RNG stream, the band
// table in use, and keepIfChecksPass, which lays something and keeps it only if the checker
// still passes. A stage returns a Status: ok, or a Failure with a reason and, where it knows
// one, the place; it never throws, and the try loop records the failure and moves on.
#pragma once

#include <functional>
#include <memory>
#include <string_view>

#include "checks/bands.h"
#include "checks/report.h"
#include "generator/plan.h"
#include "model/failure.h"
#include "model/rng.h"
#include "sim/search/built_world.h"

namespace dungeon::gen {

// When a row runs. The scopes run in this order: every kEachFloor row on floor 1, then on
// floor 2, ...; then the kDungeon rows once per try; then, in generate(), the kKeptTry rows
// once on the try that was kept.
enum class StageScope { kEachFloor, kDungeon, kKeptTry };

// A report of the draft as a stage left it, with a fingerprint of the draft then
// (sim::fingerprintOf) and the bands it was judged by: the try's check takes it instead of
// checking again only while both are unchanged.
struct CheckedReport {
  checks::Report report;
  uint64_t fingerprint = 0;
  const checks::BandTable* bands = nullptr;
};

// The world of a draft after a glimpse slot, not built yet: the glimpse stage leaves the world
// it built before digging the slot, and the fingerprint of the draft as it left it with the
// slot. The slot leaves the way and the view as they were, and the goal is seen early, so the
// world is sim::BuiltWorld(draft, *before, true), built only when a check asks for it
// (takeWorld, pipeline.h) and the draft is still the one the stage left; a later stage that
// changes the draft and hands on its own report never pays for it.
struct SlotWorld {
  std::unique_ptr<const sim::BuiltWorld> before;
  uint64_t fingerprint = 0;
};

// What a stage gets. `draft`, `rng` and `bands` are the caller's; a context lives for one call.
struct StageContext {
  Draft& draft;
  int floor = -1;                            // 0-based, for kEachFloor rows; -1 otherwise
  Rng& rng;                                  // the row's own stream
  const checks::BandTable* bands = nullptr;  // the bands tries are judged by; null: none
  // Where a dungeon-wide stage may leave the world it built over the draft as it leaves it,
  // for the try's check to take (sim/search/built_world.h: the check takes it only if the draft has
  // not changed since); null where nothing takes it.
  std::unique_ptr<const sim::BuiltWorld>* built_world = nullptr;
  // Where the glimpse stage may leave the world after its slot unbuilt (SlotWorld) instead of
  // building it into built_world; null: it builds it.
  std::unique_ptr<const SlotWorld>* slot_world = nullptr;
  // Where keepIfChecksPass leaves the report of a lay it kept, for the try's check; null
  // where nothing takes it.
  std::unique_ptr<const CheckedReport>* checked_report = nullptr;

  // Runs `lay` on a copy of the draft, then every hard check and every metric (with `bands`,
  // when there are any). Keeps the change and returns ok only if `lay` returned ok, every hard
  // check passes and every banded metric stays in its band; otherwise leaves the draft
  // untouched (the same floors and things where they were, so a world built over it still
  // describes it) and returns why: lay's own failure, "<check id>: <reason>" with the check's
  // place when it gives one, or "<metric id> <name> = <value> outside [<lo>, <hi>]" (with
  // " on floor F" for a per-floor metric). The only place a stage's draft is copied. The lay
  // is checked, and kept, in canonical order (model/dungeon.h).
  Status keepIfChecksPass(const std::function<Status(Draft&)>& lay);
};

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

  bool enabledFor(const Options& options, int floor = -1) const {
    return enabled == nullptr || enabled(options, floor);
  }
};

}  // namespace dungeon::gen
