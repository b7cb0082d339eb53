// The JSON sweep report: the text report's content with named fields, plus a row per seed.
// Metric values and bands are integers in thousandths (keys end in _milli).
#include "sweeps/sweep_report.h"

#include <fmt/format.h>

#include <optional>

#include "sim/world/body.h"

namespace dungeon::sweeps {
namespace {

using nlohmann::ordered_json;

ordered_json metricJson(const MetricSummary& metric) {
  ordered_json json{{"id", metric.id}, {"name", metric.name}, {"readings", metric.readings}};
  if (metric.readings > 0) {
    json["min_milli"] = metric.min;
    json["median_milli"] = metric.median;
    json["max_milli"] = metric.max;
  }
  json["band"] = nullptr;
  if (metric.band) json["band"] = {{"lo_milli", metric.band->lo}, {"hi_milli", metric.band->hi}};
  json["outside"] = metric.outside;
  return json;
}

// The names of the bodies that reach the goal, in sim::allBodies() order.
ordered_json bodiesJson(const SeedOutcome& seed) {
  ordered_json names = ordered_json::array();
  const auto bodies = sim::allBodies();
  for (size_t b = 0; b < seed.bodies_reaching_goal.size() && b < bodies.size(); ++b) {
    if (seed.bodies_reaching_goal[b]) names.push_back(std::string(bodies[b].name));
  }
  return names;
}

}  // namespace

ordered_json seedRow(const SeedOutcome& seed) {
  ordered_json mixed = ordered_json::array();
  for (const FloorSecrets& floor : seed.secrets) mixed.push_back(floor.one_way_secret);
  ordered_json metrics = ordered_json::array();
  for (const MetricValue& reading : seed.metrics) {
    metrics.push_back(
        {{"id", reading.id}, {"floor", reading.floor}, {"value_milli", reading.value}});
  }
  return {{"seed", seed.seed},
          {"passed", seed.passed},
          {"tries", seed.tries},
          {"rejected_by", seed.rejected_by},
          {"topologies", seed.topologies},
          {"failure", seed.failure},
          {"metrics", std::move(metrics)},
          {"mixed_secret", std::move(mixed)},
          {"bodies_reaching_goal", bodiesJson(seed)}};
}

namespace {

ordered_json waysJson(const std::array<std::array<int, kSpiralWays>, 2>& by_shaft) {
  ordered_json json = ordered_json::object();
  for (size_t shaft = 0; shaft < by_shaft.size(); ++shaft) {
    const auto& ways = by_shaft[shaft];
    json[shaft == 0 ? "shaft_1" : "shaft_2"] = {
        {"straight", ways[0]}, {"corner", ways[1]}, {"same_side", ways[2]}};
  }
  return json;
}

ordered_json ductsJson(const DuctFacts& ducts) {
  ordered_json refused = ordered_json::object();
  for (const auto& [id, count] : ducts.refused_by) refused[id] = count;
  return {{"flat", ducts.flat},
          {"climbing", ducts.climbing},
          {"ends",
           {{"grate", ducts.grate_ends}, {"door", ducts.door_ends}, {"secret", ducts.secret_ends}}},
          {"refused", std::move(refused)}};
}

ordered_json risingJson(const RisingSummary& rising) {
  ordered_json by_topology = ordered_json::array();
  for (const RisingCount& c : rising.by_topology) {
    by_topology.push_back({{"topology", c.topology},
                           {"floors", c.floors},
                           {"sunk_rooms", c.laid.sunk_rooms},
                           {"turning_stairs", c.laid.turning_stairs},
                           {"spirals_within", waysJson(c.laid.within)},
                           {"spirals_down", waysJson(c.laid.down)}});
  }
  return {{"dungeons", rising.dungeons},
          {"with_turning_stair_and_spiral", rising.with_turning_stair_and_spiral},
          {"by_topology", std::move(by_topology)}};
}

ordered_json listJson(const SweepSummary& summary) {
  ordered_json json;
  json["metrics"] = ordered_json::array();
  for (const MetricSummary& metric : summary.metrics) json["metrics"].push_back(metricJson(metric));
  json["tries"] = {{"total", summary.tries.total},
                   {"rejected", summary.tries.rejected},
                   {"unchecked", summary.tries.unchecked},
                   {"mean", formatHundredths(summary.tries.mean_hundredths)},
                   {"max", summary.tries.max}};
  json["rejections"] = ordered_json::array();
  for (const Rejection& r : summary.rejections) {
    json["rejections"].push_back(
        {{"id", r.id}, {"kind", r.kind}, {"name", r.name}, {"count", r.count}});
  }
  json["topologies"] = ordered_json::object();
  for (const auto& [topology, count] : summary.topologies) json["topologies"][topology] = count;
  json["glimpses"] = ordered_json::array();
  for (const GlimpseCount& g : summary.glimpses) {
    json["glimpses"].push_back(
        {{"topology", g.topology}, {"dungeons", g.dungeons}, {"seen", g.seen}});
  }
  json["secrets"] = {{"floors", summary.secrets.floors},
                     {"mixed", summary.secrets.mixed},
                     {"crawl_or_panel_without_mixed", summary.secrets.without_mixed}};
  json["bodies"] = ordered_json::array();
  for (const BodyReach& b : summary.bodies) {
    json["bodies"].push_back({{"body", b.body}, {"dungeons", b.dungeons}, {"reached", b.reached}});
  }
  if (summary.rising) json["rising"] = risingJson(*summary.rising);
  if (summary.ducts) json["ducts"] = ductsJson(*summary.ducts);
  if (summary.mine) json["mine"] = mineReportJson(*summary.mine);
  json["failures"] = ordered_json::array();
  for (const Failure& f : summary.failures) {
    json["failures"].push_back({{"seed", f.seed}, {"reason", f.reason}, {"command", f.command}});
  }
  return json;
}

ordered_json placeJson(const std::optional<Place>& place) {
  if (!place) return nullptr;
  return {{"floor", place->floor}, {"x", place->at.x}, {"y", place->at.y}};
}

ordered_json stageFailuresJson(const SweepSummary& summary) {
  ordered_json json = ordered_json::array();
  for (const StageFailureLine& line : summary.stage_failures) {
    json.push_back({{"seed", line.seed},
                    {"try", line.try_index},
                    {"stage", line.stage},
                    {"reason", line.failure.reason},
                    {"place", placeJson(line.failure.place)}});
  }
  return json;
}

}  // namespace

ordered_json sweepJson(const SweepSummary& summary, const SweepResult& result,
                       const ReportSections& sections) {
  std::vector<SeedRow> rows;
  for (const SeedOutcome& seed : result.seeds) rows.push_back({seed.seed, seedRow(seed)});
  return sweepJson(summary, rows, sections);
}

ordered_json sweepJson(const SweepSummary& summary, const std::vector<SeedRow>& rows,
                       const ReportSections& sections) {
  ordered_json json{
      {"floors", summary.config.options.floors},
      {"size", fmt::format("{}x{}", summary.config.options.width, summary.config.options.height)},
      {"seeds", summary.config.seeds},
      {"first", summary.config.first}};
  json.update(listJson(summary));
  if (sections.stage_failures) json["stage_failures"] = stageFailuresJson(summary);
  json["per_seed"] = ordered_json::array();
  for (const SeedRow& row : rows) json["per_seed"].push_back(row.row);
  json["verdict"] = {{"seeds", summary.config.seeds},
                     {"failed", summary.failures.size()},
                     {"passed", summary.failures.empty()}};
  return json;
}

}  // namespace dungeon::sweeps
