// Reads each floor's secrets off its squares and things, and runs the state search once per
// body.
#include "sweeps/kept_facts.h"

#include "model/square_groups.h"
#include "sim/search/solve.h"
#include "sim/world/body.h"
#include "sim/world/terrain.h"
#include "sim/world/world.h"

namespace dungeon::sweeps {

std::vector<FloorSecrets> floorSecrets(const Dungeon& d) {
  std::vector<FloorSecrets> floors(d.floors.size());
  for (size_t f = 0; f < d.floors.size(); ++f) {
    floors[f].crawls_and_panels = findGroups(d.floors[f], SquareKind::kCrawl).count();
  }
  for (const Thing& t : d.things) {
    if (t.type != ThingType::kSecretDoor || t.floor < 0 ||
        t.floor >= static_cast<int>(floors.size())) {
      continue;
    }
    FloorSecrets& secrets = floors[static_cast<size_t>(t.floor)];
    if (t.fields.has(Field::kOpensFrom)) {
      secrets.one_way_secret = true;
    } else {
      ++secrets.crawls_and_panels;
    }
  }
  return floors;
}

std::vector<bool> bodiesReachingGoal(const Dungeon& d) {
  const sim::World world(d);
  const sim::Terrain terrain(world);
  const auto bodies = sim::allBodies();
  std::vector<bool> reached;
  for (size_t i = 0; i < bodies.size(); ++i) {
    // A body that fits the same passages as one already searched gets its answer.
    size_t alike = 0;
    while (alike < i && !sim::fitsAlike(bodies[alike], bodies[i])) ++alike;
    if (alike < i) {
      reached.push_back(reached[alike]);
      continue;
    }
    const sim::SolveResult solved = sim::solve(terrain, bodies[i]);
    reached.push_back(solved.searched && solved.solvable);
  }
  return reached;
}

}  // namespace dungeon::sweeps
