// Places in JSON text, for messages about a value the JSON library parsed: the line and column of
// a byte, and the byte where the value at a path of keys and indices is written. The JSON
// library keeps no positions for its values, so they are found again in the text. The scanner
// expects text that parses; on other text it stops where it can go no further, never past the end.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace dungeon {

struct TextPosition {
  int line = 1;    // 1-based
  int column = 1;  // 1-based, in bytes
};

// The line and column of byte `offset` (the end of the text when past it).
TextPosition positionOf(std::string_view text, size_t offset);

// JSON's white space: space, tab, line feed, carriage return.
bool isJsonSpace(char c);

// One step of the way to a value in the JSON: an object's key, or an array's index.
struct JsonStep {
  std::string key;  // "" for an index
  int index = -1;
};

// The offset of the value at `path` from the root, or of the deepest value on the way that
// exists.
size_t offsetOfPath(std::string_view text, const std::vector<JsonStep>& path);

}  // namespace dungeon
