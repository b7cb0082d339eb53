// The cut squares of a floor: squares whose removal splits the part of the floor they stand in
// (articulation points of the 4-neighbour graph of passable squares). One depth-first search
// (Hopcroft and Tarjan's low-link), linear in the floor's squares, with an explicit stack so a
// 256 x 256 floor never deepens the call stack. The rising stage puts spirals on them.
#pragma once

#include <vector>

#include "model/floor.h"

namespace dungeon {

// Passable here: any square that is not solid (open squares and water, which a lever may
// drain), so a part cut off only by water is not counted as cut off.
bool passableForCuts(SquareKind kind);

// cut[i] != 0 iff square i is passable and removing it leaves more connected groups of
// passable squares than there were.
std::vector<char> cutSquares(const Floor& floor);

// The passable squares connected to `from` (4-neighbour) when `removed` is taken out, as
// flags by square index; `from` itself is included. REQUIRES: from is passable, from != removed.
std::vector<char> partWithout(const Floor& floor, Point from, Point removed);

}  // namespace dungeon
