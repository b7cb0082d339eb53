// The dirt actions of SPEC section 9 as functions of the live dirt: dig from the side, dig from
// above, pack, reinforce, push, and one step of a tunnelling body. Each changes only the terrain
// it is given and the streams it draws from, and returns what happened or why it was refused
// (a refused action changes nothing). Every action conserves DirtTerrain::total(). The rules,
// with their sources and our decisions, are in docs/dirt.md.
#pragma once

#include <string>

#include "model/rng.h"
#include "sim/dirt/dirt_collapse.h"
#include "sim/world/body.h"
#include "sim/world/dirt_terrain.h"

namespace dungeon::sim {

// The streams dirt draws from, named so a script replays exactly: "dirt.collapse" for every
// collapse check, "dirt.push" for the rear diagonal a push or a tunneller chooses.
struct DirtStreams {
  Rng collapse;
  Rng push;
  explicit DirtStreams(uint64_t seed)
      : collapse(Rng::stream(seed, "dirt.collapse")), push(Rng::stream(seed, "dirt.push")) {}
};

struct DirtOutcome {
  bool done = false;
  std::string refusal;      // why nothing happened, when !done
  Point to{-1, -1};         // where the unit went (dig, push, tunnel)
  bool moved = false;       // a tunnelling body moved on (tunnelStep)
  CollapseReport collapse;  // the cascade the action set off

  static DirtOutcome refuse(std::string why) {
    return {false, std::move(why), {-1, -1}, false, {}};
  }
};

// Digs a unit out of floor square `from` into `to` (a neighbour, 8 ways): a container on `to`
// fills first. Under dirt ground the dug square risks collapse. Refused: a square outside the
// floor or not a neighbour, `from` not dirt or already open, `to` rock or full.
DirtOutcome digSide(DirtTerrain& t, DirtStreams& streams, Point from, Point to);

// Digs a unit out of the ground above `from` onto the ground square `to` (a neighbour, or
// `from`'s own container): ground -> shallow pit -> deep pit -> hole. Never sets off a collapse
// (ours). Refused: outside, not a neighbour, `from` already a hole, `to` full.
DirtOutcome digAbove(DirtTerrain& t, Point from, Point to);

// Packs a square: one unit of its level goes into its walls. Refused: not dirt, no unit left in
// its level, already packed.
DirtOutcome pack(DirtTerrain& t, Point at);

// Builds a reinforcement in a tunnel or larger space (level 1 or 0). Refused: not dirt, a
// crawlway or a wall, already reinforced. Holds no dirt.
DirtOutcome reinforce(DirtTerrain& t, Point at);

// `body` on `at`, facing `facing`, pushes a unit from the square in front to the square behind
// it, else to one of that square's two side squares (the front's rear diagonals; the push stream
// picks when both can take it), else fails. Under dirt ground the front risks collapse. Refused:
// a body that does not push, nothing in front, no room behind.
DirtOutcome push(DirtTerrain& t, DirtStreams& streams, const Body& body, Point at, Dir facing);

// The dig of a tunnelling `body` standing on `at` (marked as a tunneller) facing `facing`
// (SPEC 9): a unit from the square in front goes into `at` (as its packing when `at` is dug and
// unpacked, else into its level, else to a rear diagonal of `at`); the front risks collapse with
// `at` solid. The body does not move (the scene walks it on once the front fits). Refused: a body
// that does not tunnel, the front rock, outside or already open, no room for the unit.
DirtOutcome tunnelDig(DirtTerrain& t, DirtStreams& streams, const Body& body, Point at, Dir facing);

// One whole step of a tunnelling body on the live dirt alone: tunnelDig where the front holds
// dirt, then the body's tunneller mark moves on to the front if the front lets it through (out
// .moved). Refused as tunnelDig, and when there is nothing to dig and no room to move.
DirtOutcome tunnelStep(DirtTerrain& t, DirtStreams& streams, const Body& body, Point at,
                       Dir facing);

}  // namespace dungeon::sim
