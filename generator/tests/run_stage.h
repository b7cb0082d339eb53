// Runs one stage function outside the pipeline, in a context of its own, for the stage tests.
// The draft and stream are the caller's; no band table unless one is given.
#pragma once

#include "generator/core/stage.h"

namespace dungeon::gen::testing {

inline Status runStage(StageFunction stage, Draft& draft, int floor, Rng& rng,
                       const checks::BandTable* bands = nullptr) {
  StageContext context{draft, floor, rng, bands};
  return stage(context);
}

}  // namespace dungeon::gen::testing
