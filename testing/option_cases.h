// Test helper: the option cases tests of generated dungeons walk when each case must be seen,
// not drawn: off, --rising and --mine=1, each on one floor and on three, named for messages.
// (model/options.h's OptionRow is a row of the option table; a case here is a set of options.)
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/options.h"

namespace dungeon::testing {

struct OptionCase {
  std::string name;  // "floors 3 --rising"
  Options options;
};

inline std::vector<OptionCase> optionCases() {
  struct Extra {
    const char* words;
    bool rising;
    std::optional<int> mine;  // Options::mine
  };
  std::vector<OptionCase> rows;
  for (int floors : {1, 3}) {
    for (const Extra& extra :
         {Extra{"", false, std::nullopt}, Extra{" --rising", true, std::nullopt},
          Extra{" --mine=1", false, 1}}) {
      Options options;
      options.floors = floors;
      options.rising = extra.rising;
      options.mine = extra.mine;
      rows.push_back({"floors " + std::to_string(floors) + extra.words, options});
    }
  }
  return rows;
}

}  // namespace dungeon::testing
