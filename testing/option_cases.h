// Test helper: the option cases tests of generated dungeons walk when each case must be seen,
// not drawn: on one floor and on three, each system off and each system the option table
// sweeps turned on alone (a flag or an optional number, at its first swept value: --rising,
// --mine=1), named for messages. An option added to the table with its swept values is walked
// too. (model/options.h's OptionRow is a row of the option table; a case here is a set of
// options.)
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "model/options.h"

namespace dungeon::testing {

struct OptionCase {
  std::string name;  // "floors 3 --rising"
  Options options;
};

// The words that turn one system on, each alone ("rising", "mine=1"), given `floors`.
inline std::vector<std::string> systemWords(const Options& floors) {
  std::vector<std::string> words;
  for (const OptionRow& row : optionRows()) {
    const bool system = row.kind == OptionKind::kFlag || row.kind == OptionKind::kOptionalWhole;
    if (!system || !row.swept) continue;
    for (const std::string& word : row.swept(floors)) {
      if (word.empty()) continue;
      words.push_back(word);
      break;
    }
  }
  return words;
}

// The options of `line`, made of the option table's own words: a line its reader refuses is a
// fault of the table, thrown with the reader's message.
inline Options optionsOfTableWords(const std::string& line) {
  const Result<Options> parsed = parseOptions(line);
  if (!parsed) {
    throw std::logic_error("the option table's words '" + line +
                           "' are refused: " + parsed.error().format());
  }
  return *parsed;
}

inline std::vector<OptionCase> optionCases() {
  std::vector<OptionCase> cases;
  for (int floors : {1, 3}) {
    const std::string base = "floors=" + std::to_string(floors);
    const Options plain = optionsOfTableWords(base);
    cases.push_back({"floors " + std::to_string(floors), plain});
    for (const std::string& word : systemWords(plain)) {
      cases.push_back({"floors " + std::to_string(floors) + " --" + word,
                       optionsOfTableWords(base + " " + word)});
    }
  }
  return cases;
}

}  // namespace dungeon::testing
