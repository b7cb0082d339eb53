// Bodies and the one fit rule (SPEC section 3). A body enters a space only if its width fits
// and its standing, crouched or prone height fits; the same rule serves every passage, door,
// dirt space and monster. Sizes are whole centimetres so every fit decision is exact. A body is
// its row of the body table (model/bodies.h).
#pragma once

#include <span>

#include "model/bodies.h"
#include "model/square.h"

namespace dungeon::sim {

using Body = BodyRow;

// Prone only where nothing higher fits: of the built passages none is lower than the crawl's
// 1.2 m, so only dirt crawlways (1.0 m) make a body go prone.
enum class Stance { kNone, kProne, kCrouched, kStanding };

// The body of a kind, the graboid included.
constexpr const Body& bodyOf(BodyKind kind) {
  return bodyRow(kind);
}
// The bodies of the party and of the monsters a sheet can hold, in BodyKind order: the bodies
// walks, sweeps and reports go through. The dwellers of dirt are left out (bodyOf gives them).
constexpr std::span<const Body> allBodies() {
  return walkingBodyRows();
}

// How the body fits a passage: standing if it can, else crouched, else prone (bodies with a
// prone height only), else not at all.
inline Stance fit(const Body& body, Clearance passage) {
  if (body.width_cm > passage.width_cm) return Stance::kNone;
  if (body.standing_cm <= passage.height_cm) return Stance::kStanding;
  if (body.crouched_cm <= passage.height_cm) return Stance::kCrouched;
  if (body.prone_cm > 0 && body.prone_cm <= passage.height_cm) return Stance::kProne;
  return Stance::kNone;
}

// Clearance of a doorway (SPEC section 3: 2.0 x 2.6 m); a door square is the tighter of its
// square and its doorway.
inline constexpr Clearance kDoorway{200, 260};
// A duct's door end (SPEC section 4): a door 1.2 m wide across the crawl, as high as the crawl.
inline constexpr Clearance kDuctDoorway{120, 120};
constexpr Clearance tighter(Clearance a, Clearance b) {
  return {a.width_cm < b.width_cm ? a.width_cm : b.width_cm,
          a.height_cm < b.height_cm ? a.height_cm : b.height_cm};
}

}  // namespace dungeon::sim
