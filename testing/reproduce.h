// What a failing property over a generated dungeon prints so the dungeon can be made and looked
// at again with the tool: the `dungeon generate` command of its seed and options
// (model/options.h generateCommand). RapidCheck prints its own reproduce string beside it
// ("RC_PARAMS=reproduce=..."), which runs the same failing case again.
#pragma once

#include <cstdint>

#include "model/options.h"

namespace dungeon::testing {

// Logs "reproduce: dungeon generate --seed S ..." in the running RapidCheck property, and the
// line that keeps the failing dungeon, reduced, in the corpus of failing dungeons
// (testing/corpus, docs/reliability.md); the log is printed only when the property fails.
// REQUIRES: called inside a property.
void logReproduce(uint64_t seed, const Options& options);

}  // namespace dungeon::testing
