#include "sim/scenario_script.h"

#include <algorithm>

namespace dungeon::sim {
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

}  // namespace dungeon::sim
