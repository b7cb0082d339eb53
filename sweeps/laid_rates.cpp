// The laid-rate bands: the table's reader and the test of a sweep's rate (see laid_rates.h).
#include "sweeps/laid_rates.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "checks/metrics.h"
#include "util/decimal.h"
#include "util/text.h"

namespace dungeon::sweeps {

extern const std::string_view kLaidRatesText;

namespace {

InputError errorAt(std::string_view file, int line, int column, std::string message) {
  return InputError{std::string(file), line, column, std::move(message)};
}

std::string askedIds() {
  std::string ids;
  for (gen::Asked asked : gen::kAllAsked) {
    ids += fmt::format("{}{}", ids.empty() ? "" : ", ", gen::idOf(asked));
  }
  return ids;
}

// One row: ASKED FLOORS SIZE MINE LO HI.
Result<LaidRateBand> parseRow(const std::vector<Word>& w, std::string_view file, int line) {
  if (w.size() != 6) {
    return errorAt(file, line, w.front().column,
                   fmt::format("expected 'ASKED FLOORS SIZE MINE LO HI', got {} words", w.size()));
  }
  LaidRateBand band;
  band.line = line;
  const std::optional<gen::Asked> asked = gen::askedOfId(w[0].text);
  if (!asked) {
    return errorAt(file, line, w[0].column,
                   fmt::format("unknown thing asked '{}' (known: {})", w[0].text, askedIds()));
  }
  band.asked = *asked;
  const std::optional<int> floors = parseInt(w[1].text);
  if (!floors || *floors < 1 || *floors > kLaidRateFloorClasses) {
    return errorAt(file, line, w[1].column,
                   fmt::format("floors must be 1 to {0} ({0}: {0} or more), not '{1}'",
                               kLaidRateFloorClasses, w[1].text));
  }
  band.floors = *floors;
  const std::optional<checks::SizeClass> size = checks::sizeClassNamed(w[2].text);
  if (!size) {
    return errorAt(
        file, line, w[2].column,
        fmt::format("unknown size class '{}' (known: small, standard, large, huge)", w[2].text));
  }
  band.size_class = *size;
  if (w[3].text != "mine" && w[3].text != "plain") {
    return errorAt(file, line, w[3].column,
                   fmt::format("expected 'mine' or 'plain', not '{}'", w[3].text));
  }
  band.mine = w[3].text == "mine";
  const auto lo = parseThousandths(w[4].text);
  const auto hi = parseThousandths(w[5].text);
  if (!lo || *lo > 1000) {
    return errorAt(file, line, w[4].column, fmt::format("bad rate '{}' (0 to 1)", w[4].text));
  }
  if (!hi || *hi > 1000) {
    return errorAt(file, line, w[5].column, fmt::format("bad rate '{}' (0 to 1)", w[5].text));
  }
  if (*lo > *hi)
    return errorAt(file, line, w[4].column, "the band's low end is above its high end");
  band.lo = *lo;
  band.hi = *hi;
  return band;
}

bool sameKey(const LaidRateBand& a, const LaidRateBand& b) {
  return a.asked == b.asked && a.floors == b.floors && a.size_class == b.size_class &&
         a.mine == b.mine;
}

// True when `deviation` (thousandths of one thing, summed over the things asked) lies beyond
// one thing plus kLaidRateZMilli standard errors of a count of `asked` at rate `rate_milli`.
bool beyond(int64_t deviation, int64_t asked, int64_t rate_milli) {
  const int64_t excess = deviation - 1000;  // one thing's leeway: the count is whole
  if (excess <= 0) return false;
  const int64_t sigma = isqrt(rate_milli * (1000 - rate_milli) * asked);  // thousandths
  return excess * 1000 > kLaidRateZMilli * sigma;
}

}  // namespace

std::string laidRateBandText(const LaidRateBand& band) {
  return fmt::format("[{}, {}]", checks::formatMilli(band.lo), checks::formatMilli(band.hi));
}

int laidRateFloors(int floors) {
  return std::clamp(floors, 1, kLaidRateFloorClasses);
}

Result<LaidRateTable> LaidRateTable::parse(std::string_view text, std::string_view file) {
  LaidRateTable table;
  for (const auto& [line_number, line, words] : tableLines(text, " \t")) {
    Result<LaidRateBand> band = parseRow(words, file, line_number);
    if (!band) return band.error();
    for (const LaidRateBand& existing : table.rows_) {
      if (sameKey(existing, *band)) {
        return errorAt(file, line_number, 1,
                       fmt::format("{} already has a band for these floors, size and mine on "
                                   "line {}",
                                   gen::idOf(band->asked), existing.line));
      }
    }
    table.rows_.push_back(*band);
  }
  return table;
}

const LaidRateBand* LaidRateTable::find(gen::Asked asked, const Options& options) const {
  const LaidRateBand key{asked,
                         laidRateFloors(options.floors),
                         checks::sizeClassOf(options.width, options.height),
                         options.mine.has_value(),
                         0,
                         0,
                         0};
  for (const LaidRateBand& band : rows_) {
    if (sameKey(band, key)) return &band;
  }
  return nullptr;
}

const LaidRateTable& standardLaidRates() {
  static const LaidRateTable kTable = [] {
    Result<LaidRateTable> parsed = LaidRateTable::parse(kLaidRatesText, "sweeps/laid_rates.txt");
    return parsed ? *parsed : LaidRateTable{};
  }();
  return kTable;
}

int64_t isqrt(int64_t n) {
  int64_t lo = 0;
  int64_t hi = std::min<int64_t>(n, 3037000499);  // the square of the next one overflows
  while (lo < hi) {
    const int64_t mid = lo + (hi - lo + 1) / 2;
    if (mid <= n / mid) {
      lo = mid;
    } else {
      hi = mid - 1;
    }
  }
  return lo;
}

std::string laidRateLines(const std::vector<LaidRateVerdict>& verdicts) {
  if (verdicts.empty()) return "";
  std::string out = "laid as asked, against the laid-rate bands:\n";
  for (const LaidRateVerdict& v : verdicts) {
    const int64_t rate = roundedRatio(v.laid, v.asked_count, 1000);
    std::string band = "no band";
    if (v.band) {
      band = fmt::format("band {}  {}", laidRateBandText(*v.band), v.within ? "ok" : "OUTSIDE");
    }
    out += fmt::format("  {:<16} {:>6} of {:<6} ({})  {}\n", gen::idOf(v.asked), v.laid,
                       v.asked_count, checks::formatMilli(rate), band);
  }
  return out;
}

int64_t laidRatesOutside(const std::vector<LaidRateVerdict>& verdicts) {
  return std::count_if(verdicts.begin(), verdicts.end(),
                       [](const LaidRateVerdict& v) { return !v.within; });
}

nlohmann::ordered_json laidRatesJson(const std::vector<LaidRateVerdict>& verdicts) {
  nlohmann::ordered_json json = nlohmann::ordered_json::array();
  for (const LaidRateVerdict& v : verdicts) {
    json.push_back({{"asked", gen::idOf(v.asked)},
                    {"count", v.asked_count},
                    {"laid", v.laid},
                    {"lo", v.band ? nlohmann::ordered_json(v.band->lo) : nullptr},
                    {"hi", v.band ? nlohmann::ordered_json(v.band->hi) : nullptr},
                    {"within", v.within}});
  }
  return json;
}

bool laidRateWithin(int64_t laid, int64_t asked, int64_t lo, int64_t hi) {
  if (asked <= 0) return true;
  const int64_t rate = laid * 1000;  // thousandths of one thing, summed
  return !beyond(lo * asked - rate, asked, lo) && !beyond(rate - hi * asked, asked, hi);
}

}  // namespace dungeon::sweeps
