// Vertical links paired again from SPEC section 4 for the reference rules: a ladder, climbing
// duct or spiral going up pairs only with the nearest one of its type going down straight
// above it (a spiral with one of the same shaft), every floor between being rock at every
// column of its shaft; lift stops in one column are joined in order from top to bottom
// ("joins every floor at its column"). What does not pair is a problem of the rule it breaks,
// as links_paired says.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "testing/reference/dungeon_index.h"
#include "testing/reference/rule.h"

namespace dungeon::reference {

struct Link {
  ThingType type;  // ladder, lift, duct (climbing) or spiral (between floors)
  Place lower;     // the end on the lower floor (the larger floor number)
  Place upper;
  const Thing* lower_thing;
  const Thing* upper_thing;
};

// One thing left without its partner, or a blocked shaft, and the name of the rule it breaks.
struct LinkProblem {
  std::string_view rule;  // a name of linkRules()
  std::string text;
};

struct LinkPairing {
  std::vector<Link> links;
  std::vector<LinkProblem> problems;  // one per thing left alone or blocked shaft
};

// The squares of a link thing's shaft on its floor: its own square, or for a spiral with
// shaft=2 the 2 x 2 block whose north-west square it stands on (those on the floor).
std::vector<Place> shaftOf(const DungeonIndex& index, const Thing& link);

LinkPairing pairLinks(const DungeonIndex& index);

// The rules of links_paired: each type's partner rule (link.ladder.partner, link.duct.partner,
// link.spiral.partner), a spiral's partner of the same shaft (link.spiral.same_shaft), the
// floors between a link's ends rock at its shaft (link.shaft.rock), and the lift's stops
// (link.lift.column, link.lift.shaft.rock). A thing going down left alone because the one going
// up below it was stopped by a blocked or mismatched shaft breaks that rule, not its partner
// rule.
std::span<const ReferenceRule> linkRules();

}  // namespace dungeon::reference
