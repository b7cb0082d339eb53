// The options table (options.h): the standard rows, the row builders for each kind, and the
// options line read and written through the rows. Messages name the option and its range.
#include "model/options.h"
#include "util/counted.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <utility>

namespace dungeon {
namespace {

// A name option's value is at most this long (topology names are a few words).
constexpr size_t kMaxOptionNameBytes = 64;

bool isOptionName(std::string_view name) {
  return !name.empty() && name.size() <= kMaxOptionNameBytes &&
         std::all_of(name.begin(), name.end(),
                     [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; });
}

std::string readWhole(const OptionRow& row, std::string_view text, OptionValue& value) {
  const auto n = parseUnsigned(text);
  if (!n || *n < static_cast<uint64_t>(row.min) || *n > static_cast<uint64_t>(row.max)) {
    return fmt::format("{} must be {}..{}, not '{}'", row.name, row.min, row.max, shortText(text));
  }
  value.first = static_cast<int>(*n);
  return "";
}

std::string readSize(const OptionRow& row, std::string_view text, OptionValue& value) {
  const size_t x = text.find('x');
  const auto w = parseUnsigned(text.substr(0, x));
  if (x == std::string_view::npos) {
    return fmt::format("{} must be WIDTHxHEIGHT, not '{}'", row.name, shortText(text));
  }
  const auto h = parseUnsigned(text.substr(x + 1));
  if (!w || !h) return fmt::format("{} must be WIDTHxHEIGHT, not '{}'", row.name, shortText(text));
  for (uint64_t side : {*w, *h}) {
    if (side < static_cast<uint64_t>(row.min) || side > static_cast<uint64_t>(row.max)) {
      return fmt::format("floor sides must be {}..{} squares, not {}", row.min, row.max, side);
    }
  }
  value.first = static_cast<int>(*w);
  value.second = static_cast<int>(*h);
  return "";
}

// Parses `value` by the row's kind into `out`; "" or why it is refused.
std::string readValue(const OptionRow& row, std::optional<std::string_view> value,
                      OptionValue& out) {
  const bool takes_bare = row.kind == OptionKind::kFlag || row.kind == OptionKind::kOptionalWhole;
  if (!value) {
    if (takes_bare) {
      out.bare = true;
      return "";
    }
    return fmt::format("expected key=value, got '{}'", row.name);
  }
  switch (row.kind) {
    case OptionKind::kWhole:
    case OptionKind::kOptionalWhole:
      return readWhole(row, *value, out);
    case OptionKind::kSize:
      return readSize(row, *value, out);
    case OptionKind::kName:
      if (!isOptionName(*value)) {
        return fmt::format("'{}' is not a {} name (a..z and '_', at most {} letters)",
                           shortText(*value), row.name, kMaxOptionNameBytes);
      }
      out.name = std::string(*value);
      return "";
    case OptionKind::kFlag:
      return fmt::format("{} is a flag: write '{}' alone, not '{}={}'", row.name, row.name,
                         row.name, shortText(*value));
  }
  return "";
}

std::string knownNames(std::span<const OptionRow> rows) {
  std::string out;
  for (const OptionRow& row : rows) out += fmt::format("{}{}", out.empty() ? "" : ", ", row.name);
  return out;
}

}  // namespace

OptionRow wholeRow(std::string_view name, int Options::*field, int min, int max,
                   std::string_view default_value, std::string_view help) {
  return {name,
          OptionKind::kWhole,
          min,
          max,
          default_value,
          help,
          [field](const Options& o) { return std::optional(std::to_string(o.*field)); },
          [field](Options& o, const OptionValue& v) { o.*field = v.first; },
          {}};
}

OptionRow sizeRow(std::string_view name, int Options::*width, int Options::*height, int min,
                  int max, std::string_view default_value, std::string_view help) {
  return {name,
          OptionKind::kSize,
          min,
          max,
          default_value,
          help,
          [width, height](const Options& o) {
            return std::optional(fmt::format("{}x{}", o.*width, o.*height));
          },
          [width, height](Options& o, const OptionValue& v) {
            o.*width = v.first;
            o.*height = v.second;
          },
          {}};
}

OptionRow nameRow(std::string_view name, std::string Options::*field, std::string_view help) {
  return {name,
          OptionKind::kName,
          0,
          0,
          "",
          help,
          [field](const Options& o) {
            return (o.*field).empty() ? std::nullopt : std::optional(o.*field);
          },
          [field](Options& o, const OptionValue& v) { o.*field = v.name; },
          {}};
}

OptionRow flagRow(std::string_view name, bool Options::*field, std::string_view help) {
  return {name,
          OptionKind::kFlag,
          0,
          0,
          "",
          help,
          [field](const Options& o) {
            return o.*field ? std::optional<std::string>("") : std::nullopt;
          },
          [field](Options& o, const OptionValue&) { o.*field = true; },
          {}};
}

namespace {

// `row`, swept over `values` by the option matrix.
OptionRow swept(OptionRow row, std::function<std::vector<std::string>(const Options&)> values) {
  row.swept = std::move(values);
  return row;
}

// Every whole number from `min` to `max` as the words "NAME=N".
std::function<std::vector<std::string>(const Options&)> everyWhole(int min, int max,
                                                                   std::string_view name) {
  return [min, max, name](const Options&) {
    std::vector<std::string> words;
    for (int n = min; n <= max; ++n) words.push_back(fmt::format("{}={}", name, n));
    return words;
  };
}

// --mine[=F]: the bare word is the middle floor; F is checked against --floors once every word
// is read (floorsCrossCheck).
OptionRow mineRow() {
  return {"mine",
          OptionKind::kOptionalWhole,
          kMinFloors,
          kMaxFloors,
          "",
          "Dig floor N (default: the middle floor) as a mine, a drunkard's walk through dirt",
          [](const Options& o) -> std::optional<std::string> {
            if (!o.mine) return std::nullopt;
            return *o.mine == 0 ? std::string() : std::to_string(*o.mine);
          },
          [](Options& o, const OptionValue& v) { o.mine = v.bare ? 0 : v.first; },
          {}};
}

}  // namespace

std::span<const OptionRow> optionRows() {
  // Floor sides 16..256 and 1..8 floors: SPEC section 10 (floor.h, kMinFloors above). The matrix
  // sweeps every floor count, a size of each size class (24, 40, 96 and 256 squares a side, each
  // near the sizes its bands were calibrated at: docs/bands.md), rising off and on, and the mine
  // off and on each floor; the topology is left to the rate table.
  static const std::array<OptionRow, 5> rows = {
      swept(wholeRow("floors", &Options::floors, kMinFloors, kMaxFloors, "1", "Stacked floors"),
            everyWhole(kMinFloors, kMaxFloors, "floors")),
      swept(sizeRow("size", &Options::width, &Options::height, kMinFloorSide, kMaxFloorSide,
                    "40x40", "Floor size in squares, WIDTHxHEIGHT"),
            [](const Options&) {
              return std::vector<std::string>{"size=24x24", "size=40x40", "size=96x96",
                                              "size=256x256"};
            }),
      nameRow("topology", &Options::topology, "Force every floor's topology (e.g. two_paths)"),
      swept(flagRow("rising", &Options::rising,
                    "Sink a room behind stairs and split each floor's heights with a spiral"),
            [](const Options&) {
              return std::vector<std::string>{"", "rising"};
            }),
      swept(mineRow(),
            [](const Options& before) {
              std::vector<std::string> words = {""};
              for (const std::string& word :
                   everyWhole(kMinFloors, before.floors, "mine")(before)) {
                words.push_back(word);
              }
              return words;
            }),
  };
  return rows;
}

const OptionRow* findOptionRow(std::span<const OptionRow> rows, std::string_view name) {
  auto found = std::find_if(rows.begin(), rows.end(),
                            [&](const OptionRow& row) { return row.name == name; });
  return found == rows.end() ? nullptr : &*found;
}

std::string readOptionValue(const OptionRow& row, std::optional<std::string_view> value,
                            Options& options) {
  OptionValue parsed;
  if (auto why = readValue(row, value, parsed); !why.empty()) return why;
  row.store(options, parsed);
  return "";
}

std::string optionWord(const OptionRow& row, const std::string& value) {
  if (value.empty() && row.kind != OptionKind::kName) return std::string(row.name);
  return fmt::format("{}={}", row.name, value);
}

std::string optionsText(const Options& options, std::span<const OptionRow> rows) {
  std::string text;
  for (const OptionRow& row : rows) {
    const std::optional<std::string> value = row.text(options);
    if (!value) continue;
    if (!text.empty()) text += ' ';
    text += optionWord(row, *value);
  }
  return text;
}

namespace {

// The flags of `options`, each option that is on (every one with `with_defaults`, else the floor
// count and those not at their default).
std::vector<std::string> flagsOf(const Options& options, bool with_defaults) {
  const Options defaults;
  std::vector<std::string> flags;
  for (const OptionRow& row : optionRows()) {
    const std::optional<std::string> value = row.text(options);
    if (!value) continue;
    if (!with_defaults && row.name != "floors" && value == row.text(defaults)) continue;
    const std::string flag = "--" + std::string(row.name);
    if (value->empty()) {
      flags.push_back(flag);
    } else if (row.kind == OptionKind::kOptionalWhole) {
      flags.push_back(flag + "=" + *value);  // a bare --mine would leave the next word alone
    } else {
      flags.push_back(flag);
      flags.push_back(*value);
    }
  }
  return flags;
}

}  // namespace

std::vector<std::string> generateFlags(const Options& options) {
  return flagsOf(options, false);
}

std::vector<std::string> everyOptionFlag(const Options& options) {
  return flagsOf(options, true);
}

std::string generateCommand(uint64_t seed, const Options& options) {
  std::string command = "dungeon generate --seed " + std::to_string(seed);
  for (const std::string& flag : generateFlags(options)) command += " " + flag;
  return command;
}

Result<Options> parseOptionWords(std::span<const Word> words, std::span<const OptionRow> rows) {
  Options options;
  std::vector<const Word*> given(rows.size(), nullptr);
  for (const Word& word : words) {
    const auto pair = splitKeyValue(word);
    const std::string_view key = pair ? pair->key : word.text;
    const OptionRow* row = findOptionRow(rows, key);
    if (row == nullptr && !pair) {
      return InputError{"", 0, word.column,
                        fmt::format("expected key=value, got '{}'", shortText(word.text))};
    }
    if (row == nullptr) {
      return InputError{
          "", 0, word.column,
          fmt::format("unknown option '{}' (known: {})", shortText(key), knownNames(rows))};
    }
    const Word*& first = given[static_cast<size_t>(row - rows.data())];
    if (first != nullptr) {
      return InputError{
          "", 0, word.column,
          fmt::format("duplicate option '{}' (first given at column {})", key, first->column)};
    }
    first = &word;
    const auto value = pair ? std::optional(pair->value) : std::nullopt;
    if (auto why = readOptionValue(*row, value, options); !why.empty()) {
      return InputError{"", 0, word.column, why};
    }
  }
  if (options.mine && *options.mine > options.floors) {
    const OptionRow* mine = findOptionRow(rows, "mine");
    const Word* word = mine ? given[static_cast<size_t>(mine - rows.data())] : nullptr;
    return InputError{"", 0, word ? word->column : 0,
                      fmt::format("mine={} names no floor: the dungeon has {}, so mine "
                                  "must be 1..{} (or bare 'mine' for the middle floor)",
                                  *options.mine, counted(options.floors, "floor"), options.floors)};
  }
  return options;
}

Result<Options> parseOptions(std::string_view text, std::span<const OptionRow> rows) {
  const std::vector<Word> words = splitWords(text);
  return parseOptionWords(words, rows);
}

int mineFloorOf(const Options& options) {
  if (!options.mine) return -1;
  return (*options.mine == 0 ? (options.floors + 1) / 2 : *options.mine) - 1;
}

std::string validateOptions(const Options& options) {
  auto parsed = parseOptions(optionsText(options));
  return parsed ? "" : parsed.error().message;
}

}  // namespace dungeon
