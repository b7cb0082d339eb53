// The space a dirt square leaves (SPEC sections 3 and 9): rock, dirt wall, crawlway, tunnel,
// heap, mound or open dirt, with its clearance, the share of a body's speed it allows and the
// penalties table of docs/dirt.md. The live terrain (terrain.h) asks it for every dirt square,
// so a body fits a dirt space by the one fit rule (body.h) like any other passage. Sizes are
// whole centimetres and shares whole percents, so every decision is exact.
#pragma once

#include <span>
#include <string_view>

#include "sim/world/body.h"
#include "sim/world/dirt_terrain.h"

namespace dungeon::sim {

enum class DirtSpace { kRock, kWall, kCrawlway, kTunnel, kHeap, kMound, kOpen };

// SPEC 3: dirt crawlway 1.2 x 1.0 m, dirt tunnel 1.5 x 1.5 m. Heaps and mounds stand under a
// hole and open dirt is dug out to the floor: the room's 3.0 x 4.0 (ours).
inline constexpr Clearance kCrawlwayClearance{120, 100};
inline constexpr Clearance kTunnelClearance{150, 150};
inline constexpr Clearance kOpenDirtClearance{300, 400};

// One row of the penalties table (docs/dirt.md). Combat is the game's; the harness records the
// numbers per passage so the game and its tests read one table.
struct DirtPenalties {
  DirtSpace space;
  std::string_view name;
  Clearance clearance;
  int speed_percent;     // of the stance's own speed (heaps and mounds slow every body)
  bool inventory;        // the party can use its inventory
  bool sight_all_round;  // false: sees and shoots only the way it faces (a 90-degree cone)
  int melee_percent;     // melee penalty, percent of the attack
  int ranged_percent;    // ranged penalty, percent of the attack
};

// The space a dirt square leaves: rock where it is not dirt, else by level, a crawlway or tunnel
// under a hole (ground 0) being a heap or mound.
DirtSpace dirtSpaceOf(const DirtSquare& square, int ground);
// The same for square p of the live dirt. REQUIRES: t.inBounds(p).
inline DirtSpace dirtSpaceAt(const DirtTerrain& t, Point p) {
  return dirtSpaceOf(t.square(p), t.ground(p));
}
// The penalties row of a space (rock and wall: no clearance, nothing passes).
const DirtPenalties& penaltiesOf(DirtSpace space);
std::span<const DirtPenalties> penaltiesTable();

// The game time of a body's dirt work, one unit each (ours: the seed gives none; docs/dirt.md):
// a unit dug by hand from the side or from above, a square packed, a reinforcement built, a push
// (by the body: pushDirtMs) and a tunneller's dig.
inline constexpr int kDigMs = 10'000;
inline constexpr int kPackMs = 5'000;
inline constexpr int kReinforceMs = 30'000;
inline constexpr int kTunnelDigMs = 2'000;
inline constexpr int kPartyPushMs = 5'000;
inline constexpr int kLargePushMs = 2'000;  // a large body (the hulk) smashes dirt along
// The game time of one push by `body`: a large body's kLargePushMs, else kPartyPushMs.
inline int pushDirtMs(const Body& body) {
  return body.large ? kLargePushMs : kPartyPushMs;
}

// True where the space lets a body through at all: neither rock nor a dirt wall.
inline bool isDug(DirtSpace space) {
  return space != DirtSpace::kRock && space != DirtSpace::kWall;
}

}  // namespace dungeon::sim
