// One row of one try, before and after it ran (docs/golden.md, *Why did it change?*): the try is
// built again from its streams (a try depends only on the seed, the options and its index, so
// this is the try the generation made) with a StageObserver, and the draft is taken as the row
// found it and as it left it. Golden review draws the two side by side for the row a change
// began in. Only watches: nothing generated changes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "checks/bands.h"
#include "generator/core/trace_diff.h"
#include "model/dungeon.h"
#include "model/options.h"

namespace dungeon::gen {

struct RowShots {
  Dungeon before;  // the draft as the row found it (for a per-floor row on a floor laid again,
                   // as its last attempt found it)
  Dungeon after;   // as the row left it
};

// The row `place` names (a try's or, with place.kept, a kept-try row) of the dungeon
// generated from (name, seed, options). None when that try or row never ran. With place.kept
// the kept try is generated first to know which it is.
std::optional<RowShots> rowBeforeAndAfter(const std::string& name, uint64_t seed,
                                          const Options& options, const StreamPlace& place,
                                          const checks::BandTable& bands = checks::standardBands());

}  // namespace dungeon::gen
