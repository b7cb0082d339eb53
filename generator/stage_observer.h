// A watcher of the stage rows as one try is built (docs/render.md, `dungeon render --stages`):
// told after each row ran, with the draft as the row left it. It only reads: the draft, the
// streams and the order of the rows are the same with a watcher as without, and the pipeline
// takes none by default (a null pointer), so the ordinary path pays nothing.
#pragma once

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
};

}  // namespace dungeon::gen
