// Text and JSON for walks, and the command line's words for places and bodies. A place is
// written FLOOR:X,Y with floors counted from 1, the way the sheet numbers them ("2:14,7");
// times are game seconds with three decimals, taken from integer milliseconds.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

#include "sim/live/walk.h"
#include "util/result.h"

namespace dungeon::sim {

// "2:14,7" for floor index 1, x 14, y 7.
std::string placeText(Place place);
// Parses FLOOR:X,Y (floor from 1). Checks the form only; World::valid checks the square.
// The error's column points at the offending character (1-based).
Result<Place> parsePlace(std::string_view text);
// The name of a body a walk goes through (sim::allBodies: "party", "meat_sack", ...).
Result<BodyKind> parseBodyName(std::string_view text);
// Those names, "party, meat_sack, rind_stalker or hulk".
std::string walkingBodyNames();
// "7.500" from 7500 ms.
std::string secondsText(int64_t ms);

// A walk for people: a verdict line, the route and one line per action with its game time.
std::string formatWalk(const WalkResult& walk);
// The same as JSON: dungeon, body, from, to, reached, time_ms, route, actions, obstacle.
nlohmann::ordered_json walkJson(const WalkResult& walk);

}  // namespace dungeon::sim
