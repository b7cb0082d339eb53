// The points a generation with some options may hit: per floor, its topologies, room shapes,
// square kinds and things; per row the options enable, its outcomes; every try verdict, hard
// check and band; with --rising what rising lays.
#include <fmt/format.h>

#include "checks/bands.h"
#include "checks/hard_checks.h"
#include "checks/metrics.h"
#include "generator/core/floor_roles.h"
#include "generator/core/notice.h"
#include "generator/floors/topology.h"
#include "generator/mine/mine.h"
#include "generator/observers/ledger.h"
#include "generator/observers/ledger_points.h"

namespace dungeon::gen {
namespace {

using namespace ledger;  // the names of generator/observers/ledger_points.h

// What floor f may hold: its topology, its room shapes (a sunken middle on the last floor only),
// every kind of square, and every thing (the entrance on the first floor, the goal on the last).
void addFloor(PointNames& domain, const Options& options, int f) {
  const int code = domain.styleCode(f);
  const int last = options.floors - 1;
  if (isPlannedFloor(options, f)) {
    for (std::string_view name : topologyNames()) domain.add(kTopology, name, code);
    for (std::string_view shape : kRoomShapes) {
      if (shape != kRoomShapes.back() || f == last) domain.add(kRoom, shape, code);
    }
  } else {
    domain.add(kTopology, kMineTopology, code);
  }
  for (int k = 0; k < kSquareKindCount; ++k) {
    domain.add(kSquare, nameOf(static_cast<SquareKind>(k)), code);
  }
  for (const ThingSpec& spec : catalogue()) {
    if ((spec.type == ThingType::kEntrance && f != 0) ||
        (spec.type == ThingType::kGoal && f != last)) {
      continue;
    }
    for (const ThingValue& value : thingDomain(spec.type, f)) {
      domain.add(kThing, thingValueText(value), code);
    }
  }
}

// What a row may do where the options enable it: ok and failed on a try (declined on the kept
// try), failing a try, and with judged lays laid and refused.
void addRow(PointNames& domain, const Options& options, const StageRow& row) {
  const bool per_floor = row.scope == StageScope::kEachFloor;
  const bool kept_try = row.scope == StageScope::kKeptTry;
  for (int f = per_floor ? 0 : -1; f < (per_floor ? options.floors : 0); ++f) {
    if (!row.enabledFor(options, f)) continue;
    const int code = domain.styleCode(f);
    domain.add(kRow, row.name, "ok", code);
    domain.add(kRow, row.name, kept_try ? "declined" : "failed", code);
    if (!kept_try) domain.add(kTry, "failed", row.name, domain.styleCode(-1));
    if (!row.judges_lays) continue;
    domain.add(kLay, row.name, "laid", code);
    domain.add(kLay, row.name, "refused", code);
  }
}

// Every try verdict: passed, unchecked, rejected by each hard check and by each band the options
// have (a per-floor band on each floor's style).
void addTries(PointNames& domain, const Options& options, const checks::BandTable& bands) {
  const int dungeon = domain.styleCode(-1);
  domain.add(kTry, "passed", dungeon);
  domain.add(kTry, "unchecked", dungeon);
  for (const checks::HardCheck& check : checks::hardChecks()) {
    domain.add(kTry, "rejected", check.id, dungeon);
  }
  for (const checks::MetricDef& metric : checks::metrics()) {
    const bool per_floor = metric.scope == checks::MetricScope::kFloor;
    for (int f = per_floor ? 0 : -1; f < (per_floor ? options.floors : 0); ++f) {
      if (bands.find(metric.id, options.floors, options.width, options.height, !per_floor,
                     checks::floorStyleOf(options, f)) != nullptr) {
        domain.add(kTry, "rejected", metric.id, domain.styleCode(f));
      }
    }
  }
}

}  // namespace

std::vector<std::string> ledgerDomain(const Options& options, const checks::BandTable& bands,
                                      std::span<const StageRow> table) {
  PointNames domain(options);
  for (int f = 0; f < options.floors; ++f) addFloor(domain, options, f);
  for (const StageRow& row : table) addRow(domain, options, row);
  addTries(domain, options, bands);
  if (options.rising) {
    for (const auto& [value, count] : risingValues(RisingLaid{})) {
      domain.add(kRising, value, domain.styleCode(-1));
    }
  }
  const std::vector<std::string_view> names = std::move(domain).names();
  std::vector<std::string> points(names.begin(), names.end());
  uniqueSorted(points);
  return points;
}

std::vector<std::string> askedPoints(std::string_view asked_point) {
  const std::string prefix = fmt::format("{}.", kAsked);
  const size_t at = asked_point.find('@');
  if (!asked_point.starts_with(prefix) || at == std::string_view::npos) return {};
  const std::string_view id = asked_point.substr(prefix.size(), at - prefix.size());
  if (!askedOfId(id)) return {};
  const std::string_view qualifier = asked_point.substr(at);
  return {std::string(asked_point), fmt::format("{}{}.laid{}", prefix, id, qualifier),
          fmt::format("{}{}.not_laid{}", prefix, id, qualifier)};
}

}  // namespace dungeon::gen
