// Running every hard check and every metric against a dungeon, and printing the result for
// people (text) or machines (JSON). A report passes when every check passes and every metric
// that has a band lies inside it.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "checks/bands.h"
#include "checks/dig_reading.h"
#include "checks/hard_checks.h"
#include "checks/metrics.h"
#include "sim/search/built_world.h"

namespace dungeon::checks {

struct CheckEntry {
  const HardCheck* check;
  CheckOutcome outcome;
};

struct MetricReading {
  const MetricDef* metric;
  int floor;  // -1 for dungeon-wide metrics
  int64_t value;
  std::optional<Band> band;
  bool inBand() const { return !band || band->contains(value); }
};

struct Report {
  std::vector<CheckEntry> checks;
  std::vector<MetricReading> metrics;
  // Why the dungeon could not be judged at all: the party's state search refused it as too
  // costly (sim/search/solve.h), which the checks that need it report as failed. Empty otherwise.
  std::string refused;
  // How much digging would shorten the way (dig_reading.h): set by `dungeon check` for dungeons
  // with a dirt floor, never by checkDungeon; it decides nothing.
  std::optional<DigReading> dig;

  bool passed() const;
  // The first hard check that failed, in the report's order, or nullptr.
  const CheckEntry* firstFailedCheck() const;
  // The first reading out of its band, in the report's order, or nullptr.
  const MetricReading* firstOutOfBand() const;
  // The id of the first failing check, else the first metric out of its band ("M3"), else "":
  // the failure a verdict names (hard checks before bands).
  std::string firstFailure() const;
  // The entry of the hard check `id` ("goal_solvable"), or nullptr when the report has none.
  const CheckEntry* entryOf(std::string_view id) const;
};

Report checkDungeon(const Dungeon& d, const BandTable& bands);
// The same over a world already built (its dungeon is the one checked).
Report checkDungeon(std::shared_ptr<const sim::BuiltWorld> built, const BandTable& bands);

// The floors a metric is read for: each floor's index, or -1 alone for a dungeon-wide metric.
std::vector<int> floorsMeasured(const MetricDef& metric, const Dungeon& d);
// One reading of `metric` for `floor` (-1: the dungeon), with the band it is judged by.
MetricReading readingOf(const CheckContext& context, const BandTable& bands,
                        const MetricDef& metric, int floor);

// A human-readable report: one line per check, one per metric reading, the dig reading when it
// is set, and a verdict.
std::string formatReport(const Report& report);
nlohmann::ordered_json reportJson(const Report& report);

}  // namespace dungeon::checks
