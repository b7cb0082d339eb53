#include "testing/lock_hall.h"

#include "model/rules.h"

namespace dungeon::testing {
namespace {

constexpr int kCellRow = 0;  // the cells, one square each, in the hall's north wall
constexpr int kLockRow = 1;  // their locked doors
constexpr int kKeyRow = 3;   // the keys, in the hall

int cellX(int lock) {
  return 2 + 2 * lock;
}

Floor hallFloor(int side, int floor) {
  Floor f(side, side, -12 * floor, "none");
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x < side; ++x) f.setKind({x, y}, SquareKind::kRoom);
  }
  if (floor != 0) return f;
  for (int x = 1; x <= kRampSquares; ++x) f.setKind({x, side - 1}, SquareKind::kRock);
  for (int x = 0; x < side; ++x) {
    const bool cell = x >= cellX(0) && x <= cellX(kHallLocks - 1) && (x - cellX(0)) % 2 == 0;
    if (!cell) f.setKind({x, kCellRow}, SquareKind::kRock);
    if (!cell) f.setKind({x, kLockRow}, SquareKind::kRock);
  }
  return f;
}

}  // namespace

Dungeon lockHall(int side, int floors, int red_keys) {
  Dungeon d;
  d.name = "lock-hall";
  d.options.floors = floors;
  d.options.width = d.options.height = side;
  for (int f = 0; f < floors; ++f) d.floors.push_back(hallFloor(side, f));
  d.things.push_back(makeThing(ThingType::kEntrance, 0, {kRampSquares + 1, side - 1},
                               {{Field::kRamp, Dir::kWest}}));
  d.things.push_back(makeThing(ThingType::kGoal, 0, {cellX(0), kCellRow}));
  int red_left = red_keys;
  for (int lock = 0; lock < kHallLocks; ++lock) {
    const auto colour = static_cast<Colour>(lock % kColourCount);
    d.things.push_back(makeThing(ThingType::kDoor, 0, {cellX(lock), kLockRow},
                                 {{Field::kKind, DoorKind::kLocked}, {Field::kColour, colour}}));
    if (colour == Colour::kRed && red_left-- <= 0) continue;
    d.things.push_back(
        makeThing(ThingType::kKey, 0, {cellX(lock), kKeyRow}, {{Field::kColour, colour}}));
  }
  for (int f = 0; f < floors && floors > 1; ++f) {
    d.things.push_back(makeThing(ThingType::kLift, f, {side - 2, side - 2}));
  }
  canonicalize(d);
  return d;
}

Dungeon gatedLockHall(int side, int floors) {
  Dungeon d = lockHall(side, floors);
  std::erase_if(d.things, [](const Thing& t) { return t.type == ThingType::kLift; });
  const Point cell{cellX(kHallLocks - 1), kCellRow};
  for (int f = 0; f < floors; ++f) d.things.push_back(makeThing(ThingType::kLift, f, cell));
  for (int lever = 1; lever <= 2; ++lever) {
    d.things.push_back(makeThing(ThingType::kLever, 0, {lever, kKeyRow}, {{Field::kLever, lever}}));
  }
  for (int f = 1; f < floors; ++f) {
    for (int y = 0; y < side; ++y) {
      for (int x = 0; x < side; ++x) {
        if (Point{x, y} == cell) continue;
        d.things.push_back(
            makeThing(ThingType::kDoor, f, {x, y},
                      {{Field::kKind, DoorKind::kLever}, {Field::kLever, 1 + (x + y) % 2}}));
      }
    }
  }
  canonicalize(d);
  return d;
}

Dungeon refusedLockHall(int side, int floors) {
  Dungeon d = gatedLockHall(side, floors);
  std::erase_if(d.things, [](const Thing& t) {
    return t.type == ThingType::kKey &&
           t.fields.asOr(Field::kColour, Colour::kRed) == Colour::kYellow;
  });
  d.things.push_back(makeThing(ThingType::kKey, 0, {cellX(kHallLocks - 2), kCellRow},
                               {{Field::kColour, Colour::kYellow}}));
  canonicalize(d);
  return d;
}

}  // namespace dungeon::testing
