// The spirals of a dungeon for the reference rules (SPEC sections 4, 5.5 and 8): each spiral's
// shaft and doorways (the open squares beside the shaft, outside it), whether a winding fits
// the height between its doorways, and the rules of spiral_fit as SPEC and docs/checks.md state
// them (spiralRules). A spiral is walked only where a winding fits: within a floor its doorways
// lead into the shaft only then, between floors the climb exists only then (SPEC section 8).
#pragma once

#include <map>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "testing/reference/links.h"
#include "testing/reference/rule.h"
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
  int shaftAt(Place p) const {
    return index_.onDungeon(p) ? shaft_size_[static_cast<size_t>(index_.index(p))] : 0;
  }
  // True on a shaft square and on the squares beside one (SPEC section 8: the stair rule
  // leaves them to the spiral).
  bool ofOrBesideShaft(Place p) const;
  // True when a step between a and b (neighbours on one floor) leads into or out of the
  // shaft of a spiral within a floor that no winding fits.
  bool misfitStep(Place a, Place b) const;
  // True when the stacked spiral link may be climbed: one doorway on each floor and a winding
  // fits the height between them. REQUIRES: link is one of the pairing's spiral links.
  bool climbable(const Link& link) const;
  // The rules of spiral_fit, each the first problem among the spirals within a floor, then
  // those between floors (each pair once), or "":
  // spiral.block: a 2 x 2 block lies on its floor, open, holding nothing but its spiral;
  std::string blockProblem() const;
  // spiral.doorways: two doorways within a floor, one on each floor between floors;
  std::string doorwayProblem() const;
  // spiral.rise: the rise on the sheet is the height between the doorways;
  std::string riseProblem() const;
  // spiral.winding: a winding fits the rise and the way out;
  std::string windingProblem() const;
  // spiral.splits_floor: a spiral within a floor splits it (docs/checks.md).
  std::string splitProblem() const;

 private:
  SpiralFacts factsOf(const Thing& spiral) const;
  bool stackedFits(const Link& link) const;
  bool flatFits(const SpiralFacts& s) const;
  std::string blockProblemOf(const SpiralFacts& s) const;
  bool splitsFloor(const SpiralFacts& s) const;
  // The spiral links' ends below and above, each pair once.
  std::vector<std::pair<SpiralFacts, SpiralFacts>> stackedFacts() const;

  const DungeonIndex& index_;
  const LinkPairing& links_;
  std::vector<int> shaft_size_;  // per square
  std::vector<SpiralFacts> flat_;
  std::vector<char> flat_fits_;                           // per flat spiral
  std::map<std::pair<Place, Place>, bool> stacked_fits_;  // by (lower, upper) end
};

// The way out from the sides the two doorways lie on.
WayOut wayOutBetween(Dir way_in, Dir way_out);

// The rules of spiral_fit: spiral.block, spiral.doorways, spiral.rise, spiral.winding,
// spiral.splits_floor.
std::span<const ReferenceRule> spiralRules();

}  // namespace dungeon::reference
