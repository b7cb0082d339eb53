// Disagreements the reference rules found between the checks and the walk (docs/reference.md,
// "Found and fixed"), each on a hand sheet of testing/sheets/ cut down to the squares that
// matter. For each, one test holds the reference rules to what SPEC says of the sheet and one
// holds the checks and the walk to it; testing/hand_sheets.cpp draws each case among its random
// sheets too.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "checks/report.h"
#include "model/sheet.h"
#include "sim/live/walk.h"
#include "sim/live/walk_format.h"
#include "sim/search/solve.h"
#include "testing/reference/reference.h"
#include "testing/sheet_files.h"

namespace dungeon {
namespace {

Dungeon load(const std::string& name) {
  auto read = readSheet(testing::loadSheet(name), name);
  EXPECT_TRUE(read.ok()) << name << ": " << (read.ok() ? "" : read.error().message);
  return read.ok() ? read->dungeon : Dungeon{};
}

std::vector<std::string> failedChecks(const Dungeon& d) {
  std::vector<std::string> failed;
  for (const checks::CheckEntry& entry : checks::checkDungeon(d, checks::standardBands()).checks) {
    if (!entry.outcome.passed) failed.push_back(std::string(entry.check->id));
  }
  return failed;
}

bool fails(const std::vector<std::string>& failed, const std::string& id) {
  return std::find(failed.begin(), failed.end(), id) != failed.end();
}

sim::WalkResult walkToGoal(const sim::World& world) {
  const auto walk = sim::walkDungeon(world, {});
  EXPECT_TRUE(walk.ok());
  return walk.ok() ? *walk : sim::WalkResult{};
}

// 1. A 2 x 2 spiral within a floor that no winding fits, its doorways beside the block's south
// squares. SPEC section 8: no body walks a spiral that does not fit, so the goal beyond it
// cannot be reached. The world blocked the steps into the shaft's north-west square only, so the
// walk and the checks' search crossed the block's other squares from 0 m to 3.5 m; now every
// square of a misfit block is blocked (World::misfitSpiralAt).
TEST(ReferenceFindings, AMisfitTwoByTwoSpiralIsWalkedByNoBodyInTheReference) {
  const Dungeon d = load("spiral_wide_misfit_walked.sheet");
  const reference::Reference ref(d);
  EXPECT_EQ(ref.problem("spiral_fit"), "no winding fits a spiral within a floor");
  EXPECT_FALSE(ref.party().solvable());
  EXPECT_FALSE(ref.party().everReached({0, {14, 9}}));
}

TEST(ReferenceFindings, AMisfitTwoByTwoSpiralIsWalkedByNoBody) {
  const Dungeon d = load("spiral_wide_misfit_walked.sheet");
  EXPECT_TRUE(fails(failedChecks(d), "goal_solvable"));
  const sim::World world(d);
  EXPECT_FALSE(walkToGoal(world).reached);
}

// 2. Two floors joined only by a climbing duct whose lower end is a door. Every hard check
// passes (a plain door opens from any face), but the walk's route refused to climb into a
// square whose door was shut, so it never reached the goal. SPEC section 8: whatever the checks
// pass, the walk completes. Now a body opens a door at a link's end from inside
// (Scene::useAcrossLink, DoorState::insideFace).
TEST(ReferenceFindings, AClimbingDuctsDoorEndIsPassedInTheReference) {
  const Dungeon d = load("climbing_duct_door_end.sheet");
  const reference::Reference ref(d);
  EXPECT_TRUE(ref.party().solvable());
  EXPECT_EQ(ref.problem("duct_rules"), "");
}

TEST(ReferenceFindings, WhatTheChecksPassThroughAClimbingDuctsDoorEndIsWalked) {
  const Dungeon d = load("climbing_duct_door_end.sheet");
  const sim::World world(d);
  const sim::WalkResult walk = walkToGoal(world);
  EXPECT_TRUE(failedChecks(d).empty());
  EXPECT_TRUE(walk.reached) << sim::formatWalk(walk);
}

// 3. Two levers on one square, each working one of two lever gates in a row. Every hard check
// passes (the party pulls every lever it reaches), but a pull pulled only the first lever of the
// square, and the walk returned to pull it again until it gave up, never pulling lever 2. Now a
// pull pulls every lever on the square.
TEST(ReferenceFindings, TwoLeversOnASquareAreBothPulledInTheReference) {
  const Dungeon d = load("two_levers_one_square.sheet");
  EXPECT_TRUE(reference::Reference(d).party().solvable());
}

TEST(ReferenceFindings, WhatTheChecksPassWithTwoLeversOnASquareIsWalked) {
  const Dungeon d = load("two_levers_one_square.sheet");
  const sim::World world(d);
  const sim::WalkResult walk = walkToGoal(world);
  EXPECT_TRUE(failedChecks(d).empty());
  EXPECT_TRUE(walk.reached) << sim::formatWalk(walk);
}

// 4. A two-way secret door the party reaches only from a side face, where it shows as a door
// (SPEC section 4: only its front shows it as wall; docs/sim.md). The walk opens it and reaches
// the goal; the checks' state search opened a two-way secret door only from its front and back
// squares, so goal_solvable and open_reachable failed. Now it opens one from every face.
TEST(ReferenceFindings, ASecretDoorOpensFromASideFaceInTheReference) {
  const Dungeon d = load("secret_door_side_face.sheet");
  const reference::Reference ref(d);
  EXPECT_TRUE(ref.party().solvable());
  EXPECT_EQ(ref.problem("open_reachable"), "");
  const sim::World world(d);
  EXPECT_TRUE(walkToGoal(world).reached);
}

TEST(ReferenceFindings, ASecretDoorOpensFromASideFace) {
  const Dungeon d = load("secret_door_side_face.sheet");
  const std::vector<std::string> failed = failedChecks(d);
  EXPECT_FALSE(fails(failed, "goal_solvable"));
  EXPECT_FALSE(fails(failed, "open_reachable"));
}

// 5. A draining lever sharing its number with a nearer lever that works a gate. Every hard
// check passes (the party pulls every lever it reaches, and the draining one drains its floor),
// but once lever 1 was pulled the walk no longer counted the draining lever 1 worth fetching,
// so the water stayed. Now a draining lever is worth fetching while its floor is flooded.
TEST(ReferenceFindings, ADrainingLeverSharingItsNumberDrainsInTheReference) {
  const Dungeon d = load("draining_lever_sharing_number.sheet");
  EXPECT_TRUE(reference::Reference(d).party().solvable());
}

TEST(ReferenceFindings, WhatTheChecksPassWithADrainingLeverSharingItsNumberIsWalked) {
  const Dungeon d = load("draining_lever_sharing_number.sheet");
  const sim::World world(d);
  const sim::WalkResult walk = walkToGoal(world);
  EXPECT_TRUE(failedChecks(d).empty());
  EXPECT_TRUE(walk.reached) << sim::formatWalk(walk);
}

}  // namespace
}  // namespace dungeon
