// Parsing and lookup of the band table (format: docs/bands.md).
#include "checks/bands.h"

#include <fmt/format.h>

#include <algorithm>

#include "checks/metrics.h"
#include "util/decimal.h"
#include "util/text.h"

namespace dungeon::checks {

extern const std::string_view kStandardBandsText;

namespace {

// A whole number of at least 1 (a floor count or a side); false leaves `out` alone.
bool parsePositive(std::string_view text, int& out) {
  const auto value = parseInt(text);
  if (!value || *value <= 0) return false;
  out = *value;
  return true;
}

// "standard" or "*" (any size).
bool parseSize(std::string_view text, Band& band) {
  if (text == "*") return true;
  band.size_class = sizeClassNamed(text);
  return band.size_class.has_value();
}

// Why a size word was refused; an exact size, as the table once had, is told its class.
std::string sizeError(std::string_view text) {
  std::string message = fmt::format("size must be a size class (");
  for (const SizeClassDef& def : sizeClasses()) {
    message += fmt::format("{}{}", def.size_class == SizeClass::kSmall ? "" : ", ", def.name);
  }
  message += fmt::format(") or '*', not '{}'", text);
  const size_t x = text.find('x');
  int width = 0;
  int height = 0;
  if (x != std::string_view::npos && parsePositive(text.substr(0, x), width) &&
      parsePositive(text.substr(x + 1), height)) {
    message +=
        fmt::format(" ({} is in class '{}')", text, sizeClassName(sizeClassOf(width, height)));
  }
  return message;
}

InputError errorAt(std::string_view file, int line, int column, std::string message) {
  return InputError{std::string(file), line, column, std::move(message)};
}

Result<Band> parseRow(const std::vector<Word>& w, std::string_view file, int line) {
  if (w.size() != 5 && w.size() != 6) {
    return errorAt(
        file, line, w.front().column,
        fmt::format("expected 'METRIC FLOORS SIZE LO HI [STYLE]', got {} words", w.size()));
  }
  Band band;
  band.line = line;
  if (findMetric(w[0].text) == nullptr) {
    return errorAt(file, line, w[0].column, fmt::format("unknown metric '{}'", w[0].text));
  }
  band.metric = std::string(findMetric(w[0].text)->id);
  if (!parsePositive(w[1].text, band.floors)) {
    return errorAt(file, line, w[1].column, fmt::format("bad floor count '{}'", w[1].text));
  }
  if (!parseSize(w[2].text, band)) {
    return errorAt(file, line, w[2].column, sizeError(w[2].text));
  }
  const auto lo = parseThousandths(w[3].text, Sign::kSigned);
  const auto hi = parseThousandths(w[4].text, Sign::kSigned);
  if (!lo) return errorAt(file, line, w[3].column, fmt::format("bad number '{}'", w[3].text));
  if (!hi) return errorAt(file, line, w[4].column, fmt::format("bad number '{}'", w[4].text));
  if (*lo > *hi) return errorAt(file, line, w[3].column, "band's low end is above its high end");
  band.lo = *lo;
  band.hi = *hi;
  if (w.size() == 6) {
    if (!isFloorStyle(w[5].text)) {
      return errorAt(file, line, w[5].column,
                     fmt::format("unknown floor style '{}' (known: rising, mine)", w[5].text));
    }
    band.style = std::string(w[5].text);
  }
  return band;
}

}  // namespace

Result<BandTable> BandTable::parse(std::string_view text, std::string_view file) {
  BandTable table;
  for (const auto& [line_number, line, words] : tableLines(text, " \t")) {
    auto band = parseRow(words, file, line_number);
    if (!band) return band.error();
    for (const Band& existing : table.rows_) {
      if (existing.metric == band->metric && existing.floors == band->floors &&
          existing.size_class == band->size_class && existing.style == band->style) {
        return errorAt(
            file, line_number, 1,
            fmt::format("{} already has a band for these floors, size and style on line {}",
                        band->metric, existing.line));
      }
    }
    table.rows_.push_back(*band);
  }
  table.index();
  return table;
}

int BandTable::servingFloorCount(int floors, std::optional<SizeClass> size_class,
                                 std::string_view style, bool exact_floors) const {
  int serving = 0;
  for (const Band& band : rows_) {
    if (band.size_class != size_class || band.style != style || band.floors > floors ||
        (exact_floors && band.floors != floors)) {
      continue;
    }
    serving = std::max(serving, band.floors);
  }
  return serving;
}

const Band* BandTable::scan(std::string_view metric, int floors, SizeClass size_class,
                            bool exact_floors, std::string_view style) const {
  auto row_of = [&](std::optional<SizeClass> row_class, std::string_view row_style) {
    const int serving = servingFloorCount(floors, row_class, row_style, exact_floors);
    for (const Band& band : rows_) {
      if (band.metric == metric && band.floors == serving && band.size_class == row_class &&
          band.style == row_style) {
        return &band;
      }
    }
    return static_cast<const Band*>(nullptr);
  };
  auto row_of_style = [&](std::string_view row_style) {
    const Band* of_class = row_of(size_class, row_style);
    return of_class != nullptr ? of_class : row_of(std::nullopt, row_style);
  };
  const Band* of_style = style.empty() ? nullptr : row_of_style(style);
  return of_style != nullptr ? of_style : row_of_style("");
}

void BandTable::index() {
  styles_ = {""};
  std::vector<std::string> metrics;
  // Each row by what it is for; a size class of -1 stands for the rows for any size.
  std::map<std::tuple<std::string, int, int, std::string>, size_t> row_at;
  for (size_t i = 0; i < rows_.size(); ++i) {
    const Band& band = rows_[i];
    if (std::find(styles_.begin(), styles_.end(), band.style) == styles_.end())
      styles_.push_back(band.style);
    if (std::find(metrics.begin(), metrics.end(), band.metric) == metrics.end())
      metrics.push_back(band.metric);
    const int size_class = band.size_class ? static_cast<int>(*band.size_class) : -1;
    row_at.emplace(std::tuple{band.metric, band.floors, size_class, band.style}, i);
  }
  // scan's rule over the rows found above, the serving floor count worked out once per case.
  std::map<std::tuple<int, std::string, int, bool>, int> serving;
  auto servingOf = [&](int size_class, const std::string& style, int floors, bool exact) {
    const auto key = std::tuple{size_class, style, floors, exact};
    auto found = serving.find(key);
    if (found != serving.end()) return found->second;
    const std::optional<SizeClass> row_class =
        size_class < 0 ? std::nullopt : std::optional(static_cast<SizeClass>(size_class));
    return serving.emplace(key, servingFloorCount(floors, row_class, style, exact)).first->second;
  };
  auto rowOf = [&](const std::string& metric, int floors, int size_class, const std::string& style,
                   bool exact) -> std::optional<size_t> {
    const int count = servingOf(size_class, style, floors, exact);
    const auto found = row_at.find(std::tuple{metric, count, size_class, style});
    return found == row_at.end() ? std::nullopt : std::optional(found->second);
  };
  index_.clear();
  for (const std::string& metric : metrics) {
    for (int floors = 1; floors <= kMaxFloors; ++floors) {
      for (int c = 0; c < kSizeClassCount; ++c) {
        for (bool exact : {false, true}) {
          for (const std::string& style : styles_) {
            std::optional<size_t> row = rowOf(metric, floors, c, style, exact);
            if (!row) row = rowOf(metric, floors, -1, style, exact);
            if (!row && !style.empty()) row = rowOf(metric, floors, c, "", exact);
            if (!row && !style.empty()) row = rowOf(metric, floors, -1, "", exact);
            if (row)
              index_.emplace(Key{metric, floors, static_cast<SizeClass>(c), exact, style}, *row);
          }
        }
      }
    }
  }
}

const Band* BandTable::find(std::string_view metric, int floors, int width, int height,
                            bool exact_floors, std::string_view style) const {
  const SizeClass size_class = sizeClassOf(width, height);
  if (floors < 1 || floors > kMaxFloors) {
    return scan(metric, floors, size_class, exact_floors, style);
  }
  // A style no row names is served by the rows for every style, as scan does.
  const bool named = std::find(styles_.begin(), styles_.end(), style) != styles_.end();
  const auto found = index_.find(
      Key{std::string(metric), floors, size_class, exact_floors, std::string(named ? style : "")});
  return found == index_.end() ? nullptr : &rows_[found->second];
}

bool isFloorStyle(std::string_view name) {
  return name == "rising" || name == "mine";
}

std::string_view floorStyleOf(const Options& options, int floor) {
  const bool mine = floor < 0 ? options.mine.has_value() : floor == mineFloorOf(options);
  if (mine) return "mine";
  return options.rising ? "rising" : "";
}

namespace {
const Result<BandTable>& standardParsed() {
  static const Result<BandTable> parsed = BandTable::parse(kStandardBandsText, "checks/bands.txt");
  return parsed;
}
}  // namespace

const BandTable& standardBands() {
  static const BandTable empty;
  return standardParsed() ? *standardParsed() : empty;
}

std::string standardBandsError() {
  return standardParsed() ? "" : standardParsed().error().format();
}

}  // namespace dungeon::checks
