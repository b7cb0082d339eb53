// The JSON export's options object and its identity read back (json_options.h). Option values
// become the options line's words and go through parseOptionWords, so the JSON accepts exactly
// what a sheet's options line accepts, with the same messages; errors are placed at the key
// they are about, found again in the text.
#include "model/json_options.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <optional>
#include <set>
#include <vector>

#include "model/dungeon.h"
#include "util/json_place.h"
#include "util/text.h"

namespace dungeon {
namespace {

using Json = nlohmann::json;

// An export is a few megabytes at the largest size; more is refused before parsing.
constexpr size_t kMaxJsonBytes = size_t{256} << 20;

// The offset of `"key"` followed by ':' at or after `from`, or npos.
size_t findKey(std::string_view text, std::string_view key, size_t from) {
  const std::string quoted = fmt::format("\"{}\"", key);
  for (size_t at = text.find(quoted, from); at != std::string_view::npos;
       at = text.find(quoted, at + 1)) {
    size_t after = at + quoted.size();
    while (after < text.size() && isJsonSpace(text[after])) ++after;
    if (after < text.size() && text[after] == ':') return at;
  }
  return std::string_view::npos;
}

// Where the key path (an object key, then a key inside it) is written; the start of the text
// when it is not found.
TextPosition keyPosition(std::string_view text, std::string_view key, std::string_view inner = {}) {
  size_t at = findKey(text, key, 0);
  if (at != std::string_view::npos && !inner.empty()) {
    const size_t inside = findKey(text, inner, at);
    at = inside == std::string_view::npos ? at : inside;
  }
  return at == std::string_view::npos ? TextPosition{} : positionOf(text, at);
}

InputError errorAt(std::string_view file, TextPosition at, std::string message) {
  return InputError{std::string(file), at.line, at.column, std::move(message)};
}

// Parses the text, refusing a key written twice in one object (the parser would keep the
// last one silently). The message names the key; `duplicate` returns it.
std::optional<Json> parseStrict(std::string_view text, std::string& duplicate) {
  std::vector<std::set<std::string>> open;
  auto watch = [&](int, Json::parse_event_t event, Json& parsed) {
    if (event == Json::parse_event_t::object_start) open.emplace_back();
    if (event == Json::parse_event_t::object_end && !open.empty()) open.pop_back();
    if (event == Json::parse_event_t::key && !open.empty() && duplicate.empty() &&
        !open.back().insert(parsed.get<std::string>()).second) {
      duplicate = parsed.get<std::string>();
    }
    return true;
  };
  Json json = Json::parse(text.begin(), text.end(), watch, /*allow_exceptions=*/false);
  if (json.is_discarded()) return std::nullopt;
  return json;
}

// The byte where the parser stopped, for a text that does not parse.
size_t parseErrorOffset(std::string_view text) {
  try {
    [[maybe_unused]] const Json parsed = Json::parse(text.begin(), text.end());
  } catch (const Json::parse_error& error) {
    return error.byte == 0 ? 0 : error.byte - 1;
  }
  return 0;
}

// The option word of one key and value ("mine=2", "rising"), or why the value cannot be one.
Result<std::string> optionWord(const std::string& key, const Json& value) {
  if (value.is_boolean()) {
    if (value.get<bool>()) return key;
    return InputError{"", 0, 0,
                      fmt::format("options.{} is false: leave out an option that is off", key)};
  }
  if (value.is_number_unsigned()) return fmt::format("{}={}", key, value.get<uint64_t>());
  if (value.is_number_integer()) return fmt::format("{}={}", key, value.get<int64_t>());
  if (value.is_string()) return fmt::format("{}={}", key, value.get<std::string>());
  return InputError{"", 0, 0,
                    fmt::format("options.{} must be true, a whole number or a string, not {}", key,
                                value.type_name())};
}

Result<Options> readOptions(const Json& object, std::string_view text, std::string_view file,
                            std::span<const OptionRow> rows) {
  if (!object.is_object()) {
    return errorAt(file, keyPosition(text, "options"), "options must be an object");
  }
  std::vector<std::string> keys;
  std::vector<std::string> texts;
  for (const auto& [key, value] : object.items()) {
    Result<std::string> word = optionWord(key, value);
    if (!word) return errorAt(file, keyPosition(text, "options", key), word.error().message);
    keys.push_back(key);
    texts.push_back(*word);
  }
  // Each word's column is its key's place in the object, so an error finds its key again.
  std::vector<Word> words;
  for (size_t i = 0; i < texts.size(); ++i) words.push_back({texts[i], static_cast<int>(i) + 1});
  Result<Options> options = parseOptionWords(words, rows);
  if (options) return options;
  const int index = options.error().column - 1;
  const std::string key = index >= 0 && static_cast<size_t>(index) < keys.size() ? keys[index] : "";
  return errorAt(file, keyPosition(text, "options", key),
                 fmt::format("options: {}", options.error().message));
}

// "" when the root holds a dungeon export of the version this reader knows, else why not.
std::string formatProblem(const Json& root) {
  if (!root.is_object() || root.value("format", Json()) != "dungeon-json") {
    return "not a dungeon JSON export: \"format\" is not \"dungeon-json\"";
  }
  const Json version = root.value("version", Json());
  if (version == 1) {
    return "a version 1 export leaves out options such as rising and mine, so it cannot "
           "make its dungeon again: export it again with --format json";
  }
  if (version != kJsonExportVersion) {
    return fmt::format("version {} is not one this tool reads (it reads {})", version.dump(),
                       kJsonExportVersion);
  }
  return "";
}

}  // namespace

nlohmann::ordered_json optionsJson(const Options& options, std::span<const OptionRow> rows) {
  nlohmann::ordered_json out = nlohmann::ordered_json::object();
  for (const OptionRow& row : rows) {
    const std::optional<std::string> value = row.text(options);
    if (!value) continue;
    const std::string key(row.name);
    const bool numeric = row.kind == OptionKind::kWhole || row.kind == OptionKind::kOptionalWhole;
    if (value->empty() && row.kind != OptionKind::kName) {
      out[key] = true;
    } else if (numeric) {
      out[key] = parseUnsigned(*value).value_or(0);
    } else {
      out[key] = *value;
    }
  }
  return out;
}

Result<DungeonSource> readJsonSource(std::string_view text, std::string_view file,
                                     std::span<const OptionRow> rows) {
  if (text.size() > kMaxJsonBytes) {
    return errorAt(file, {},
                   fmt::format("larger than {} MiB: not a dungeon export", kMaxJsonBytes >> 20));
  }
  std::string duplicate;
  const std::optional<Json> root = parseStrict(text, duplicate);
  if (!root) return errorAt(file, positionOf(text, parseErrorOffset(text)), "not valid JSON");
  if (!duplicate.empty()) {
    return errorAt(file, keyPosition(text, duplicate),
                   fmt::format("key \"{}\" is written twice in one object", duplicate));
  }
  if (std::string why = formatProblem(*root); !why.empty()) {
    return errorAt(file, keyPosition(text, "format"), why);
  }
  DungeonSource source;
  const Json name = root->value("name", Json());
  if (!name.is_string() || !isDungeonName(name.get<std::string>())) {
    return errorAt(file, keyPosition(text, "name"), "\"name\" must be a dungeon name (a string)");
  }
  source.name = name.get<std::string>();
  const Json seed = root->value("seed", Json());
  const std::optional<uint64_t> seed_value =
      seed.is_string() ? parseUnsigned(seed.get<std::string>()) : std::nullopt;
  if (!seed_value) {
    return errorAt(file, keyPosition(text, "seed"),
                   "\"seed\" must be a 64-bit seed written in decimal as a string (\"42\")");
  }
  source.seed = *seed_value;
  if (!root->contains("options")) return errorAt(file, {}, "there is no \"options\" object");
  Result<Options> options = readOptions(root->at("options"), text, file, rows);
  if (!options) return options.error();
  source.options = *options;
  return source;
}

}  // namespace dungeon
