// The reach walk end to end on hand-drawn dungeons: routes, actions with their game times,
// obstacles with their squares, and the text, JSON and place syntax the command line uses.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "sim/live/messages.h"
#include "sim/live/walk.h"
#include "sim/live/walk_format.h"
#include "testing/floors.h"

namespace dungeon::sim {
namespace {

using testing::addThing;
using testing::floorsOf;

Dungeon corridorWithDoor(ThingType door_type, std::initializer_list<FieldValue> f) {
  Dungeon d = floorsOf({{"..,,,.."}});
  addThing(d, ThingType::kEntrance, 0, {0, 0}, {{Field::kRamp, Dir::kWest}});
  addThing(d, ThingType::kGoal, 0, {6, 0});
  addThing(d, door_type, 0, {3, 0}, f);
  return d;
}

TEST(Walk, PlainDoorIsOpenedAndWaitedFor) {
  const Dungeon d = corridorWithDoor(ThingType::kDoor, {{Field::kKind, DoorKind::kPlain}});
  const World w(d);
  const auto walk = walkDungeon(w, {});
  ASSERT_TRUE(walk);
  EXPECT_TRUE(walk->reached);
  EXPECT_EQ(walk->route.size(), 7u);
  EXPECT_EQ(walk->time_ms, 6 * 2000 + kDoorMs);
  ASSERT_EQ(walk->actions.size(), 2u);
  EXPECT_EQ(walk->actions[0].action, "open");
  EXPECT_EQ(walk->actions[0].time_ms, 4000);
  EXPECT_EQ(walk->actions[1].action, "wait");
}

TEST(Walk, OneWayDoorFromTheBlankSideIsTheObstacle) {
  const Dungeon d = corridorWithDoor(ThingType::kOneWayDoor, {{Field::kOpensFrom, Dir::kEast}});
  const World w(d);
  const auto walk = walkDungeon(w, {});
  ASSERT_TRUE(walk);
  EXPECT_FALSE(walk->reached);
  ASSERT_TRUE(walk->obstacle);
  EXPECT_EQ(walk->obstacle->at, (Place{0, {3, 0}}));
  EXPECT_NE(walk->obstacle->reason.find(kNoHandle), std::string::npos);
}

TEST(Walk, OneWayDoorFromTheHandleSide) {
  const Dungeon d = corridorWithDoor(ThingType::kOneWayDoor, {{Field::kOpensFrom, Dir::kWest}});
  const World w(d);
  EXPECT_TRUE(walkDungeon(w, {})->reached);
}

TEST(Walk, SecretDoorIsFoundFromItsFrontSquare) {
  const Dungeon d = corridorWithDoor(ThingType::kSecretDoor, {{Field::kFront, Dir::kWest}});
  const World w(d);
  const auto walk = walkDungeon(w, {});
  ASSERT_TRUE(walk->reached);
  EXPECT_EQ(walk->actions.front().action, "find");
  EXPECT_EQ(walk->time_ms, 6 * 2000 + kSecretDoorMs);
}

TEST(Walk, FetchesTheKeyBehindItAndReportsARindStalkerAtACrawl) {
  Dungeon d = floorsOf({{"..,,,..", ".######", ".=====."}});
  addThing(d, ThingType::kEntrance, 0, {0, 0}, {{Field::kRamp, Dir::kWest}});
  addThing(d, ThingType::kGoal, 0, {6, 0});
  addThing(d, ThingType::kKey, 0, {6, 2}, {{Field::kColour, 0}});
  addThing(d, ThingType::kDoor, 0, {3, 0},
           {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kRed}});
  const World w(d);
  const auto party = walkDungeon(w, {});
  ASSERT_TRUE(party->reached) << formatWalk(*party);
  const auto take = std::find_if(party->actions.begin(), party->actions.end(),
                                 [](const WalkAction& a) { return a.action == "take"; });
  ASSERT_NE(take, party->actions.end());
  EXPECT_EQ(take->at, (Place{0, {6, 2}}));
  const auto stalker = walkDungeon(w, {BodyKind::kRindStalker, std::nullopt, std::nullopt});
  ASSERT_FALSE(stalker->reached);
  EXPECT_EQ(stalker->obstacle->at, (Place{0, {3, 0}}));
  EXPECT_NE(stalker->obstacle->reason.find("red key"), std::string::npos);
}

TEST(Walk, AWalkToALeverLeavesItUnpulled) {
  // The lever is where the walk ends, not a thing fetched on the way: it stays as it is.
  Dungeon d = floorsOf({{"..,,,.."}});
  addThing(d, ThingType::kLever, 0, {6, 0}, {{Field::kLever, 4}});
  const World w(d);
  Scene scene(w);
  const int hero = scene.addActor("hero", BodyKind::kParty, w.index({0, {0, 0}}));
  const WalkResult walk = walkInScene(scene, hero, w.index({0, {6, 0}}));
  ASSERT_TRUE(walk.reached);
  EXPECT_FALSE(scene.leverPulled(4));
  EXPECT_TRUE(walk.actions.empty());
}

TEST(Walk, TextAndJsonCarryTheSameFacts) {
  const Dungeon d = corridorWithDoor(ThingType::kDoor, {{Field::kKind, DoorKind::kPlain}});
  const World w(d);
  const auto walk = walkDungeon(w, {});
  const std::string text = formatWalk(*walk);
  EXPECT_NE(text.find("reached in 13.000 s"), std::string::npos) << text;
  EXPECT_NE(text.find("open"), std::string::npos);
  const auto json = walkJson(*walk);
  EXPECT_EQ(json["time_ms"], 13000);
  EXPECT_EQ(json["from"], "1:0,0");
  EXPECT_EQ(json["route"].size(), 7u);
  EXPECT_TRUE(json["obstacle"].is_null());
}

TEST(Walk, JsonListsAreArraysEvenWhenEmpty) {
  // A walk result with no route and no actions still writes both as lists, as a reader of the
  // JSON expects.
  const nlohmann::ordered_json j = walkJson(WalkResult{});
  ASSERT_TRUE(j.contains("route"));
  EXPECT_TRUE(j["route"].is_array());
  EXPECT_TRUE(j["route"].empty());
  ASSERT_TRUE(j.contains("actions"));
  EXPECT_TRUE(j["actions"].is_array());
}

TEST(Walk, MissingEntranceIsAnInputError) {
  const Dungeon d = floorsOf({{"..."}});
  const World w(d);
  const auto walk = walkDungeon(w, {});
  ASSERT_FALSE(walk);
  EXPECT_NE(walk.error().message.find("entrance"), std::string::npos);
}

TEST(PlaceText, ParsesAndRefuses) {
  const auto p = parsePlace("2:14,7");
  ASSERT_TRUE(p);
  EXPECT_EQ(*p, (Place{1, {14, 7}}));
  EXPECT_EQ(placeText(*p), "2:14,7");
  EXPECT_FALSE(parsePlace("0:1,1"));
  EXPECT_FALSE(parsePlace("1:1"));
  const auto bad = parsePlace("1:x,3");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().column, 3);
  EXPECT_TRUE(parseBodyName("rind_stalker"));
  EXPECT_FALSE(parseBodyName("dragon"));
}

}  // namespace
}  // namespace dungeon::sim
