// A stage's sweep facts: what a sweep counts of what one stage laid on each seed's kept try, and
// how every report says it, declared beside the stage and named by its stage table row
// (StageRow::facts, stage.h). A row reads one kept try's facts as named whole numbers; the
// sweeps sum them name by name over the seeds that had them (in any order, so shards merge to
// the same sums, which a part file holds by row key); the seed's JSON row, the per-dungeon
// readings `sweep compare` tests, the paired view and the JSON, text and HTML reports ask the
// rows in stage table order.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dungeon::gen {

struct Draft;

// fact name -> value, by name ("flat" -> 2, "refused.M9" -> 1).
using FactCounts = std::map<std::string, int64_t>;

// A seed's facts: facts row key -> its facts, for the rows whose stage ran and had any.
using SeedFacts = std::map<std::string, FactCounts>;

// value -> how many seeds had it.
using ValueCounts = std::map<int64_t, int64_t>;

// A row's facts summed over a sweep: the seeds that had them, the sums by name, and the
// histograms of the row's per-dungeon readings (reading id -> value -> seeds).
struct FactsTotal {
  int64_t seeds = 0;
  FactCounts sums;
  std::map<std::string, ValueCounts> per_dungeon;
};

// A per-dungeon reading a row gives each seed: its id (the row's key first: "ducts.flat"), the
// label the report prints, and whether its values are thousandths.
struct FactsReading {
  std::string_view id;
  std::string_view label;
  bool milli = false;
};

// A reading of counts by category over the sweep ("ducts.ends": door, grate, secret).
struct FactsMix {
  std::string id;
  std::string label;
  std::vector<std::pair<std::string, int64_t>> counts;
};

// The row's section of the HTML page: a heading with its anchor, a table of one row of numbers
// (as printed) under its column names, and an optional sentence after it. Plain text: the page
// escapes it.
struct FactsSection {
  std::string anchor;
  std::string heading;
  std::vector<std::string> columns;
  std::vector<std::string> cells;
  std::string note;
};

// Where a seed's JSON row puts a row's object: the ducts' before the counts of things asked and
// laid, as reports written before the rows have them; every later row's at the end.
enum class SeedRowPlace { kBeforeAsked, kLast };

struct SweepFacts {
  std::string_view key;  // the JSON key in a seed row, the part file and the report
  SeedRowPlace place = SeedRowPlace::kLast;
  // The kept try's facts, or nullopt when it has none to count (asked only when the row's
  // stage is enabled for the options, on some floor).
  std::optional<FactCounts> (*of)(const Draft& kept) = nullptr;
  // The seed row's object, and back (throws nlohmann's errors on a malformed one).
  nlohmann::ordered_json (*seed_json)(const FactCounts& seed) = nullptr;
  FactCounts (*seed_of_json)(const nlohmann::ordered_json& json) = nullptr;
  // The per-dungeon readings: their names in a fixed order, and one seed's values in that order
  // (a value may be left out where the seed cannot give it).
  std::span<const FactsReading> readings;
  std::vector<std::pair<std::string, int64_t>> (*reading_values)(const FactCounts& seed) = nullptr;
  std::vector<FactsMix> (*mixes)(const FactsTotal& total) = nullptr;  // may give none
  std::string (*text)(const FactsTotal& total) = nullptr;             // the text report's line(s)
  nlohmann::ordered_json (*report_json)(const FactsTotal& total) = nullptr;
  FactsSection (*html)(const FactsTotal& total) = nullptr;
};

// The value of `name` in `counts`, 0 when absent.
int64_t factOf(const FactCounts& counts, const std::string& name);

}  // namespace dungeon::gen
