// What was asked and not laid, counted over a sweep (see unlaid_facts.h).
#include "sweeps/unlaid_facts.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace dungeon::sweeps {

void addAskedLaid(AskedLaidTotals& totals, const gen::AskedLaid& seed) {
  for (size_t k = 0; k < totals.asked.size(); ++k) {
    totals.asked[k] += seed.asked[k];
    totals.laid[k] += seed.laid[k];
  }
}

void mergeAskedLaid(AskedLaidTotals& into, const AskedLaidTotals& other) {
  for (size_t k = 0; k < into.asked.size(); ++k) {
    into.asked[k] += other.asked[k];
    into.laid[k] += other.laid[k];
  }
}

nlohmann::ordered_json askedLaidJson(const AskedLaidTotals& totals) {
  return {totals.asked, totals.laid};
}

AskedLaidTotals askedLaidOfJson(const nlohmann::ordered_json& json) {
  AskedLaidTotals totals;
  totals.asked = json.at(0).get<std::array<int64_t, gen::kAskedKinds>>();
  totals.laid = json.at(1).get<std::array<int64_t, gen::kAskedKinds>>();
  return totals;
}

std::vector<Unlaid> unlaidOf(const std::vector<gen::Notice>& notices) {
  std::vector<Unlaid> unlaid;
  for (const gen::Notice& notice : notices) {
    Unlaid pair{std::string(gen::describe(notice.asked)), gen::reasonText(notice)};
    if (std::find(unlaid.begin(), unlaid.end(), pair) == unlaid.end()) {
      unlaid.push_back(std::move(pair));
    }
  }
  return unlaid;
}

void addUnlaid(UnlaidTally& tally, const std::vector<Unlaid>& seed) {
  for (const Unlaid& pair : seed) ++tally[pair];
}

void mergeUnlaid(UnlaidTally& into, const UnlaidTally& other) {
  for (const auto& [pair, seeds] : other) into[pair] += seeds;
}

nlohmann::ordered_json unlaidJson(const UnlaidTally& tally) {
  nlohmann::ordered_json json = nlohmann::ordered_json::array();
  for (const auto& [pair, seeds] : tally) json.push_back({pair.first, pair.second, seeds});
  return json;
}

UnlaidTally unlaidOfJson(const nlohmann::ordered_json& json) {
  UnlaidTally tally;
  for (const nlohmann::ordered_json& row : json) {
    tally[{row.at(0).get<std::string>(), row.at(1).get<std::string>()}] += row.at(2).get<int64_t>();
  }
  return tally;
}

std::vector<std::pair<Unlaid, int64_t>> unlaidBySeeds(const UnlaidTally& tally) {
  std::vector<std::pair<Unlaid, int64_t>> rows(tally.begin(), tally.end());
  std::stable_sort(rows.begin(), rows.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  return rows;
}

std::string unlaidLines(const UnlaidTally& tally) {
  if (tally.empty()) return "";
  std::string out = "asked and not laid, seeds per reason:\n";
  for (const auto& [pair, seeds] : unlaidBySeeds(tally)) {
    out += fmt::format("  {:>6}  {}: {}\n", seeds, pair.first, pair.second);
  }
  return out;
}

nlohmann::ordered_json unlaidReportJson(const UnlaidTally& tally) {
  nlohmann::ordered_json json = nlohmann::ordered_json::array();
  for (const auto& [pair, seeds] : unlaidBySeeds(tally)) {
    json.push_back({{"what", pair.first}, {"why", pair.second}, {"seeds", seeds}});
  }
  return json;
}

}  // namespace dungeon::sweeps
