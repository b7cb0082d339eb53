// The JSON export of a dungeon (`--format json`), for tools that would rather not parse the
// sheet. It carries the same content as the sheet; the schema is in docs/json.md. Keys are
// written in a fixed order, so the bytes are as deterministic as the sheet's.
#pragma once

#include <string>

#include "model/dungeon.h"

namespace dungeon {

// The JSON text, pretty-printed with two-space indents and a final newline.
std::string writeJson(const Dungeon& d);

}  // namespace dungeon
