// A 16 x 16 sheet for the importer's one-way door sides, shared by the sim's import tests and
// the tool's tests: a corridor along row 1 with two one-way doors, (5,1) with no side (line 42)
// and (7,1) with one across its way (line 43; walls north and south).
#pragma once

#include <string>

namespace dungeon::testing {

// `door_line` replaces the (7,1) door's line.
inline std::string twoDoorSheet(const std::string& door_line = "O 7 1 opens_from=north") {
  std::string text =
      "dungeon-sheet 1\nname doors\nseed 1\noptions floors=1 size=16x16\n"
      "floor 1 size=16x16 base=0.0 topology=none\ngrid\n"
      "################\n#...,,,,,...####\n";
  for (int row = 2; row < 16; ++row) text += "################\n";
  text += "heights\n";
  for (int row = 0; row < 16; ++row) text += "0000000000000000\n";
  return text + "things\nE 1 1 ramp=west\nO 5 1\n" + door_line + "\nend\n";
}

}  // namespace dungeon::testing
