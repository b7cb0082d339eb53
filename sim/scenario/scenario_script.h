// The words of a scenario script line (docs/scenarios.md): split at spaces, a double-quoted
// word may hold spaces, every word keeps its 1-based column for error messages. The script's
// decimal numbers (seconds, fractions) are read by the model's parseThousandths (decimal.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dungeon::sim {

struct ScriptWord {
  std::string text;  // without its quotes
  int column = 0;    // 1-based column of its first character (or opening quote)
};

// The words of one line; nullopt on an unclosed quote, whose column goes to `bad_column`.
std::optional<std::vector<ScriptWord>> splitScriptLine(std::string_view line, int& bad_column);

}  // namespace dungeon::sim
