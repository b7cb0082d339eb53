// What a sweep reads off a kept dungeon beyond its check report: each floor's secrets (is the
// mixed secret there, are there crawl or panel secrets without it), which bodies can reach
// the goal from the entrance, and how many things of each kind it holds. Pure functions of the
// dungeon; deterministic.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "checks/report.h"
#include "model/dungeon.h"
#include "sim/search/built_world.h"

namespace dungeon::sweeps {

// One floor's secrets. The mixed secret (SPEC section 5.1) starts with a one-way secret door:
// a secret door with `opens_from` set. Crawl and panel secrets are the floor's other secrets
// as metric M9 counts them: crawl spaces (groups of crawl squares) and two-way secret doors.
struct FloorSecrets {
  bool one_way_secret = false;  // the floor has a one-way secret door: the mixed secret
  int crawls_and_panels = 0;    // crawl spaces plus secret doors without `opens_from`
  bool operator==(const FloorSecrets&) const = default;
};

// Per floor of `d`, in floor order.
std::vector<FloorSecrets> floorSecrets(const Dungeon& d);

// Per body of sim::allBodies(), in that order: true where the state search (sim/search/solve.h)
// with that body, over the world as built, reaches the goal from the entrance. False where the
// dungeon has no entrance or goal, or too many locks to search. `party_reached`, when given, is
// the party's answer already known (partyReachesGoal of the dungeon's report): the party and the
// bodies that fit alike are then not searched again. `built`, when given, is searched instead of
// a world built anew. REQUIRES: `built` is null or built over a dungeon equal to `d` as it is now
// (gen::keptWorld gives a generation's so).
std::vector<bool> bodiesReachingGoal(const Dungeon& d,
                                     std::optional<bool> party_reached = std::nullopt,
                                     const sim::BuiltWorld* built = nullptr);

// The party's answer as a full report of a dungeon gives it: its goal_solvable check runs the
// same state search with the party (checks/hard_checks.h); nullopt when the report has no such
// check.
std::optional<bool> partyReachesGoal(const checks::Report& report);

// The kinds of thing a sweep counts, in the catalogue's order (model/thing.h), without the
// entrance and the goal (one of each in every dungeon): doors by kind ("door.plain",
// "door.locked", "door.lever", "door.keypad"), monsters by body ("monster.meat_sack", ...), and
// every other thing by its name ("key", "lever", "secret_door", ...).
const std::vector<std::string>& thingKinds();

// How many things of each of thingKinds() `d` holds, in that order.
std::vector<int> thingCounts(const Dungeon& d);

}  // namespace dungeon::sweeps
