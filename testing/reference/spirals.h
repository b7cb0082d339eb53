// The spirals of a dungeon for the reference rules (SPEC sections 4, 5.5 and 8): each spiral's
// shaft and doorways (the open squares beside the shaft, outside it), whether a winding fits
// the height between its doorways, and the spiral_fit rule as SPEC and docs/checks.md state it.
// A spiral is walked only where a winding fits: within a floor its doorways lead into the shaft
// only then, between floors the climb exists only then (SPEC section 8).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "testing/reference/links.h"
#include "testing/reference/spiral_geometry.h"

namespace dungeon::reference {

struct Doorway {
  Place at;
  Dir side;  // the side of the shaft it lies on
  int height_half_m;
};

// A spiral thing's shaft, doorways and whether the stair it stands for can be walked.
struct SpiralFacts {
  const Thing* thing;
  std::vector<Place> shaft;
  std::vector<Doorway> doorways;
};

class Spirals {
 public:
  Spirals(const DungeonIndex& index, const LinkPairing& links);

  // The shaft size (1 or 2) of a spiral standing on p, 0 where none does.
  int shaftAt(Place p) const;
  // True on a shaft square and on the squares beside one (SPEC section 8: the stair rule
  // leaves them to the spiral).
  bool ofOrBesideShaft(Place p) const;
  // True when a step between a and b (neighbours on one floor) leads into or out of the
  // shaft of a spiral within a floor that no winding fits.
  bool misfitStep(Place a, Place b) const;
  // True when the stacked spiral link may be climbed: one doorway on each floor and a winding
  // fits the height between them. REQUIRES: link is one of the pairing's spiral links.
  bool climbable(const Link& link) const;
  // Why the dungeon's spirals break the spiral_fit rule, or "" when they keep it.
  std::string problem() const;

 private:
  SpiralFacts factsOf(const Thing& spiral) const;
  bool stackedFits(const Link& link) const;
  bool flatFits(const SpiralFacts& s) const;
  std::string flatProblem(const SpiralFacts& s) const;
  std::string stackedProblem(const Link& link) const;
  std::string blockProblem(const SpiralFacts& s) const;
  bool splitsFloor(const SpiralFacts& s) const;

  const DungeonIndex& index_;
  const LinkPairing& links_;
  std::vector<int> shaft_size_;  // per square
  std::vector<SpiralFacts> flat_;
  std::vector<char> flat_fits_;                           // per flat spiral
  std::map<std::pair<Place, Place>, bool> stacked_fits_;  // by (lower, upper) end
};

// The way out from the sides the two doorways lie on.
WayOut wayOutBetween(Dir way_in, Dir way_out);

}  // namespace dungeon::reference
