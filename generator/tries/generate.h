// The generator's front door: a dungeon from (name, seed, options), deterministically. It
// builds several tries from the stage table, each from its own RNG streams derived from
// (seed, stage, try), checks every try with the full checker, keeps the best passing one, and
// runs the kept-try rows on it (SPEC section 5, docs/pipeline.md).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "checks/bands.h"
#include "checks/report.h"
#include "generator/core/tries.h"
#include "generator/tries/pipeline.h"
#include "model/dungeon.h"
#include "model/failure.h"
#include "sim/search/built_world.h"

namespace dungeon::gen {

struct Generation {
  Dungeon dungeon;  // the kept try: the best passing one, else the best failing one
  bool passed = false;
  int kept_try = -1;
  std::vector<TryRecord> tries;         // every try made, in order
  checks::Report report;                // the kept try's full report
  std::vector<DeclinedStage> declined;  // kept-try rows that laid nothing, and why
  DuctsLaid ducts;                      // what the kept try's duct stage laid and refused
  MineLaid mine;                        // what the kept try's mine stage dug (--mine)
  SeedFacts facts;  // what the sweeps count of the kept try, per stage facts row (sweep_facts.h)
  // What the options and topologies asked of the kept try and it did not lay, and why, by floor
  // (notice.h; SPEC 5.5: never silent).
  std::vector<Notice> notices;
  AskedLaid asked_laid;  // of the kept try, by kind (askedAndLaid)
  // The world the kept try's last check was made over: it holds its own copy of `dungeon` as
  // generate left it (keptWorld). Null when no try finished its stages.
  std::shared_ptr<const sim::BuiltWorld> world;
};

// The world of `g.dungeon` as generate left it (Generation::world), or null. A caller that
// changes `g.dungeon` must not ask for it afterwards.
const sim::BuiltWorld* keptWorld(const Generation& g);

// How many tries the generator makes at most, and how many passing tries it compares.
inline constexpr int kMaxTries = 48;
inline constexpr int kPassingTriesCompared = 3;
// With --rising, passing tries that did not lay what it asks do not count among those compared;
// the search gives up looking for one that did after this many passing tries in all.
inline constexpr int kMostPassingTries = 12;

// Builds tries 0, 1, ... of `table`, judging each against `bands`, until one passes with its
// goal seen early (M15; it is kept at once; on floors too large to be laid for the glimpse,
// laidForTheGlimpse, the first passing try is kept) and, with --rising, a turning stair and a
// spiral laid; or kPassingTriesCompared have passed (with --rising, of those that laid them;
// kMostPassingTries in all) and the best by score is kept; or kMaxTries were made. A try whose
// glimpse stage found the goal not seen early is checked only when its verdict can still matter,
// which keeps the choice exactly as if every try were checked (TryRecord::checked). Then runs the
// table's kept-try rows on the kept try when it passed (and checks it again if one of them changed
// it). Never fails: when no try passes, the best failing one is kept and `passed` is false.
// REQUIRES: validateOptions(options) is empty; inRunOrder(table).
// `observer`, when given, is told after every row of every try and of the kept-try rows
// (stage_observer.h); it changes nothing.
// Thread safety: safe to call from many threads at once (sweeps and golden checks do). It
// reads no mutable global state: every stream, draft and report is local to the call, the
// tables it reads (stages, rates, checks, metrics, the standard bands) are constant, and
// `bands` and `table` are only read.
Generation generate(const std::string& name, uint64_t seed, const Options& options,
                    const checks::BandTable& bands = checks::standardBands(),
                    std::span<const StageRow> table = stageTable(),
                    StageObserver* observer = nullptr);

// The name of an unnamed dungeon made from a bare seed ("seed-42").
std::string nameForSeed(uint64_t seed);

}  // namespace dungeon::gen
