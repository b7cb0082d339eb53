// What the heights of a dungeon forbid and what they cost (SPEC sections 3 and 8), one rule
// for the sim and the checks alike:
// - A step between neighbouring squares of a floor that rises or falls more than 45 degrees
//   (more than 3 m over the 3 m between their centres, model/rules.h) is a cliff: no body
//   takes it. Squares where a ladder, lift, duct or spiral stands are exempt (their own shape
//   joins the heights), and solid squares never count. The slopes_walkable check fails exactly
//   where the sim meets such a cliff.
// - A spiral's treads are walked only where a winding of sim/spiral.h fits the spiral's rise
//   and the turn between its doorways, judged as the spiral_fit check judges them (the same
//   doorways, rise and span handed to fitSpiral); the treads are then as long as the walking
//   line of the gentlest fitting winding (sim/motion.h spiralTreadCm). A spiral that no winding
//   fits is walked by no body.
// The World works these out once when it is built (World::walkBlocked, World::climbBlocked,
// Link::tread_cm, World::flatSpiralTreadCm); everything that moves a body asks the World.
#pragma once

namespace dungeon::sim {

class World;
struct Link;

// A spiral's treads length where no winding fits it.
inline constexpr int kNoWinding = -1;

// True when the step between squares `a` and `b`, neighbours on one floor, is a cliff.
bool cliffBetween(const World& world, int a, int b);

// Centimetres of treads along the walking line of the within-floor spiral whose shaft is square
// `shaft` (a spiral with dir=flat stands on it), or kNoWinding when it does not have exactly
// two doorways or no winding fits the rise between them.
int treadsOfFlatSpiral(const World& world, int shaft);

// The same for a spiral link between stacked floors: one doorway beside each end, the rise
// from the lower one's floor to the upper one's.
int treadsOfStackedSpiral(const World& world, const Link& link);

}  // namespace dungeon::sim
