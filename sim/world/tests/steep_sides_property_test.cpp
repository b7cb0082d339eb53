// The world's height rules worked out once, with their shortcuts (steepSides answers a level
// square without its shape; the world judges only the steps beside squares at another height
// or of a misfit spiral), against the rules asked step by step (tooSteepHalfPerMille,
// cliffBetween), on random dungeons of every square kind and height (testing/random_dungeon.h).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "model/rules.h"
#include "sim/world/heights.h"
#include "sim/world/world.h"
#include "testing/random_dungeon.h"

namespace dungeon::sim {
namespace {

RC_GTEST_PROP(SteepSides, AreTheSidesTheRuleCallsSteep, ()) {
  const Dungeon d = testing::randomDungeon();
  const World w(d);
  int steep = 0;
  for (int s = 0; s < w.squareCount(); ++s) {
    unsigned char want = 0;
    for (Dir dir : kAllDirs) {
      if (tooSteepHalfPerMille(w, s, dir) != 0)
        want |= static_cast<unsigned char>(1u << static_cast<int>(dir));
    }
    RC_ASSERT(steepSides(w, s) == want);
    steep += want != 0;
  }
  RC_TAG(steep > 0 ? "some steep" : "none steep");
}

RC_GTEST_PROP(SteepSides, TheWorldBlocksTheStepsTheRulesForbid, ()) {
  const Dungeon d = testing::randomDungeon();
  const World w(d);
  int blocked = 0;
  for (int s = 0; s < w.squareCount(); ++s) {
    for (Dir dir : kAllDirs) {
      const int n = w.neighbour(s, dir);
      if (n < 0) continue;
      const bool want =
          !isSolid(w.kind(s)) &&
          (w.misfitSpiralAt(s) || w.misfitSpiralAt(n) || tooSteepHalfPerMille(w, s, dir) != 0 ||
           tooSteepHalfPerMille(w, n, opposite(dir)) != 0 || cliffBetween(w, s, n));
      RC_ASSERT(w.walkBlocked(s, dir) == want);
      blocked += want;
    }
  }
  RC_TAG(blocked > 0 ? "some blocked" : "none blocked");
}

}  // namespace
}  // namespace dungeon::sim
