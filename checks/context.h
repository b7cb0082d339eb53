// What every check and metric of one dungeon shares, computed once: the world graph (squares
// of every floor, doors, vertical links) and the party's solve (the state search of
// sim/solve.h). Checks and metrics only read it.
#pragma once

#include "generator/model/dungeon.h"
#include "sim/solve.h"
#include "sim/world.h"

namespace dungeon::checks {

struct CheckContext {
  explicit CheckContext(const Dungeon& d);
  CheckContext(const CheckContext&) = delete;
  CheckContext& operator=(const CheckContext&) = delete;

  const Dungeon& dungeon;
  sim::World world;
  sim::SolveResult party;  // the party body's solve
};

}  // namespace dungeon::checks
