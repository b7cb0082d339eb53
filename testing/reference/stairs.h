// How steep a stair square is where bodies walk, worked out again for the reference rules in
// floating point from SPEC section 5.5 and the decisions docs/stairs.md writes down where SPEC
// is silent (which squares are stairs, where neighbouring squares meet). A run square (an open
// square with exactly two open neighbours) is a stair: straight when its ways lie opposite,
// a corner when at right angles. Its edge towards a run square stands at the mean of the two
// heights, towards any other open square at that square's height. A step between two squares
// crosses the half of each towards the other: a straight half climbs from its edge to the
// middle over 1.5 m; a corner's half turn is twelve of the 24 prism sectors fanned round the
// inner corner (rays 3.75 degrees apart, level along each ray, heights a straight blend by
// angle), measured on the walking line 1.5 m from the inner corner by sampling the sectors.
#pragma once

#include <string>

#include "testing/reference/dungeon_index.h"

namespace dungeon::reference {

// SPEC section 3: bodies walk slopes up to 45 degrees (a rise of 1 over a run of 1).
inline constexpr double kWalkableSlope = 1.0;

// True iff p is open and exactly two of its neighbours are.
bool runSquare(const DungeonIndex& index, Place p);

// The half of run square p towards one of its sides: whether it is a stair's half at all (p
// a run square and `side` one of its two ways), straight or a corner's half turn, and the
// metres between its edge and the square's middle.
struct StairHalf {
  bool stair = false;
  bool straight = true;
  double rise_m = 0;
};
StairHalf stairHalf(const DungeonIndex& index, Place p, Dir side);

// The steepest slope (rise over run) of the half where bodies walk; 0 for no stair's half.
double halfSlope(const StairHalf& half);

// Why the 24 prism sectors of a corner's quarter turn fail to tile its square, or "" (SPEC 5.5:
// each sector's polygon computed directly, "the corner, where the first ray leaves the square,
// the far corner if it lies between, where the last ray leaves"; convex, every point of the
// square in one sector: their areas sum to the square's, each inside the square). The plan of
// a corner is one shape turned, so this is worked out once.
std::string cornerSectorsProblem();
// The same for a quarter turn cut into `sectors` sectors, for the tests: with an odd number the
// far corner lies inside the middle sector.
std::string sectorsTilingProblem(int sectors);

// The steepest slope on the walking line (1.5 m from the inner corner) of a corner's half
// turn whose edge stands `rise_m` above or below the square's middle, by sampling its sectors.
double cornerHalfTurnSlope(double rise_m);

}  // namespace dungeon::reference
