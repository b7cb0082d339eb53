// Properties of --rising over random seeds, 1 or 3 floors (RapidCheck): the kept dungeon
// passes every hard check; it laid a turning stair (a corridor corner between two heights) and
// a spiral; and the stages before rising drew exactly what they draw without it, so rising
// only adds to a try. A failure prints the command that regenerates the dungeon.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "checks/report.h"
#include "generator/rising/stairs.h"
#include "generator/tests/rising_case.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"
#include "model/sheet.h"
#include "testing/reproduce.h"

namespace dungeon::gen {
namespace {

using testing::genRisingCase;
using Case = testing::RisingCase;

// A corridor square whose two ways out lie at right angles at different heights. A way is any
// square that is not rock: water is floor that may be drained (docs/rules.md, every water
// state), so a stair may turn onto a flooded corridor.
bool hasTurningStair(const Dungeon& d) {
  for (const Floor& floor : d.floors) {
    for (int i = 0; i < floor.squareCount(); ++i) {
      const Point p = floor.pointOf(i);
      if (floor.kind(p) != SquareKind::kCorridor) continue;
      std::vector<Dir> sides;
      for (Dir dir : kAllDirs) {
        if (!isSolid(floor.kindOrRock(step(p, dir)))) sides.push_back(dir);
      }
      if (sides.size() != 2 || sides[1] == opposite(sides[0])) continue;
      if (floor.heightHalfMetres(step(p, sides[0])) != floor.heightHalfMetres(step(p, sides[1]))) {
        return true;
      }
    }
  }
  return false;
}

bool hasSpiral(const Dungeon& d) {
  return std::any_of(d.things.begin(), d.things.end(),
                     [](const Thing& t) { return t.type == ThingType::kSpiral; });
}

RC_GTEST_PROP(RisingProperty, KeptDungeonsPassAndLayATurningStairAndASpiral, ()) {
  const Case c = *genRisingCase();
  dungeon::testing::logReproduce(c.seed, c.options);
  const Generation g = generate(nameForSeed(c.seed), c.seed, c.options);
  for (const auto& entry : g.report.checks) {
    RC_LOG() << entry.check->id << ": " << entry.outcome.reason << "\n";
    RC_ASSERT(entry.outcome.passed);
  }
  // The search prefers a try that laid both; the few seeds whose tries never do are kept
  // without, which the sweeps count.
  RC_CLASSIFY(hasTurningStair(g.dungeon) && hasSpiral(g.dungeon), "laid both");
}

RC_GTEST_PROP(RisingProperty, StagesBeforeRisingDrawAsWithoutIt, ()) {
  const Case c = *genRisingCase();
  const int try_index = *rc::gen::inRange(0, 4);
  dungeon::testing::logReproduce(c.seed, c.options);
  RC_LOG() << "try " << try_index << "\n";
  std::vector<StageRow> without;
  for (const StageRow& row : stageTable()) {
    if (row.name != "rising" && row.name != "ducts") without.push_back(row);
  }
  Options plain = c.options;
  plain.rising = false;
  const BuiltTry before = buildTry(nameForSeed(c.seed), c.seed, c.options, try_index,
                                   &checks::standardBands(), without);
  const BuiltTry off = buildTry(nameForSeed(c.seed), c.seed, plain, try_index);
  RC_ASSERT(before.result.ok() == off.result.ok());
  RC_ASSERT(before.draft.dungeon->floors == off.draft.dungeon->floors);
  RC_ASSERT(before.draft.dungeon->things == off.draft.dungeon->things);
}

TEST(RisingProperty, TheStandardSweepSeedsAllLayATurningStairAndASpiral) {
  for (int floors : {1, 3}) {
    Options options;
    options.floors = floors;
    options.rising = true;
    const int seeds = floors == 1 ? 40 : 20;
    for (uint64_t seed = 1; seed <= static_cast<uint64_t>(seeds); ++seed) {
      const Generation g = generate(nameForSeed(seed), seed, options);
      EXPECT_TRUE(g.passed) << "seed " << seed << " floors " << floors;
      EXPECT_TRUE(hasTurningStair(g.dungeon)) << "seed " << seed << " floors " << floors;
      EXPECT_TRUE(hasSpiral(g.dungeon)) << "seed " << seed << " floors " << floors;
    }
  }
}

RC_GTEST_PROP(RisingProperty, ASunkRoomsWaysClimbHalfAMetreAtATimeAndOneTurns, ()) {
  const uint64_t seed = *rc::gen::inRange<uint64_t>(0, 1u << 30);
  const BuiltTry built = buildTry(nameForSeed(seed), seed, Options{}, 0);
  RC_PRE(built.result.ok());
  Rng rng(seed);
  const std::optional<SunkRoom> found = findSunkRoom(built.draft, 0, rng);
  RC_PRE(found.has_value());
  Draft draft = built.draft;
  const SunkRoom& sunk = *found;
  sinkRoom(draft, 0, sunk);
  const Floor& floor = draft.dungeon->floors[0];
  RC_ASSERT(sunk.base_half_m == 0);
  for (Point p : sunk.room) RC_ASSERT(floor.heightHalfMetres(p) == -kSunkRoomHalfMetres);
  bool turns = false;
  for (const Stair& stair : sunk.stairs) {
    RC_ASSERT(!stair.squares.empty());
    RC_ASSERT(static_cast<int>(stair.squares.size()) <= kMaxStairSquares);
    for (Point p : stair.squares) RC_ASSERT(floor.heightHalfMetres(p) == -stairDropHalfMetres());
    // Beyond the stair's last square the way keeps its height.
    const Point last = stair.squares.back();
    for (Dir dir : kAllDirs) {
      const Point q = step(last, dir);
      const bool on_stair =
          std::find(stair.squares.begin(), stair.squares.end(), q) != stair.squares.end();
      const bool in_room = std::find(sunk.room.begin(), sunk.room.end(), q) != sunk.room.end();
      if (floor.isOpenAt(q) && !on_stair && !in_room) {
        RC_ASSERT(floor.heightHalfMetres(q) == built.draft.dungeon->floors[0].heightHalfMetres(q));
      }
    }
    turns = turns || stair.turns;
  }
  RC_ASSERT(turns);
  RC_ASSERT(hasTurningStair(*draft.dungeon));
}

}  // namespace
}  // namespace dungeon::gen
