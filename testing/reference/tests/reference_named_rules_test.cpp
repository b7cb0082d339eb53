// The named rules of testing/reference/ on small hand sheets drawn here, each worked out from
// the picture and SPEC: a sheet that keeps every rule of a check, and beside it sheets that
// each break one rule alone (the reference names that rule and no other rule of the check), for
// the rules of entrance_and_goal, things_placed, entrance_ramp, doors_along_way,
// keys_before_locks, rock_between_floors, glimpse_slots, monsters_fit on dirt and dirt_amounts,
// and the link rules.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "testing/dirt_floors.h"
#include "testing/floors.h"
#include "testing/reference/reference.h"

namespace dungeon::reference {
namespace {

using dungeon::testing::addThing;
using dungeon::testing::floorOf;
using dungeon::testing::floorsOf;

// The names of the rules of `check_id` that `d` breaks, in the registry's order.
std::vector<std::string> broken(const Dungeon& d, const std::string& check_id) {
  const Reference ref(d);
  std::vector<std::string> names;
  for (const ReferenceRule& rule : referenceRules()) {
    if (rule.check_id == check_id && !rule.problem(ref).empty()) names.emplace_back(rule.name);
  }
  return names;
}

using Names = std::vector<std::string>;

// A room at x 10..15, rows 0..2, the entrance at (10,1) with its ramp west over x 9..1 and the
// goal at (15,2).
Dungeon roomWithEntrance() {
  Dungeon d = floorOf({"##########......", "##########......", "##########......"});
  addThing(d, ThingType::kEntrance, 0, {10, 1}, {{Field::kRamp, Dir::kWest}});
  addThing(d, ThingType::kGoal, 0, {15, 2});
  return d;
}

TEST(ReferenceNamedRules, OneEntranceOnFloorOneAndOneGoal) {
  EXPECT_EQ(broken(roomWithEntrance(), "entrance_and_goal"), Names{});

  Dungeon two_entrances = roomWithEntrance();
  addThing(two_entrances, ThingType::kEntrance, 0, {12, 1}, {{Field::kRamp, Dir::kWest}});
  EXPECT_EQ(broken(two_entrances, "entrance_and_goal"), Names{"entrance.one"});

  Dungeon no_goal = roomWithEntrance();
  std::erase_if(no_goal.things, [](const Thing& t) { return t.type == ThingType::kGoal; });
  EXPECT_EQ(broken(no_goal, "entrance_and_goal"), Names{"goal.one"});

  Dungeon two_goals = roomWithEntrance();
  addThing(two_goals, ThingType::kGoal, 0, {14, 0});
  EXPECT_EQ(broken(two_goals, "entrance_and_goal"), Names{"goal.one"});

  Dungeon below = floorsOf({{"...."}, {"##########......"}});
  addThing(below, ThingType::kEntrance, 1, {10, 0}, {{Field::kRamp, Dir::kWest}});
  addThing(below, ThingType::kGoal, 0, {0, 0});
  EXPECT_EQ(broken(below, "entrance_and_goal"), Names{"entrance.first_floor"});
}

TEST(ReferenceNamedRules, EveryThingStandsOnAnOpenSquareOrWaterOfItsFloor) {
  Dungeon d = roomWithEntrance();
  d.floors[0].setKind({13, 0}, SquareKind::kWater);
  addThing(d, ThingType::kLoot, 0, {13, 0}, {{Field::kValue, 5}});
  EXPECT_EQ(broken(d, "things_placed"), Names{});

  Dungeon on_rock = d;
  addThing(on_rock, ThingType::kKey, 0, {3, 5}, {{Field::kColour, Colour::kRed}});
  EXPECT_EQ(broken(on_rock, "things_placed"), Names{"things.on_open_square"});

  Dungeon off_floor = d;
  off_floor.things.push_back(makeThing(ThingType::kLoot, 0, {16, 2}, {{Field::kValue, 5}}));
  EXPECT_EQ(broken(off_floor, "things_placed"), Names{"things.on_floor"});
  Dungeon off_dungeon = d;
  off_dungeon.things.push_back(makeThing(ThingType::kLoot, 1, {12, 1}, {{Field::kValue, 5}}));
  EXPECT_EQ(broken(off_dungeon, "things_placed"), Names{"things.on_floor"});
}

TEST(ReferenceNamedRules, TheRampIsNineSquaresOfRockAlongTheEntrancesRamp) {
  EXPECT_EQ(broken(roomWithEntrance(), "entrance_ramp"), Names{});

  Dungeon into_room = roomWithEntrance();
  into_room.things.front().fields.set(Field::kRamp, Dir::kEast);
  EXPECT_EQ(broken(into_room, "entrance_ramp"), Names{"ramp.rock"});

  Dungeon one_open = roomWithEntrance();
  one_open.floors[0].setKind({1, 1}, SquareKind::kCorridor);  // the ninth square
  EXPECT_EQ(broken(one_open, "entrance_ramp"), Names{"ramp.rock"});

  Dungeon off_floor = roomWithEntrance();  // 8 squares of rock and then the floor's edge
  for (Thing& t : off_floor.things) {
    if (t.type == ThingType::kEntrance) t.at = {8, 1};
  }
  off_floor.floors[0].setKind({8, 1}, SquareKind::kRoom);
  off_floor.floors[0].setKind({9, 1}, SquareKind::kRoom);
  EXPECT_EQ(broken(off_floor, "entrance_ramp"), Names{"ramp.rock"});

  Dungeon no_ramp = roomWithEntrance();
  no_ramp.things.front().fields.clear(Field::kRamp);
  EXPECT_EQ(broken(no_ramp, "entrance_ramp"), Names{"ramp.direction"});

  Dungeon below = floorsOf({{"...."}, {"##########......"}});
  addThing(below, ThingType::kEntrance, 1, {10, 0}, {{Field::kRamp, Dir::kWest}});
  EXPECT_EQ(broken(below, "entrance_ramp"), Names{"ramp.direction"});
}

// A room (x 0..2), a corridor of four squares east along row 1 and a room (x 7..9).
Dungeon corridorBetweenRooms() {
  return floorOf({"...####...", "...,,,,...", "...####..."});
}

TEST(ReferenceNamedRules, DoorsFaceAlongTheirWay) {
  Dungeon along = corridorBetweenRooms();
  addThing(along, ThingType::kOneWayDoor, 0, {4, 1}, {{Field::kOpensFrom, Dir::kWest}});
  addThing(along, ThingType::kSecretDoor, 0, {5, 1}, {{Field::kFront, Dir::kEast}});
  EXPECT_EQ(broken(along, "doors_along_way"), Names{});

  Dungeon one_way_across = corridorBetweenRooms();
  addThing(one_way_across, ThingType::kOneWayDoor, 0, {4, 1}, {{Field::kOpensFrom, Dir::kNorth}});
  EXPECT_EQ(broken(one_way_across, "doors_along_way"), Names{"door.one_way.along_way"});

  Dungeon no_handle = corridorBetweenRooms();
  addThing(no_handle, ThingType::kOneWayDoor, 0, {4, 1});
  EXPECT_EQ(broken(no_handle, "doors_along_way"), Names{"door.one_way.along_way"});

  Dungeon secret_across = corridorBetweenRooms();
  addThing(secret_across, ThingType::kSecretDoor, 0, {5, 1}, {{Field::kFront, Dir::kSouth}});
  EXPECT_EQ(broken(secret_across, "doors_along_way"), Names{"door.secret.along_way"});

  Dungeon beside_water = corridorBetweenRooms();  // water is no way until drained
  beside_water.floors[0].setKind({6, 1}, SquareKind::kWater);
  addThing(beside_water, ThingType::kSecretDoor, 0, {5, 1}, {{Field::kFront, Dir::kEast}});
  EXPECT_EQ(broken(beside_water, "doors_along_way"), Names{"door.secret.along_way"});
}

// The entrance room (x 0..2), a locked red door on (3,1), a room beyond (x 4..6).
Dungeon lockedRoom() {
  Dungeon d = floorOf({"...#...", "...,...", "...#..."});
  addThing(d, ThingType::kEntrance, 0, {0, 1}, {{Field::kRamp, Dir::kSouth}});
  addThing(d, ThingType::kDoor, 0, {3, 1},
           {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kRed}});
  addThing(d, ThingType::kGoal, 0, {6, 1});
  return d;
}

TEST(ReferenceNamedRules, EveryKeyIsReachedWithoutALockOfItsColourOnItsFloor) {
  Dungeon before = lockedRoom();
  addThing(before, ThingType::kKey, 0, {1, 0}, {{Field::kColour, Colour::kRed}});
  EXPECT_EQ(broken(before, "keys_before_locks"), Names{});

  Dungeon behind = lockedRoom();
  addThing(behind, ThingType::kKey, 0, {5, 0}, {{Field::kColour, Colour::kRed}});
  EXPECT_EQ(broken(behind, "keys_before_locks"), Names{"reach.key_before_lock"});

  Dungeon other_colour = lockedRoom();  // behind a red lock, a blue key is walked to
  addThing(other_colour, ThingType::kKey, 0, {5, 0}, {{Field::kColour, Colour::kBlue}});
  EXPECT_EQ(broken(other_colour, "keys_before_locks"), Names{});

  Dungeon no_entrance = lockedRoom();
  std::erase_if(no_entrance.things, [](const Thing& t) { return t.type == ThingType::kEntrance; });
  EXPECT_EQ(broken(no_entrance, "keys_before_locks"), Names{"reach.key_before_lock"});
}

// Floor 1: the entrance room (x 0..2) and a room (x 4..6) with no way between them. Floor 2: a
// room under each, joined through a red lock at (3,1); ladders join each room to the one below.
// The red key lies at (5,0) on `key_floor`.
Dungeon lockBelow(int key_floor) {
  Dungeon d = floorsOf({{"...#...", "...#...", "...#..."}, {"...#...", "...,...", "...#..."}});
  addThing(d, ThingType::kEntrance, 0, {0, 0}, {{Field::kRamp, Dir::kSouth}});
  for (int x : {1, 5}) {
    addThing(d, ThingType::kLadder, 0, {x, 1}, {{Field::kVertical, Vertical::kDown}});
    addThing(d, ThingType::kLadder, 1, {x, 1}, {{Field::kVertical, Vertical::kUp}});
  }
  addThing(d, ThingType::kDoor, 1, {3, 1},
           {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kRed}});
  addThing(d, ThingType::kKey, key_floor, {5, 0}, {{Field::kColour, Colour::kRed}});
  return d;
}

TEST(ReferenceNamedRules, KeysBeforeLocksLooksAtTheLocksOfTheKeysOwnFloorOnly) {
  EXPECT_EQ(broken(lockBelow(0), "keys_before_locks"), Names{});
  EXPECT_EQ(broken(lockBelow(1), "keys_before_locks"), Names{"reach.key_before_lock"});
}

// Two floors with a room at (0..2, 0..2) on each: the upper room's floor at `upper_half_m`.
Dungeon stackedRooms(int upper_half_m) {
  Dungeon d = floorsOf({{"...", "...", "..."}, {"...", "...", "..."}});
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 3; ++x) d.floors[0].setHeightHalfMetres({x, y}, upper_half_m);
  }
  return d;
}

TEST(ReferenceNamedRules, TwoMetresOfRockBetweenStackedFloorsWhereNothingCrosses) {
  // Floors 6 m apart: a storey of 4 m and 2 m of rock, the upper floor's ground at 0 m.
  EXPECT_EQ(broken(stackedRooms(0), "rock_between_floors"), Names{});
  EXPECT_EQ(broken(stackedRooms(-1), "rock_between_floors"), Names{"stack.rock_between"});

  Dungeon ladder = stackedRooms(-1);  // something is meant to cross at (1,1) only
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 3; ++x)
      ladder.floors[0].setHeightHalfMetres({x, y}, x == 1 && y == 1 ? -1 : 0);
  }
  addThing(ladder, ThingType::kLadder, 1, {1, 1}, {{Field::kVertical, Vertical::kUp}});
  EXPECT_EQ(broken(ladder, "rock_between_floors"), Names{});

  Dungeon water = stackedRooms(-1);  // water counts: it may be drained
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 3; ++x) water.floors[1].setKind({x, y}, SquareKind::kWater);
  }
  EXPECT_EQ(broken(water, "rock_between_floors"), Names{"stack.rock_between"});
  Dungeon rock_below = stackedRooms(-1);
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 3; ++x) rock_below.floors[1].setKind({x, y}, SquareKind::kRock);
  }
  EXPECT_EQ(broken(rock_below, "rock_between_floors"), Names{});

  Dungeon sizes = stackedRooms(0);
  sizes.floors[1] = Floor(kMinFloorSide, kMinFloorSide + 1, sizes.floors[1].baseHalfMetres(), "");
  EXPECT_EQ(broken(sizes, "rock_between_floors"), Names{"stack.same_size"});
}

// A floor `width` squares wide: a goal room (x 0..2, rows 0..2), a slot of `slot` narrow squares
// east along row 1 with a window on its first, then a corridor square and a room of the way.
Dungeon glimpse(int width, int slot) {
  Dungeon d;
  d.options.floors = 1;
  d.floors.emplace_back(width, kMinFloorSide, 0, "");
  Floor& f = d.floors.front();
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 3; ++x) f.setKind({x, y}, SquareKind::kRoom);
  }
  for (int x = 3; x < 3 + slot; ++x) f.setKind({x, 1}, SquareKind::kNarrow);
  f.setKind({3 + slot, 1}, SquareKind::kCorridor);
  d.things.push_back(makeThing(ThingType::kWindow, 0, {3, 1}));
  canonicalize(d);
  return d;
}

TEST(ReferenceNamedRules, AGlimpseSlotIsAStraightNarrowSlotOfAtMostTwentySquares) {
  EXPECT_EQ(broken(glimpse(24, 20), "glimpse_slots"), Names{});
  EXPECT_EQ(broken(glimpse(26, 21), "glimpse_slots"), Names{"glimpse.length"});

  for (int side_row : {0, 2}) {
    Dungeon touching = glimpse(kMinFloorSide, 6);
    touching.floors[0].setKind({6, side_row}, SquareKind::kCorridor);
    EXPECT_EQ(broken(touching, "glimpse_slots"), Names{"glimpse.touches_nothing"}) << side_row;
  }

  Dungeon dead_end = glimpse(kMinFloorSide, 6);  // the straight line stops in rock
  dead_end.floors[0].setKind({9, 1}, SquareKind::kRock);
  EXPECT_EQ(broken(dead_end, "glimpse_slots"), Names{"glimpse.straight"});
  Dungeon turning = dead_end;  // and where it turns, it touches the turn's square too
  turning.floors[0].setKind({8, 2}, SquareKind::kCorridor);
  EXPECT_EQ(broken(turning, "glimpse_slots"),
            (Names{"glimpse.touches_nothing", "glimpse.straight"}));

  Dungeon over_water = glimpse(kMinFloorSide, 6);  // the early way may be flooded
  over_water.floors[0].setKind({9, 1}, SquareKind::kWater);
  EXPECT_EQ(broken(over_water, "glimpse_slots"), Names{});

  Dungeon on_corridor = glimpse(kMinFloorSide, 6);
  on_corridor.floors[0].setKind({3, 1}, SquareKind::kCorridor);
  EXPECT_EQ(broken(on_corridor, "glimpse_slots"), Names{"glimpse.window_on_narrow"});

  Dungeon no_room = glimpse(kMinFloorSide, 6);
  for (Thing& t : no_room.things) t.at = {5, 1};
  EXPECT_EQ(broken(no_room, "glimpse_slots"), Names{"glimpse.looks_into_room"});
}

TEST(ReferenceNamedRules, DirtAmountsAreInRangeAndTheGridAgrees) {
  const Dungeon d = dungeon::testing::dirtDungeon({"3333", "3003", "3a13", "3-33"});
  EXPECT_EQ(broken(d, "dirt_amounts"), Names{});
  const auto with = [&](Point p, DirtSquare square) {
    Dungeon changed = d;
    changed.floors[0].setDirt(p, square);
    return changed;
  };
  EXPECT_EQ(broken(with({1, 1}, {true, 4, 0, false}), "dirt_amounts"), Names{"dirt.level_units"});
  EXPECT_EQ(broken(with({1, 1}, {true, 0, 2, false}), "dirt_amounts"), Names{"dirt.packing_units"});
  EXPECT_EQ(broken(with({1, 3}, {false, 0, 1, false}), "dirt_amounts"),
            Names{"dirt.none_off_dirt"});
  EXPECT_EQ(broken(with({1, 3}, {false, 0, 0, true}), "dirt_amounts"), Names{"dirt.none_off_dirt"});
  EXPECT_EQ(broken(with({1, 1}, {true, 3, 0, false}), "dirt_amounts"), Names{"dirt.wall_is_rock"});
  EXPECT_EQ(broken(with({0, 0}, {true, 2, 0, false}), "dirt_amounts"), Names{"dirt.dug_is_open"});
  Dungeon water = d;  // open dirt under water: no one digs water
  water.floors[0].setKind({1, 1}, SquareKind::kWater);
  EXPECT_EQ(broken(water, "dirt_amounts"), Names{"dirt.dug_is_open"});
  Dungeon ground = d;
  ground.floors[0].setGround({2, 2}, 4);
  EXPECT_EQ(broken(ground, "dirt_amounts"), Names{"dirt.ground_units"});
  Dungeon no_dirt = dungeon::testing::floorOf({"..."});  // floors without dirt keep every rule
  EXPECT_EQ(broken(no_dirt, "dirt_amounts"), Names{});
}

TEST(ReferenceNamedRules, AMonsterFitsTheDirtPassageItStandsIn) {
  // Open dirt, a tunnel (1.5 x 1.5 m) and a crawlway (1.2 x 1.0 m) along row 1; under a hole
  // in the ground the tunnel is a dirt mound, which leaves a room's space.
  const auto broken_with = [](BodyKind body, Point at, const std::vector<std::string>& ground) {
    Dungeon d = dungeon::testing::dirtDungeon({"3333", "3012", "3333"}, ground);
    addThing(d, ThingType::kMonster, 0, at, {{Field::kBody, body}});
    return broken(d, "monsters_fit");
  };
  EXPECT_EQ(broken_with(BodyKind::kRindStalker, {1, 1}, {}), Names{});
  EXPECT_EQ(broken_with(BodyKind::kRindStalker, {2, 1}, {}), Names{"monster.fits"});
  EXPECT_EQ(broken_with(BodyKind::kHulk, {2, 1}, {}), Names{"monster.fits"});
  EXPECT_EQ(broken_with(BodyKind::kMeatSack, {3, 1}, {}), Names{});
  EXPECT_EQ(broken_with(BodyKind::kMeatSack, {2, 1}, {}), Names{});
  EXPECT_EQ(broken_with(BodyKind::kHulk, {2, 1}, {"3333", "3303"}), Names{});
}

// Three floors, a room on each at (0..2, 0..2) but for `middle_rock` the middle floor's rock.
Dungeon threeFloors(bool middle_rock) {
  return floorsOf(
      {{"...", "...", "..."},
       {middle_rock ? "###" : "...", middle_rock ? "###" : "...", middle_rock ? "###" : "..."},
       {"...", "...", "..."}});
}

TEST(ReferenceNamedRules, EachLinkRuleIsBrokenAlone) {
  Dungeon ladder = threeFloors(true);
  addThing(ladder, ThingType::kLadder, 0, {1, 1}, {{Field::kVertical, Vertical::kDown}});
  addThing(ladder, ThingType::kLadder, 2, {1, 1}, {{Field::kVertical, Vertical::kUp}});
  EXPECT_EQ(broken(ladder, "links_paired"), Names{});

  Dungeon blocked = ladder;
  blocked.floors[1].setKind({1, 1}, SquareKind::kRoom);
  EXPECT_EQ(broken(blocked, "links_paired"), Names{"link.shaft.rock"});

  Dungeon alone = threeFloors(true);
  addThing(alone, ThingType::kLadder, 0, {1, 1}, {{Field::kVertical, Vertical::kDown}});
  EXPECT_EQ(broken(alone, "links_paired"), Names{"link.ladder.partner"});

  Dungeon duct = threeFloors(true);
  addThing(duct, ThingType::kDuct, 0, {1, 1},
           {{Field::kVertical, Vertical::kDown}, {Field::kEnd, DuctEnd::kGrate}});
  EXPECT_EQ(broken(duct, "links_paired"), Names{"link.duct.partner"});

  Dungeon spirals = threeFloors(false);
  addThing(spirals, ThingType::kSpiral, 0, {0, 0},
           {{Field::kVertical, Vertical::kDown}, {Field::kRise, 12}, {Field::kShaft, 2}});
  addThing(spirals, ThingType::kSpiral, 1, {0, 0},
           {{Field::kVertical, Vertical::kUp}, {Field::kRise, 12}});
  EXPECT_EQ(broken(spirals, "links_paired"), Names{"link.spiral.same_shaft"});
  Dungeon one_spiral = threeFloors(false);
  addThing(one_spiral, ThingType::kSpiral, 0, {0, 0},
           {{Field::kVertical, Vertical::kUp}, {Field::kRise, 12}});
  EXPECT_EQ(broken(one_spiral, "links_paired"), Names{"link.spiral.partner"});

  Dungeon lift = threeFloors(true);
  addThing(lift, ThingType::kLift, 0, {1, 1});
  addThing(lift, ThingType::kLift, 2, {1, 1});
  EXPECT_EQ(broken(lift, "links_paired"), Names{});
  Dungeon lift_blocked = lift;
  lift_blocked.floors[1].setKind({1, 1}, SquareKind::kRoom);
  EXPECT_EQ(broken(lift_blocked, "links_paired"), Names{"link.lift.shaft.rock"});
  Dungeon one_stop = threeFloors(true);
  addThing(one_stop, ThingType::kLift, 0, {1, 1});
  EXPECT_EQ(broken(one_stop, "links_paired"), Names{"link.lift.column"});
}

TEST(ReferenceNamedRules, ACheckSaysTheFirstProblemAmongItsRules) {
  Dungeon d = roomWithEntrance();
  addThing(d, ThingType::kEntrance, 1, {12, 1}, {{Field::kRamp, Dir::kWest}});  // off the floors
  addThing(d, ThingType::kGoal, 0, {14, 0});
  const Reference ref(d);
  EXPECT_EQ(ref.problem("entrance_and_goal"), findReferenceRule("entrance.one")->problem(ref));
  EXPECT_NE(findReferenceRule("goal.one")->problem(ref), "");
  EXPECT_EQ(ref.problem("no_such_check"), "");
}

}  // namespace
}  // namespace dungeon::reference
