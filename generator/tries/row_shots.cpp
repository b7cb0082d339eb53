// Builds one try again and keeps the draft around one of its rows.
#include "generator/tries/row_shots.h"

#include "generator/core/stage_observer.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"

namespace dungeon::gen {
namespace {

// Keeps the draft as each row left it, and the one before and after the row it looks for.
class RowWatcher : public StageObserver {
 public:
  RowWatcher(const StreamPlace& place, Dungeon start) : place_(place), last_(std::move(start)) {}

  void rowRan(const RowRun& run) override {
    const bool wanted = run.row.name == place_.stage &&
                        (place_.floor < 0 ? run.floor < 0 : run.floor + 1 == place_.floor);
    if (wanted) shots_ = RowShots{last_, *run.draft.dungeon};
    last_ = *run.draft.dungeon;
  }

  const std::optional<RowShots>& shots() const { return shots_; }

 private:
  StreamPlace place_;
  Dungeon last_;
  std::optional<RowShots> shots_;
};

}  // namespace

std::optional<RowShots> rowBeforeAndAfter(const std::string& name, uint64_t seed,
                                          const Options& options, const StreamPlace& place,
                                          const checks::BandTable& bands) {
  if (place.kept) {
    Generation generation = generate(name, seed, options, bands);
    if (generation.kept_try < 0 || !generation.passed) return std::nullopt;
    BuiltTry built = buildTry(name, seed, options, generation.kept_try, &bands);
    if (!built.result.ok()) return std::nullopt;
    RowWatcher watcher(place, *built.draft.dungeon);
    runKeptTryRows(built.draft, &bands, stageTable(), &watcher);
    return watcher.shots();
  }
  if (place.try_index < 0) return std::nullopt;
  RowWatcher watcher(place, *startDraft(name, seed, options).dungeon);
  buildTry(name, seed, options, place.try_index, &bands, stageTable(), &watcher);
  return watcher.shots();
}

}  // namespace dungeon::gen
