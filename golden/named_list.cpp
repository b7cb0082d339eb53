// Parses golden/named.txt (format: named_list.h and docs/golden.md): a name and options words
// per line, '#' comments; the words and their columns come from the model's text helpers and
// the options from its options table. Reports the first problem with its line and column.
#include "golden/named_list.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <span>

#include "util/text.h"

namespace dungeon::golden {
namespace {

constexpr size_t kMaxNameLength = 64;

bool isNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-' || c == '.';
}

// A line's text (its comment gone already) without its trailing blanks.
std::string_view withoutTrailingBlanks(std::string_view line) {
  return line.substr(0, line.find_last_not_of(" \t\r") + 1);
}

// `column` is 1-based.
InputError errorAt(std::string_view file, int line, int column, std::string message) {
  return InputError{std::string(file), line, column, std::move(message)};
}

// Parses one non-blank line; `line` is its 1-based number.
Result<NamedDungeon> parseLine(std::string_view text, std::string_view file, int line) {
  if (text.find('\t') != std::string_view::npos) {
    return errorAt(file, line, columnAt(text.find('\t')), "use spaces, not tabs");
  }
  const std::vector<Word> words = splitWords(text);
  const Word& name = words.front();
  if (auto why = validateName(name.text); !why.empty()) {
    return errorAt(file, line, name.column, why);
  }
  Result<Options> options = parseOptionWords(std::span<const Word>(words).subspan(1));
  if (!options) {
    return errorAt(file, line, options.error().column, options.error().message);
  }
  return NamedDungeon{std::string(name.text), *options, line};
}

}  // namespace

std::string validateName(std::string_view name) {
  if (name.empty() || name.size() > kMaxNameLength) {
    return fmt::format("a name has 1..{} characters", kMaxNameLength);
  }
  if (name.front() == '.') return fmt::format("name '{}' must not start with '.'", name);
  if (!std::all_of(name.begin(), name.end(), isNameChar)) {
    return fmt::format("name '{}' may use only a-z, A-Z, 0-9, '_', '-' and '.'", name);
  }
  return "";
}

Result<std::vector<NamedDungeon>> parseNamedList(std::string_view text, std::string_view file) {
  std::vector<NamedDungeon> list;
  std::set<std::string, std::less<>> seen;
  for (const TableLine& table_line : tableLines(text, " \t\r")) {
    const int line = table_line.number;
    const std::string_view content = withoutTrailingBlanks(table_line.text);
    Result<NamedDungeon> entry = parseLine(content, file, line);
    if (!entry) return entry.error();
    if (!seen.insert(entry->name).second) {
      const int column = splitWords(content).front().column;
      return errorAt(file, line, column, fmt::format("'{}' is already on the list", entry->name));
    }
    list.push_back(std::move(*entry));
  }
  return list;
}

Result<std::vector<NamedDungeon>> selectNamed(const std::vector<NamedDungeon>& list,
                                              const std::vector<std::string>& names) {
  std::vector<NamedDungeon> chosen;
  for (const std::string& name : names) {
    auto found = std::find_if(list.begin(), list.end(),
                              [&](const NamedDungeon& entry) { return entry.name == name; });
    if (found == list.end()) {
      return InputError{"", 0, 0, fmt::format("'{}' is not a named dungeon", name)};
    }
    const bool already = std::any_of(chosen.begin(), chosen.end(),
                                     [&](const NamedDungeon& entry) { return entry.name == name; });
    if (!already) chosen.push_back(*found);
  }
  return chosen;
}

}  // namespace dungeon::golden
