// Digging through rock: the primitive every stage that opens squares uses. A dug path may
// touch open squares only where it is meant to (its two ends), so digging never joins parts
// of a floor that the plan keeps apart. Reads and writes one Floor's squares only, never a
// plan or a thing; which squares must stay rock is the caller's to pass in.
#pragma once

#include <span>
#include <vector>

#include "model/floor.h"

namespace dungeon::gen {

// An elbowed path between two squares: along the main axis from `from` to the bend line,
// across to the other's row or column, then along again to `to`. `horizontal` means the main
// axis is x; `bend` is the x (or y) where it turns. REQUIRES: bend between the two ends.
std::vector<Point> elbowPath(Point from, Point to, bool horizontal, int bend);

// True when every square of `path` is rock, and no square of it touches an open square other
// than the squares it may touch: its own neighbours along the path, `start_area` for its
// first square and `end_area` for its last.
bool canDig(const Floor& floor, std::span<const Point> path, const Rect& start_area,
            const Rect& end_area);

// The shortest path of rock squares from `from` to a square beside an open square of `kind`
// (4-neighbour steps, at most `max_length` squares, `from` included), where no square but the
// last touches anything open and none is in `keep_rock`. Empty when there is none. Ties go to
// the first found in direction order, so the result is deterministic.
std::vector<Point> shortestTunnel(const Floor& floor, Point from, SquareKind kind, int max_length,
                                  std::span<const Point> keep_rock);

// Sets every square of `path` to `kind`; on a dirt floor (the mine) also its dirt, so the grid
// and the dirt keep agreeing: a dirt wall for rock, open dirt for a kind as wide and high as
// open dirt (a room, a corridor), and no dirt for a kind built tighter (a crawl, a narrow
// passage), which so keeps its own clearance (SPEC 5.8: a duct's crawl dug into a dirt floor
// stays a crawl).
void dig(Floor& floor, std::span<const Point> path, SquareKind kind);

// Makes square p rock that stays rock on every floor style: rock in the grid and, on a dirt
// floor, no dirt, so no hand digs it (SPEC 5.8: the ramp, the shafts and the quick exit's
// column). REQUIRES: floor.inBounds(p).
void keepRock(Floor& floor, Point p);

}  // namespace dungeon::gen
