#include "checks/context.h"

#include <utility>

namespace dungeon::checks {
namespace {

// Each floor's rooms: the one kept, else found now.
std::vector<SquareGroups> roomsOfFloors(const Dungeon& d,
                                        std::vector<std::optional<SquareGroups>> kept) {
  std::vector<SquareGroups> rooms;
  for (size_t f = 0; f < d.floors.size(); ++f) {
    const bool have = f < kept.size() && kept[f].has_value();
    rooms.push_back(have ? std::move(*kept[f]) : findRooms(d.floors[f]));
  }
  return rooms;
}

}  // namespace

CheckContext::CheckContext(const Dungeon& d)
    : CheckContext(std::make_shared<const sim::BuiltWorld>(d)) {}

CheckContext::CheckContext(std::shared_ptr<const sim::BuiltWorld> built, Remembered remembered)
    : built_(std::move(built)),
      dungeon(built_->world.dungeon()),
      world(built_->world),
      terrain(built_->terrain),
      open_ways(built_->party),
      goal_view(built_->goal_view),
      goal_seen_early(built_->goal_seen_early),
      locks(world),
      party(remembered.party ? std::move(*remembered.party)
                             : sim::solve(terrain, sim::bodyOf(BodyKind::kParty))),
      open_way(built_->way.empty() ? -1 : static_cast<int>(built_->way.size()) - 1),
      walk(remembered.walk ? *remembered.walk : fetchWalk(terrain, locks)),
      rooms(roomsOfFloors(dungeon, std::move(remembered.rooms))) {}

}  // namespace dungeon::checks
