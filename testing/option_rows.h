// Test helper: the option rows tests of generated dungeons walk when each row must be seen, not
// drawn: off, --rising and --mine=1, each on one floor and on three, named for messages.
#pragma once

#include <string>
#include <vector>

#include "model/options.h"

namespace dungeon::testing {

struct OptionRow {
  std::string name;  // "floors 3 --rising"
  Options options;
};

inline std::vector<OptionRow> optionRows() {
  std::vector<OptionRow> rows;
  for (int floors : {1, 3}) {
    for (const char* extra : {"", " --rising", " --mine=1"}) {
      Options options;
      options.floors = floors;
      options.rising = std::string(extra) == " --rising";
      if (std::string(extra) == " --mine=1") options.mine = 1;
      rows.push_back({"floors " + std::to_string(floors) + extra, options});
    }
  }
  return rows;
}

}  // namespace dungeon::testing
