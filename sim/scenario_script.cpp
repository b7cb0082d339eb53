#include "sim/scenario_script.h"

#include <algorithm>
#include <charconv>

namespace dungeon::sim {
namespace {

bool allDigits(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

std::optional<std::vector<ScriptWord>> splitScriptLine(std::string_view line, int& bad_column) {
  std::vector<ScriptWord> words;
  size_t pos = 0;
  while ((pos = line.find_first_not_of(' ', pos)) != std::string_view::npos) {
    const int column = static_cast<int>(pos) + 1;
    if (line[pos] == '"') {
      const size_t close = line.find('"', pos + 1);
      if (close == std::string_view::npos) {
        bad_column = column;
        return std::nullopt;
      }
      words.push_back({std::string(line.substr(pos + 1, close - pos - 1)), column});
      pos = close + 1;
      continue;
    }
    const size_t end = std::min(line.find(' ', pos), line.size());
    words.push_back({std::string(line.substr(pos, end - pos)), column});
    pos = end;
  }
  return words;
}

std::optional<int64_t> parseThousandths(std::string_view text) {
  const size_t dot = text.find('.');
  const std::string_view whole = text.substr(0, dot);
  const std::string_view frac = dot == std::string_view::npos ? "" : text.substr(dot + 1);
  if (whole.empty() || whole.size() > 12 || frac.size() > 3 || !allDigits(whole) ||
      !allDigits(frac)) {
    return std::nullopt;
  }
  int64_t units = 0;
  std::from_chars(whole.data(), whole.data() + whole.size(), units);
  int64_t thousandths = 0;
  for (size_t i = 0; i < 3; ++i)
    thousandths = thousandths * 10 + (i < frac.size() ? frac[i] - '0' : 0);
  return units * 1000 + thousandths;
}

}  // namespace dungeon::sim
