// The mine stage (SPEC section 5.8, `--mine[=F]`): floor F of the dungeon, topology `mine`, is
// dug by a drunkard's walk (mine_walk.h) instead of being laid as rooms and corridors, made a
// dirt floor (its rock is dirt, its open squares open dirt under full ground; SPEC section 9),
// and stocked like any floor: the entrance and its ramp on floor 1, the arrival from the floor
// above, the way down (or the goal on the last floor), monsters and loot. The stack stage then
// links it to the floors above and below as any other. Without --mine it is never run, so every
// other floor and every dungeon without it keep their bytes.
#pragma once

#include "generator/core/plan.h"
#include "generator/core/stage.h"

namespace dungeon::gen {

// The topology name a mine floor carries.
inline constexpr std::string_view kMineTopology = "mine";

// The mine floor's row (the table runs it on that floor only). Reads: the options,
// plans[f].arrival, `shafts`. Writes: floor f's squares (the walk), its dirt and ground, its
// things (entrance on floor 1, goal on the last floor, monsters, loot), plans[f] (an entrance
// node on the first digger's square, a goal node on the way down or goal, arrival and
// way_down), `ramp` on floor 1, and `mine`.
// Fails when the squares that must stay rock wall the first digger in short of a third, or no
// square fits the way down (place: the first digger's square).
Status layMine(StageContext& context);

// True when the stack stage can lay the quick exit from a goal on `p`, the last floor's square
// (stack.cpp: placeQuickExit): a tunnel of kMinQuickExitTunnel (2) squares leaves `p` straight
// through rock touching nothing open (the squares either side of both and the one beyond are
// rock), ends on a column solid on every floor, and floor 1 has a tunnel of at least two
// squares from that column to a room within kMaxFloorOneTunnel.
bool quickExitFits(const Draft& draft, Point p);

// What the sweeps count of the kept try's mine (mine_facts.cpp): its floor, diggers, the
// squares the walk opened and the floor's squares; over a sweep, the open fraction and the
// diggers per mine.
extern const SweepFacts kMineFacts;

// The 0-based floor of a seed's kept mine (kMineFacts' facts), or nullopt without one.
std::optional<int> keptMineFloor(const SeedFacts& facts);

}  // namespace dungeon::gen
