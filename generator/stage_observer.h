// A watcher of the stage rows as one try is built (docs/render.md, `dungeon render --stages`):
// told after each row ran, with the draft as the row left it, and after each lay a row judged
// (StageContext::keepIfChecksPass), with the report it was judged by. It only reads: the draft,
// the streams and the order of the rows are the same with a watcher as without, and the
// pipeline takes none by default (a null pointer), so the ordinary path pays nothing.
#pragma once

#include "checks/report.h"
#include "generator/plan.h"
#include "generator/stage.h"
#include "model/failure.h"

namespace dungeon::gen {

class StageObserver {
 public:
  virtual ~StageObserver() = default;
  // Row `row` ran on `floor` (0-based; -1 for a dungeon-wide or kept-try row) in `attempt` of
  // that floor (0 for rows that are not per floor) and returned `result`, leaving `draft`.
  virtual void rowRan(const StageRow& row, int floor, int attempt, const Draft& draft,
                      const Status& result) = 0;
  // A lay turned `before` into `after`, and the check of `after` (an incremental one where the
  // try knew `before`'s: checks/incremental.h) gave `report`, with `bands` (null: none).
  virtual void layJudged(const Dungeon& before, const Dungeon& after, const checks::Report& report,
                         const checks::BandTable* bands) {
    (void)before, (void)after, (void)report, (void)bands;
  }
};

}  // namespace dungeon::gen
