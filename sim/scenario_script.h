// The words of a scenario script line (docs/scenarios.md): split at spaces, a double-quoted
// word may hold spaces, every word keeps its 1-based column for error messages. Also the
// script's decimal numbers: seconds (or fractions) with at most three decimals, read exactly
// as thousandths, never through floating point.
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

// "7.5" -> 7500, "0.05" -> 50, "12" -> 12000; nullopt for anything else (signs, more than
// three decimals, other characters).
std::optional<int64_t> parseThousandths(std::string_view text);

}  // namespace dungeon::sim
