// Continuous line of sight over the built geometry (SPEC section 8): a straight line at eye
// height between the centres of two squares of one floor holds when it stays in free space
// all the way. Rock, crawl spaces (their 1.2 m ceiling is below the eye), closed doors and
// unfound secret doors block; rooms, corridors, water and windows do not; a narrow passage's
// walls stand in from its square's edge, leaving a 1.0 m band along the way it runs, so a
// straight slot holds and a slot stepping corner to corner does not. Integer centimetres
// throughout. Sight reads the floor as built, and a dirt floor's live dirt where it is given
// (terrain.h): a dirt wall blocks like rock, dug dirt lets a line through (a body looks along a
// crawlway or tunnel at its own height); draining water moves no wall. From a crawlway a body
// sees only the way it faces (inFacingCone).
#pragma once

#include <vector>

#include "model/dungeon.h"
#include "model/rules.h"
#include "sim/world/dirt_terrain.h"

namespace dungeon::sim {

// The free band of a narrow passage: its width in the square table (SPEC section 3: 1.0 m).
inline constexpr int kNarrowBandCm = clearanceOf(SquareKind::kNarrow).width_cm;
// The line is tested at points at most 10 cm apart along its longer axis: a narrow passage's
// inset walls are 100 cm thick, so no wall is stepped over; a line grazing a rock corner by
// less than that may pass it.
inline constexpr int kSightStepCm = 10;

// One floor's geometry as sight sees it, built once for many lines. A line is first walked
// square by square, exactly; only lines through narrow passages are then sampled.
class SightMap {
 public:
  // `dirt`, when given, is the floor's live dirt (it must outlive the map and not change while
  // the map is in use); without it a dirt floor is seen by its grid.
  SightMap(const Dungeon& d, int floor, const DirtTerrain* dirt = nullptr);
  // Treats the door standing on `square` as open (a door a scene has opened).
  // REQUIRES: the square is on the floor.
  void openDoor(Point square);
  // Whether a line from the centre of `from` to the centre of `to` holds.
  // REQUIRES: both squares on the floor.
  bool clear(Point from, Point to) const;

 private:
  // The squares a line crosses, found exactly (a supercover walk over the grid): blocked when
  // one is rock, a crawl or a closed door; else whether one is a narrow passage, whose inset
  // walls need the sampled test.
  enum class Crossing { kBlocked, kOpen, kThroughNarrow };
  Crossing crossSquares(Point from, Point to) const;
  bool clearSampled(Point from, Point to) const;
  bool freeAt(int x_cm, int y_cm, bool doors_open) const;
  // The square's kind as sight sees it: the grid's, but on a dirt square a wall is rock and dug
  // dirt a room.
  SquareKind kindAt(Point square) const;
  // Whether every point of the square is free (so a line need not be tested inside it).
  bool openThroughout(Point square, bool doors_open) const;

  const Floor* floor_;
  const DirtTerrain* dirt_;
  std::vector<char> blocked_;  // per square: a door stands there
};

// One line on one floor (builds a SightMap; use one directly for many lines).
bool lineOfSight(const Dungeon& d, int floor, Point from, Point to);

// SPEC 9: from a dirt crawlway a body sees and shoots only the way it faces, a 90-degree cone:
// true when `to` lies within 45 degrees either side of `facing` from `from` (the cone's edges
// included), or is `from` itself.
bool inFacingCone(Point from, Dir facing, Point to);

}  // namespace dungeon::sim
