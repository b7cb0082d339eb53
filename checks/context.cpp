#include "checks/context.h"

#include <utility>

namespace dungeon::checks {
namespace {

std::unique_ptr<const sim::BuiltWorld> worldFor(const Dungeon& d,
                                                std::unique_ptr<const sim::BuiltWorld> built) {
  if (built && built->builtOver(d)) return built;
  return std::make_unique<const sim::BuiltWorld>(d);
}

std::vector<SquareGroups> roomsOfFloors(const Dungeon& d) {
  std::vector<SquareGroups> rooms;
  for (const Floor& floor : d.floors) rooms.push_back(findRooms(floor));
  return rooms;
}

}  // namespace

CheckContext::CheckContext(const Dungeon& d, std::unique_ptr<const sim::BuiltWorld> built)
    : built_(worldFor(d, std::move(built))),
      dungeon(d),
      world(built_->world),
      terrain(built_->terrain),
      open_ways(built_->party),
      goal_view(built_->goal_view),
      goal_seen_early(built_->goal_seen_early),
      locks(world),
      party(sim::solve(terrain, sim::bodyOf(BodyKind::kParty))),
      open_way(built_->way.empty() ? -1 : static_cast<int>(built_->way.size()) - 1),
      walk(fetchWalk(terrain, locks)),
      rooms(roomsOfFloors(d)) {}

}  // namespace dungeon::checks
