// The differential test of the reference rules (docs/reference.md): on one dungeon, the
// reference rules of testing/reference/ (written from SPEC alone), the hard checks and the
// party's walk in the sim must agree on every rule the checks and the sim share (the verdict of
// slopes_walkable, stair_geometry, spiral_fit, duct_rules, links_paired, monsters_fit,
// open_reachable, goal_solvable and no_soft_lock), on which squares the party ever reaches
// (the reference's search against the state search the checks read), on whether the walk from
// the entrance reaches the goal and a few drawn squares, and on every step of every walk being
// one the reference lets the party take. Asserts with RapidCheck; call inside a property.
#pragma once

#include "model/dungeon.h"

namespace dungeon::agreement {

// How many squares besides the goal the walk is sent to.
inline constexpr int kWalkTargets = 4;

// Asserts the agreement on `d`, logging each disagreement's rule, square and verdicts.
void expectAgreement(const Dungeon& d);

}  // namespace dungeon::agreement
