// Runs every check and metric on a dungeon and formats the outcome.
#include "checks/report.h"

#include "checks/incremental.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <optional>
#include <utility>

namespace dungeon::checks {
namespace {

std::string whereText(int floor, Point at) {
  return floor < 0 ? "" : fmt::format("floor {} ({},{}): ", floor + 1, at.x, at.y);
}

std::string floorText(int floor) {
  return floor < 0 ? "all" : fmt::format("{}", floor + 1);
}

}  // namespace

std::vector<int> floorsMeasured(const MetricDef& metric, const Dungeon& d) {
  if (metric.scope == MetricScope::kDungeon) return {-1};
  std::vector<int> floors(d.floors.size());
  for (size_t f = 0; f < floors.size(); ++f) floors[f] = static_cast<int>(f);
  return floors;
}

MetricReading readingOf(const CheckContext& context, const BandTable& bands,
                        const MetricDef& metric, int floor) {
  const Dungeon& d = context.dungeon;
  // Each floor is judged by the rows of its own style (the mine floor by the mine's).
  const Band* band =
      bands.find(metric.id, static_cast<int>(d.floors.size()), d.options.width, d.options.height,
                 metric.scope == MetricScope::kDungeon, floorStyleOf(d.options, floor));
  MetricReading reading{&metric, floor, metric.measure(context, floor), std::nullopt};
  if (band != nullptr) reading.band = *band;
  return reading;
}

bool Report::passed() const {
  return firstFailure().empty();
}

const CheckEntry* Report::firstFailedCheck() const {
  for (const CheckEntry& entry : checks) {
    if (!entry.outcome.passed) return &entry;
  }
  return nullptr;
}

const MetricReading* Report::firstOutOfBand() const {
  for (const MetricReading& reading : metrics) {
    if (!reading.inBand()) return &reading;
  }
  return nullptr;
}

std::string Report::firstFailure() const {
  if (const CheckEntry* failed = firstFailedCheck()) return std::string(failed->check->id);
  if (const MetricReading* out = firstOutOfBand()) return std::string(out->metric->id);
  return "";
}

const CheckEntry* Report::entryOf(std::string_view id) const {
  for (const CheckEntry& entry : checks) {
    if (entry.check->id == id) return &entry;
  }
  return nullptr;
}

Report checkDungeon(const Dungeon& d, const BandTable& bands) {
  return checkRemembering(d, bands).report;
}

Report checkDungeon(std::shared_ptr<const sim::BuiltWorld> built, const BandTable& bands) {
  return checkRemembering(std::move(built), bands).report;
}

std::string formatReport(const Report& report) {
  std::string out;
  for (const CheckEntry& entry : report.checks) {
    const CheckOutcome& o = entry.outcome;
    out += fmt::format("check  {:<20} {}", entry.check->id, o.passed ? "pass" : "FAIL");
    if (!o.passed) out += "  " + whereText(o.floor, o.at) + o.reason;
    out += '\n';
  }
  for (const MetricReading& r : report.metrics) {
    std::string band = "no band";
    if (r.band)
      band = fmt::format("band [{}, {}]", formatMilli(r.band->lo), formatMilli(r.band->hi));
    out += fmt::format("metric {:<4} {:<22} floor {:<3} {:>8}  {:<20} {}\n", r.metric->id,
                       r.metric->name, floorText(r.floor), formatMilli(r.value), band,
                       r.inBand() ? "ok" : "OUT OF BAND");
  }
  const std::string failure = report.firstFailure();
  if (report.dig) out += formatDigReading(*report.dig);
  out += failure.empty() ? "verdict: pass\n" : fmt::format("verdict: FAIL (first: {})\n", failure);
  return out;
}

nlohmann::ordered_json reportJson(const Report& report) {
  nlohmann::ordered_json json;
  json["passed"] = report.passed();
  json["checks"] = nlohmann::ordered_json::array();
  for (const CheckEntry& entry : report.checks) {
    nlohmann::ordered_json c;
    c["id"] = entry.check->id;
    c["passed"] = entry.outcome.passed;
    if (!entry.outcome.passed) {
      c["reason"] = entry.outcome.reason;
      if (entry.outcome.floor >= 0) {
        c["floor"] = entry.outcome.floor + 1;
        c["x"] = entry.outcome.at.x;
        c["y"] = entry.outcome.at.y;
      }
    }
    json["checks"].push_back(c);
  }
  json["metrics"] = nlohmann::ordered_json::array();
  for (const MetricReading& r : report.metrics) {
    nlohmann::ordered_json m;
    m["id"] = r.metric->id;
    m["name"] = r.metric->name;
    m["floor"] = r.floor < 0 ? nlohmann::ordered_json("all") : nlohmann::ordered_json(r.floor + 1);
    m["value"] = formatMilli(r.value);
    if (r.band) m["band"] = {formatMilli(r.band->lo), formatMilli(r.band->hi)};
    m["in_band"] = r.inBand();
    json["metrics"].push_back(m);
  }
  if (report.dig) json["dig"] = digReadingJson(*report.dig);
  return json;
}

}  // namespace dungeon::checks
