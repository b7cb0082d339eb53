// The JSON sweep report: the text report's content with named fields, plus a row per seed.
// Metric values and bands are integers in thousandths (keys end in _milli).
#include "sweeps/sweep_report.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>

#include "generator/core/rates.h"
#include "model/options.h"
#include "sim/world/body.h"
#include "sweeps/kept_facts.h"
#include "util/decimal.h"
#include "util/hash.h"

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

// The nonzero counts of thingKinds(), in its order.
ordered_json thingsJson(const SeedOutcome& seed) {
  ordered_json json = ordered_json::object();
  const std::vector<std::string>& kinds = thingKinds();
  for (size_t k = 0; k < seed.things.size() && k < kinds.size(); ++k) {
    if (seed.things[k] != 0) json[kinds[k]] = seed.things[k];
  }
  return json;
}

// One floor's rising facts: sunk rooms, turning stairs, then the spirals within and down, each
// by shaft (one square, two by two) and way (straight, corner, same side).
ordered_json floorRisingJson(const FloorRising& r) {
  ordered_json row = {r.sunk_rooms, r.turning_stairs};
  for (const auto& by_shaft : {r.within, r.down}) {
    for (const auto& ways : by_shaft) {
      for (int n : ways) row.push_back(n);
    }
  }
  return row;
}

FloorRising floorRisingOf(const ordered_json& row) {
  FloorRising r;
  r.sunk_rooms = row.at(0).get<int>();
  r.turning_stairs = row.at(1).get<int>();
  size_t i = 2;
  for (auto* by_shaft : {&r.within, &r.down}) {
    for (auto& ways : *by_shaft) {
      for (int& n : ways) n = row.at(i++).get<int>();
    }
  }
  return r;
}

// Puts the seed's facts of each row of the table that has `place` into `row`, in table order.
void addSeedFacts(ordered_json& row, const SeedFacts& facts, SeedRowPlace place) {
  for (const SweepFacts* stage : factsRows()) {
    const auto found = facts.find(std::string(stage->key));
    if (stage->place == place && found != facts.end()) {
      row[std::string(stage->key)] = stage->seed_json(found->second);
    }
  }
}

SeedFacts seedFactsOfRow(const ordered_json& row) {
  SeedFacts facts;
  for (const SweepFacts* stage : factsRows()) {
    const std::string key(stage->key);
    if (row.contains(key)) facts[key] = stage->seed_of_json(row.at(key));
  }
  return facts;
}

uint64_t hashOfHex(const std::string& hex) {
  if (hex.size() != 16 || hex.find_first_not_of("0123456789abcdef") != std::string::npos) {
    throw std::invalid_argument("sheet_hash is not 16 lowercase hex digits");
  }
  return std::stoull(hex, nullptr, 16);
}

}  // namespace

ordered_json seedRow(const SeedOutcome& seed) {
  ordered_json mixed = ordered_json::array();
  ordered_json crawls = ordered_json::array();
  for (const FloorSecrets& floor : seed.secrets) {
    mixed.push_back(floor.one_way_secret);
    crawls.push_back(floor.crawls_and_panels);
  }
  ordered_json metrics = ordered_json::array();
  for (const MetricValue& reading : seed.metrics) {
    metrics.push_back(
        {{"id", reading.id}, {"floor", reading.floor}, {"value_milli", reading.value}});
  }
  ordered_json row = {{"seed", seed.seed},
                      {"passed", seed.passed},
                      {"tries", seed.tries},
                      {"rejected_by", seed.rejected_by},
                      {"topologies", seed.topologies},
                      {"failure", seed.failure},
                      {"metrics", std::move(metrics)},
                      {"mixed_secret", std::move(mixed)},
                      {"bodies_reaching_goal", bodiesJson(seed)},
                      {"unchecked", seed.unchecked},
                      {"crawl_or_panel_secrets", std::move(crawls)},
                      {"things", thingsJson(seed)},
                      {"sheet_hash", hashHex(seed.sheet_hash)}};
  if (seed.rising_asked) {
    ordered_json rising = ordered_json::array();
    for (const FloorRising& floor : seed.rising) rising.push_back(floorRisingJson(floor));
    row["rising"] = std::move(rising);
  }
  addSeedFacts(row, seed.facts, SeedRowPlace::kBeforeAsked);
  row["asked"] = seed.asked_laid.asked;
  row["laid"] = seed.asked_laid.laid;
  if (!seed.unlaid.empty()) {
    ordered_json unlaid = ordered_json::array();
    for (const Unlaid& pair : seed.unlaid) unlaid.push_back({pair.first, pair.second});
    row["unlaid"] = std::move(unlaid);
  }
  if (!seed.trace.empty()) row["trace"] = seed.trace;
  addSeedFacts(row, seed.facts, SeedRowPlace::kLast);
  return row;
}

ordered_json rowJson(const SeedRow& row) {
  return ordered_json::parse(row.json);
}

SeedOutcome seedOutcomeOfRow(const ordered_json& row) {
  SeedOutcome seed;
  seed.seed = row.at("seed").get<uint64_t>();
  seed.passed = row.at("passed").get<bool>();
  seed.tries = row.at("tries").get<int>();
  seed.unchecked = row.at("unchecked").get<int>();
  seed.rejected_by = row.at("rejected_by").get<std::vector<std::string>>();
  seed.topologies = row.at("topologies").get<std::vector<std::string>>();
  seed.failure = row.at("failure").get<std::string>();
  for (const ordered_json& m : row.at("metrics")) {
    seed.metrics.push_back({m.at("id").get<std::string>(), m.at("floor").get<int>(),
                            m.at("value_milli").get<int64_t>()});
  }
  const ordered_json& mixed = row.at("mixed_secret");
  const ordered_json& crawls = row.at("crawl_or_panel_secrets");
  if (mixed.size() != crawls.size()) throw std::out_of_range("secrets per floor");
  for (size_t f = 0; f < mixed.size(); ++f)
    seed.secrets.push_back({mixed.at(f).get<bool>(), crawls.at(f).get<int>()});
  if (!seed.topologies.empty()) {
    const auto names = row.at("bodies_reaching_goal").get<std::vector<std::string>>();
    for (const sim::Body& body : sim::allBodies()) {
      seed.bodies_reaching_goal.push_back(std::find(names.begin(), names.end(), body.name) !=
                                          names.end());
    }
    for (const std::string& kind : thingKinds())
      seed.things.push_back(row.at("things").value(kind, 0));
  }
  seed.sheet_hash = hashOfHex(row.at("sheet_hash").get<std::string>());
  seed.rising_asked = row.contains("rising");
  if (seed.rising_asked) {
    for (const ordered_json& floor : row.at("rising")) seed.rising.push_back(floorRisingOf(floor));
  }
  seed.facts = seedFactsOfRow(row);
  // A report of an older build has no counts of things asked and laid: none were counted.
  if (row.contains("asked")) {
    seed.asked_laid.asked = row.at("asked").get<std::array<int, gen::kAskedKinds>>();
    seed.asked_laid.laid = row.at("laid").get<std::array<int, gen::kAskedKinds>>();
  }
  if (row.contains("unlaid")) {
    for (const ordered_json& pair : row.at("unlaid")) {
      seed.unlaid.emplace_back(pair.at(0).get<std::string>(), pair.at(1).get<std::string>());
    }
  }
  if (row.contains("trace")) seed.trace = row.at("trace").get<std::string>();
  return seed;
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

// The ledger (docs/coverage.md): how many points the options may hit and how many were, every
// point hit with its seeds and first seed, the points never hit, those hit on under 1% of seeds,
// and the veto reasons by count.
ordered_json ledgerReportJson(const LedgerSummary& ledger) {
  const auto pointsJson = [](const std::vector<std::pair<std::string, PointTally>>& points) {
    ordered_json json = ordered_json::array();
    for (const auto& [point, count] : points) {
      json.push_back({{"point", point}, {"seeds", count.seeds}, {"first_seed", count.first_seed}});
    }
    return json;
  };
  ordered_json vetoes = ordered_json::array();
  for (const VetoLine& line : ledger.vetoes) {
    vetoes.push_back({{"stage", line.veto.stage},
                      {"reason", line.veto.reason},
                      {"count", line.count},
                      {"share_per_mille", line.share_per_mille}});
  }
  return {{"domain", ledger.domain},
          {"hit", ledger.hit},
          {"points", pointsJson(ledger.points)},
          {"never", ledger.never},
          {"rare", pointsJson(ledger.rare)},
          {"vetoes", std::move(vetoes)}};
}

// Per pair of rangePairs(): its metrics, the boxes' size and [x, y, readings] per box with
// readings, each box named by its lower edges (thousandths of the metrics' units), as the page
// draws them.
ordered_json expressiveRangeJson(const std::map<std::string, RangeCells>& ranges) {
  ordered_json json = ordered_json::array();
  for (const RangePair& pair : rangePairs()) {
    const RangeGrid grid = rangeGridOf(pair, ranges);
    ordered_json boxes = ordered_json::array();
    for (const auto& [box, count] : grid.boxes) boxes.push_back({box.first, box.second, count});
    json.push_back({{"id", pair.id},
                    {"x", pair.x_metric},
                    {"y", pair.y_metric},
                    {"x_size_milli", grid.x_size},
                    {"y_size_milli", grid.y_size},
                    {"readings", grid.readings},
                    {"boxes", std::move(boxes)}});
  }
  return json;
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
  for (const StageFactsSummary& facts : summary.facts)
    json[std::string(facts.row->key)] = facts.row->report_json(facts.total);
  json["expressive_range"] = expressiveRangeJson(summary.ranges);
  json["unlaid"] = unlaidReportJson(summary.unlaid);
  json["laid_rates"] = laidRatesJson(summary.laid_rates);
  json["ledger"] = ledgerReportJson(summary.ledger);
  json["failures"] = ordered_json::array();
  for (const FailureLine& f : summary.failures) {
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
  for (const SeedOutcome& seed : result.seeds) rows.push_back({seed.seed, seedRow(seed).dump()});
  return sweepJson(summary, rows, sections);
}

ordered_json sweepJson(const SweepSummary& summary, const std::vector<SeedRow>& rows,
                       const ReportSections& sections) {
  ordered_json json{
      {"format", kSweepReportFormat},
      {"options", optionsText(summary.config.options)},
      {"floors", summary.config.options.floors},
      {"size", fmt::format("{}x{}", summary.config.options.width, summary.config.options.height)},
      {"seeds", summary.config.seeds},
      {"first", summary.config.first}};
  // Only a sweep under --rates FILE names its rates, so a built-in sweep's bytes stay as they were.
  if (!gen::ratesLabel().empty()) json["rates"] = gen::ratesLabel();
  json.update(listJson(summary));
  if (sections.stage_failures) json["stage_failures"] = stageFailuresJson(summary);
  json["per_seed"] = ordered_json::array();
  for (const SeedRow& row : rows) json["per_seed"].push_back(rowJson(row));
  json["verdict"] = {{"seeds", summary.config.seeds},
                     {"failed", summary.failures.size()},
                     {"laid_rates_outside", laidRatesOutside(summary.laid_rates)},
                     {"passed", sweepPassed(summary)}};
  return json;
}

}  // namespace dungeon::sweeps
