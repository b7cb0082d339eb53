// Collapse of dug dirt under dirt ground (SPEC section 9), with its cascade. The chance is whole
// per mille from the 8 neighbours' states and the pit above; the draw comes from the stream the
// caller passes (the collapse stream, dirt_actions.h), so a script replays exactly. A cascade
// always ends: every collapse brings at least one unit down out of the ground, and ground only
// falls. Nothing here creates or loses dirt.
#pragma once

#include "model/rng.h"
#include "sim/world/dirt_terrain.h"

namespace dungeon::sim {

// SPEC 9, per neighbour by its state, per mille: dirt wall 3%, loose dug 12%, packed 6%,
// reinforced 1%; rock (not dirt, or outside the floor) adds nothing. A tunneller's square
// counts as a dirt wall. A shallow pit above adds 10%, a deep pit 25%; the sum is capped.
inline constexpr int kWallPerMille = 30;
inline constexpr int kLoosePerMille = 120;
inline constexpr int kPackedPerMille = 60;
inline constexpr int kReinforcedPerMille = 10;
inline constexpr int kShallowPitPerMille = 100;
inline constexpr int kDeepPitPerMille = 250;
inline constexpr int kMaxPerMille = 1000;

// What one neighbour adds to the chance of its neighbour's collapse, per mille.
int neighbourPerMille(const DirtTerrain& t, Point n);

// True where a collapse can happen: a dug dirt square (level below full) with dirt in the ground
// above, neither reinforced (its timber holds the ground: ours) nor a tunneller's square.
bool isCollapseSite(const DirtTerrain& t, Point p);

// The chance that `p` collapses now, per mille; 0 where it is no collapse site.
int collapseChancePerMille(const DirtTerrain& t, Point p);

struct CollapseReport {
  int checks = 0;     // collapse checks drawn
  int collapses = 0;  // squares that collapsed
  int fallen = 0;     // units brought down from the ground
};

// Brings the ground above `p` down into it (a collapse, without a draw): each unit lands on p
// while p has room, else on its lowest neighbour that can take it and lies 2 units lower; a unit
// that lands on p slides on to the lowest neighbour that is then 2 units lower. Units with
// nowhere to go stay in the ground. Returns the units that fell. REQUIRES: isCollapseSite(p).
int bringDown(DirtTerrain& t, Point p);

// Checks `p` for collapse and runs the cascade: after each collapse every neighbour of the
// collapsed square is checked again (which covers the ground neighbours of a new hole: ours),
// in the fixed neighbour order, first in first out.
CollapseReport collapseCascade(DirtTerrain& t, Rng& collapse_stream, Point p);

}  // namespace dungeon::sim
