// The SPEC's bodies and passages, written again for the reference rules (SPEC section 3): a
// body enters a space only if its width fits and its standing or crouched height fits; a
// square leaves the room its kind gives, tightened by what stands on it. Every number is
// copied from SPEC section 3 (or the docs where SPEC leaves it open, named beside it), never
// read from the model's or the sim's tables, so a wrong number there shows as a disagreement.
#pragma once

#include <span>

#include "model/thing.h"
#include "testing/reference/dungeon_index.h"
#include "testing/reference/rule.h"

namespace dungeon::reference {

// Free width and height of a space, in centimetres.
struct Space {
  int width_cm = 0;
  int height_cm = 0;
};

// SPEC section 3, "Clearances".
inline constexpr Space kRoomSpace{300, 400};     // room and corridor
inline constexpr Space kNarrowSpace{100, 220};   // narrow passage
inline constexpr Space kCrawlSpace{150, 120};    // crawl / duct
inline constexpr Space kDoorwaySpace{200, 260};  // doorway
inline constexpr Space kNoSpace{0, 0};           // rock, undrained water, glass
// SPEC section 4: a duct's door end is a door 1.2 m wide across the crawl (as high as it).
inline constexpr Space kDuctDoorSpace{120, 120};
// SPEC section 3: spiral doorway and treads 0.9 m wide; section 5.5: a 2 x 2 shaft's treads
// 1.8 m wide; both under the treads' 2.2 m of head room.
inline constexpr Space kSpiralSpace{90, 220};
inline constexpr Space kWideSpiralSpace{180, 220};
// SPEC sections 3 and 9: a dirt tunnel (level 1) and a dirt crawlway (level 2); under a hole
// in the ground they are a dirt mound and a dirt heap, walkable piles that leave a room's space.
inline constexpr Space kTunnelSpace{150, 150};
inline constexpr Space kCrawlwaySpace{120, 100};

enum class Stance { kNone, kCrouched, kStanding };

struct BodySize {
  int width_cm;
  int standing_cm;
  int crouched_cm;
};

// SPEC section 3, "Bodies": party 0.8/1.8/1.1, meat sack 0.7/0.9/0.9, rind stalker
// 1.6/2.3/2.0, hulk 1.4/2.6/2.2.
BodySize bodySize(BodyKind body);

// How the body stands in the space: standing if it fits standing, else crouched, else not.
Stance stanceIn(BodySize body, Space space);

Space tighter(Space a, Space b);

// The room a square's kind leaves; water counts as corridor once `drained`.
Space kindSpace(SquareKind kind, bool drained);

// The room square p leaves a body (`drained`: its floor's water is drained): its kind's,
// nothing behind a window (glass), tightened to a spiral's treads on a spiral's shaft and to
// a doorway where a door stands (the duct's 1.2 m door where a duct stands too).
// `spiral_shaft` is the shaft size of the spiral standing on p (1 or 2), or 0.
Space squareSpace(const DungeonIndex& index, Place p, bool drained, int spiral_shaft);

// The room the dirt of square p leaves (SPEC 9): a tunnel's or a crawlway's where its level is
// 1 or 2 under ground, a room's elsewhere (open dirt, a heap or mound under a hole, no dirt).
Space dirtSpace(const DungeonIndex& index, Place p);

// The rule of monsters_fit (monster.fits, SPEC sections 3 and 7): every monster fits the square
// it stands on by the one fit rule, its floor's water undrained and its dirt as dug.
std::span<const ReferenceRule> monsterRules();

}  // namespace dungeon::reference
