// The differential test of the reference rules (docs/reference.md): on one dungeon, the
// reference rules of testing/reference/ (written from SPEC alone), the hard checks and the
// party's walk in the sim must agree on the verdict of every hard check (the reference's the
// first problem among the named rules that make it up), on which squares the party ever
// reaches (the reference's search against the state search the checks read), on whether the
// walk from the entrance reaches the goal and a few drawn squares, and on every step of every
// walk being one the reference lets the party take. Asserts with RapidCheck; call inside a
// property.
#pragma once

#include "model/dungeon.h"

namespace dungeon::agreement {

// How many squares besides the goal the walk is sent to: on floors of the standard size (40 x
// 40) or smaller, and on larger floors, where a walk's route finding costs the most of a case.
inline constexpr int kWalkTargets = 4;
inline constexpr int kWalkTargetsOnLargeFloors = 1;
inline constexpr int kLargestStandardSide = 40;

// How many drawn squares besides the goal the walk is sent to on `d`: kWalkTargets, or
// kWalkTargetsOnLargeFloors where a floor is larger than kLargestStandardSide a side.
int drawnWalkTargets(const Dungeon& d);

// Asserts the agreement on `d`, logging each disagreement's rule, square and verdicts.
void expectAgreement(const Dungeon& d);

}  // namespace dungeon::agreement
