// The try loop: build tries until enough pass (or the budget is spent), keep the best, and run
// the kept-try rows on it.
#include "generator/tries/generate.h"

#include <fmt/format.h>

#include <memory>
#include <utility>
#include <vector>

#include "generator/core/tries.h"
#include "generator/floors/topology.h"
#include "util/timing.h"

namespace dungeon::gen {
namespace {

// A try whose stages could not finish: it is recorded and never kept.
TryRecord stageFailure(int index, const BuiltTry& built) {
  TryRecord record;
  record.index = index;
  record.rejected_by = built.failed_stage;
  record.by_stage = true;
  record.reason = built.result.failure().reason;
  record.place = built.result.failure().place;
  record.score = INT64_MAX;
  return record;
}

// A try's report with the world its check was made over.
struct Checked {
  checks::Report report;
  std::shared_ptr<const sim::BuiltWorld> world;
};

// The world a check of `d` is made over: the one the cache holds, else one built now and timed
// as the check's context is (`dungeon profile`), as when a check builds its own.
std::shared_ptr<const sim::BuiltWorld> worldToCheck(TryCache& cache, const DraftDungeon& d) {
  if (cache.heldWorld(d) != nullptr) return cache.world(d);
  const TimedScope timed("context", "check context");
  return cache.world(d);
}

// The report `cache` holds of `d` when judged with `bands`, else a fresh check's over the world
// the cache holds or builds; with that world.
Checked checkedOf(TryCache& cache, const DraftDungeon& d, const checks::BandTable& bands) {
  std::shared_ptr<const sim::BuiltWorld> world = worldToCheck(cache, d);
  if (const checks::Report* held = cache.report(d, bands)) return {*held, std::move(world)};
  checks::Report report = checks::checkDungeon(world, bands);
  return {std::move(report), std::move(world)};
}

// Runs the kept-try rows on the kept draft and checks it again when one of them changed it.
void finishKeptTry(Generation& best, Draft& kept, const Options& options,
                   const checks::BandTable& bands, std::span<const StageRow> table,
                   StageObserver* observer) {
  if (best.passed && !rowsOf(table, StageScope::kKeptTry).empty()) {
    KeptTryRun run = runKeptTryRows(kept, &bands, table, observer);
    best.declined = std::move(run.declined);
    if (run.changed) {
      Checked checked = checkedOf(run.cache, kept.dungeon, bands);
      best.report = std::move(checked.report);
      best.world = std::move(checked.world);
    }
  }
  best.mine = kept.mine;
  best.facts = sweepFactsOf(kept, options, table);
  best.notices = noticesOf(kept);
  best.asked_laid = askedAndLaid(kept);
  best.dungeon = kept.dungeon.take();
  best.ducts = std::move(kept.ducts);
}

// The search over tries, as if every try were checked in order: a try's verdict is recorded,
// the passing ones counted, the best kept, and the search is over at the first passing try
// with the glimpse (or, where the glimpse is not sought, the first passing try) or at the
// kPassingTriesCompared-th passing try. A try whose glimpse stage found the goal not seen early
// (its cache says so, try_cache.h) cannot end the search and loses to any
// later passing try with the glimpse, so it waits unchecked while fewer than kPassingTriesCompared
// tries could have passed; it is checked, in order, only when its verdict could matter.
class TrySearch {
 public:
  TrySearch(const checks::BandTable& bands, bool glimpse_sought, std::span<const StageRow> table,
            const Options& options, StageObserver* observer)
      : bands_(bands),
        glimpse_sought_(glimpse_sought),
        table_(table),
        asked_(triesAreAsked(table, options)),
        observer_(observer) {}

  bool over() const { return over_; }

  void offer(int t, BuiltTry built) {
    if (!built.result.ok()) {
      best_.tries.push_back(stageFailure(t, built));
      return;
    }
    if (mayWait(built)) {
      best_.tries.push_back(notChecked(t));
      waiting_.push_back({t, std::move(built)});
      while (!over_ && mightEnd(static_cast<int>(waiting_.size()))) {
        settleOldestWaiting();
      }
      return;
    }
    best_.tries.push_back({});
    Checked checked = checkedOf(built.cache, built.draft.dungeon, bands_);
    const TryRecord record = judged(t, checked.report, built.draft);
    // A passing try with the glimpse (and what --rising asks) beats every waiting try, whatever
    // their verdicts.
    if (!(record.passed && record.goal_seen_early && record.laid_what_was_asked)) {
      while (!waiting_.empty()) settleOldestWaiting();
    }
    apply(record, std::move(checked), built.draft);
  }

  Generation finish(const Options& options, std::span<const StageRow> table,
                    StageObserver* observer) {
    while (!over_ && !waiting_.empty()) settleOldestWaiting();
    finishKeptTry(best_, kept_, options, bands_, table, observer);
    return std::move(best_);
  }

 private:
  static TryRecord notChecked(int t) {
    TryRecord record;
    record.index = t;
    record.checked = false;
    record.reason = "not checked: a later try sees the goal early or lays what --rising asks";
    record.score = INT64_MAX;
    return record;
  }

  // The try's record, which without what the enabled rows ask of a try (StagePreference; with
  // --rising, a turning stair and a spiral) cannot end the search.
  TryRecord judged(int t, const checks::Report& report, const Draft& draft) const {
    TryRecord record = judgeTry(t, report);
    record.laid_what_was_asked = !asked_ || laidWhatWasAsked(table_, draft);
    if (!record.laid_what_was_asked) record.score += kNotLaidPenalty;
    return record;
  }

  // True when the search would be over if `more` tries passed too.
  bool mightEnd(int more) const {
    return passing_ + more >= kPassingTriesCompared || passing_at_all_ + more >= kMostPassingTries;
  }

  // A try that cannot end the search: one the glimpse stage left without the goal seen early,
  // or one without what the enabled rows ask of a try (with --rising: a turning stair and a
  // spiral).
  bool mayWait(BuiltTry& built) const {
    const bool unglimpsed =
        glimpse_sought_ && built.cache.goalSeenEarly(built.draft.dungeon) == false;
    return unglimpsed || (asked_ && !laidWhatWasAsked(table_, built.draft));
  }

  void settleOldestWaiting() {
    Waiting oldest = std::move(waiting_.front());
    waiting_.erase(waiting_.begin());
    BuiltTry& built = oldest.built;
    runDeferredRows(built, oldest.index, &bands_, observer_);
    if (!built.result.ok()) {
      best_.tries[static_cast<size_t>(oldest.index)] = stageFailure(oldest.index, built);
      return;
    }
    Checked checked = checkedOf(built.cache, built.draft.dungeon, bands_);
    const TryRecord record = judged(oldest.index, checked.report, built.draft);
    apply(record, std::move(checked), built.draft);
  }

  // Records try `record.index`'s verdict in its place and keeps the try (with its report and
  // world) if it is the best yet.
  void apply(const TryRecord& record, Checked checked, Draft& draft) {
    best_.tries[static_cast<size_t>(record.index)] = record;
    passing_ += record.passed && record.laid_what_was_asked;
    passing_at_all_ += record.passed;
    const bool better =
        best_.kept_try < 0 || record.score < best_.tries[static_cast<size_t>(best_.kept_try)].score;
    if (better) {
      best_.kept_try = record.index;
      best_.passed = record.passed;
      kept_ = std::move(draft);
      best_.report = std::move(checked.report);
      best_.world = std::move(checked.world);
    }
    const bool ends =
        record.passed && (record.goal_seen_early || !glimpse_sought_) && record.laid_what_was_asked;
    if (ends || mightEnd(0)) {
      over_ = true;
      best_.tries.resize(static_cast<size_t>(record.index) + 1);
      waiting_.clear();
    }
  }

  const checks::BandTable& bands_;
  const bool glimpse_sought_;
  const std::span<const StageRow> table_;
  const bool asked_;               // some enabled row asks something of a try (StagePreference)
  StageObserver* const observer_;  // told of the rows a settled try runs late; null: nobody
  Generation best_;
  Draft kept_;
  int passing_ = 0;         // passing tries that laid what was asked
  int passing_at_all_ = 0;  // passing tries
  bool over_ = false;
  // A try put aside: its index and the try.
  struct Waiting {
    int index = 0;
    BuiltTry built;
  };
  std::vector<Waiting> waiting_;  // oldest first
};

}  // namespace

std::string nameForSeed(uint64_t seed) {
  return fmt::format("seed-{}", seed);
}

Generation generate(const std::string& name, uint64_t seed, const Options& options,
                    const checks::BandTable& bands, std::span<const StageRow> table,
                    StageObserver* observer) {
  // Only a floor laid for the glimpse is worth more tries to find one with it.
  TrySearch search(bands, laidForTheGlimpse(cellGridFor(options.width, options.height)), table,
                   options, observer);
  for (int t = 0; t < kMaxTries && !search.over(); ++t) {
    search.offer(t, buildTry(name, seed, options, t, &bands, table, observer, true));
  }
  Generation generation = search.finish(options, table, observer);
  // No try finished its stages: the dungeon is the solid rock every try starts from, so what is
  // written still names its seed and options and reads back as a sheet.
  if (generation.kept_try < 0) generation.dungeon = startDraft(name, seed, options).dungeon.take();
  return generation;
}

const sim::BuiltWorld* keptWorld(const Generation& g) {
  return g.world.get();
}

}  // namespace dungeon::gen
