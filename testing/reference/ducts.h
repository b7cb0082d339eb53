// The duct rules written again for the reference rules, from SPEC sections 4, 5.7, 5.8 and 8
// and docs/ducts.md, one named rule each (ductRules). Water counts as open (SPEC 5.7: it may be
// drained). A duct (`v`) stands on a crawl, and on a dirt floor its crawl is built, not dirt. A
// flat duct's crawl joins exactly two rooms, is at most 9 squares, touches nothing open or
// water but its own squares and its two rooms and is a simple way (each square beside only the
// squares before and after it), runs straight for its first and last two squares, opens into
// both rooms at one height with every crawl square at that height (no step is spared, so it
// never bridges a rise), and is a shortcut of at least 6 steps, walking round across water too.
// A climbing duct stands on the dead end of a simple crawl of at least 2 squares out of a room,
// touching nothing else open or water, more than 2 steps from any ladder, lift or spiral, and
// the tube from its lower crawl's 1.2 m ceiling to its upper end's floor is at least the 2 m of
// rock between stacked floors. No duct's crawl opens a ladder shaft's column on a floor the
// shaft passes through, and each duct's square holds what its end says (no door for a grate, a
// door, a secret door facing along the crawl).
#pragma once

#include <span>

#include "testing/reference/rule.h"

namespace dungeon::reference {

// SPEC section 5.7 and docs/ducts.md.
inline constexpr int kMostFlatDuctSquares = 9;
inline constexpr int kLeastShortcutSteps = 6;
inline constexpr int kLeastClimbingCrawl = 2;
inline constexpr int kLeastStepsFromLinks = 3;  // "more than 2 steps" (docs/ducts.md)
// SPEC 3 and 5.7: a crawl is 1.2 m high; stacked floors keep 2 m of rock between them.
inline constexpr int kCrawlCeilingCm = 120;
inline constexpr int kRockBetweenFloorsCm = 200;

// The rules of duct_rules: duct.on_crawl; duct.crawl_built; duct.flat.two_rooms, .length,
// .touches_nothing, .simple, .straight_ends, .mouths_level, .crawl_level, .shortcut;
// duct.climbing.dead_end, .crawl, .simple, .touches_nothing, .apart, .tube; duct.ladder_column;
// duct.end.grate, .door, .secret.
std::span<const ReferenceRule> ductRules();

}  // namespace dungeon::reference
