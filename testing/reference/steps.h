// The step rule for the reference rules (SPEC sections 3 and 8, "No step is spared"): a body
// moves between neighbouring squares of a floor only where their floors differ by at most 3 m,
// whatever stands on them; only a spiral's shaft is spared, its treads being the link's own
// travel. A step is also refused across the half of a stair square steeper than 45 degrees
// (stairs.h), but on and beside a spiral's shaft, and into or out of the shaft of a spiral
// within a floor that no winding fits (spirals.h). Solid squares are never stepped on.
#pragma once

#include <map>
#include <span>
#include <string>
#include <vector>

#include "testing/reference/rule.h"
#include "testing/reference/spirals.h"
#include "testing/reference/stairs.h"

namespace dungeon::reference {

class StepRules {
 public:
  StepRules(const DungeonIndex& index, const Spirals& spirals);

  // True when the floors of neighbours a and b (neither solid, neither a spiral's shaft)
  // differ by more than 3 m.
  bool cliff(Place a, Place b) const;
  // True when run square p's half towards `side` is steeper than 45 degrees where bodies
  // walk, p being neither of nor beside a spiral's shaft.
  bool steepHalf(Place p, Dir side) const;
  // Why the heights forbid the step between neighbours a and b of one floor, or "".
  std::string forbids(Place a, Place b) const;
  // True when they do not: forbids(a, b) is "".
  bool allows(Place a, Place b) const;

  // The slopes_walkable rule (step.cliff): the first cliff between open (or water) neighbours,
  // or "".
  std::string cliffProblem() const;
  // The stair rules of stair_geometry: the first steep half not facing a cliff of a straight
  // stair square (stair.straight.slope), of a corner (stair.corner.slope), or "".
  std::string stairProblem(bool straight) const;
  // The tiling rule of stair_geometry (stair.corner.sectors): where a corner stair square
  // stands (a run square turning at a right angle, an open neighbour at another height, not of
  // or beside a spiral's shaft), its 24 sectors tile it (cornerSectorsProblem), or "".
  std::string sectorProblem() const;

 private:
  bool cornerStairSquare(Place p) const;
  // The slope of a stair half, corners worked out once per rise.
  double slopeOf(const StairHalf& half);

  const DungeonIndex& index_;
  const Spirals& spirals_;
  std::vector<unsigned char> steep_sides_;  // per square, a bit per Dir
  std::map<double, double> corner_slopes_;  // by the half turn's rise in metres
};

// The rules of slopes_walkable and stair_geometry: step.cliff, stair.corner.sectors,
// stair.straight.slope, stair.corner.slope.
std::span<const ReferenceRule> stepRules();

}  // namespace dungeon::reference
