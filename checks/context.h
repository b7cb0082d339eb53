// What every check and metric of one dungeon shares, computed once: the world graph (squares
// of every floor, doors, vertical links) with its terrain as built, the party's open ways and
// the goal's view (sim/search/built_world.h), each floor's rooms, the party's solve (the state
// search of sim/search/solve.h) and its fetch walk (fetch_walk.h). Checks and metrics only read it.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "checks/fetch_walk.h"
#include "model/dungeon.h"
#include "model/square_groups.h"
#include "sim/search/built_world.h"
#include "sim/search/progress.h"
#include "sim/search/reach.h"
#include "sim/search/solve.h"
#include "sim/world/terrain.h"
#include "sim/world/world.h"

namespace dungeon::checks {

// What an earlier check of the same party's ways worked out, for a context to take instead of
// working it out again (checks/incremental.h): the party's solve and fetch walk, each floor's
// rooms (empty: none kept; a floor's may be left empty to be found again).
struct Remembered {
  std::optional<sim::SolveResult> party;
  std::optional<FetchWalk> walk;
  std::vector<std::optional<SquareGroups>> rooms;
};

struct CheckContext {
  // Over `d`, which it borrows: `d` must outlive the context and the world it built
  // (builtWorld()).
  explicit CheckContext(const Dungeon& d);
  // Over a world already built (the dungeon is the world's), taking what `remembered` holds.
  // REQUIRES: what `remembered` holds is what this context would work out (the same party ways;
  // the floors' kinds as they were).
  explicit CheckContext(std::shared_ptr<const sim::BuiltWorld> built, Remembered remembered = {});
  CheckContext(const CheckContext&) = delete;
  CheckContext& operator=(const CheckContext&) = delete;

  // The world this context is built on, for a later check to share.
  const std::shared_ptr<const sim::BuiltWorld>& builtWorld() const { return built_; }

 private:
  std::shared_ptr<const sim::BuiltWorld> built_;  // first: the references below point into it

 public:
  const Dungeon& dungeon;
  const sim::World& world;
  const sim::Terrain& terrain;  // the world as built: nothing drained; what checks ask of passage
  const sim::OpenWays& open_ways;  // the party's ways with every gate open (sim/search/reach.h)
  const sim::GoalView& goal_view;  // the goal's view from the party's way (sim/search/goal_view.h)
  const bool goal_seen_early;      // metric M15
  sim::LockTable locks;            // what any run of the party needs to know of the dungeon
  sim::SolveResult party;          // the party body's solve
  int open_way;                    // steps from the entrance to the goal, every gate open; -1: none
  FetchWalk walk;                  // the party's way in order, fetching what it needs
  std::vector<SquareGroups> rooms;  // per floor: its rooms (findRooms)
};

}  // namespace dungeon::checks
