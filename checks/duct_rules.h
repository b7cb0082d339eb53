// The duct rules of SPEC sections 4 and 5.7, as a hard check on any sheet. Water counts as
// open throughout: it may be drained. A duct (`v`) stands at an end of a crawl (crawl squares,
// 1.5 x 1.2 m). A flat duct is a crawl of at most 9 squares between two rooms: it touches
// nothing open (water included) but its two rooms, nor itself (each crawl square touches only
// the squares before and after it on its way), runs straight for its first and last two
// squares, opens into its two rooms at one height with its crawl at that height (SPEC section
// 8: no step is spared, so it never bridges a rise), and is a real shortcut (walking between
// its ends without it, across water too, is at least 6 squares longer). A climbing duct stands
// on the dead end of a simple crawl of at least two squares out of a room that touches nothing
// open but that room, away from ladders, lifts and spirals, and its tube from the lower crawl's
// ceiling to the upper end is at least the 2 m of rock between stacked floors long; its pairing
// straight above or below is the links_paired check. No duct's crawl opens a square of a ladder
// shaft's column (the quick exit's, on three floors or more) on a floor the shaft passes
// through. A duct's square holds what its `end` says: no door for a grate, a door (`D`) for a
// door end, a secret door (`S`) whose `front` faces the way along the crawl for a secret end.
#pragma once

#include "checks/hard_checks.h"
#include "model/rules.h"

namespace dungeon::checks {

inline constexpr int kMaxFlatDuctSquares = 9;
inline constexpr int kMinDuctShortcut = 6;
inline constexpr int kMinClimbingCrawl = 2;
// "Away from the lift, ladders and spirals": more than this many steps from any of them.
inline constexpr int kMinDuctLinkDistance = 2;

// SPEC 5.7: a climbing duct's tube runs from its lower crawl's 1.2 m ceiling up to its upper
// end's floor, across the 2 m of rock stacked floors keep between them (SPEC 3), so it is at
// least that long: the upper end's floor stands at least 3.2 m above the lower end's.
inline constexpr int kMinClimbingTubeCm = kRockBetweenFloorsHalfMetres * kCmPerHalfMetre;

// The tube of a climbing duct whose lower end's floor stands at `lower_half_m` and upper end's
// at `upper_half_m` (absolute half-metres: a floor's base plus its square's height), in
// centimetres from the lower crawl's ceiling to the upper end's floor; negative when the upper
// floor lies below that ceiling.
int climbingTubeCm(int lower_half_m, int upper_half_m);

CheckOutcome ductRules(const CheckContext& c);

}  // namespace dungeon::checks
