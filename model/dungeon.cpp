#include "model/dungeon.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace dungeon {
namespace {

std::optional<int> parseWhole(std::string_view text) {
  int value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

bool isTopologyName(std::string_view name) {
  return !name.empty() && std::all_of(name.begin(), name.end(),
                                      [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; });
}

// Applies one "key=value" word to options; returns "" or what is wrong with it.
std::string applyOption(Options& options, std::string_view key, std::string_view value) {
  if (key == "floors") {
    auto n = parseWhole(value);
    if (!n) return fmt::format("floors must be a whole number, not '{}'", value);
    options.floors = *n;
  } else if (key == "size") {
    const auto x = value.find('x');
    auto w = parseWhole(value.substr(0, x));
    auto h = x == std::string_view::npos ? std::nullopt : parseWhole(value.substr(x + 1));
    if (!w || !h) return fmt::format("size must be WIDTHxHEIGHT, not '{}'", value);
    options.width = *w;
    options.height = *h;
  } else if (key == "topology") {
    if (!isTopologyName(value)) return fmt::format("'{}' is not a topology name", value);
    options.topology = std::string(value);
  } else {
    return fmt::format("unknown option '{}' (known: floors, size, topology)", key);
  }
  return "";
}

}  // namespace

std::string optionsText(const Options& options) {
  std::string text =
      fmt::format("floors={} size={}x{}", options.floors, options.width, options.height);
  if (!options.topology.empty()) text += " topology=" + options.topology;
  return text;
}

Result<Options> parseOptions(std::string_view text) {
  Options options;
  size_t pos = 0;
  while (pos < text.size()) {
    const size_t start = text.find_first_not_of(' ', pos);
    if (start == std::string_view::npos) break;
    const size_t end = std::min(text.find(' ', start), text.size());
    const std::string_view word = text.substr(start, end - start);
    const size_t eq = word.find('=');
    const int column = static_cast<int>(start) + 1;
    if (eq == std::string_view::npos) {
      return InputError{"", 0, column, fmt::format("expected key=value, got '{}'", word)};
    }
    if (auto why = applyOption(options, word.substr(0, eq), word.substr(eq + 1)); !why.empty()) {
      return InputError{"", 0, column, why};
    }
    pos = end;
  }
  if (auto why = validateOptions(options); !why.empty()) return InputError{"", 0, 1, why};
  return options;
}

std::string validateOptions(const Options& options) {
  if (options.floors < kMinFloors || options.floors > kMaxFloors) {
    return fmt::format("floors must be {}..{}, not {}", kMinFloors, kMaxFloors, options.floors);
  }
  for (int side : {options.width, options.height}) {
    if (side < kMinFloorSide || side > kMaxFloorSide) {
      return fmt::format("floor sides must be {}..{} squares, not {}", kMinFloorSide, kMaxFloorSide,
                         side);
    }
  }
  return "";
}

void canonicalize(Dungeon& dungeon) {
  std::sort(dungeon.things.begin(), dungeon.things.end());
}

std::vector<ManifestRow> manifest(const Dungeon& dungeon) {
  std::vector<ManifestRow> rows;
  rows.reserve(dungeon.things.size());
  for (const Thing& thing : dungeon.things) {
    rows.push_back({static_cast<int>(rows.size()) + 1, &thing});
  }
  return rows;
}

std::vector<const Thing*> thingsOf(const Dungeon& dungeon, ThingType type, int floor) {
  std::vector<const Thing*> found;
  for (const Thing& thing : dungeon.things) {
    if (thing.type == type && (floor < 0 || thing.floor == floor)) found.push_back(&thing);
  }
  return found;
}

}  // namespace dungeon
