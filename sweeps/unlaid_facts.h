// What the options asked and the generator did not lay, counted over a sweep (SPEC 5.5: the
// sweep counts the seeds per reason). One seed's facts are its kept dungeon's notices
// (gen::Generation::notices) as distinct (what, why) pairs; the tally is the seeds per pair
// (order-free, so shards merge into the same sum); with its part-file JSON, the report's lines
// and its JSON. Integers only.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "generator/core/notice.h"

namespace dungeon::sweeps {

// What was asked and why it was not laid, in words (gen::describe, gen::reasonText).
using Unlaid = std::pair<std::string, std::string>;

// Things asked and laid, by kind (gen::kAllAsked order), summed over seeds.
struct AskedLaidTotals {
  std::array<int64_t, gen::kAskedKinds> asked{};
  std::array<int64_t, gen::kAskedKinds> laid{};
  bool operator==(const AskedLaidTotals&) const = default;
};
void addAskedLaid(AskedLaidTotals& totals, const gen::AskedLaid& seed);
void mergeAskedLaid(AskedLaidTotals& into, const AskedLaidTotals& other);
// [[asked...], [laid...]] and back (throws nlohmann's errors on a bad value).
nlohmann::ordered_json askedLaidJson(const AskedLaidTotals& totals);
AskedLaidTotals askedLaidOfJson(const nlohmann::ordered_json& json);

// The distinct (what, why) of a kept dungeon's notices, in order.
std::vector<Unlaid> unlaidOf(const std::vector<gen::Notice>& notices);

// (what, why) -> seeds with at least one such notice.
using UnlaidTally = std::map<Unlaid, int64_t>;

void addUnlaid(UnlaidTally& tally, const std::vector<Unlaid>& seed);
void mergeUnlaid(UnlaidTally& into, const UnlaidTally& other);

// [[what, why, seeds], ...], and back (throws nlohmann's errors on a bad value, as the part
// reader expects).
nlohmann::ordered_json unlaidJson(const UnlaidTally& tally);
UnlaidTally unlaidOfJson(const nlohmann::ordered_json& json);

// The report's section: "asked and not laid, seeds per reason:" then a line per reason,
// "      12  a flat duct: every candidate tried broke a hard check or a band: M9", most seeds
// first; "" when nothing was left out.
std::string unlaidLines(const UnlaidTally& tally);
// The JSON report's "unlaid" array: {"what", "why", "seeds"} per reason, most seeds first.
nlohmann::ordered_json unlaidReportJson(const UnlaidTally& tally);
// The reasons, most seeds first (ties by what, then why).
std::vector<std::pair<Unlaid, int64_t>> unlaidBySeeds(const UnlaidTally& tally);

}  // namespace dungeon::sweeps
