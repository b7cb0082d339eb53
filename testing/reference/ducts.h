// The duct rules written again for the reference rules, from SPEC sections 4, 5.7 and 8 and
// docs/ducts.md: a duct (`v`) stands on a crawl. A flat duct's crawl joins exactly two rooms,
// is at most 9 squares, touches nothing open but its own squares and its two rooms and is a
// simple way (each square beside only the squares before and after it), runs straight for its
// first and last two squares, opens into both rooms at one height with every crawl square at
// that height (no step is spared, so it never bridges a rise), and is a shortcut of at least 6
// steps. A climbing duct stands on the dead end of a simple crawl of at least 2 squares out of
// a room, more than 2 steps from any ladder, lift or spiral. No duct's crawl opens a ladder
// shaft's column on a floor the shaft passes through, and each duct's square holds what its
// end says (no door for a grate, a door, a secret door facing along the crawl).
#pragma once

#include <string>

#include "testing/reference/links.h"

namespace dungeon::reference {

// SPEC section 5.7 and docs/ducts.md.
inline constexpr int kMostFlatDuctSquares = 9;
inline constexpr int kLeastShortcutSteps = 6;
inline constexpr int kLeastClimbingCrawl = 2;
inline constexpr int kLeastStepsFromLinks = 3;  // "more than 2 steps" (docs/ducts.md)

// Why the dungeon's ducts break the duct rules, or "" when they keep them.
std::string ductProblem(const DungeonIndex& index, const LinkPairing& links);

}  // namespace dungeon::reference
