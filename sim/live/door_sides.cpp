// The importer's pick of one-way door sides (door_sides.h).
#include "sim/live/door_sides.h"

#include <fmt/format.h>

#include <optional>

#include "sim/search/reach.h"

namespace dungeon::sim {
namespace {

// Steps from the entrance over open squares and links, every door passable both ways.
std::vector<int> distancesFromEntrance(const World& world) {
  if (world.entrance() < 0) return std::vector<int>(static_cast<size_t>(world.squareCount()), -1);
  return breadthFirst(world, world.entrance(), [&](int, int to) { return isOpen(world.kind(to)); });
}

bool alongWay(const Dungeon& d, const Thing& door, Dir face) {
  const Floor& f = d.floors[static_cast<size_t>(door.floor)];
  return f.isOpenAt(step(door.at, face)) && f.isOpenAt(step(door.at, opposite(face)));
}

// The face along the door's way whose neighbour is farther from the entrance.
std::optional<Dir> fartherFace(const World& world, const std::vector<int>& distance,
                               const Thing& door) {
  std::optional<Dir> best;
  int best_distance = -2;
  for (Dir face : kAllDirs) {
    if (!alongWay(world.dungeon(), door, face)) continue;
    const int d = distance[static_cast<size_t>(world.index({door.floor, step(door.at, face)}))];
    if (d > best_distance) {
      best = face;
      best_distance = d;
    }
  }
  return best;
}

}  // namespace

std::vector<DoorSidePick> pickOneWaySides(const World& world) {
  const Dungeon& d = world.dungeon();
  const auto distance = distancesFromEntrance(world);
  std::vector<DoorSidePick> picks;
  for (size_t i = 0; i < d.things.size(); ++i) {
    const Thing& door = d.things[i];
    if (door.type != ThingType::kOneWayDoor || !world.valid({door.floor, door.at})) continue;
    const bool has = door.fields.has(Field::kOpensFrom);
    if (has && alongWay(d, door, door.fields.as<Dir>(Field::kOpensFrom))) continue;
    if (const auto face = fartherFace(world, distance, door)) picks.push_back({i, *face});
  }
  return picks;
}

std::vector<DoorSideWarning> resolveOneWaySides(Dungeon& d) {
  const std::vector<DoorSidePick> picks = pickOneWaySides(World(d));
  std::vector<DoorSideWarning> warnings;
  for (auto [i, face] : picks) {
    Thing& door = d.things[i];
    const std::string was = door.fields.has(Field::kOpensFrom)
                                ? fmt::format("opens_from={} lies across its way",
                                              dirName(door.fields.as<Dir>(Field::kOpensFrom)))
                                : std::string("has no opens_from");
    door.fields.set(Field::kOpensFrom, face);
    warnings.push_back({i, door,
                        fmt::format("one_way_door at floor {} ({},{}) {}; using {}, the side "
                                    "farther from the entrance",
                                    door.floor + 1, door.at.x, door.at.y, was, dirName(face))});
  }
  return warnings;
}

}  // namespace dungeon::sim
