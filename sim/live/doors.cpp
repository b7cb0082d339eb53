#include "sim/live/doors.h"

#include <algorithm>
#include <map>

#include "sim/live/door_sides.h"

namespace dungeon::sim {
namespace {

// The importer's sides (door_sides.h) for the one-way doors handed over without one, by square.
std::map<int, Dir> importerSidesOfSideless(const World& world) {
  std::map<int, Dir> sides;
  const auto& things = world.dungeon().things;
  const bool any_missing = std::any_of(things.begin(), things.end(), [](const Thing& t) {
    return t.type == ThingType::kOneWayDoor && !t.fields.has(Field::kOpensFrom);
  });
  if (!any_missing) return sides;
  for (const DoorSidePick& pick : pickOneWaySides(world)) {
    const Thing& door = things[pick.thing];
    if (!door.fields.has(Field::kOpensFrom)) sides[world.index({door.floor, door.at})] = pick.side;
  }
  return sides;
}

}  // namespace

bool DoorState::hiddenFrom(Dir face) const {
  return secret() && !found && face == front();
}

int secretDrawBackMm(int progress_ms, int duration_ms) {
  const int64_t fifth = int64_t{duration_ms} * kSecretDrawBackFifths / 5;
  if (progress_ms >= fifth) return kSecretDrawBackMm;
  return static_cast<int>(int64_t{kSecretDrawBackMm} * progress_ms / fifth);
}

int secretSinkMm(int progress_ms, int duration_ms, int leaf_mm) {
  const int64_t fifth = int64_t{duration_ms} * kSecretDrawBackFifths / 5;
  if (progress_ms <= fifth) return 0;
  return static_cast<int>(int64_t{leaf_mm} * (progress_ms - fifth) / (duration_ms - fifth));
}

std::string_view phaseName(DoorPhase phase) {
  switch (phase) {
    case DoorPhase::kClosed:
      return "closed";
    case DoorPhase::kOpening:
      return "opening";
    case DoorPhase::kOpen:
      return "open";
    case DoorPhase::kClosing:
      return "closing";
  }
  return "closed";
}

DoorBank::DoorBank(const World& world) : slot_of_(static_cast<size_t>(world.squareCount()), -1) {
  const std::map<int, Dir> importer_sides = importerSidesOfSideless(world);
  for (int square = 0; square < world.squareCount(); ++square) {
    const Thing* thing = world.doorAt(square);
    if (thing == nullptr) continue;
    DoorState door;
    door.thing = thing;
    door.square = square;
    door.duration_ms = thing->type == ThingType::kSecretDoor ? kSecretDoorMs : kDoorMs;
    if (thing->fields.has(Field::kOpensFrom)) {
      door.handle = thing->fields.as<Dir>(Field::kOpensFrom);
    } else if (const auto side = importer_sides.find(square); side != importer_sides.end()) {
      door.handle = side->second;
    }
    door.found = thing->type != ThingType::kSecretDoor;
    hidden_ += door.found ? 0 : 1;
    slot_of_[static_cast<size_t>(square)] = static_cast<int>(doors_.size());
    doors_.push_back(door);
  }
}

DoorState* DoorBank::at(int square) {
  const int slot = slot_of_[static_cast<size_t>(square)];
  return slot < 0 ? nullptr : &doors_[static_cast<size_t>(slot)];
}

const DoorState* DoorBank::at(int square) const {
  const int slot = slot_of_[static_cast<size_t>(square)];
  return slot < 0 ? nullptr : &doors_[static_cast<size_t>(slot)];
}

void DoorBank::markFound(DoorState& door) {
  if (door.found) return;
  door.found = true;
  --hidden_;
}

void DoorBank::setMoving(DoorState& door, DoorPhase phase) {
  const bool was_moving = door.phase == DoorPhase::kOpening || door.phase == DoorPhase::kClosing;
  door.phase = phase;
  moving_ += was_moving ? 0 : 1;
}

void DoorBank::advance(int ms) {
  if (moving_ == 0) return;
  for (DoorState& door : doors_) {
    if (door.phase == DoorPhase::kOpening) {
      door.progress_ms = std::min(door.progress_ms + ms, door.duration_ms);
      if (door.progress_ms < door.duration_ms) continue;
      door.phase = DoorPhase::kOpen;
      --moving_;
    } else if (door.phase == DoorPhase::kClosing) {
      door.progress_ms = std::max(door.progress_ms - ms, 0);
      if (door.progress_ms > 0) continue;
      door.phase = DoorPhase::kClosed;
      --moving_;
    }
  }
}

}  // namespace dungeon::sim
