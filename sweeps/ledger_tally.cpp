// Counts the ledger's points and vetoes over seeds, merges, writes and reads them, and reads
// them against the domain.
#include "sweeps/ledger_tally.h"
#include "util/decimal.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <tuple>

namespace dungeon::sweeps {

using nlohmann::ordered_json;

namespace {

// Adds `seeds` seeds, the first of them `first_seed`, to a point's count.
void addSeeds(PointTally& count, int64_t seeds, uint64_t first_seed) {
  count.first_seed = count.seeds == 0 ? first_seed : std::min(count.first_seed, first_seed);
  count.seeds += seeds;
}

}  // namespace

void addLedger(LedgerTally& tally, uint64_t seed, const gen::SeedLedger& ledger) {
  for (std::string_view point : ledger.points) {
    PointTally*& entry = tally.index[point.data()];
    if (entry == nullptr) entry = &tally.points[std::string(point)];
    addSeeds(*entry, 1, seed);
  }
  for (const auto& [veto, times] : ledger.vetoes) tally.vetoes[veto] += times;
}

void mergeLedger(LedgerTally& into, const LedgerTally& other) {
  for (const auto& [point, count] : other.points) {
    addSeeds(into.points[point], count.seeds, count.first_seed);
  }
  for (const auto& [veto, times] : other.vetoes) into.vetoes[veto] += times;
}

ordered_json ledgerJson(const LedgerTally& tally) {
  ordered_json points = ordered_json::object();
  for (const auto& [point, count] : tally.points) points[point] = {count.seeds, count.first_seed};
  ordered_json vetoes = ordered_json::array();
  for (const auto& [veto, times] : tally.vetoes) vetoes.push_back({veto.stage, veto.reason, times});
  return {{"points", std::move(points)}, {"vetoes", std::move(vetoes)}};
}

LedgerTally ledgerOfJson(const ordered_json& json) {
  LedgerTally tally;
  for (const auto& [point, count] : json.at("points").items()) {
    tally.points[point] = {count.at(0).get<int64_t>(), count.at(1).get<uint64_t>()};
  }
  for (const auto& row : json.at("vetoes")) {
    tally.vetoes[{row.at(0).get<std::string>(), row.at(1).get<std::string>()}] =
        row.at(2).get<int64_t>();
  }
  return tally;
}

std::vector<std::string> domainOf(const LedgerTally& tally, const Options& options) {
  std::vector<std::string> domain = gen::ledgerDomain(options);
  for (const auto& entry : tally.points) {
    for (std::string& point : gen::askedPoints(entry.first)) domain.push_back(std::move(point));
  }
  std::sort(domain.begin(), domain.end());
  domain.erase(std::unique(domain.begin(), domain.end()), domain.end());
  return domain;
}

LedgerSummary summarizeLedger(const LedgerTally& tally, int64_t seeds, const Options& options) {
  LedgerSummary summary;
  const std::vector<std::string> domain = domainOf(tally, options);
  summary.domain = static_cast<int64_t>(domain.size());
  for (const std::string& point : domain) {
    if (tally.points.contains(point)) {
      ++summary.hit;
    } else {
      summary.never.push_back(point);
    }
  }
  for (const auto& [point, count] : tally.points) {
    summary.points.emplace_back(point, count);
    if (count.seeds * 100 < seeds) summary.rare.emplace_back(point, count);
  }
  int64_t all = 0;
  for (const auto& entry : tally.vetoes) all += entry.second;
  for (const auto& [veto, times] : tally.vetoes) {
    summary.vetoes.push_back({veto, times, roundedRatio(times, all, 1000)});
  }
  std::sort(summary.vetoes.begin(), summary.vetoes.end(), [](const VetoLine& a, const VetoLine& b) {
    return std::tie(b.count, a.veto) < std::tie(a.count, b.veto);
  });
  return summary;
}

}  // namespace dungeon::sweeps
