// The ducts' sweep facts (SPEC section 5.7, --rising): per seed, what the duct stage laid on
// the kept try (flat and climbing ducts, each kind of end) and the ducts it laid and took off
// again, by the check or metric that refused them ("refused.M9").
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <iterator>

#include "generator/rising/ducts.h"

namespace dungeon::gen {
namespace {

using nlohmann::ordered_json;

constexpr std::string_view kRefused = "refused.";
// The counts every seed has, in the order the seed row and the HTML table give them.
constexpr const char* kCounts[] = {"flat", "climbing", "grate_ends", "door_ends", "secret_ends"};

// check or metric id -> ducts it refused, in id order.
std::map<std::string, int64_t> refusedBy(const FactCounts& counts) {
  std::map<std::string, int64_t> refused;
  for (const auto& [name, count] : counts) {
    if (name.starts_with(kRefused)) refused[name.substr(kRefused.size())] = count;
  }
  return refused;
}

ordered_json refusedJson(const FactCounts& counts) {
  ordered_json refused = ordered_json::object();
  for (const auto& [id, count] : refusedBy(counts)) refused[id] = count;
  return refused;
}

// "2 M9, 1 doors_along_way" (or with " by " between count and id), or "none".
std::string refusedWords(const FactCounts& counts, std::string_view between) {
  std::string words;
  for (const auto& [id, count] : refusedBy(counts)) {
    words += fmt::format("{}{}{}{}", words.empty() ? "" : ", ", count, between, id);
  }
  return words.empty() ? "none" : words;
}

std::optional<FactCounts> ductsOf(const Draft& kept) {
  const DuctsLaid& laid = kept.ducts;
  const int counts[] = {laid.flat, laid.climbing, laid.grate_ends, laid.door_ends,
                        laid.secret_ends};
  static_assert(std::size(counts) == std::size(kCounts));
  FactCounts facts;
  for (size_t i = 0; i < std::size(kCounts); ++i) facts[kCounts[i]] = counts[i];
  for (const std::string& id : laid.refused) ++facts[std::string(kRefused) + id];
  return facts;
}

ordered_json seedJson(const FactCounts& d) {
  ordered_json json = ordered_json::object();
  for (const char* name : kCounts) json[name] = factOf(d, name);
  json["refused"] = refusedJson(d);
  return json;
}

FactCounts seedOfJson(const ordered_json& json) {
  FactCounts d;
  for (const char* name : kCounts) d[name] = json.at(name).get<int64_t>();
  for (const auto& [id, count] : json.at("refused").items())
    d[std::string(kRefused) + id] = count.get<int64_t>();
  return d;
}

constexpr FactsReading kReadings[] = {{"ducts.flat", "ducts.flat per dungeon"},
                                      {"ducts.climbing", "ducts.climbing per dungeon"}};

std::vector<std::pair<std::string, int64_t>> readingValues(const FactCounts& d) {
  return {{"ducts.flat", factOf(d, "flat")}, {"ducts.climbing", factOf(d, "climbing")}};
}

std::vector<FactsMix> mixes(const FactsTotal& t) {
  return {{"ducts.ends",
           "duct ends by kind",
           {{"door", factOf(t.sums, "door_ends")},
            {"grate", factOf(t.sums, "grate_ends")},
            {"secret", factOf(t.sums, "secret_ends")}}}};
}

std::string text(const FactsTotal& t) {
  return fmt::format(
      "ducts (--rising): {} flat, {} climbing; ends: {} grate, {} door, {} secret; refused: {}\n",
      factOf(t.sums, "flat"), factOf(t.sums, "climbing"), factOf(t.sums, "grate_ends"),
      factOf(t.sums, "door_ends"), factOf(t.sums, "secret_ends"), refusedWords(t.sums, " "));
}

ordered_json reportJson(const FactsTotal& t) {
  return {{"flat", factOf(t.sums, "flat")},
          {"climbing", factOf(t.sums, "climbing")},
          {"ends",
           {{"grate", factOf(t.sums, "grate_ends")},
            {"door", factOf(t.sums, "door_ends")},
            {"secret", factOf(t.sums, "secret_ends")}}},
          {"refused", refusedJson(t.sums)}};
}

FactsSection html(const FactsTotal& t) {
  FactsSection section;
  section.anchor = "ducts";
  section.heading = "Ducts (--rising)";
  section.columns = {"flat", "climbing", "grate ends", "door ends", "secret ends"};
  for (const char* name : kCounts) section.cells.push_back(fmt::format("{}", factOf(t.sums, name)));
  section.note = fmt::format("Ducts laid and taken off again: {}.", refusedWords(t.sums, " by "));
  return section;
}

}  // namespace

constinit const SweepFacts kDuctFacts = {
    .key = "ducts",
    .place = SeedRowPlace::kBeforeAsked,
    .of = ductsOf,
    .seed_json = seedJson,
    .seed_of_json = seedOfJson,
    .readings = kReadings,
    .reading_values = readingValues,
    .mixes = mixes,
    .text = text,
    .report_json = reportJson,
    .html = html,
};

}  // namespace dungeon::gen
