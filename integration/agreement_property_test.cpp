// Agreement between the checker and the sim (RapidCheck): whenever the checker calls a
// generated dungeon's goal solvable, the party's reach walk from the entrance actually gets
// there in the ticked sim, on plain, --rising and --mine dungeons. A failure prints the seed, the
// options and the walk's obstacle.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "checks/report.h"
#include "generator/tries/generate.h"
#include "sim/live/walk.h"
#include "sim/live/walk_format.h"

namespace dungeon::sim {
namespace {

struct Case {
  uint64_t seed;
  Options options;
};

rc::Gen<Case> genCase() {
  return rc::gen::apply(
      [](uint64_t seed, bool three_floors, bool rising, bool mine) {
        Options options;
        options.floors = three_floors ? 3 : 1;
        options.rising = rising;     // stairs, sunk parts and spirals the walk must climb
        if (mine) options.mine = 0;  // the middle floor dug as a mine, its tunnels in dirt
        return Case{seed, options};
      },
      rc::gen::arbitrary<uint64_t>(), rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>(),
      rc::gen::arbitrary<bool>());
}

// The checker's verdict on the goal: goal_solvable when the checker has it, else
// goal_reachable; nullopt when it has neither.
std::optional<bool> checkerSaysSolvable(const Dungeon& d) {
  const checks::Report report = checks::checkDungeon(d, checks::standardBands());
  std::optional<bool> reachable;
  for (const checks::CheckEntry& entry : report.checks) {
    if (entry.check->id == "goal_solvable") return entry.outcome.passed;
    if (entry.check->id == "goal_reachable") reachable = entry.outcome.passed;
  }
  return reachable;
}

RC_GTEST_PROP(Agreement, WhatTheCheckerCallsSolvableThePartyWalks, ()) {
  const Case c = *genCase();
  RC_LOG() << "reproduce: " << generateCommand(c.seed, c.options)
           << " -o d.sheet && dungeon walk d.sheet\n";
  const gen::Generation g = gen::generate(gen::nameForSeed(c.seed), c.seed, c.options);
  const auto solvable = checkerSaysSolvable(g.dungeon);
  RC_PRE(solvable.has_value() && *solvable);
  RC_TAG(c.options.floors == 1 ? "one floor" : "three floors", c.options.rising ? "rising" : "flat",
         c.options.mine ? "mine" : "no mine");
  const World world(g.dungeon);
  const auto walk = walkDungeon(world, {});
  RC_ASSERT(walk.ok());
  RC_LOG() << formatWalk(*walk);
  RC_ASSERT(walk->reached);
}

}  // namespace
}  // namespace dungeon::sim
