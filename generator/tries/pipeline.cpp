// The stage table and the loop that runs its rows over one try's draft.
#include "generator/tries/pipeline.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "generator/core/floor_roles.h"
#include "generator/floors/layout.h"
#include "generator/floors/stock.h"
#include "generator/floors/topology.h"
#include "generator/mine/mine.h"
#include "generator/rising/ducts.h"
#include "generator/rising/rising.h"
#include "generator/stack/glimpse.h"
#include "generator/stack/stack.h"
#include "model/rng.h"
#include "util/timing.h"

namespace dungeon::gen {
namespace {

// A floor's recipe: the planned floor's three rows everywhere but on the mine floor, which
// the mine row digs and stocks alone.
constexpr std::array<StageRow, 8> kStageTable = {{
    {"topology", StageScope::kEachFloor, &isPlannedFloor, &planTopology},
    {"layout", StageScope::kEachFloor, &isPlannedFloor, &layOutFloor},
    {"stock", StageScope::kEachFloor, &isPlannedFloor, &stockFloor},
    {"mine", StageScope::kEachFloor, &isMineFloor, &layMine, nullptr, false, false, &kMineFacts},
    {"stack", StageScope::kDungeon, nullptr, &stackFloors},
    {"glimpse", StageScope::kDungeon, nullptr, &cutGlimpse},
    {"rising", StageScope::kDungeon, &risingEnabled, &layRising, &laidWhatRisingAsks, true, true},
    {"ducts", StageScope::kKeptTry, &risingEnabled, &layDucts, nullptr, false, true, &kDuctFacts},
}};

constexpr bool scopesInOrder(std::span<const StageRow> table) {
  for (size_t i = 1; i < table.size(); ++i) {
    if (table[i].scope < table[i - 1].scope) return false;
  }
  return true;
}
static_assert(scopesInOrder(kStageTable), "the stage table lists its rows in run order");

}  // namespace

std::span<const StageRow> stageTable() {
  return kStageTable;
}

bool inRunOrder(std::span<const StageRow> table) {
  return scopesInOrder(table);
}

SeedFacts sweepFactsOf(const Draft& kept, const Options& options, std::span<const StageRow> table) {
  SeedFacts facts;
  for (const StageRow& row : table) {
    if (row.facts == nullptr || !enabledSomewhere(row, options)) continue;
    if (std::optional<FactCounts> counts = row.facts->of(kept))
      facts[std::string(row.facts->key)] = std::move(*counts);
  }
  return facts;
}

bool enabledSomewhere(const StageRow& row, const Options& options) {
  if (row.scope != StageScope::kEachFloor) return row.enabledFor(options);
  for (int f = 0; f < options.floors; ++f) {
    if (row.enabledFor(options, f)) return true;
  }
  return false;
}

bool triesAreAsked(std::span<const StageRow> table, const Options& options) {
  return std::any_of(table.begin(), table.end(), [&](const StageRow& row) {
    return row.preference != nullptr && row.enabledFor(options);
  });
}

bool laidWhatWasAsked(std::span<const StageRow> table, const Draft& draft) {
  return std::all_of(table.begin(), table.end(), [&](const StageRow& row) {
    return row.preference == nullptr || !row.enabledFor(draft.dungeon->options) ||
           row.preference(draft);
  });
}

std::span<const StageRow> rowsOf(std::span<const StageRow> table, StageScope scope) {
  const auto first = std::find_if(table.begin(), table.end(),
                                  [scope](const StageRow& row) { return row.scope == scope; });
  const auto last =
      std::find_if(first, table.end(), [scope](const StageRow& row) { return row.scope != scope; });
  return {first, last};
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
  Dungeon& d = draft.dungeon.edit();
  d.floors[static_cast<size_t>(f)] = rockFloor(d.options, f);
  draft.plans[static_cast<size_t>(f)] = emptyPlan(d.options);
  std::erase_if(d.things, [f](const Thing& t) { return t.floor == f; });
  if (f == 0) draft.ramp.clear();
}

// Runs `row` in a context of its own, with the stream named `stream`, and tells `observer`,
// when there is one, that it ran.
Status runRow(const StageRow& row, Draft& draft, int try_index, int floor, int attempt,
              const std::string& stream, const checks::BandTable* bands, TryCache* cache,
              StageObserver* observer) {
  Rng rng = Rng::stream(draft.dungeon->seed, stream);
  StageContext context{draft, floor, rng, bands, cache, observer};
  const Status result = [&] {
    const TimedScope timed("stage", row.name);  // for `dungeon profile`; nothing without one
    return row.run(context);
  }();
  if (observer != nullptr) {
    observer->rowRan({row, try_index, floor, attempt, stream, rng.draws(), draft, result});
  }
  return result;
}

struct TryRun {
  Draft& draft;
  int try_index;
  const checks::BandTable* bands;
  std::span<const StageRow> table;
  StageObserver* observer;
};

// Runs every enabled per-floor row on floor f, retrying the floor from rock with fresh
// streams when a row cannot finish. Returns the last failure when no attempt finishes.
Status buildFloor(const TryRun& run, int f, std::string& failed) {
  Draft& draft = run.draft;
  Status result;
  for (int attempt = 0; attempt < kFloorAttempts; ++attempt) {
    if (attempt > 0) resetFloor(draft, f);
    if (f > 0)
      draft.plans[static_cast<size_t>(f)].arrival =
          draft.plans[static_cast<size_t>(f - 1)].way_down;
    result = Status::success();
    for (const StageRow& row : rowsOf(run.table, StageScope::kEachFloor)) {
      if (!row.enabledFor(draft.dungeon->options, f)) continue;
      result = runRow(row, draft, run.try_index, f, attempt,
                      stageStreamName(row.name, f, run.try_index, attempt), run.bands, nullptr,
                      run.observer);
      if (!result.ok()) {
        failed = std::string(row.name);
        break;
      }
    }
    if (result.ok()) return result;
  }
  return result;
}

// True when the try is laid for the glimpse and its glimpse stage left the goal unseen early.
bool unglimpsed(BuiltTry& built) {
  const Options& options = built.draft.dungeon->options;
  return laidForTheGlimpse(cellGridFor(options.width, options.height)) &&
         built.cache.goalSeenEarly(built.draft.dungeon) == false;
}

// Runs one dungeon-wide row on the try; false (with the failure recorded) when it fails.
bool runDungeonRow(BuiltTry& built, const StageRow& row, int try_index,
                   const checks::BandTable* bands, StageObserver* observer) {
  built.result = runRow(row, built.draft, try_index, -1, 0,
                        dungeonStageStreamName(row.name, try_index), bands, &built.cache, observer);
  if (built.result.ok()) return true;
  built.failed_stage = std::string(row.name);
  return false;
}

}  // namespace

Draft startDraft(const std::string& name, uint64_t seed, const Options& options) {
  Dungeon rock;
  rock.name = name;
  rock.seed = seed;
  rock.options = options;
  Draft draft;
  for (int f = 0; f < options.floors; ++f) {
    rock.floors.push_back(rockFloor(options, f));
    draft.plans.push_back(emptyPlan(options));
  }
  draft.dungeon = DraftDungeon(std::move(rock));
  return draft;
}

std::string stageStreamName(std::string_view stage, int floor, int try_index, int attempt) {
  return fmt::format("{}/floor{}/try{}.{}", stage, floor + 1, try_index, attempt);
}

std::string dungeonStageStreamName(std::string_view stage, int try_index) {
  return fmt::format("{}/try{}", stage, try_index);
}

std::string keptStageStreamName(std::string_view stage) {
  return fmt::format("{}/kept", stage);
}

Rng stageStream(uint64_t seed, std::string_view stage, int floor, int try_index, int attempt) {
  return Rng::stream(seed, stageStreamName(stage, floor, try_index, attempt));
}

Rng dungeonStageStream(uint64_t seed, std::string_view stage, int try_index) {
  return Rng::stream(seed, dungeonStageStreamName(stage, try_index));
}

Rng keptStageStream(uint64_t seed, std::string_view stage) {
  return Rng::stream(seed, keptStageStreamName(stage));
}

BuiltTry buildTry(const std::string& name, uint64_t seed, const Options& options, int try_index,
                  const checks::BandTable* bands, std::span<const StageRow> table,
                  StageObserver* observer, bool defer_while_unglimpsed) {
  BuiltTry built{startDraft(name, seed, options), Status::success(), "", {}, {}};
  const TryRun run{built.draft, try_index, bands, table, observer};
  for (int f = 0; f < options.floors; ++f) {
    built.result = buildFloor(run, f, built.failed_stage);
    if (!built.result.ok()) return built;
  }
  for (const StageRow& row : rowsOf(table, StageScope::kDungeon)) {
    if (!row.enabledFor(options)) continue;
    if (!built.deferred.empty() ||
        (defer_while_unglimpsed && row.waits_with_unglimpsed_try && unglimpsed(built))) {
      built.deferred.push_back(&row);
      continue;
    }
    if (!runDungeonRow(built, row, try_index, bands, observer)) return built;
  }
  built.draft.dungeon.canonicalize();
  return built;
}

void runDeferredRows(BuiltTry& built, int try_index, const checks::BandTable* bands,
                     StageObserver* observer) {
  const std::vector<const StageRow*> rows = std::move(built.deferred);
  built.deferred.clear();
  for (const StageRow* row : rows) {
    if (!runDungeonRow(built, *row, try_index, bands, observer)) return;
  }
  built.draft.dungeon.canonicalize();
}

KeptTryRun runKeptTryRows(Draft& draft, const checks::BandTable* bands,
                          std::span<const StageRow> table, StageObserver* observer) {
  KeptTryRun run;
  const uint64_t before = draft.dungeon.version();
  for (const StageRow& row : rowsOf(table, StageScope::kKeptTry)) {
    if (!row.enabledFor(draft.dungeon->options)) continue;
    Status result = runRow(row, draft, kKeptTryIndex, -1, 0, keptStageStreamName(row.name), bands,
                           &run.cache, observer);
    if (!result.ok()) run.declined.push_back({std::string(row.name), result.failure()});
  }
  draft.dungeon.canonicalize();
  run.changed = draft.dungeon.version() != before;
  return run;
}

}  // namespace dungeon::gen
