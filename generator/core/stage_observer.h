// A watcher of the stage rows as one try is built (docs/render.md, `dungeon render --stages`):
// told after each row ran, with the draft as the row left it, and after each lay a row judged
// (StageContext::keepIfChecksPass), with the report it was judged by. It only reads: the draft,
// the streams and the order of the rows are the same with a watcher as without, and the
// pipeline takes none by default (a null pointer), so the ordinary path pays nothing.
#pragma once

#include <cstdint>
#include <string_view>

#include "checks/report.h"
#include "generator/core/plan.h"
#include "generator/core/stage.h"
#include "model/failure.h"

namespace dungeon::gen {

// One row that ran: which, where, from which stream and with what outcome.
struct RowRun {
  const StageRow& row;
  int try_index = 0;        // the try; kKeptTryIndex for a kept-try row
  int floor = -1;           // 0-based; -1 for a dungeon-wide or kept-try row
  int attempt = 0;          // the attempt at that floor (0 for rows that are not per floor)
  std::string_view stream;  // the name of the row's stream ("layout/floor2/try0.0")
  uint64_t draws = 0;       // the raw outputs the row took from it (Rng::draws)
  const Draft& draft;       // as the row left it
  const Status& result;
};

// The try index a kept-try row is told with.
inline constexpr int kKeptTryIndex = -1;

class StageObserver {
 public:
  virtual ~StageObserver() = default;
  // A row ran (RowRun says which, on what, and what it left).
  virtual void rowRan(const RowRun& run) = 0;
  // A lay turned `before` into `after`, and the check of `after` (an incremental one where the
  // try knew `before`'s: checks/incremental.h) gave `report`, with `bands` (null: none).
  virtual void layJudged(const Dungeon& before, const Dungeon& after, const checks::Report& report,
                         const checks::BandTable* bands) {
    (void)before, (void)after, (void)report, (void)bands;
  }
  // A lay keepIfChecksPass was given ended with `verdict`: ok when it was kept; else the lay's
  // own failure (it found no place) or the check or band that refused it. Told before the row
  // it belongs to ran (rowRan), once per lay.
  virtual void layDecided(const Status& verdict) { (void)verdict; }
};

}  // namespace dungeon::gen
