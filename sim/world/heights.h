// What the heights of a dungeon forbid and what they cost (SPEC sections 3 and 8), one rule
// for the sim and the checks alike:
// - No step is spared (SPEC section 8): a step between neighbouring squares of a floor that
//   rises or falls more than 45 degrees (more than 3 m over the 3 m between their centres,
//   model/rules.h) is a cliff, whatever stands on either square: a ladder's or lift's square,
//   a duct's end and its crawl are stepped onto like any floor. Only a spiral's shaft is
//   spared: its treads are the link's own vertical travel from one doorway's height to the
//   other's, judged by the spiral rule below. Solid squares never count. The slopes_walkable
//   check fails exactly where the sim meets such a cliff.
// - A step between two squares crosses the half of each square towards the other. Where a
//   stair square's half (sim/stairs/stair_shape.h: a run square whose way in, middle and way out
//   are not at one height; a straight square's half along its way, a corner's half turn at its
//   walking line) is steeper than 45 degrees, the step across it is refused for every body.
//   The stair_geometry check refuses the same halves with the same number (but those facing a
//   cliff, which are slopes_walkable's). A square of or beside a spiral's shaft is left to the
//   spiral rule, since a doorway meets the treads at its own height.
// - A spiral's treads are walked only where a winding of sim/stairs/spiral.h fits the spiral's rise
//   and the turn between its doorways, judged as the spiral_fit check judges them (the same
//   doorways, rise and span handed to fitSpiral); the treads are then as long as the walking
//   line of the gentlest fitting winding (sim/world/motion.h spiralTreadCm). A spiral that no
//   winding fits is walked by no body.
// The World works these out once when it is built (World::walkBlocked, World::climbBlocked,
// Link::tread_cm, World::flatSpiralTreadCm); everything that moves a body asks the World.
#pragma once

#include "model/geometry.h"

namespace dungeon::sim {

class World;
struct Link;

// A spiral's treads length where no winding fits it.
inline constexpr int kNoWinding = -1;

// True when the step between squares `a` and `b`, neighbours on one floor, is a cliff.
bool cliffBetween(const World& world, int a, int b);

// True on a spiral's shaft and on the squares beside it: the stair rule leaves them to the
// spiral's.
bool ofOrBesideSpiralShaft(const World& world, int square);

// The slope where bodies walk of the half of stair square `square` towards its side `side`
// (sim/stairs/stair_shape.h halfSlopePerMille), in per mille rounded up, when it is steeper than 45
// degrees (above kWalkableSlopePerMille); 0 when it is walkable, is no stair, or the square is
// of or beside a spiral's shaft. A step between neighbours crosses the half of each towards the
// other.
int tooSteepHalfPerMille(const World& world, int square, Dir side);

// The sides of `square` whose half is steeper than 45 degrees, a bit per Dir (1 << dir): exactly
// the sides where tooSteepHalfPerMille is not 0, the square's stair shape worked out once. A
// square level with its open neighbours (not World::uneven) is answered without its shape.
// REQUIRES: the world's uneven squares are worked out (World builds them before its rules).
unsigned char steepSides(const World& world, int square);

// Centimetres of treads along the walking line of the within-floor spiral whose shaft is square
// `shaft` (a spiral with dir=flat stands on it), or kNoWinding when it does not have exactly
// two doorways or no winding fits the rise between them.
int treadsOfFlatSpiral(const World& world, int shaft);

// The same for a spiral link between stacked floors: one doorway beside each end, the rise
// from the lower one's floor to the upper one's.
int treadsOfStackedSpiral(const World& world, const Link& link);

}  // namespace dungeon::sim
