// The spiral fit of SPEC sections 5.5 and 7 as a hard check on any sheet. A spiral's square is
// its shaft and the open squares beside it on its floor are its doorways. A spiral within a
// floor (`dir=flat`) has two, a way in and a way out `rise` above it; a spiral between stacked
// floors has one on its lower floor (`dir=up`) and one on its upper floor (`dir=down`), and
// climbs from the one to the other. The rise on the sheet must be the height between the
// doorways' floors, and a winding of sim/spiral.h must fit that rise and the doorways' turn.
// Spirals without a partner are the links_paired check's business.
#pragma once

#include "checks/hard_checks.h"

namespace dungeon::checks {

CheckOutcome spiralFit(const CheckContext& c);

}  // namespace dungeon::checks
