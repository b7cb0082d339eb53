// The rates file (rates_file.h): the row per rate, the writer and the reader with its checks.
#include "generator/core/rates_file.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "util/text.h"

namespace dungeon::gen {
namespace {

// A row whose name is the member's own, so the file and rates.h cannot name a rate two ways.
#define DUNGEON_RATE(member, lo, hi)                            \
  RateField {                                                   \
#member, [](Rates & r) -> int& { return r.member; }, lo, hi \
  }

constexpr int kPerMille = 1000;
// Lever ids are floor * stride + 1 for floors 0..7, within the sheet's lever field (1..99).
constexpr int kMaxLeverStride = 14;

// The rates before the monster weights, in the order of rates.h.
constexpr std::array kFieldsBeforeWeights = {
    RateField{"topology_weight.two_paths", [](Rates& r) -> int& { return r.topologies[0].weight; },
              0, kPerMille},
    RateField{"topology_weight.lock_on_other_arc",
              [](Rates& r) -> int& { return r.topologies[1].weight; }, 0, kPerMille},
    RateField{"topology_weight.flooded_loop",
              [](Rates& r) -> int& { return r.topologies[2].weight; }, 0, kPerMille},
    RateField{"topology_weight.hub_code", [](Rates& r) -> int& { return r.topologies[3].weight; },
              0, kPerMille},
    DUNGEON_RATE(min_ring_nodes, 4, 16),
    DUNGEON_RATE(min_ring_for_goal_shift, 4, 32),
    DUNGEON_RATE(arc_side_per_mille, 0, kPerMille),
    DUNGEON_RATE(min_code, 1000, 9999),
    DUNGEON_RATE(max_code, 1000, 9999),
    DUNGEON_RATE(min_code_parts, 2, 4),
    DUNGEON_RATE(max_code_parts, 2, 4),
    DUNGEON_RATE(lever_id_stride, 1, kMaxLeverStride),
    DUNGEON_RATE(lever_gate_per_mille, 0, kPerMille),
    DUNGEON_RATE(junction_per_mille, 0, kPerMille),
    DUNGEON_RATE(min_cell_side, 8, 20),
    DUNGEON_RATE(min_room_side, 3, 7),
    DUNGEON_RATE(filler_join_per_mille, 0, kPerMille),
    DUNGEON_RATE(filler_junction_per_mille, 0, kPerMille),
    DUNGEON_RATE(narrow_ring_edge_per_mille, 0, kPerMille),
    DUNGEON_RATE(narrow_filler_edge_per_mille, 0, kPerMille),
    DUNGEON_RATE(round_room_per_mille, 0, kPerMille),
    DUNGEON_RATE(corridor_attempts, 1, 100),
    DUNGEON_RATE(door_per_mille, 0, kPerMille),
    DUNGEON_RATE(min_loot, 1, 9999),
    DUNGEON_RATE(max_loot, 1, 9999),
    DUNGEON_RATE(max_extra_secrets, 0, 8),
    DUNGEON_RATE(crawl_secret_per_mille, 0, kPerMille),
    DUNGEON_RATE(min_monsters, 0, 10),
    DUNGEON_RATE(max_monsters, 0, 10),
    DUNGEON_RATE(rooms_per_monster_group, 1, 100),
};

// The rates after them.
constexpr std::array kFieldsAfterWeights = {
    DUNGEON_RATE(straight_stacked_spiral_per_mille, 0, kPerMille),
    DUNGEON_RATE(flat_duct_per_mille, 0, kPerMille),
    DUNGEON_RATE(climbing_duct_per_mille, 0, kPerMille),
    DUNGEON_RATE(grate_end_per_mille, 0, kPerMille),
    DUNGEON_RATE(door_end_per_mille, 0, kPerMille),
    DUNGEON_RATE(secret_end_per_mille, 0, kPerMille),
    DUNGEON_RATE(flat_duct_attempts, 1, 20),
    DUNGEON_RATE(climbing_duct_attempts, 1, 20),
    DUNGEON_RATE(mine_squares_per_monster_group, 50, 100000),
    DUNGEON_RATE(min_mine_loot, 0, 20),
    DUNGEON_RATE(max_mine_loot, 0, 20),
};

#undef DUNGEON_RATE

// "monster_weight.NAME" for the body table's monster row I, as characters that last the program.
constexpr std::string_view kWeightPrefix = "monster_weight.";
template <size_t I>
constexpr auto kWeightName = [] {
  constexpr std::string_view body = monsterBodyRows()[I].name;
  std::array<char, kWeightPrefix.size() + body.size()> name{};
  std::copy(kWeightPrefix.begin(), kWeightPrefix.end(), name.begin());
  std::copy(body.begin(), body.end(), name.begin() + kWeightPrefix.size());
  return name;
}();

template <size_t I>
int& monsterWeight(Rates& r) {
  return r.monster_weights[I];
}

// A row per monster body, in the body table's order.
template <size_t... I>
constexpr std::array<RateField, sizeof...(I)> weightFields(std::index_sequence<I...>) {
  return {RateField{std::string_view(kWeightName<I>.data(), kWeightName<I>.size()),
                    &monsterWeight<I>, 0, kPerMille}...};
}

// Every rate, in the order of rates.h.
constexpr auto kFields = [] {
  constexpr auto weights = weightFields(std::make_index_sequence<kMonsterBodyCount>());
  std::array<RateField, kFieldsBeforeWeights.size() + weights.size() + kFieldsAfterWeights.size()>
      all{};
  auto at = std::copy(kFieldsBeforeWeights.begin(), kFieldsBeforeWeights.end(), all.begin());
  at = std::copy(weights.begin(), weights.end(), at);
  std::copy(kFieldsAfterWeights.begin(), kFieldsAfterWeights.end(), at);
  return all;
}();

// Why the table breaks an invariant between its rates, or "".
std::string invariantProblem(const Rates& r) {
  const std::array<std::pair<const char*, std::pair<int, int>>, 5> ranges = {{
      {"code", {r.min_code, r.max_code}},
      {"code_parts", {r.min_code_parts, r.max_code_parts}},
      {"loot", {r.min_loot, r.max_loot}},
      {"monsters", {r.min_monsters, r.max_monsters}},
      {"mine_loot", {r.min_mine_loot, r.max_mine_loot}},
  }};
  for (const auto& [name, range] : ranges) {
    if (range.first > range.second) {
      return fmt::format("min_{0} {1} is more than max_{0} {2}", name, range.first, range.second);
    }
  }
  if (r.grate_end_per_mille + r.door_end_per_mille + r.secret_end_per_mille != kPerMille) {
    return fmt::format("the duct ends' shares (grate, door, secret) add up to {}, not 1000",
                       r.grate_end_per_mille + r.door_end_per_mille + r.secret_end_per_mille);
  }
  if (std::all_of(r.topologies.begin(), r.topologies.end(),
                  [](const TopologyWeight& t) { return t.weight == 0; })) {
    return "every topology_weight is 0: a floor would have no topology to draw";
  }
  if (std::all_of(r.monster_weights.begin(), r.monster_weights.end(),
                  [](int weight) { return weight == 0; })) {
    return "every monster_weight is 0: a monster would have no body to draw";
  }
  if (r.min_room_side > r.min_cell_side - 3) {
    return fmt::format("min_room_side {} leaves no room in a cell of min_cell_side {} (at most {})",
                       r.min_room_side, r.min_cell_side, r.min_cell_side - 3);
  }
  return "";
}

const RateField* fieldNamed(std::string_view name) {
  const auto found = std::find_if(kFields.begin(), kFields.end(),
                                  [&](const RateField& f) { return f.name == name; });
  return found == kFields.end() ? nullptr : &*found;
}

}  // namespace

std::span<const RateField> rateFields() {
  return kFields;
}

std::string ratesText(const Rates& rates) {
  std::string out =
      "# The generator's rates (docs/rates.md): NAME VALUE a line; a rate left out keeps its\n"
      "# built-in value. Give the file to generate, sweep, matrix or render with --rates FILE.\n";
  for (const RateField& field : kFields) {
    out += fmt::format("{} {}\n", field.name, field.valueIn(rates));
  }
  return out;
}

Result<Rates> readRates(std::string_view text, std::string_view file) {
  Rates rates = kRates;
  std::vector<std::string_view> named;
  int last_line = 0;
  for (const TableLine& line : tableLines(text, " \t\r")) {
    const int line_number = line.number;
    const std::vector<Word>& words = line.words;
    const auto refuse = [&](int column, std::string message) {
      return InputError{std::string(file), line_number, column, std::move(message)};
    };
    const RateField* field = fieldNamed(words[0].text);
    if (field == nullptr) {
      return refuse(words[0].column,
                    fmt::format("unknown rate '{}' (`dungeon rates` lists them)", words[0].text));
    }
    if (std::find(named.begin(), named.end(), field->name) != named.end()) {
      return refuse(words[0].column, fmt::format("{} is given twice", field->name));
    }
    if (words.size() < 2)
      return refuse(words[0].column, fmt::format("{} has no value", field->name));
    if (words.size() > 2) {
      return refuse(words[2].column,
                    fmt::format("unexpected '{}' after {}'s value", words[2].text, field->name));
    }
    const std::optional<int> value = parseInt(words[1].text);
    if (!value || *value < field->min || *value > field->max) {
      return refuse(words[1].column,
                    fmt::format("{} must be a whole number in {}..{}, not '{}'", field->name,
                                field->min, field->max, words[1].text));
    }
    field->in(rates) = *value;
    named.push_back(field->name);
    last_line = line_number;
  }
  if (std::string why = invariantProblem(rates); !why.empty()) {
    return InputError{std::string(file), last_line, last_line > 0 ? 1 : 0, why};
  }
  return rates;
}

}  // namespace dungeon::gen
