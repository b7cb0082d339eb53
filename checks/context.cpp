#include "checks/context.h"

namespace dungeon::checks {

CheckContext::CheckContext(const Dungeon& d)
    : dungeon(d),
      world(d),
      locks(world),
      party(sim::solve(world, sim::bodyOf(BodyKind::kParty))),
      walk(fetchWalk(world, locks)) {}

}  // namespace dungeon::checks
