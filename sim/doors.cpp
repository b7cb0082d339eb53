#include "sim/doors.h"

#include <algorithm>
#include <deque>

namespace dungeon::sim {
namespace {

// Squares from the entrance with every door open, across links; -1 where not reached.
std::vector<int> distancesFromEntrance(const World& world) {
  std::vector<int> distance(static_cast<size_t>(world.squareCount()), -1);
  const auto entrances = thingsOf(world.dungeon(), ThingType::kEntrance);
  if (entrances.empty() || !world.valid({entrances[0]->floor, entrances[0]->at})) return distance;
  const int start = world.index({entrances[0]->floor, entrances[0]->at});
  std::deque<int> frontier{start};
  distance[static_cast<size_t>(start)] = 0;
  auto visit = [&](int from, int to) {
    if (to < 0 || !isOpen(world.kind(to)) || distance[static_cast<size_t>(to)] >= 0) return;
    distance[static_cast<size_t>(to)] = distance[static_cast<size_t>(from)] + 1;
    frontier.push_back(to);
  };
  while (!frontier.empty()) {
    const int at = frontier.front();
    frontier.pop_front();
    for (Dir dir : kAllDirs) visit(at, world.neighbour(at, dir));
    for (int other : world.linked(at)) visit(at, other);
  }
  return distance;
}

// The importer's side for a one-way door without one: along the door's way (the axis with
// open squares on both sides), the side farther from the entrance; ties take the first face
// in north, east, south, west order.
Dir defaultHandleFace(const World& world, int square) {
  const auto distance = distancesFromEntrance(world);
  auto openAt = [&](Dir dir) {
    const int n = world.neighbour(square, dir);
    return n >= 0 && isOpen(world.kind(n));
  };
  const bool north_south = openAt(Dir::kNorth) && openAt(Dir::kSouth);
  const Dir a = north_south ? Dir::kNorth : Dir::kEast;
  const Dir b = opposite(a);
  auto far = [&](Dir dir) {
    const int n = world.neighbour(square, dir);
    return n < 0 ? -1 : distance[static_cast<size_t>(n)];
  };
  return far(b) > far(a) ? b : a;
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

std::optional<Dir> handleFaceOf(const World& world, const Thing& door) {
  if (door.fields.has(Field::kOpensFrom))
    return static_cast<Dir>(door.fields.get(Field::kOpensFrom));
  if (door.type != ThingType::kOneWayDoor) return std::nullopt;
  return defaultHandleFace(world, world.index({door.floor, door.at}));
}

DoorBank::DoorBank(const World& world) : slot_of_(static_cast<size_t>(world.squareCount()), -1) {
  for (int square = 0; square < world.squareCount(); ++square) {
    const Thing* thing = world.doorAt(square);
    if (thing == nullptr) continue;
    DoorState door;
    door.thing = thing;
    door.square = square;
    door.duration_ms = thing->type == ThingType::kSecretDoor ? kSecretDoorMs : kDoorMs;
    door.handle = handleFaceOf(world, *thing);
    door.found = thing->type != ThingType::kSecretDoor;
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

void DoorBank::advance(int ms) {
  for (DoorState& door : doors_) {
    if (door.phase == DoorPhase::kOpening) {
      door.progress_ms = std::min(door.progress_ms + ms, door.duration_ms);
      if (door.progress_ms == door.duration_ms) door.phase = DoorPhase::kOpen;
    } else if (door.phase == DoorPhase::kClosing) {
      door.progress_ms = std::max(door.progress_ms - ms, 0);
      if (door.progress_ms == 0) door.phase = DoorPhase::kClosed;
    }
  }
}

}  // namespace dungeon::sim
