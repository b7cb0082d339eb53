// The paired view: each seed's readings before and after, compared by id and floor.
#include "sweeps/paired_view.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <set>

#include "checks/metrics.h"
#include "generator/observers/try_trace.h"
#include "sweeps/stats.h"
#include "sweeps/sweep_readings.h"
#include "sweeps/sweep_report.h"

namespace dungeon::sweeps {
namespace {

std::string seedReadingName(const SeedReading& r) {
  return r.floor < 0 ? r.id : fmt::format("{} floor {}", r.id, r.floor + 1);
}

// How far a reading moved, in thousandths of its size before (at least one unit).
int64_t distanceOf(const SeedReading& before, const SeedReading& after) {
  if (before.milli == after.milli) return checks::kMilli;  // a name that changed
  const WideInt gap = WideInt{after.milli} - before.milli;
  const WideInt size =
      std::max<WideInt>(before.milli < 0 ? -WideInt{before.milli} : before.milli, checks::kMilli);
  return thousandthsOf(gap < 0 ? -gap : gap, size);
}

// What moved on one seed, reading by reading (id and floor), in the before's order.
SeedMove seedMove(const SeedOutcome& before, const SeedOutcome& after,
                  std::map<std::string, int64_t>& moved_by_id, std::vector<std::string>& id_order,
                  std::set<std::string>& compared) {
  SeedMove move{before.seed, before.sheet_hash != after.sheet_hash, {}, 0};
  const std::vector<SeedReading> b = seedReadings(before);
  const std::vector<SeedReading> a = seedReadings(after);
  for (const std::vector<SeedReading>* side : {&b, &a}) {
    for (const SeedReading& r : *side) compared.insert(r.id);
  }
  std::map<std::pair<std::string, int>, SeedReading> after_readings;
  for (const SeedReading& r : a) after_readings[{r.id, r.floor}] = r;
  std::set<std::string> ids;
  const auto note = [&](const std::string& id, const std::string& text, int64_t distance) {
    move.moved.push_back(text);
    move.distance += distance;
    if (ids.insert(id).second) {
      if (moved_by_id[id]++ == 0) id_order.push_back(id);
    }
  };
  for (const SeedReading& r : b) {
    const auto at = after_readings.find({r.id, r.floor});
    if (at == after_readings.end()) {
      note(r.id, fmt::format("{}: {} -> (none)", seedReadingName(r), r.value), checks::kMilli);
      continue;
    }
    if (at->second.value != r.value) {
      note(r.id, fmt::format("{}: {} -> {}", seedReadingName(r), r.value, at->second.value),
           distanceOf(r, at->second));
    }
    after_readings.erase(at);
  }
  for (const SeedReading& r : a) {
    if (after_readings.contains({r.id, r.floor})) {
      note(r.id, fmt::format("{}: (none) -> {}", seedReadingName(r), r.value), checks::kMilli);
    }
  }
  return move;
}

// Counts where seed `before` -> `after` changed first, when its traces differ.
void noteFirstMoved(PairedView& view, const SeedOutcome& before, const SeedOutcome& after) {
  const std::string where = gen::firstMovedStage(before.trace, after.trace);
  if (where.empty()) return;
  ++view.traced_changed;
  auto group = std::find_if(view.first_moved.begin(), view.first_moved.end(),
                            [&](const PairedView::FirstMoved& g) { return g.where == where; });
  if (group == view.first_moved.end()) {
    view.first_moved.push_back({where, 0, before.seed});
    group = view.first_moved.end() - 1;
  }
  ++group->seeds;
}

}  // namespace

PairedView pairedView(const std::vector<SeedRow>& before, const std::vector<SeedRow>& after) {
  PairedView view;
  std::map<std::string, int64_t> moved_by_id;
  std::vector<std::string> id_order;
  std::vector<SeedMove> moves;
  std::set<std::string> compared;
  view.traced = !before.empty() && !after.empty();
  for (size_t i = 0; i < before.size() && i < after.size(); ++i) {
    const SeedOutcome b = seedOutcomeOfRow(rowJson(before[i]));
    const SeedOutcome a = seedOutcomeOfRow(rowJson(after[i]));
    ++view.seeds;
    view.traced = view.traced && !b.trace.empty() && !a.trace.empty();
    if (view.traced) noteFirstMoved(view, b, a);
    SeedMove move = seedMove(b, a, moved_by_id, id_order, compared);
    view.changed += move.sheet_changed;
    view.moved += !move.moved.empty();
    if (move.sheet_changed || !move.moved.empty()) moves.push_back(std::move(move));
  }
  for (const std::string& id : id_order) view.readings_moved.emplace_back(id, moved_by_id[id]);
  view.readings_compared.assign(compared.begin(), compared.end());
  std::stable_sort(view.readings_moved.begin(), view.readings_moved.end(),
                   [](const auto& x, const auto& y) { return x.second > y.second; });
  std::stable_sort(moves.begin(), moves.end(), [](const SeedMove& x, const SeedMove& y) {
    if (x.moved.size() != y.moved.size()) return x.moved.size() > y.moved.size();
    if (x.distance != y.distance) return x.distance > y.distance;
    return x.sheet_changed && !y.sheet_changed;
  });
  if (moves.size() > kMovedSeedsListed) moves.resize(kMovedSeedsListed);
  if (!view.traced) {
    view.first_moved.clear();
    view.traced_changed = 0;
  }
  std::stable_sort(view.first_moved.begin(), view.first_moved.end(),
                   [](const auto& x, const auto& y) { return x.seeds > y.seeds; });
  view.most_moved = std::move(moves);
  return view;
}

}  // namespace dungeon::sweeps
