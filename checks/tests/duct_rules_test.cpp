// The duct rules on hand-drawn floors: a good flat duct, one touching a corridor, one that is
// no shortcut, and climbing ducts on and off the dead end of their crawl.
#include <gtest/gtest.h>

#include <algorithm>

#include "checks/context.h"
#include "checks/duct_rules.h"
#include "testing/floors.h"

namespace dungeon::checks {
namespace {

using testing::addThing;
using testing::floorOf;

CheckOutcome ductsOf(const Dungeon& d) {
  const CheckContext context(d);
  return ductRules(context);
}

void addDuct(Dungeon& d, Point at, Vertical dir) {
  addThing(d, ThingType::kDuct, 0, at, {{Field::kVertical, dir}, {Field::kEnd, DuctEnd::kGrate}});
}

// Rooms at both ends of a 3-square crawl; the way round them by corridor is about 20 steps.
Dungeon flatDuctDungeon() {
  Dungeon d = floorOf({
      "...===...",
      "...###...",
      ",#######,",
      ",#######,",
      ",,,,,,,,,",
  });
  addDuct(d, {3, 0}, Vertical::kFlat);
  addDuct(d, {5, 0}, Vertical::kFlat);
  return d;
}

TEST(DuctRules, AShortStraightCleanShortcutPasses) {
  const CheckOutcome o = ductsOf(flatDuctDungeon());
  EXPECT_TRUE(o.passed) << o.reason;
}

TEST(DuctRules, AFlatDuctTouchingACorridorFails) {
  Dungeon d = flatDuctDungeon();
  d.floors[0].setKind({4, 1}, SquareKind::kCorridor);
  const CheckOutcome o = ductsOf(d);
  EXPECT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("touches"), std::string::npos) << o.reason;
}

TEST(DuctRules, AFlatDuctThatSavesTooLittleFails) {
  // The rooms meet along row 2: walking round is 8 steps against the duct's 4.
  Dungeon d = floorOf({
      "...===...",
      "...###...",
      ".........",
  });
  addDuct(d, {3, 0}, Vertical::kFlat);
  const CheckOutcome o = ductsOf(d);
  EXPECT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("saves only"), std::string::npos) << o.reason;
}

TEST(DuctRules, ATooLongFlatDuctFails) {
  Dungeon d = floorOf({"...==========..."});
  addDuct(d, {3, 0}, Vertical::kFlat);
  const CheckOutcome o = ductsOf(d);
  EXPECT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("10 squares"), std::string::npos) << o.reason;
}

TEST(DuctRules, ATwoSquareFlatDuctMustRunStraightAtItsEnds) {
  // The left end's room lies north of it, across the crawl's way: the crawl turns at its end.
  Dungeon d = floorOf({"#.###", "#==..", "#####"});
  addDuct(d, {1, 1}, Vertical::kFlat);
  const CheckOutcome o = ductsOf(d);
  EXPECT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("does not run straight"), std::string::npos) << o.reason;
  EXPECT_EQ(o.at, (Point{1, 1}));
}

TEST(DuctRules, ClimbingDuctOnTheDeadEndOfATwoSquareCrawlPasses) {
  Dungeon d = floorOf({"...=="});
  addDuct(d, {4, 0}, Vertical::kUp);
  EXPECT_TRUE(ductsOf(d).passed) << ductsOf(d).reason;
}

TEST(DuctRules, ClimbingDuctOnAOneSquareCrawlOrNearALadderFails) {
  Dungeon short_crawl = floorOf({"...="});
  addDuct(short_crawl, {3, 0}, Vertical::kUp);
  EXPECT_FALSE(ductsOf(short_crawl).passed);

  Dungeon ladder = floorOf({"...==", "...##", "....."});
  addDuct(ladder, {4, 0}, Vertical::kUp);
  addThing(ladder, ThingType::kLadder, 0, {4, 2}, {{Field::kVertical, Vertical::kUp}});
  const CheckOutcome o = ductsOf(ladder);
  EXPECT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("near a ladder"), std::string::npos) << o.reason;
}

TEST(DuctRules, ADuctsCrawlInTheQuickExitsColumnFails) {
  Dungeon d = testing::floorsOf(
      {{".....", "#####", "#####"}, {"...==", "#####", "#####"}, {".....", "#####", "#####"}});
  addThing(d, ThingType::kDuct, 1, {4, 0},
           {{Field::kVertical, Vertical::kUp}, {Field::kEnd, DuctEnd::kGrate}});
  EXPECT_TRUE(ductsOf(d).passed) << ductsOf(d).reason;
  // A ladder above alone (or below alone) is no shaft through the crawl's floor.
  Dungeon above = d;
  addThing(above, ThingType::kLadder, 0, {3, 0}, {{Field::kVertical, Vertical::kDown}});
  EXPECT_TRUE(ductsOf(above).passed) << ductsOf(above).reason;
  Dungeon below = d;
  addThing(below, ThingType::kLadder, 2, {3, 0}, {{Field::kVertical, Vertical::kUp}});
  EXPECT_TRUE(ductsOf(below).passed) << ductsOf(below).reason;
  // The quick exit's ladders on the floors above and below, in the crawl's column.
  addThing(d, ThingType::kLadder, 0, {3, 0}, {{Field::kVertical, Vertical::kDown}});
  addThing(d, ThingType::kLadder, 2, {3, 0}, {{Field::kVertical, Vertical::kUp}});
  const CheckOutcome o = ductsOf(d);
  EXPECT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("quick exit's column"), std::string::npos) << o.reason;
  EXPECT_EQ(o.at, (Point{3, 0}));
}

TEST(DuctRules, ADuctsSquareHoldsWhatItsEndSays) {
  Dungeon d = flatDuctDungeon();
  auto ductAt = [&d](int x) -> Thing& {
    return *std::find_if(d.things.begin(), d.things.end(), [x](const Thing& t) {
      return t.type == ThingType::kDuct && t.at == Point{x, 0};
    });
  };
  ductAt(3).fields.set(Field::kEnd, DuctEnd::kDoor);
  CheckOutcome o = ductsOf(d);
  EXPECT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("door end"), std::string::npos) << o.reason;
  addThing(d, ThingType::kDoor, 0, {3, 0}, {{Field::kKind, DoorKind::kPlain}});
  EXPECT_TRUE(ductsOf(d).passed) << ductsOf(d).reason;

  ductAt(5).fields.set(Field::kEnd, DuctEnd::kSecret);
  EXPECT_FALSE(ductsOf(d).passed);
  // Its front faces rock (north of the crawl): no room shows its wall.
  Thing& secret = addThing(d, ThingType::kSecretDoor, 0, {5, 0}, {{Field::kFront, Dir::kSouth}});
  o = ductsOf(d);
  EXPECT_FALSE(o.passed);
  EXPECT_NE(o.reason.find("secret end"), std::string::npos) << o.reason;
  secret.fields.set(Field::kFront, Dir::kEast);
  EXPECT_TRUE(ductsOf(d).passed) << ductsOf(d).reason;
}

TEST(DuctRules, ADuctOffACrawlFails) {
  Dungeon d = floorOf({"....."});
  addDuct(d, {2, 0}, Vertical::kFlat);
  EXPECT_FALSE(ductsOf(d).passed);
}

}  // namespace
}  // namespace dungeon::checks
