// What one case of the generated-dungeon differential (reference_generated_tests) costs, phase
// by phase, for an instruction count under callgrind (docs/reference.md, "At scale"): each
// phase is a function of its own, so `callgrind_annotate --inclusive=yes` gives its share.
//
//   valgrind --tool=callgrind build/release/integration/reference_cost "floors=4 size=96x96" 1 4
//
// Runs COUNT seeds from FIRST under OPTIONS (option words, as a sheet's options line): makes the
// dungeon, checks it, judges it by the reference rules, builds the sim's world and searches the
// party's states, and walks to the goal and the drawn squares as the property does. Prints how
// many verdicts, solvable dungeons and walks arrived, so no phase is optimized away; exit 2 on
// bad arguments.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "checks/report.h"
#include "generator/tries/generate.h"
#include "integration/reference_agreement.h"
#include "sim/live/walk.h"
#include "sim/search/solve.h"
#include "testing/reference/reference.h"

namespace dungeon {
namespace {

[[gnu::noinline]] gen::Generation phaseGenerate(uint64_t seed, const Options& options) {
  return gen::generate(gen::nameForSeed(seed), seed, options);
}

[[gnu::noinline]] int phaseChecks(const Dungeon& d) {
  return checks::checkDungeon(d, checks::standardBands()).passed() ? 1 : 0;
}

[[gnu::noinline]] int phaseReference(const Dungeon& d) {
  const reference::Reference ref(d);
  int kept = 0;
  for (const std::string& id : reference::referenceCheckIds()) kept += ref.problem(id).empty();
  return kept;
}

[[gnu::noinline]] int phaseSolve(const sim::World& world) {
  return sim::solve(sim::Terrain(world), sim::bodyOf(BodyKind::kParty)).solvable ? 1 : 0;
}

// The goal and drawnWalkTargets open squares, picked by the seed (the property draws them).
[[gnu::noinline]] int phaseWalks(const Dungeon& d, const sim::World& world, uint64_t seed) {
  if (world.entrance() < 0) return 0;
  std::vector<int> targets;
  if (world.goal() >= 0) targets.push_back(world.goal());
  std::vector<int> open;
  for (int s = 0; s < world.squareCount(); ++s) {
    if (world.walkable(s)) open.push_back(s);
  }
  for (int n = 0; n < agreement::drawnWalkTargets(d) && !open.empty(); ++n) {
    targets.push_back(open[(seed * 7919 + static_cast<uint64_t>(n) * 104729) % open.size()]);
  }
  int arrived = 0;
  for (int to : targets) {
    const auto walk = sim::walkDungeon(world, {BodyKind::kParty, std::nullopt, world.place(to)});
    arrived += walk.ok() && walk->reached ? 1 : 0;
  }
  return arrived;
}

}  // namespace
}  // namespace dungeon

int main(int argc, char** argv) {
  using namespace dungeon;
  if (argc != 4) {
    std::fprintf(stderr, "usage: reference_cost OPTIONS FIRST_SEED COUNT\n");
    return 2;
  }
  const Result<Options> options = parseOptions(argv[1]);
  if (!options) {
    std::fprintf(stderr, "reference_cost: bad options: %s\n", argv[1]);
    return 2;
  }
  const uint64_t first = std::strtoull(argv[2], nullptr, 10);
  const int count = std::atoi(argv[3]);
  long tally = 0;
  for (int k = 0; k < count; ++k) {
    const uint64_t seed = first + static_cast<uint64_t>(k);
    const gen::Generation made = phaseGenerate(seed, *options);
    tally += phaseChecks(made.dungeon) + phaseReference(made.dungeon);
    const sim::World world(made.dungeon);
    tally += phaseSolve(world) + phaseWalks(made.dungeon, world, seed);
  }
  std::printf("%ld\n", tally);
  return 0;
}
