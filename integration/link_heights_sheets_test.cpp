// Hand sheets where the seed systems meet (testing/sheets/): a duct mouth 4.5 m up, a flat duct
// bridging a rising cut, a ladder foot on a cliff edge, a duct crawl that touches itself, and
// stairs just below and just above each steepness limit (docs/stairs.md). For each, which hard
// checks refuse it and where, and what the party's walk does: SPEC section 8, "no step is
// spared", and "whatever stops the walk, a check fails". The expected places and numbers are
// worked out from the sheets' pictures and docs/stairs.md's table, not read off the code.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

#include "checks/report.h"
#include "model/sheet.h"
#include "sim/live/walk.h"
#include "sim/world/world.h"
#include "testing/sheet_files.h"

namespace dungeon {
namespace {

struct ExpectedFailure {
  std::string check;
  int floor;  // 0-based
  Point at;
  std::string reason_part;
};

Dungeon load(const std::string& name) {
  auto read = readSheet(testing::loadSheet(name), name);
  EXPECT_TRUE(read.ok()) << name << ": " << (read.ok() ? "" : read.error().message);
  return read.ok() ? read->dungeon : Dungeon{};
}

std::vector<checks::CheckEntry> failedChecks(const Dungeon& d) {
  const checks::Report report = checks::checkDungeon(d, checks::standardBands());
  std::vector<checks::CheckEntry> failed;
  for (const checks::CheckEntry& entry : report.checks) {
    if (!entry.outcome.passed) failed.push_back(entry);
  }
  return failed;
}

void expectFailure(const std::vector<checks::CheckEntry>& failed, const ExpectedFailure& want) {
  const auto found = std::find_if(failed.begin(), failed.end(),
                                  [&](const auto& entry) { return entry.check->id == want.check; });
  ASSERT_NE(found, failed.end()) << want.check << " passed";
  EXPECT_EQ(found->outcome.floor, want.floor) << want.check;
  EXPECT_EQ(found->outcome.at, want.at) << want.check << ": " << found->outcome.reason;
  EXPECT_NE(found->outcome.reason.find(want.reason_part), std::string::npos)
      << want.check << ": " << found->outcome.reason;
}

sim::WalkResult walk(const sim::World& world, sim::WalkRequest request = {}) {
  auto result = sim::walkDungeon(world, request);
  EXPECT_TRUE(result.ok());
  return result.ok() ? *result : sim::WalkResult{};
}

// True when the route steps from `a` straight to `b` on floor 1.
bool steps(const sim::WalkResult& w, Point a, Point b) {
  for (size_t i = 0; i + 1 < w.route.size(); ++i) {
    if (w.route[i] == Place{0, a} && w.route[i + 1] == Place{0, b}) return true;
  }
  return false;
}

TEST(LinkHeightsSheets, ADuctMouthFourAndAHalfMetresUpIsRefusedAndStopsTheWalk) {
  const Dungeon d = load("duct_mouth_up.sheet");
  const auto failed = failedChecks(d);
  expectFailure(failed, {"duct_rules", 0, {9, 2}, "mouths open at 0.0 m (4,2) and 4.5 m (10,2)"});
  expectFailure(failed, {"slopes_walkable", 0, {9, 2}, "a 4.5 m rise to the east"});
  const sim::World world(d);
  const sim::WalkResult w = walk(world);
  EXPECT_FALSE(w.reached);
  ASSERT_TRUE(w.obstacle);  // the square it cannot step onto: room B's, past the duct's mouth
  EXPECT_EQ(w.obstacle->at, (Place{0, {10, 2}}));
  EXPECT_NE(w.obstacle->reason.find("a cliff: the floor rises 4.5 m"), std::string::npos)
      << w.obstacle->reason;
}

TEST(LinkHeightsSheets, AFlatDuctBridgingARisingCutIsRefusedAndNeverWalked) {
  const Dungeon d = load("duct_bridges_rising_cut.sheet");
  const auto failed = failedChecks(d);
  expectFailure(failed, {"duct_rules", 0, {9, 2}, "0.0 m (4,2) and -3.5 m (10,2)"});
  expectFailure(failed, {"spiral_fit", 0, {6, 6}, "no longer splits its floor"});
  expectFailure(failed, {"slopes_walkable", 0, {9, 2}, "a 3.5 m rise to the east"});
  // The party still reaches the sunk room, by the spiral's treads, never by the duct's step.
  const sim::World world(d);
  const sim::WalkResult to_goal = walk(world);
  EXPECT_TRUE(to_goal.reached);
  EXPECT_FALSE(steps(to_goal, {9, 2}, {10, 2}));
  const sim::WalkResult across =
      walk(world, {BodyKind::kParty, Place{0, {9, 2}}, Place{0, {10, 2}}});
  EXPECT_TRUE(across.reached);
  EXPECT_FALSE(steps(across, {9, 2}, {10, 2}));
  EXPECT_GT(across.route.size(), 20u);
}

TEST(LinkHeightsSheets, TheSameCutWithoutTheDuctPassesEveryHardCheck) {
  const Dungeon d = load("rising_cut_without_duct.sheet");
  EXPECT_TRUE(failedChecks(d).empty());
  const sim::World world(d);
  EXPECT_TRUE(walk(world).reached);
}

TEST(LinkHeightsSheets, ALadderFootOnACliffEdgeIsRefusedAndStopsTheWalk) {
  const Dungeon d = load("ladder_foot_cliff.sheet");
  const auto failed = failedChecks(d);
  expectFailure(failed, {"slopes_walkable", 1, {8, 2}, "a 4.5 m rise to the east"});
  const sim::World world(d);
  const sim::WalkResult w = walk(world);
  EXPECT_FALSE(w.reached);
  ASSERT_TRUE(w.obstacle);
  EXPECT_EQ(w.obstacle->at, (Place{1, {9, 2}}));  // the square beside the ladder's foot
  EXPECT_NE(w.obstacle->reason.find("a cliff: the floor rises 4.5 m"), std::string::npos)
      << w.obstacle->reason;
}

TEST(LinkHeightsSheets, ADuctCrawlOfATwoByTwoBlockIsRefused) {
  const auto failed = failedChecks(load("duct_crawl_block.sheet"));
  ASSERT_EQ(failed.size(), 1u);
  expectFailure(failed, {"duct_rules", 0, {7, 4}, "crawl touches itself"});
}

struct StairCase {
  std::string sheet;
  bool walkable;
  Point stair;             // the stair square the limit sits on
  std::string slope_text;  // its slope in the check's words, when refused
};

void PrintTo(const StairCase& c, std::ostream* os) {
  *os << c.sheet;
}

// docs/stairs.md's table: a corner between run squares takes 2 m a side (904 per mille) but not
// 2.5 m (1129); beside a landing 1 m (904) but not 1.5 m (1355); a straight square beside a
// landing 1.5 m (1000, exactly 45 degrees) but not 2 m (1334).
class StairLimits : public ::testing::TestWithParam<StairCase> {};

TEST_P(StairLimits, TheCheckAndTheWalkJudgeTheStairAlike) {
  const StairCase& c = GetParam();
  const Dungeon d = load(c.sheet);
  const auto failed = failedChecks(d);
  const sim::World world(d);
  const sim::WalkResult w = walk(world);
  EXPECT_EQ(w.reached, c.walkable);
  if (c.walkable) {
    EXPECT_TRUE(failed.empty()) << failed.front().check->id << ": "
                                << failed.front().outcome.reason;
    return;
  }
  expectFailure(failed, {"stair_geometry", 0, c.stair, c.slope_text});
  ASSERT_TRUE(w.obstacle);
  EXPECT_NE(w.obstacle->reason.find("stair steeper than 45 degrees"), std::string::npos)
      << w.obstacle->reason;
}

INSTANTIATE_TEST_SUITE_P(
    HandSheets, StairLimits,
    ::testing::Values(
        StairCase{"stair_corner_2m.sheet", true, {7, 1}, ""},
        StairCase{"stair_corner_2_5m.sheet", false, {7, 1}, "rises 1129 mm a metre"},
        StairCase{"stair_corner_landing_1m.sheet", true, {7, 3}, ""},
        StairCase{"stair_corner_landing_1_5m.sheet", false, {7, 3}, "rises 1355 mm a metre"},
        StairCase{"stair_straight_landing_1_5m.sheet", true, {6, 2}, ""},
        StairCase{"stair_straight_landing_2m.sheet", false, {6, 2}, "rises 1334 mm a metre"}),
    [](const ::testing::TestParamInfo<StairCase>& param) {
      std::string name = param.param.sheet.substr(0, param.param.sheet.find('.'));
      std::replace(name.begin(), name.end(), '-', '_');
      return name;
    });

}  // namespace
}  // namespace dungeon
