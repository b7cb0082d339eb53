// Words with columns, whole numbers with ranges and key=value words (text.h). Numbers go
// through std::from_chars, which never reads a locale, a sign the type lacks, or past the end.
#include "util/text.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <climits>

namespace dungeon {
namespace {

// Words quoted in range messages are cut to this many bytes.
constexpr size_t kMaxQuotedBytes = 40;

template <class Int>
std::optional<Int> parseWholeText(std::string_view text) {
  Int value{};
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace

int columnAt(size_t offset) {
  return static_cast<int>(std::min<size_t>(offset, INT_MAX - 1)) + 1;
}

Word nextWord(std::string_view line, size_t from, std::string_view separators) {
  const size_t start = std::min(line.find_first_not_of(separators, from), line.size());
  const size_t end = std::min(line.find_first_of(separators, start), line.size());
  return {line.substr(start, end - start), columnAt(start)};
}

std::vector<Word> splitWords(std::string_view line, std::string_view separators) {
  std::vector<Word> words;
  for (Word word = nextWord(line, 0, separators); !word.text.empty();
       word = nextWord(line, static_cast<size_t>(word.column - 1) + word.text.size(), separators)) {
    words.push_back(word);
  }
  return words;
}

std::vector<TableLine> tableLines(std::string_view text, std::string_view separators) {
  std::vector<TableLine> lines;
  int number = 0;
  for (size_t start = 0; start < text.size();) {
    const size_t end = std::min(text.find('\n', start), text.size());
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++number;
    line = line.substr(0, std::min(line.find('#'), line.size()));
    std::vector<Word> words = splitWords(line, separators);
    if (!words.empty()) lines.push_back({number, line, std::move(words)});
  }
  return lines;
}

std::optional<uint64_t> parseUnsigned(std::string_view text) {
  return parseWholeText<uint64_t>(text);
}

std::optional<int> parseInt(std::string_view text) {
  return parseWholeText<int>(text);
}

std::string shortText(std::string_view text) {
  return std::string(text.substr(0, kMaxQuotedBytes)) +
         (text.size() > kMaxQuotedBytes ? "..." : "");
}

std::string wholeRangeMessage(std::string_view text, uint64_t min, uint64_t max) {
  const std::string shown(text.substr(0, kMaxQuotedBytes));
  return fmt::format("must be a whole number from {} to {}, not '{}{}'", min, max, shown,
                     text.size() > kMaxQuotedBytes ? "..." : "");
}

WholeNumber parseWholeNumber(std::string_view text, uint64_t min, uint64_t max) {
  const auto value = parseUnsigned(text);
  if (!value || *value < min || *value > max)
    return {std::nullopt, wholeRangeMessage(text, min, max)};
  return {value, ""};
}

std::optional<KeyValue> splitKeyValue(const Word& word) {
  const size_t eq = word.text.find('=');
  if (eq == std::string_view::npos) return std::nullopt;
  return KeyValue{word.text.substr(0, eq), word.text.substr(eq + 1),
                  word.column + static_cast<int>(eq) + 1};
}

}  // namespace dungeon
