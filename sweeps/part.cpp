// Sweep parts: the shard split, a part's JSON file (written and read back field by field) and
// the checked merge of parts into the whole sweep.
#include "sweeps/part.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <stdexcept>

#include "model/options.h"
#include "model/sheet.h"
#include "sweeps/sweep_report.h"
#include "util/counted.h"
#include "util/file_io.h"
#include "util/json_problem.h"

namespace dungeon::sweeps {
namespace {

using nlohmann::ordered_json;

// Version 5: the tally holds the per-dungeon readings (tries, things, rising, ducts, mine) that
// `sweep compare` tests, the seeds per thing asked and not laid, the seed rows the fields of
// sweeps/sweep_report.h's version 2, and the expressive range's cells. Version 6: the ledger's
// points and vetoes (ledger_tally.h). Version 7: every stage facts row's seeds and sums under
// "facts" (fact_counts.h), in place of "ducts" and "mine".
constexpr std::string_view kFormat = "dungeon sweep part 7";
constexpr int kListedMissing = 10;  // missing shards named in a refusal

template <class Map>
ordered_json countsJson(const Map& counts) {
  ordered_json json = ordered_json::object();
  for (const auto& [key, count] : counts) json[key] = count;
  return json;
}

ordered_json placeJson(const std::optional<Place>& place) {
  if (!place) return nullptr;
  return {place->floor, place->at.x, place->at.y};
}

// Per topology: floors, sunk rooms, turning stairs, then the spirals within and down by shaft
// and way.
ordered_json risingJson(const Tally& t) {
  ordered_json by_topology = ordered_json::object();
  for (const auto& [topology, r] : t.rising) {
    ordered_json row = {r.floors, r.laid.sunk_rooms, r.laid.turning_stairs};
    for (const auto& by_shaft : {r.laid.within, r.laid.down}) {
      for (const auto& ways : by_shaft) {
        for (int n : ways) row.push_back(n);
      }
    }
    by_topology[topology] = std::move(row);
  }
  return {t.rising_dungeons, t.rising_with_both, std::move(by_topology)};
}

// Per stage facts row key: [seeds, {name: sum}].
ordered_json factsJson(const std::map<std::string, FactsTally>& facts) {
  ordered_json json = ordered_json::object();
  for (const auto& [key, tally] : facts) json[key] = {tally.seeds, countsJson(tally.sums)};
  return json;
}

std::map<std::string, FactsTally> factsOf(const ordered_json& json) {
  if (!json.is_object()) throw std::invalid_argument("facts is not an object");
  std::map<std::string, FactsTally> facts;
  for (const auto& [key, row] : json.items()) {
    FactsTally& tally = facts[key];
    tally.seeds = row.at(0).get<int64_t>();
    const ordered_json& sums = row.at(1);
    if (!sums.is_object()) throw std::invalid_argument("facts of '" + key + "': no sums");
    for (const auto& [name, sum] : sums.items()) tally.sums[name] = sum.get<int64_t>();
  }
  return facts;
}

void readRising(const ordered_json& json, Tally& t) {
  t.rising_dungeons = json.at(0).get<int64_t>();
  t.rising_with_both = json.at(1).get<int64_t>();
  for (const auto& [topology, row] : json.at(2).items()) {
    RisingTally& r = t.rising[topology];
    r.floors = row.at(0).get<int64_t>();
    r.laid.sunk_rooms = row.at(1).get<int>();
    r.laid.turning_stairs = row.at(2).get<int>();
    size_t i = 3;
    for (auto* by_shaft : {&r.laid.within, &r.laid.down}) {
      for (auto& ways : *by_shaft) {
        for (int& n : ways) n = row.at(i++).get<int>();
      }
    }
  }
}

// key -> [[value, count], ...] in key and value order.
ordered_json histogramsJson(const std::map<std::string, ValueCounts>& histograms) {
  ordered_json json = ordered_json::object();
  for (const auto& [id, values] : histograms) {
    ordered_json pairs = ordered_json::array();
    for (const auto& [value, count] : values) pairs.push_back({value, count});
    json[id] = std::move(pairs);
  }
  return json;
}

std::map<std::string, ValueCounts> histogramsOf(const ordered_json& json) {
  std::map<std::string, ValueCounts> histograms;
  for (const auto& [id, pairs] : json.items()) {
    for (const ordered_json& pair : pairs)
      histograms[id][pair.at(0).get<int64_t>()] = pair.at(1).get<int64_t>();
  }
  return histograms;
}

// Per pair: [x cell, y cell, readings] per cell with readings.
ordered_json rangesJson(const std::map<std::string, RangeCells>& ranges) {
  ordered_json json = ordered_json::object();
  for (const auto& [id, cells] : ranges) {
    ordered_json rows = ordered_json::array();
    for (const auto& [cell, count] : cells) rows.push_back({cell.first, cell.second, count});
    json[id] = std::move(rows);
  }
  return json;
}

std::map<std::string, RangeCells> rangesOf(const ordered_json& json) {
  std::map<std::string, RangeCells> ranges;
  for (const auto& [id, rows] : json.at("ranges").items()) {
    RangeCells& cells = ranges[id];
    for (const ordered_json& row : rows) {
      cells[{row.at(0).get<int64_t>(), row.at(1).get<int64_t>()}] = row.at(2).get<int64_t>();
    }
  }
  return ranges;
}

ordered_json tallyJson(const Tally& t) {
  ordered_json glimpses = ordered_json::object();
  for (const auto& [topology, g] : t.glimpses) glimpses[topology] = {g.dungeons, g.seen};
  ordered_json failures = ordered_json::array();
  for (const FailedSeed& f : t.failures) failures.push_back({f.seed, f.reason});
  ordered_json stages = ordered_json::array();
  for (const StageFailureAt& f : t.stage_failures) {
    stages.push_back({f.seed, f.failure.try_index, f.failure.stage, f.failure.failure.reason,
                      placeJson(f.failure.failure.place)});
  }
  ordered_json rows = ordered_json::array();
  for (const SeedRow& row : t.seed_rows) rows.push_back(rowJson(row));
  return {{"seeds", t.seeds},
          {"readings", histogramsJson(t.readings)},
          {"per_dungeon", histogramsJson(t.per_dungeon)},
          {"ranges", rangesJson(t.ranges)},
          {"ledger", ledgerJson(t.ledger)},
          {"tries", {t.tries, t.rejected, t.unchecked, t.most_tries}},
          {"rejected_by", countsJson(t.rejected_by)},
          {"topologies", countsJson(t.topologies)},
          {"glimpses", std::move(glimpses)},
          {"secrets", {t.secret_floors, t.mixed_secret_floors, t.without_mixed_floors}},
          {"bodies", {t.body_dungeons, t.body_reached}},
          {"rising", risingJson(t)},
          {"facts", factsJson(t.facts)},
          {"unlaid", unlaidJson(t.unlaid)},
          {"asked_laid", askedLaidJson(t.asked_laid)},
          {"failures", std::move(failures)},
          {"stage_failures", std::move(stages)},
          {"seed_rows", std::move(rows)}};
}

std::map<std::string, int64_t> countsOf(const ordered_json& json) {
  std::map<std::string, int64_t> counts;
  for (const auto& [key, count] : json.items()) counts[key] = count.get<int64_t>();
  return counts;
}

std::optional<Place> placeOf(const ordered_json& json) {
  if (json.is_null()) return std::nullopt;
  return Place{json.at(0).get<int>(), {json.at(1).get<int>(), json.at(2).get<int>()}};
}

Tally tallyOfJson(const ordered_json& json) {
  Tally t;
  t.seeds = json.at("seeds").get<int64_t>();
  t.readings = histogramsOf(json.at("readings"));
  t.per_dungeon = histogramsOf(json.at("per_dungeon"));
  t.ranges = rangesOf(json);
  t.ledger = ledgerOfJson(json.at("ledger"));
  const ordered_json& tries = json.at("tries");
  t.tries = tries.at(0).get<int64_t>();
  t.rejected = tries.at(1).get<int64_t>();
  t.unchecked = tries.at(2).get<int64_t>();
  t.most_tries = tries.at(3).get<int64_t>();
  t.rejected_by = countsOf(json.at("rejected_by"));
  t.topologies = countsOf(json.at("topologies"));
  for (const auto& [topology, g] : json.at("glimpses").items())
    t.glimpses[topology] = {g.at(0).get<int64_t>(), g.at(1).get<int64_t>()};
  const ordered_json& secrets = json.at("secrets");
  t.secret_floors = secrets.at(0).get<int64_t>();
  t.mixed_secret_floors = secrets.at(1).get<int64_t>();
  t.without_mixed_floors = secrets.at(2).get<int64_t>();
  t.body_dungeons = json.at("bodies").at(0).get<std::vector<int64_t>>();
  t.body_reached = json.at("bodies").at(1).get<std::vector<int64_t>>();
  if (t.body_dungeons.size() != t.body_reached.size()) throw std::out_of_range("bodies");
  readRising(json.at("rising"), t);
  t.facts = factsOf(json.at("facts"));
  t.unlaid = unlaidOfJson(json.at("unlaid"));
  t.asked_laid = askedLaidOfJson(json.at("asked_laid"));
  for (const ordered_json& f : json.at("failures"))
    t.failures.push_back({f.at(0).get<uint64_t>(), f.at(1).get<std::string>()});
  for (const ordered_json& f : json.at("stage_failures")) {
    t.stage_failures.push_back({f.at(0).get<uint64_t>(),
                                {f.at(1).get<int>(),
                                 f.at(2).get<std::string>(),
                                 {f.at(3).get<std::string>(), placeOf(f.at(4))}}});
  }
  for (const ordered_json& row : json.at("seed_rows"))
    t.seed_rows.push_back({row.at("seed").get<uint64_t>(), row.dump()});
  return t;
}

std::string describe(const SweepPart& part) {
  return fmt::format("shard {}/{} of '{}' seeds={} first={}{}{}", part.shard.index,
                     part.shard.count, optionsText(part.config.options), part.config.seeds,
                     part.config.first, part.keeps.stage_failures ? " with stage failures" : "",
                     part.keeps.seed_rows ? " with per-seed rows" : "");
}

bool sameSweep(const SweepPart& a, const SweepPart& b) {
  return optionsText(a.config.options) == optionsText(b.config.options) &&
         a.config.seeds == b.config.seeds && a.config.first == b.config.first &&
         a.shard.count == b.shard.count && a.keeps.stage_failures == b.keeps.stage_failures &&
         a.keeps.seed_rows == b.keeps.seed_rows;
}

InputError refusal(const std::string& file, std::string message) {
  return InputError{file, 0, 0, std::move(message)};
}

}  // namespace

std::pair<int, int> lineAndColumn(std::string_view text, size_t offset) {
  offset = std::min(offset, text.size());
  const std::string_view before = text.substr(0, offset);
  const auto line = 1 + std::count(before.begin(), before.end(), '\n');
  const size_t start = before.rfind('\n');
  const size_t column = start == std::string_view::npos ? offset + 1 : offset - start;
  return {static_cast<int>(line), static_cast<int>(column)};
}

std::string_view partFormat() {
  return kFormat;
}

SeedRange shardRange(const SweepConfig& config, Shard shard) {
  const auto seeds = static_cast<int64_t>(config.seeds);
  const int64_t begin = shard.index * seeds / shard.count;
  const int64_t end = (shard.index + 1) * seeds / shard.count;
  return {config.first + static_cast<uint64_t>(begin), end - begin};
}

std::string partText(const SweepPart& part) {
  const SeedRange range = shardRange(part.config, part.shard);
  const ordered_json json{
      {"format", kFormat},
      {"options", optionsText(part.config.options)},
      {"seeds", part.config.seeds},
      {"first", part.config.first},
      {"shard", {{"index", part.shard.index}, {"count", part.shard.count}}},
      {"range", {{"first", range.first}, {"seeds", range.count}}},
      {"keeps",
       {{"stage_failures", part.keeps.stage_failures}, {"seed_rows", part.keeps.seed_rows}}},
      {"tally", tallyJson(part.tally)}};
  return json.dump() + "\n";
}

Result<SweepPart> parsePart(std::string_view text, const std::string& file) {
  ordered_json json;
  try {
    json = ordered_json::parse(text);
  } catch (const nlohmann::json::parse_error& error) {
    const auto [line, column] = lineAndColumn(text, error.byte == 0 ? 0 : error.byte - 1);
    return InputError{file, line, column, "not a sweep part: the JSON does not parse"};
  }
  try {
    if (!json.is_object() || json.value("format", "") != kFormat) {
      return refusal(file, fmt::format("not a sweep part (no \"format\": \"{}\")", kFormat));
    }
    SweepPart part;
    Result<Options> options = parseOptions(json.at("options").get<std::string>());
    if (!options) return refusal(file, "its options: " + options.error().message);
    part.config.options = *options;
    part.config.seeds = json.at("seeds").get<int>();
    part.config.first = json.at("first").get<uint64_t>();
    part.shard = {json.at("shard").at("index").get<int>(), json.at("shard").at("count").get<int>()};
    part.keeps = {json.at("keeps").at("stage_failures").get<bool>(),
                  json.at("keeps").at("seed_rows").get<bool>()};
    part.tally = tallyOfJson(json.at("tally"));
    if (part.config.seeds < 1 || part.shard.count < 1 || part.shard.index < 0 ||
        part.shard.index >= part.shard.count) {
      return refusal(file, "not a sweep part: its seed count or shard is out of range");
    }
    return part;
  } catch (const std::exception& error) {
    return refusal(file, fmt::format("not a sweep part: a field is missing or wrong ({})",
                                     plainJsonProblem(error)));
  }
}

Result<SweepPart> readPart(const std::string& path) {
  Result<std::string> text = readFile(path);
  if (!text) return text.error();
  return parsePart(*text, path);
}

Result<SweepPart> mergeParts(std::vector<SweepPart> parts, const std::vector<std::string>& files) {
  if (parts.empty()) return refusal("", "no parts to merge");
  std::map<int, size_t> by_index;  // shard index -> part
  for (size_t i = 0; i < parts.size(); ++i) {
    const SweepPart& part = parts[i];
    if (!sameSweep(part, parts.front())) {
      return refusal(files[i], fmt::format("a part of another sweep: {}, but {} is {}",
                                           describe(part), files.front(), describe(parts.front())));
    }
    const auto [at, added] = by_index.emplace(part.shard.index, i);
    if (!added) {
      return refusal(files[i], fmt::format("shard {}/{} twice: {} is the same shard",
                                           part.shard.index, part.shard.count, files[at->second]));
    }
    const SeedRange range = shardRange(part.config, part.shard);
    if (part.tally.seeds != range.count) {
      return refusal(files[i],
                     fmt::format("shard {}/{} should hold {} ({}..), it holds {}", part.shard.index,
                                 part.shard.count, counted(range.count, "seed"), range.first,
                                 part.tally.seeds));
    }
  }
  const int count = parts.front().shard.count;
  std::string missing;
  int missed = 0;
  for (int k = 0; k < count; ++k) {
    if (by_index.contains(k)) continue;
    if (++missed <= kListedMissing)
      missing += fmt::format("{}{}/{}", missed > 1 ? ", " : "", k, count);
  }
  if (missed > kListedMissing) missing += fmt::format(" and {} more", missed - kListedMissing);
  if (missed > 0) return refusal("", "shards missing: " + missing);
  SweepPart whole{parts.front().config, {0, 1}, parts.front().keeps, {}};
  for (SweepPart& part : parts) mergeTally(whole.tally, std::move(part.tally));
  finishTally(whole.tally);
  return whole;
}

}  // namespace dungeon::sweeps
