// The JSON export turned back into sheet text (json_sheet.h): the export's keys, in the
// sheet's order, each line remembering the JSON value it came from, found again in the text
// (json_place.h) when the sheet reader refuses a line.
#include "model/json_sheet.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>

#include "model/json_options.h"
#include "model/options.h"
#include "model/sheet_lines.h"
#include "model/thing.h"
#include "util/json_place.h"

namespace dungeon {
namespace {

using Json = nlohmann::ordered_json;
using Path = std::vector<JsonStep>;

std::string pathText(const Path& path) {
  std::string out;
  for (const JsonStep& step : path) {
    if (step.index >= 0) {
      out += fmt::format("[{}]", step.index);
    } else {
      out += (out.empty() ? "" : ".") + step.key;
    }
  }
  return out;
}

Path with(Path path, std::string key) {
  path.push_back({std::move(key), -1});
  return path;
}

Path with(Path path, int index) {
  path.push_back({"", index});
  return path;
}

bool fitsOnASheetLine(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c <= 0x7e; });
}

// Builds the sheet, refusing at the offending value.
class SheetBuilder {
 public:
  SheetBuilder(std::string_view text, std::string_view file)
      : text_(text), file_(file), sheet_(std::string(text), std::string(file)) {}

  Result<JsonSheet> build(const Json& root, const DungeonSource& source);

 private:
  InputError refuse(const Path& path, std::string_view what) const {
    const TextPosition at = positionOf(text_, offsetOfPath(text_, path));
    return {std::string(file_), at.line, at.column, fmt::format("{} {}", pathText(path), what)};
  }
  std::optional<InputError> member(const Json& object, const Path& path, const Json*& out) const;
  std::optional<InputError> whole(const Json& object, const Path& path, int64_t& out) const;
  std::optional<InputError> word(const Json& object, const Path& path, std::string& out) const;
  std::optional<InputError> rows(const Json& floor, const Path& path, std::string_view block);
  std::optional<InputError> floorOf(const Json& floor, const Path& path);
  std::optional<InputError> thingOf(const Json& thing, const Path& path);
  std::optional<InputError> manifestRow(const Json& row, const Path& path);

  std::string_view text_;
  std::string_view file_;
  JsonSheet sheet_;
};

std::optional<InputError> SheetBuilder::member(const Json& object, const Path& path,
                                               const Json*& out) const {
  const std::string& key = path.back().key;
  if (!object.is_object() || !object.contains(key)) {
    return refuse(Path(path.begin(), path.end() - 1), fmt::format("has no \"{}\"", key));
  }
  out = &object.at(key);
  return std::nullopt;
}

std::optional<InputError> SheetBuilder::whole(const Json& object, const Path& path,
                                              int64_t& out) const {
  const Json* value = nullptr;
  if (auto problem = member(object, path, value)) return problem;
  constexpr int64_t kLimit = std::numeric_limits<int32_t>::max();
  if (!value->is_number_integer() || value->get<int64_t>() < -kLimit ||
      value->get<int64_t>() > kLimit) {
    return refuse(path, "must be a whole number");
  }
  out = value->get<int64_t>();
  return std::nullopt;
}

std::optional<InputError> SheetBuilder::word(const Json& object, const Path& path,
                                             std::string& out) const {
  const Json* value = nullptr;
  if (auto problem = member(object, path, value)) return problem;
  if (!value->is_string()) return refuse(path, "must be a string");
  out = value->get<std::string>();
  if (out.empty() || !fitsOnASheetLine(out) || out.find_first_of(" =") != std::string::npos) {
    return refuse(path, "must be a word of printable ASCII without spaces or '='");
  }
  return std::nullopt;
}

// A grid, heights, dirt or ground block: its keyword, then a line per row string.
std::optional<InputError> SheetBuilder::rows(const Json& floor, const Path& path,
                                             std::string_view block) {
  const Json* value = nullptr;
  if (auto problem = member(floor, path, value)) return problem;
  if (!value->is_array()) return refuse(path, "must be an array of row strings");
  sheet_.addLine(block, {path, false});
  for (size_t y = 0; y < value->size(); ++y) {
    const Json& row = value->at(y);
    const Path at = with(path, static_cast<int>(y));
    if (!row.is_string() || !fitsOnASheetLine(row.get<std::string>())) {
      return refuse(at, "must be a string of printable ASCII");
    }
    sheet_.addLine(row.get<std::string>(), {at, true});
  }
  return std::nullopt;
}

std::optional<InputError> SheetBuilder::floorOf(const Json& floor, const Path& path) {
  if (!floor.is_object()) return refuse(path, "must be an object");
  int64_t number = 0;
  int64_t width = 0;
  int64_t height = 0;
  int64_t base = 0;
  if (auto p = whole(floor, with(path, "floor"), number)) return p;
  if (auto p = whole(floor, with(path, "width"), width)) return p;
  if (auto p = whole(floor, with(path, "height"), height)) return p;
  if (auto p = whole(floor, with(path, "base_half_m"), base)) return p;
  const Json* topology = nullptr;
  if (auto p = member(floor, with(path, "topology"), topology)) return p;
  if (!topology->is_string() || !fitsOnASheetLine(topology->get<std::string>())) {
    return refuse(with(path, "topology"), "must be a string");
  }
  // whole() keeps each number within an int.
  sheet_.addLine(
      sheetFloorLine(static_cast<int>(number), static_cast<int>(width), static_cast<int>(height),
                     static_cast<int>(base), topology->get<std::string>()),
      {path, false});
  if (auto p = rows(floor, with(path, "grid"), "grid")) return p;
  if (auto p = rows(floor, with(path, "heights"), "heights")) return p;
  if (floor.contains("dirt") || floor.contains("ground")) {
    if (auto p = rows(floor, with(path, "dirt"), "dirt")) return p;
    if (auto p = rows(floor, with(path, "ground"), "ground")) return p;
  }
  const Json* things = nullptr;
  if (auto p = member(floor, with(path, "things"), things)) return p;
  if (!things->is_array()) return refuse(with(path, "things"), "must be an array");
  sheet_.addLine("things", {with(path, "things"), false});
  for (size_t i = 0; i < things->size(); ++i) {
    if (auto p = thingOf(things->at(i), with(with(path, "things"), static_cast<int>(i)))) return p;
  }
  sheet_.addLine("end", {path, false});
  return std::nullopt;
}

std::optional<InputError> SheetBuilder::thingOf(const Json& thing, const Path& path) {
  if (!thing.is_object()) return refuse(path, "must be an object");
  std::string letter;
  std::string type;
  int64_t x = 0;
  int64_t y = 0;
  if (auto p = word(thing, with(path, "letter"), letter)) return p;
  if (auto p = word(thing, with(path, "type"), type)) return p;
  if (auto p = whole(thing, with(path, "x"), x)) return p;
  if (auto p = whole(thing, with(path, "y"), y)) return p;
  const std::optional<ThingType> letter_type =
      letter.size() == 1 ? thingOfLetter(letter[0]) : std::nullopt;
  if (letter_type && specOf(*letter_type).name != type) {
    return refuse(with(path, "type"), fmt::format("is \"{}\", but letter {} is a {}", type, letter,
                                                  specOf(*letter_type).name));
  }
  std::string line = fmt::format("{} {} {}", letter, x, y);
  const Json* fields = nullptr;
  if (auto p = member(thing, with(path, "fields"), fields)) return p;
  if (!fields->is_object()) return refuse(with(path, "fields"), "must be an object");
  for (const auto& [key, value] : fields->items()) {
    std::string value_word;
    if (auto p = word(*fields, with(with(path, "fields"), key), value_word)) return p;
    if (!fitsOnASheetLine(key) || key.find_first_of(" =") != std::string::npos) {
      return refuse(with(with(path, "fields"), key), "has a name a sheet cannot hold");
    }
    line += fmt::format(" {}={}", key, value_word);
  }
  sheet_.addLine(line, {path, false});
  return std::nullopt;
}

std::optional<InputError> SheetBuilder::manifestRow(const Json& row, const Path& path) {
  if (!row.is_object()) return refuse(path, "must be an object");
  int64_t id = 0;
  int64_t floor = 0;
  int64_t x = 0;
  int64_t y = 0;
  std::string letter;
  std::string type;
  if (auto p = whole(row, with(path, "id"), id)) return p;
  if (auto p = word(row, with(path, "letter"), letter)) return p;
  if (auto p = word(row, with(path, "type"), type)) return p;
  if (auto p = whole(row, with(path, "floor"), floor)) return p;
  if (auto p = whole(row, with(path, "x"), x)) return p;
  if (auto p = whole(row, with(path, "y"), y)) return p;
  sheet_.addLine(sheetManifestRow(static_cast<int>(id), letter, type, static_cast<int>(floor),
                                  static_cast<int>(x), static_cast<int>(y)),
                 {path, false});
  return std::nullopt;
}

Result<JsonSheet> SheetBuilder::build(const Json& root, const DungeonSource& source) {
  // The header's lines, each placed at the key it came from.
  const std::array<std::string, 4> header =
      sheetHeaderLines(source.name, source.seed, optionsText(source.options));
  const std::array<const char*, 4> keys = {"format", "name", "seed", "options"};
  for (size_t i = 0; i < header.size(); ++i) sheet_.addLine(header[i], {{{keys[i], -1}}, false});
  const Json* floors = nullptr;
  if (auto p = member(root, {{"floors", -1}}, floors)) return *p;
  if (!floors->is_array()) return refuse({{"floors", -1}}, "must be an array");
  for (size_t i = 0; i < floors->size(); ++i) {
    if (auto p = floorOf(floors->at(i), {{"floors", -1}, {"", static_cast<int>(i)}})) return *p;
  }
  if (root.contains("manifest")) {
    const Path path = {{"manifest", -1}};
    const Json& manifest = root.at("manifest");
    if (!manifest.is_array()) return refuse(path, "must be an array");
    sheet_.addLine("manifest", {path, false});
    for (size_t i = 0; i < manifest.size(); ++i) {
      if (auto p = manifestRow(manifest.at(i), with(path, static_cast<int>(i)))) return *p;
    }
    sheet_.addLine("end", {path, false});
  }
  return std::move(sheet_);
}

}  // namespace

bool looksLikeJson(std::string_view text) {
  const size_t first = text.find_first_not_of(" \t\r\n");
  return first != std::string_view::npos && text[first] == '{';
}

void JsonSheet::addLine(std::string_view line, JsonPlace place) {
  sheet_.append(line);
  sheet_ += '\n';
  places_.push_back(std::move(place));
}

InputError JsonSheet::placed(const InputError& error) const {
  InputError out = error;
  out.file = file_;
  if (error.line < 1 || static_cast<size_t>(error.line) > places_.size()) return out;
  const JsonPlace& place = places_[static_cast<size_t>(error.line) - 1];
  const TextPosition at = positionOf(json_, offsetOfPath(json_, place.path));
  out.line = at.line;
  // A row string's Nth character is N columns after its opening quote.
  out.column = place.row && error.column > 0 ? at.column + error.column : at.column;
  return out;
}

Result<JsonSheet> sheetOfJson(std::string_view text, std::string_view file) {
  Result<DungeonSource> source = readJsonSource(text, file);
  if (!source) return source.error();
  const Json root = Json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (root.is_discarded()) return InputError{std::string(file), 1, 1, "not valid JSON"};
  return SheetBuilder(text, file).build(root, *source);
}

}  // namespace dungeon
