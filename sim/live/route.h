// The reach walk's route finder: the quickest route (in game time) from an actor's square, given
// what the actor holds and knows now and how the doors stand. It knows keys, levers, keypad
// codes, one-way doors (entered from their handle's side only until open) and secret doors
// (found from their front square). When the target is out of reach it routes to the nearest
// thing worth fetching instead: a key, lever or clue that some shut door still waits for.
// Ties are broken by square index, so the same scene always gives the same route.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "sim/live/scene.h"

namespace dungeon::sim {

struct Route {
  std::vector<int> squares;  // from the actor's square (first) to the route's end (last)
  bool reaches_target = false;
  bool pull_lever_at_end = false;  // the end is a lever to pull
};

// The route to `target`, else to the nearest useful thing, else nullopt.
std::optional<Route> routeToward(const Scene& scene, int actor, int target);

// "" when the actor may pass the door entering from `face` (now or after opening it), else
// why not ("locked door: needs the red key").
std::string doorRefusal(const Scene& scene, const Actor& actor, const DoorState& door, Dir face);

}  // namespace dungeon::sim
