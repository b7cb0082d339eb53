// Splits scenario script lines into words (scenario_script.h), with the model's text helpers
// for the unquoted words and the columns.
#include "sim/scenario/scenario_script.h"

#include "util/text.h"

namespace dungeon::sim {
std::optional<std::vector<ScriptWord>> splitScriptLine(std::string_view line, int& bad_column) {
  std::vector<ScriptWord> words;
  size_t pos = 0;
  while ((pos = line.find_first_not_of(' ', pos)) != std::string_view::npos) {
    const int column = columnAt(pos);
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
    const Word word = nextWord(line, pos);
    words.push_back({std::string(word.text), column});
    pos += word.text.size();
  }
  return words;
}

}  // namespace dungeon::sim
