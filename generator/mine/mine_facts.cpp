// The mine's sweep facts (--mine, SPEC section 5.8): per seed, what the mine stage dug on the
// kept try (its floor, the diggers, the squares the walk opened, the squares of the floor);
// over the sweep, the open fraction and the diggers per mine, fewest and most.
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "checks/metrics.h"
#include "generator/mine/mine.h"
#include "util/counted.h"
#include "util/decimal.h"

namespace dungeon::gen {
namespace {

using nlohmann::ordered_json;

constexpr const char* kNames[] = {"floor", "diggers", "open", "squares"};

std::optional<FactCounts> mineOf(const Draft& kept) {
  const MineLaid& laid = kept.mine;
  if (laid.floor < 0) return std::nullopt;
  return FactCounts{{"floor", laid.floor},
                    {"diggers", laid.diggers},
                    {"open", laid.open},
                    {"squares", laid.squares}};
}

ordered_json seedJson(const FactCounts& m) {
  ordered_json json = ordered_json::object();
  for (const char* name : kNames) json[name] = factOf(m, name);
  return json;
}

FactCounts seedOfJson(const ordered_json& json) {
  FactCounts m;
  for (const char* name : kNames) m[name] = json.at(name).get<int64_t>();
  return m;
}

constexpr FactsReading kReadings[] = {{"mine.diggers", "diggers per mine"},
                                      {"mine.open", "open share of the mine floor", true}};

// The diggers, and the thousandths of the floor the walk opened; none for a floor of no
// squares.
std::vector<std::pair<std::string, int64_t>> readingValues(const FactCounts& m) {
  const int64_t squares = factOf(m, "squares");
  if (squares <= 0) return {};
  return {{"mine.diggers", factOf(m, "diggers")},
          {"mine.open", roundedRatio(factOf(m, "open"), squares, 1000)}};
}

// The sums the reports print: kept mines, diggers (fewest and most), open and all squares.
struct MineTotal {
  int64_t mines = 0;
  int64_t diggers = 0;
  int64_t open = 0;
  int64_t squares = 0;
  int64_t fewest_diggers = 0;  // 0 while there is no mine
  int64_t most_diggers = 0;
  int64_t openThousandths() const { return roundedRatio(open, squares, 1000); }
  int64_t diggersPerMineHundredths() const { return roundedRatio(diggers, mines, 100); }
};

// The fewest and most diggers come from the per-dungeon readings, which a mine of no squares
// would not give; every mine the stage digs has its floor's squares.
MineTotal mineTotal(const FactsTotal& t) {
  MineTotal m{t.seeds, factOf(t.sums, "diggers"), factOf(t.sums, "open"),
              factOf(t.sums, "squares")};
  const auto diggers = t.per_dungeon.find("mine.diggers");
  if (diggers != t.per_dungeon.end() && !diggers->second.empty()) {
    m.fewest_diggers = diggers->second.begin()->first;
    m.most_diggers = diggers->second.rbegin()->first;
  }
  return m;
}

std::string text(const FactsTotal& total) {
  const MineTotal m = mineTotal(total);
  return fmt::format(
      "mine (--mine): {}; open fraction {} ({} of {} squares); diggers {}..{}, {} per mine\n",
      counted(m.mines, "kept mine"), checks::formatMilli(m.openThousandths()), m.open, m.squares,
      m.fewest_diggers, m.most_diggers, formatHundredths(m.diggersPerMineHundredths()));
}

ordered_json reportJson(const FactsTotal& total) {
  const MineTotal m = mineTotal(total);
  return {{"mines", m.mines},
          {"open_squares", m.open},
          {"squares", m.squares},
          {"open_fraction_thousandths", m.openThousandths()},
          {"diggers", m.diggers},
          {"fewest_diggers", m.fewest_diggers},
          {"most_diggers", m.most_diggers}};
}

FactsSection html(const FactsTotal& total) {
  const MineTotal m = mineTotal(total);
  FactsSection section;
  section.anchor = "mine";
  section.heading = "Mine (--mine)";
  section.columns = {"kept mines", "open fraction", "open squares", "diggers", "diggers per mine"};
  section.cells = {fmt::format("{}", m.mines), checks::formatMilli(m.openThousandths()),
                   fmt::format("{} of {}", m.open, m.squares),
                   fmt::format("{}..{}", m.fewest_diggers, m.most_diggers),
                   formatHundredths(m.diggersPerMineHundredths())};
  return section;
}

}  // namespace

std::optional<int> keptMineFloor(const SeedFacts& facts) {
  const auto mine = facts.find(std::string(kMineFacts.key));
  if (mine == facts.end()) return std::nullopt;
  const auto floor = mine->second.find("floor");
  if (floor == mine->second.end()) return std::nullopt;
  return static_cast<int>(floor->second);
}

constinit const SweepFacts kMineFacts = {
    .key = "mine",
    .place = SeedRowPlace::kLast,
    .of = mineOf,
    .seed_json = seedJson,
    .seed_of_json = seedOfJson,
    .readings = kReadings,
    .reading_values = readingValues,
    .mixes = [](const FactsTotal&) { return std::vector<FactsMix>{}; },
    .text = text,
    .report_json = reportJson,
    .html = html,
};

}  // namespace dungeon::gen
