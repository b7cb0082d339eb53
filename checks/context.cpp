#include "checks/context.h"

namespace dungeon::checks {

CheckContext::CheckContext(const Dungeon& d)
    : dungeon(d), world(d), party(sim::solve(world, sim::bodyOf(BodyKind::kParty))) {}

}  // namespace dungeon::checks
