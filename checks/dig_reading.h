// How much digging would shorten the party's way (SPEC section 8: "a generated dungeon must be
// solvable without digging; how much digging would shorten the way is reported apart"). Not a
// hard check and not a banded metric: a reading `dungeon check` prints for dungeons with a dirt
// floor, beside the report, from the dig planner (sim/search/dig_way.h) over the world as built,
// every gate open. The generator never computes it, so it costs generation nothing.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "model/dungeon.h"

namespace dungeon::checks {

struct DigReading {
  int64_t walking_ms = -1;  // the party's quickest walk from the entrance to the goal; -1: none
  int64_t digging_ms = -1;  // the same when it may dig; -1: none either
  int dug = 0;              // the dirt walls the quicker way digs
};

// The reading of a dungeon with a dirt floor, an entrance and a goal; nullopt otherwise.
std::optional<DigReading> digReading(const Dungeon& d);

// "dig    entrance to goal  walking 40.000 s, digging 22.000 s, 1 square dug: 18.000 s shorter"
std::string formatDigReading(const DigReading& reading);
nlohmann::ordered_json digReadingJson(const DigReading& reading);

}  // namespace dungeon::checks
