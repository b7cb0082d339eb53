// The `--mark F:X,Y` flag of `dungeon render`: a square written as `walk` writes its places
// (1-based floor, 0-based x and y), checked against the dungeon to draw.
#pragma once

#include <string>
#include <vector>

#include "model/dungeon.h"
#include "render/picture.h"
#include "util/result.h"

namespace dungeon::cli {

// The squares `texts` name on `d`, or the first bad one's error ("--mark 4:1,2: the dungeon
// has 3 floors").
Result<std::vector<render::Mark>> parseMarks(const std::vector<std::string>& texts,
                                             const Dungeon& d);

}  // namespace dungeon::cli
