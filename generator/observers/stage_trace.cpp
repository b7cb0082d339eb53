// Watches the kept try's rows and turns what they left into one snapshot per table row.
#include "generator/observers/stage_trace.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <utility>

#include "generator/core/stage_observer.h"
#include "model/square.h"

namespace dungeon::gen {
namespace {

int openSquares(const Floor& floor) {
  return static_cast<int>(std::count_if(floor.kindData().begin(), floor.kindData().end(),
                                        [](SquareKind kind) { return isOpen(kind); }));
}

// "floor 2 (ring): 412 open squares, 14 things; plan: 9 nodes, 11 edges".
std::string floorSummary(const Draft& draft, int f) {
  const Floor& floor = draft.dungeon->floors[static_cast<size_t>(f)];
  const FloorPlan& plan = draft.plans[static_cast<size_t>(f)];
  const auto things = std::count_if(draft.dungeon->things.begin(), draft.dungeon->things.end(),
                                    [f](const Thing& t) { return t.floor == f; });
  return fmt::format("floor {} ({}): {} open squares, {} things; plan: {} nodes, {} edges", f + 1,
                     floor.topology().empty() ? "no topology" : floor.topology(),
                     openSquares(floor), things, plan.nodes.size(), plan.edges.size());
}

std::vector<std::string> dungeonSummary(const Draft& draft) {
  std::vector<std::string> lines;
  for (int f = 0; f < static_cast<int>(draft.dungeon->floors.size()); ++f) {
    lines.push_back(floorSummary(draft, f));
  }
  return lines;
}

// One floor as a per-floor row left it on the latest attempt at that floor. It holds no
// verdict: the kept try finished every floor, so the latest attempt at each ran every row well
// (buildFloor gives up on a floor only by failing the try, and a try that fails its stages is
// never kept).
struct FloorShot {
  Floor floor;
  std::vector<Thing> things;
  std::string summary;
};

// The whole draft as a dungeon-wide or kept-try row left it.
struct DraftShot {
  Dungeon dungeon;
  std::vector<std::string> summary;
  Status result;
};

// Keeps, per table row, what the row left: per floor for per-floor rows (a floor laid again
// forgets what its earlier attempts left), the whole draft for the others.
class KeptTryWatcher : public StageObserver {
 public:
  explicit KeptTryWatcher(std::span<const StageRow> table)
      : table_(table), floors_(table.size()), drafts_(table.size()) {}

  void rowRan(const RowRun& run) override {
    const StageRow& row = run.row;
    const int floor = run.floor;
    const int attempt = run.attempt;
    const Draft& draft = run.draft;
    const size_t at = static_cast<size_t>(&row - table_.data());
    if (row.scope != StageScope::kEachFloor) {
      drafts_[at] = DraftShot{*draft.dungeon, dungeonSummary(draft), run.result};
      return;
    }
    if (attempt > attempts_[floor]) {
      for (auto& shots : floors_) shots.erase(floor);
      attempts_[floor] = attempt;
    }
    std::vector<Thing> things;
    std::copy_if(draft.dungeon->things.begin(), draft.dungeon->things.end(),
                 std::back_inserter(things), [floor](const Thing& t) { return t.floor == floor; });
    std::string summary = floorSummary(draft, floor);
    if (attempt > 0) summary += fmt::format(" (laid again: attempt {})", attempt + 1);
    floors_[at][floor] = FloorShot{draft.dungeon->floors[static_cast<size_t>(floor)],
                                   std::move(things), std::move(summary)};
  }

  const std::map<int, FloorShot>& floorsOf(size_t row) const { return floors_[row]; }
  const std::optional<DraftShot>& draftOf(size_t row) const { return drafts_[row]; }

 private:
  std::span<const StageRow> table_;
  std::vector<std::map<int, FloorShot>> floors_;
  std::vector<std::optional<DraftShot>> drafts_;
  std::map<int, int> attempts_;  // per floor, the latest attempt seen
};

// A per-floor row's snapshot: each floor it ran on as it left that floor, the rest rock.
void takeFloors(StageSnapshot& snapshot, const std::map<int, FloorShot>& shots) {
  for (const auto& [f, shot] : shots) {
    snapshot.dungeon.floors[static_cast<size_t>(f)] = shot.floor;
    snapshot.dungeon.things.insert(snapshot.dungeon.things.end(), shot.things.begin(),
                                   shot.things.end());
    snapshot.summary.push_back(shot.summary);
  }
  snapshot.ran = !shots.empty();
}

void takeDraft(StageSnapshot& snapshot, const DraftShot& shot) {
  snapshot.dungeon = shot.dungeon;
  snapshot.summary = shot.summary;
  snapshot.ran = true;
  if (!shot.result.ok()) {
    snapshot.note =
        fmt::format("{}: {}", snapshot.scope == StageScope::kKeptTry ? "declined" : "failed",
                    shot.result.failure().reason);
  }
}

// Why a row that is on did not run on the kept try.
std::string whyNotRun(const StageSnapshot& snapshot, const Generation& generation) {
  if (generation.kept_try < 0) return "not run: no try got past its stages";
  if (snapshot.scope == StageScope::kKeptTry && !generation.passed) {
    return "not run: the kept try failed its checks, and kept-try rows run only on a passing one";
  }
  return "not run: the kept try stopped at an earlier row";
}

StageSnapshot snapshotOf(const KeptTryWatcher& watcher, size_t at, const StageRow& row,
                         const Options& options, const Dungeon& rock,
                         const Generation& generation) {
  StageSnapshot snapshot{row.name, row.scope, enabledSomewhere(row, options), false, rock, {}, ""};
  if (!snapshot.enabled) {
    snapshot.note = "off for these options";
    return snapshot;
  }
  if (row.scope == StageScope::kEachFloor) {
    takeFloors(snapshot, watcher.floorsOf(at));
  } else if (watcher.draftOf(at)) {
    takeDraft(snapshot, *watcher.draftOf(at));
  }
  if (!snapshot.ran) snapshot.note = whyNotRun(snapshot, generation);
  canonicalize(snapshot.dungeon);
  return snapshot;
}

}  // namespace

StageTrace traceStages(const std::string& name, uint64_t seed, const Options& options,
                       const checks::BandTable& bands, std::span<const StageRow> table) {
  StageTrace trace{generate(name, seed, options, bands, table), {}};
  KeptTryWatcher watcher(table);
  if (trace.generation.kept_try >= 0) {
    BuiltTry built =
        buildTry(name, seed, options, trace.generation.kept_try, &bands, table, &watcher);
    if (trace.generation.passed && built.result.ok()) {
      runKeptTryRows(built.draft, &bands, table, &watcher);
    }
  }
  const Dungeon rock = startDraft(name, seed, options).dungeon.take();
  for (size_t at = 0; at < table.size(); ++at) {
    trace.stages.push_back(snapshotOf(watcher, at, table[at], options, rock, trace.generation));
  }
  return trace;
}

bool endsAtTheKeptDungeon(const StageTrace& trace) {
  const auto last = std::find_if(trace.stages.rbegin(), trace.stages.rend(),
                                 [](const StageSnapshot& s) { return s.ran; });
  return last != trace.stages.rend() && last->dungeon == trace.generation.dungeon;
}

}  // namespace dungeon::gen
