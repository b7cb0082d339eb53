// The spiral fit of SPEC sections 5.5 and 7 as a hard check on any sheet. A spiral's shaft is its
// square, or with `shaft=2` the 2 x 2 block whose north-west square it stands on (its four
// squares open, nothing else standing in it); the open squares beside the shaft, outside it, are
// its doorways, and the side of the shaft each lies on decides the turn. A spiral within a
// floor (`dir=flat`) has two, a way in and a way out `rise` above it; a spiral between stacked
// floors has one on its lower floor (`dir=up`) and one on its upper floor (`dir=down`), and
// climbs from the one to the other. The rise on the sheet must be the height between the
// doorways' floors, and a winding must fit that rise, the doorways' turn and the shaft, by the
// integer table of sim/stairs/spiral_table.h. A spiral within a floor also splits it: with its
// shaft taken away, no way over the floor joins its way in to its way out. Spirals without a
// partner are the links_paired check's business.
#pragma once

#include "checks/hard_checks.h"

namespace dungeon::checks {

CheckOutcome spiralFit(const CheckContext& c);

}  // namespace dungeon::checks
