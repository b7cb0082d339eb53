// What the mine stage dug on a kept dungeon (--mine, SPEC section 5.8), for the sweep report:
// one seed's facts (gen::Generation::mine), their sum over a tally of seeds (order-free,
// so shards merge into the same sum), its part-file JSON, and the report's summary (the open
// fraction and the diggers per mine). Integers only.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>

#include "generator/core/plan.h"

namespace dungeon::sweeps {

// One kept mine.
struct MineFacts {
  int floor = -1;  // 0-based
  int diggers = 0;
  int open = 0;     // squares the walk opened
  int squares = 0;  // squares of the floor
  bool operator==(const MineFacts&) const = default;
};

// The kept try's mine (gen::Generation::mine) of a dungeon of `options`, or nullopt without
// --mine.
std::optional<MineFacts> mineFacts(const Options& options, const gen::MineLaid& laid);

// Kept mines summed.
struct MineTally {
  int64_t mines = 0;
  int64_t diggers = 0;
  int64_t open = 0;
  int64_t squares = 0;
  int64_t fewest_diggers = 0;  // over the mines; 0 while there is none
  int64_t most_diggers = 0;
  bool operator==(const MineTally&) const = default;
};

void addMine(MineTally& tally, const MineFacts& mine);
void mergeMines(MineTally& into, const MineTally& other);

// [mines, diggers, open, squares, fewest, most], and back (throws nlohmann's errors on a bad
// value, as the part reader expects).
nlohmann::ordered_json mineJson(const MineTally& tally);
MineTally mineOfJson(const nlohmann::ordered_json& json);

// The open squares as thousandths of all the mines' squares, and the diggers per mine in
// hundredths, each rounded half up (0 without a mine).
int64_t openThousandths(const MineTally& tally);
int64_t diggersPerMineHundredths(const MineTally& tally);

// The report's line: "mine (--mine): 20 kept mines; open fraction 0.334 (10671 of 32000
// squares); diggers 31..58, 44.15 per mine".
std::string mineLine(const MineTally& tally);
// The JSON report's "mine" object.
nlohmann::ordered_json mineReportJson(const MineTally& tally);

}  // namespace dungeon::sweeps
