// The glimpse stage on a hand-drawn floor: the entrance room at the top, the goal room straight
// below it behind 7 squares of rock, and the way between them round a long corridor, so the
// goal is not seen from the first third of the way until a slot is cut.
#include <gtest/gtest.h>

#include "generator/stack/glimpse.h"
#include "generator/tests/run_stage.h"
#include "sim/search/goal_view.h"
#include "testing/floors.h"

namespace dungeon::gen {
namespace {

using ::dungeon::testing::addThing;
using ::dungeon::testing::floorOf;
using gen::testing::runStage;

Draft roundTheHouse() {
  Draft draft;
  draft.dungeon = DraftDungeon(floorOf({
      "################",
      "#...,,,,,,,,,,,#",
      "#...##########,#",
      "#...##########,#",
      "##############,#",
      "##############,#",
      "##############,#",
      "##############,#",
      "##############,#",
      "##############,#",
      "##############,#",
      "#...,,,,,,,,,,,#",
      "#...############",
      "#...############",
  }));
  addThing(draft.dungeon.edit(), ThingType::kEntrance, 0, {2, 1}, {{Field::kRamp, Dir::kNorth}});
  addThing(draft.dungeon.edit(), ThingType::kGoal, 0, {2, 12});
  return draft;
}

bool seenEarly(const Dungeon& d) {
  const sim::World world(d);
  return sim::goalSeenEarly(d, sim::goalView(sim::Terrain(world)));
}

std::vector<Point> windows(const Dungeon& d) {
  std::vector<Point> at;
  for (const Thing* w : thingsOf(d, ThingType::kWindow)) at.push_back(w->at);
  return at;
}

TEST(Glimpse, CutsAStraightSlotFromTheFarSideOfTheEarlyRoom) {
  Draft draft = roundTheHouse();
  ASSERT_FALSE(seenEarly(*draft.dungeon));
  Rng rng(7);
  ASSERT_TRUE(runStage(&cutGlimpse, draft, -1, rng).ok());
  // The way leaves the entrance along row 1; the slot runs on through the room's own squares
  // and is dug from row 4 to row 10, the window at the goal end.
  const std::vector<Point> cut = windows(*draft.dungeon);
  ASSERT_EQ(cut.size(), 1u);
  EXPECT_EQ(cut.front().y, 10);
  const Floor& f = draft.dungeon->floors[0];
  for (int y = 4; y <= 10; ++y) {
    EXPECT_EQ(f.kind({cut.front().x, y}), SquareKind::kNarrow) << "row " << y;
  }
  EXPECT_TRUE(seenEarly(*draft.dungeon));
}

TEST(Glimpse, NeverCutsTheEntranceRampOrAShaft) {
  Draft ramp = roundTheHouse();
  ramp.ramp = {{1, 6}, {2, 6}, {3, 6}};
  Rng rng(7);
  ASSERT_TRUE(runStage(&cutGlimpse, ramp, -1, rng).ok());
  EXPECT_TRUE(windows(*ramp.dungeon).empty());
  EXPECT_FALSE(seenEarly(*ramp.dungeon));

  Draft shaft = roundTheHouse();
  shaft.shafts = {{1, 8}, {2, 8}, {3, 8}};
  ASSERT_TRUE(runStage(&cutGlimpse, shaft, -1, rng).ok());
  EXPECT_TRUE(windows(*shaft.dungeon).empty());
}

TEST(Glimpse, AGoalAlreadySeenIsLeftAlone) {
  Draft draft = roundTheHouse();
  for (int y = 4; y <= 10; ++y)
    draft.dungeon.edit().floors[0].setKind({1, y}, SquareKind::kCorridor);
  ASSERT_TRUE(seenEarly(*draft.dungeon));
  Rng rng(7);
  ASSERT_TRUE(runStage(&cutGlimpse, draft, -1, rng).ok());
  EXPECT_TRUE(windows(*draft.dungeon).empty());
}

}  // namespace
}  // namespace dungeon::gen
