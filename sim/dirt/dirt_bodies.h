// Bodies in dirt (SPEC sections 3 and 9): the space a dirt square leaves (wall, crawlway,
// tunnel, heap, mound, open), its clearance, the stance a body takes in it by the one fit rule
// (plus going prone, which only dirt demands), its speed, and the penalties table of
// docs/dirt.md. Sizes are whole centimetres and speeds whole cm/s, so every decision is exact.
#pragma once

#include <span>
#include <string_view>

#include "sim/dirt/dirt_terrain.h"
#include "sim/world/body.h"

namespace dungeon::sim {

enum class DirtSpace { kRock, kWall, kCrawlway, kTunnel, kHeap, kMound, kOpen };

// SPEC 3: dirt crawlway 1.2 x 1.0 m, dirt tunnel 1.5 x 1.5 m. Heaps and mounds stand under a
// hole and open dirt is dug out to the floor: the room's 3.0 x 4.0 (ours).
inline constexpr Clearance kCrawlwayClearance{120, 100};
inline constexpr Clearance kTunnelClearance{150, 150};
inline constexpr Clearance kOpenDirtClearance{300, 400};
// SPEC 3: prone 0.3 m/s (walk 1.5 and crouched 0.6 are sim/world/motion.h's).
inline constexpr int kProneCmPerS = 30;

enum class DirtStance { kNone, kProne, kCrouched, kStanding };

// One row of the penalties table (docs/dirt.md). Combat is the game's; the harness records the
// numbers per passage so the game and its tests read one table.
struct DirtPenalties {
  DirtSpace space;
  std::string_view name;
  Clearance clearance;
  int speed_percent;     // of the stance's own speed (heaps and mounds slow every body)
  bool inventory;        // the party can use its inventory
  bool sight_all_round;  // false: sees and shoots only the way it faces
  int melee_percent;     // melee penalty, percent of the attack
  int ranged_percent;    // ranged penalty, percent of the attack
};

// The space square p leaves now: rock where it is not dirt, else by level, a crawlway or tunnel
// under a hole being a heap or mound. REQUIRES: t.inBounds(p).
DirtSpace dirtSpaceAt(const DirtTerrain& t, Point p);
// The penalties row of a space (rock and wall: no clearance, nothing passes).
const DirtPenalties& penaltiesOf(DirtSpace space);
std::span<const DirtPenalties> penaltiesTable();

// How `body` fits `space`: the fit rule on its clearance, then prone where the body can go prone
// and its prone height fits. Large bodies fit neither crawlway nor tunnel (SPEC 9).
DirtStance dirtFit(const Body& body, DirtSpace space);
// The body's speed there in cm/s (0 where it does not fit): walk, crouched or prone speed, times
// the space's speed percent, rounded down.
int dirtSpeedCmPerS(const Body& body, DirtSpace space);

}  // namespace dungeon::sim
