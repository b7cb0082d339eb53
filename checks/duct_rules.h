// The duct rules of SPEC sections 4 and 5.7, as a hard check on any sheet. A duct (`v`) stands
// at an end of a crawl (crawl squares, 1.5 x 1.2 m). A flat duct is a crawl of at most 9
// squares between two rooms: it touches nothing open but its two rooms, nor itself (each crawl
// square touches only the squares before and after it on its way), runs straight for its first
// and last two squares, opens into its two rooms at one height with its crawl at that height
// (SPEC section 8: no step is spared, so it never bridges a rise), and is a real shortcut
// (walking between its ends without it is at least 6 squares longer). A climbing duct stands
// on the dead end of a simple crawl of at least two squares out of a room, away from ladders,
// lifts and spirals; its pairing straight above or
// below is the links_paired check. No duct's crawl opens a square of a ladder shaft's column
// (the quick exit's, on three floors or more) on a floor the shaft passes through. A duct's
// square holds what its `end` says: no door for a grate, a door (`D`) for a door end, a secret
// door (`S`) whose `front` faces the way along the crawl for a secret end.
#pragma once

#include "checks/hard_checks.h"

namespace dungeon::checks {

inline constexpr int kMaxFlatDuctSquares = 9;
inline constexpr int kMinDuctShortcut = 6;
inline constexpr int kMinClimbingCrawl = 2;
// "Away from the lift, ladders and spirals": more than this many steps from any of them.
inline constexpr int kMinDuctLinkDistance = 2;

CheckOutcome ductRules(const CheckContext& c);

}  // namespace dungeon::checks
