#include "sweeps/mine_facts.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "checks/metrics.h"
#include "sweeps/summary.h"
#include "util/counted.h"

namespace dungeon::sweeps {

std::optional<MineFacts> mineFacts(const Options& options, const gen::MineLaid& laid) {
  if (!options.mine || laid.floor < 0) return std::nullopt;
  return MineFacts{laid.floor, laid.diggers, laid.open, laid.squares};
}

void addMine(MineTally& tally, const MineFacts& mine) {
  tally.fewest_diggers =
      tally.mines == 0 ? mine.diggers : std::min<int64_t>(tally.fewest_diggers, mine.diggers);
  tally.most_diggers = std::max<int64_t>(tally.most_diggers, mine.diggers);
  ++tally.mines;
  tally.diggers += mine.diggers;
  tally.open += mine.open;
  tally.squares += mine.squares;
}

void mergeMines(MineTally& into, const MineTally& other) {
  if (other.mines == 0) return;
  into.fewest_diggers =
      into.mines == 0 ? other.fewest_diggers : std::min(into.fewest_diggers, other.fewest_diggers);
  into.most_diggers = std::max(into.most_diggers, other.most_diggers);
  into.mines += other.mines;
  into.diggers += other.diggers;
  into.open += other.open;
  into.squares += other.squares;
}

nlohmann::ordered_json mineJson(const MineTally& t) {
  return {t.mines, t.diggers, t.open, t.squares, t.fewest_diggers, t.most_diggers};
}

MineTally mineOfJson(const nlohmann::ordered_json& json) {
  return {json.at(0).get<int64_t>(), json.at(1).get<int64_t>(), json.at(2).get<int64_t>(),
          json.at(3).get<int64_t>(), json.at(4).get<int64_t>(), json.at(5).get<int64_t>()};
}

namespace {

// Thousandths of part / whole, rounded half up; 0 when whole is 0.
int64_t thousandths(int64_t part, int64_t whole) {
  return whole == 0 ? 0 : (part * 1000 * 2 + whole) / (whole * 2);
}

int64_t hundredths(int64_t part, int64_t whole) {
  return whole == 0 ? 0 : (part * 100 * 2 + whole) / (whole * 2);
}

}  // namespace

int64_t openThousandths(const MineTally& t) {
  return thousandths(t.open, t.squares);
}

int64_t diggersPerMineHundredths(const MineTally& t) {
  return hundredths(t.diggers, t.mines);
}

std::string mineLine(const MineTally& t) {
  return fmt::format(
      "mine (--mine): {}; open fraction {} ({} of {} squares); diggers {}..{}, {} per "
      "mine\n",
      counted(t.mines, "kept mine"), checks::formatMilli(openThousandths(t)), t.open, t.squares,
      t.fewest_diggers, t.most_diggers, formatHundredths(diggersPerMineHundredths(t)));
}

nlohmann::ordered_json mineReportJson(const MineTally& t) {
  return {{"mines", t.mines},
          {"open_squares", t.open},
          {"squares", t.squares},
          {"open_fraction_thousandths", openThousandths(t)},
          {"diggers", t.diggers},
          {"fewest_diggers", t.fewest_diggers},
          {"most_diggers", t.most_diggers}};
}

}  // namespace dungeon::sweeps
