// What every check and metric of one dungeon shares, computed once: the world graph (squares
// of every floor, doors, vertical links) with its terrain as built, each floor's rooms, the
// party's solve (the state search of sim/solve.h) and its fetch walk (fetch_walk.h). Checks and
// metrics only read it.
#pragma once

#include <vector>
#include "checks/fetch_walk.h"

#include "model/dungeon.h"
#include "model/square_groups.h"
#include "sim/progress.h"
#include "sim/reach.h"
#include "sim/solve.h"
#include "sim/terrain.h"
#include "sim/world.h"

namespace dungeon::checks {

struct CheckContext {
  explicit CheckContext(const Dungeon& d);
  CheckContext(const CheckContext&) = delete;
  CheckContext& operator=(const CheckContext&) = delete;

  const Dungeon& dungeon;
  sim::World world;
  sim::Terrain terrain;     // the world as built: nothing drained; what checks ask of passage
  sim::LockTable locks;     // what any run of the party needs to know of the dungeon
  sim::OpenWays open_ways;  // the party's ways with every gate open (sim/reach.h)
  sim::SolveResult party;   // the party body's solve
  int open_way;             // steps from the entrance to the goal, every gate open; -1: none
  FetchWalk walk;           // the party's way in order, fetching what it needs
  std::vector<SquareGroups> rooms;  // per floor: its rooms (findRooms)
};

}  // namespace dungeon::checks
