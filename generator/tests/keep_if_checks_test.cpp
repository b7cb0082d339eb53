// keepIfChecksPass on a real generated try (the kept try of seed 1, which passes every hard
// check and band): a lay that breaks a hard check or pushes a metric out of its band is taken
// off again, leaving the draft equal to its snapshot and naming what refused; a harmless lay
// is kept; with no band table only the hard checks judge; a refused lay leaves the draft where
// it was, so the world the try's cache holds of it is still the draft's.
#include <gtest/gtest.h>

#include <vector>

#include "checks/report.h"
#include "generator/core/try_cache.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"
#include "model/rng.h"
#include "sim/search/built_world.h"

namespace dungeon::gen {
namespace {

constexpr uint64_t kSeed = 1;

Draft passingDraft() {
  const Options options;
  const Generation g = generate(nameForSeed(kSeed), kSeed, options);
  EXPECT_TRUE(g.passed);
  BuiltTry built = buildTry(nameForSeed(kSeed), kSeed, options, g.kept_try);
  EXPECT_TRUE(built.result.ok());
  EXPECT_TRUE(checks::checkDungeon(*built.draft.dungeon, checks::standardBands()).passed());
  return std::move(built.draft);
}

// A rock square of floor 1 with rock all round it (8 neighbours) and off the ramp: opening it
// makes a square no way reaches.
Point lonelyRock(const Draft& draft) {
  const Floor& f = draft.dungeon->floors[0];
  for (int y = 1; y + 1 < f.height(); ++y) {
    for (int x = 1; x + 1 < f.width(); ++x) {
      bool alone = true;
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) alone = alone && isSolid(f.kind({x + dx, y + dy}));
      }
      for (Point r : draft.ramp) alone = alone && r != Point{x, y};
      if (alone) return {x, y};
    }
  }
  ADD_FAILURE() << "no lonely rock square";
  return {};
}

// Room squares of floor 1 with no thing on them and no ladder kept for them.
std::vector<Point> freeRoomSquares(const Draft& draft) {
  const Floor& f = draft.dungeon->floors[0];
  std::vector<Point> squares;
  for (int y = 0; y < f.height(); ++y) {
    for (int x = 0; x < f.width(); ++x) {
      bool free = f.kind({x, y}) == SquareKind::kRoom;
      for (const Thing& t : draft.dungeon->things)
        free = free && !(t.floor == 0 && t.at == Point{x, y});
      if (free) squares.push_back({x, y});
    }
  }
  return squares;
}

// Ten meat sacks in rooms: far more monsters per open square than band M11 allows, and every
// one fits where it stands.
Status crowdWithMonsters(Draft& draft) {
  const std::vector<Point> squares = freeRoomSquares(draft);
  for (size_t i = 0; i < 10 && i < squares.size(); ++i) {
    draft.dungeon.edit().things.push_back(
        makeThing(ThingType::kMonster, 0, squares[i], {{Field::kBody, BodyKind::kMeatSack}}));
  }
  return Status::success();
}

struct Judge {
  Draft draft = passingDraft();
  Rng rng{7};
  StageContext with_bands{draft, -1, rng, &checks::standardBands()};
};

TEST(KeepIfChecksPass, ALayThatBreaksAHardCheckIsTakenOffAndTheCheckNamed) {
  Judge judge;
  const Draft snapshot = judge.draft;
  const Point lonely = lonelyRock(judge.draft);
  const Status result = judge.with_bands.keepIfChecksPass([&](Draft& d) {
    d.dungeon.edit().floors[0].setKind(lonely, SquareKind::kRoom);
    d.plans[0].items.push_back({});
    return Status::success();
  });
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(result.failure().reason.starts_with("open_reachable: ")) << result.failure().reason;
  ASSERT_TRUE(result.failure().place.has_value());
  EXPECT_EQ(*result.failure().place, (Place{0, lonely}));
  EXPECT_EQ(judge.draft, snapshot);
}

TEST(KeepIfChecksPass, AWorldHeldBeforeARefusedLayIsStillTheDrafts) {
  Judge judge;
  TryCache cache;
  judge.with_bands.cache = &cache;
  judge.draft.dungeon.canonicalize();
  cache.world(judge.draft.dungeon);
  const Status result = judge.with_bands.keepIfChecksPass([&](Draft& d) {
    d.dungeon.edit().things.clear();
    return crowdWithMonsters(d);
  });
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(cache.goalSeenEarly(judge.draft.dungeon).has_value());  // the world is still held
}

TEST(KeepIfChecksPass, ALayThatPushesAMetricOutOfItsBandIsRefusedByName) {
  Judge judge;
  const Draft snapshot = judge.draft;
  const Status result = judge.with_bands.keepIfChecksPass(&crowdWithMonsters);
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(result.failure().reason.starts_with("M11 monster_density = "))
      << result.failure().reason;
  EXPECT_NE(result.failure().reason.find("on floor 1"), std::string::npos);
  EXPECT_EQ(judge.draft, snapshot);
}

TEST(KeepIfChecksPass, AHarmlessLayIsKept) {
  Judge judge;
  Draft expected = judge.draft;
  const Thing loot = makeThing(ThingType::kLoot, 0, freeRoomSquares(judge.draft).front());
  expected.dungeon.edit().things.push_back(loot);
  expected.dungeon.canonicalize();  // a kept lay is kept in canonical order
  const Status result = judge.with_bands.keepIfChecksPass([&](Draft& d) {
    d.dungeon.edit().things.push_back(loot);
    return Status::success();
  });
  EXPECT_TRUE(result.ok()) << result.failure().reason;
  EXPECT_EQ(judge.draft, expected);
}

TEST(KeepIfChecksPass, AKeptLaysReportIsHeldForTheTrysCheck) {
  Judge judge;
  TryCache cache;
  judge.with_bands.cache = &cache;
  const Thing loot = makeThing(ThingType::kLoot, 0, freeRoomSquares(judge.draft).front());
  const Status result = judge.with_bands.keepIfChecksPass([&](Draft& d) {
    d.dungeon.edit().things.push_back(loot);
    return Status::success();
  });
  ASSERT_TRUE(result.ok()) << result.failure().reason;
  const checks::Report* held = cache.report(judge.draft.dungeon, checks::standardBands());
  ASSERT_TRUE(held != nullptr);
  // The world held is the kept lay's own version: no copy, and no pointer into the trial.
  EXPECT_EQ(&cache.heldWorld(judge.draft.dungeon)->world.dungeon(), &*judge.draft.dungeon);
  const checks::Report own = checks::checkDungeon(*judge.draft.dungeon, checks::standardBands());
  EXPECT_EQ(checks::formatReport(*held), checks::formatReport(own));
}

TEST(KeepIfChecksPass, WithNoBandTableOnlyTheHardChecksJudge) {
  Judge judge;
  StageContext no_bands{judge.draft, -1, judge.rng, nullptr};
  const size_t before = judge.draft.dungeon->things.size();
  const Status result = no_bands.keepIfChecksPass(&crowdWithMonsters);
  EXPECT_TRUE(result.ok()) << result.failure().reason;
  EXPECT_EQ(judge.draft.dungeon->things.size(), before + 10);

  const Draft snapshot = judge.draft;
  const Point lonely = lonelyRock(judge.draft);
  const Status broken = no_bands.keepIfChecksPass([&](Draft& d) {
    d.dungeon.edit().floors[0].setKind(lonely, SquareKind::kRoom);
    return Status::success();
  });
  ASSERT_FALSE(broken.ok());
  EXPECT_TRUE(broken.failure().reason.starts_with("open_reachable: "));
  EXPECT_EQ(judge.draft, snapshot);
}

TEST(KeepIfChecksPass, ALayThatFailsItselfIsTakenOffWithItsOwnReason) {
  Judge judge;
  const Draft snapshot = judge.draft;
  const Status result = judge.with_bands.keepIfChecksPass([&](Draft& d) {
    d.dungeon.edit().things.clear();
    return Status::fail("the lay gave up", Place{0, {3, 4}});
  });
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.failure(), (Failure{"the lay gave up", Place{0, {3, 4}}}));
  EXPECT_EQ(judge.draft, snapshot);
}

}  // namespace
}  // namespace dungeon::gen
