// Which way doors face, for the reference rules (SPEC section 4): a one-way door's handle face
// (`opens_from`) and a secret door's wall face (`front`) lie along the door's way, so the
// squares on that side and on the opposite side are both open (room, corridor, narrow or crawl:
// water is no way until drained, rock none), as docs/checks.md states doors_along_way.
#pragma once

#include <span>

#include "testing/reference/rule.h"

namespace dungeon::reference {

// The rules of doors_along_way: door.one_way.along_way (a one-way door has an `opens_from`
// along its way) and door.secret.along_way (a secret door has a `front` along its way).
std::span<const ReferenceRule> doorRules();

}  // namespace dungeon::reference
