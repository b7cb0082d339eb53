// The thresholds file: lines of two words, read with their columns for the error messages.
#include "sweeps/compare_thresholds.h"

#include <fmt/format.h>
#include <fnmatch.h>

#include <algorithm>
#include <optional>

#include "util/glob.h"

namespace dungeon::sweeps {
namespace {

constexpr int64_t kMaxThresholdTenths = 1000;  // 100 points: every share lies within them
constexpr int kMaxDigits = 4;

struct Word {
  std::string text;
  int column = 0;  // 1-based
};

// The words of `line` before any '#'.
std::vector<Word> wordsOf(std::string_view line) {
  const std::string_view content = line.substr(0, line.find('#'));
  std::vector<Word> words;
  size_t at = 0;
  while (at < content.size()) {
    const size_t begin = content.find_first_not_of(" \t\r", at);
    if (begin == std::string_view::npos) break;
    const size_t stop = std::min(content.find_first_of(" \t\r", begin), content.size());
    words.push_back(
        {std::string(content.substr(begin, stop - begin)), static_cast<int>(begin) + 1});
    at = stop;
  }
  return words;
}

// The points of a line, in tenths: "2", "2.5", "2.5%".
std::optional<int64_t> pointsTenths(std::string word) {
  if (word.ends_with('%')) word.pop_back();
  const size_t dot = word.find('.');
  const std::string whole = word.substr(0, dot);
  const std::string decimal = dot == std::string::npos ? "0" : word.substr(dot + 1);
  const auto digits = [](const std::string& w) {
    return !w.empty() && w.size() <= kMaxDigits &&
           w.find_first_not_of("0123456789") == std::string::npos;
  };
  if (!digits(whole) || !digits(decimal) || decimal.size() != 1) return std::nullopt;
  const int64_t value = std::stoll(whole) * kTenthsPerPoint + std::stoll(decimal);
  if (value > kMaxThresholdTenths) return std::nullopt;
  return value;
}

}  // namespace

Result<Thresholds> parseThresholds(std::string_view text, const std::string& file) {
  Thresholds thresholds;
  thresholds.source = file;
  int number = 0;
  for (size_t start = 0; start < text.size();) {
    const size_t end = std::min(text.find('\n', start), text.size());
    const std::vector<Word> words = wordsOf(text.substr(start, end - start));
    start = end + 1;
    ++number;
    if (words.empty()) continue;
    if (words.size() != 2) {
      return InputError{file, number, words.front().column,
                        "expected 'PATTERN POINTS' (POINTS like 2 or 2.5)"};
    }
    const std::optional<int64_t> value = pointsTenths(words[1].text);
    if (!value) {
      return InputError{file, number, words[1].column,
                        fmt::format("'{}' is not points of share from 0 to 100 with at most one "
                                    "decimal (like 2 or 2.5)",
                                    words[1].text)};
    }
    if (const size_t open = unclosedSet(words[0].text); open != std::string_view::npos) {
      return InputError{file, number, words[0].column + static_cast<int>(open),
                        fmt::format("'{}': this '[' opens a set that no ']' closes, so the "
                                    "pattern would match no reading",
                                    words[0].text)};
    }
    if (words[0].text == "default") {
      thresholds.default_tenths = *value;
    } else {
      thresholds.rules.emplace_back(words[0].text, *value);
    }
  }
  return thresholds;
}

int64_t thresholdOf(const Thresholds& thresholds, std::string_view id) {
  const std::string name(id);
  for (const auto& [pattern, value] : thresholds.rules) {
    if (fnmatch(pattern.c_str(), name.c_str(), 0) == 0) return value;
  }
  return thresholds.default_tenths;
}

}  // namespace dungeon::sweeps
