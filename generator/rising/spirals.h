// Rising, part two (SPEC section 5.5): spirals. Within a floor, a spiral stands on a corridor
// square whose removal splits the floor in two (model/articulation.h), and the far part (the
// one without the entrance or the ladder up) sinks by the first of kSpiralSinks that a winding
// fits. Between stacked floors, a spiral climbs the 6 m from the floor below's arrival room to
// the floor above's goal room (the rooms its ladder joins, so it skips no gate): round a corner
// or out the same side in a one-square shaft where a winding fits the way its doorways lie, or,
// drawn at the rate table's straight-through rate, straight through a 2 x 2 shaft.
// Whether a winding fits is read from the spiral's integer fit table (sim/stairs/spiral.h), never
// decided by floating point.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "generator/core/plan.h"
#include "model/rng.h"

namespace dungeon::gen {

// Half-metres the far part sinks, in the order tried: 3.5, 4, 2.5, 4.5 m.
inline constexpr std::array<int, 4> kSpiralSinks = {7, 8, 5, 9};
// Half-metres a spiral between stacked floors climbs: their 6 m.
inline constexpr int kStackedSpiralRise = 12;

struct CutSpiral {
  Point at;
  int rise_half_m = 0;
  std::vector<Point> far_part;
};

// A spiral floor f can take, or why it can take none.
struct CutSpiralFound {
  std::optional<CutSpiral> spiral;
  // When there is none: kNoCutSquare where no square qualifies, else the reason most of the
  // squares tried failed for (kCutPartHoldsLink, kCutPartOverOpen or kNoCutWinding; ties to
  // the first of these).
  WhyNot why_not = WhyNot::kNoCutSquare;
};

// A spiral floor f can take, chosen in an order drawn from `rng`: a plain corridor square at
// height 0 with no thing on it, its two open neighbours at height 0, whose far part holds no
// vertical link and no entrance and, on a floor with another below, lies over solid rock.
// `cut` is cutSquares() of the floor: sinking changes heights only, so it holds for every sunk
// room tried.
CutSpiralFound findCutSpiral(const Draft& draft, int f, const std::vector<char>& cut, Rng& rng);
void layCutSpiral(Draft& draft, int f, const CutSpiral& spiral);

struct StackedSpiral {
  Point at;       // the shaft's square, or the north-west square of a 2 x 2 shaft
  int shaft = 1;  // 1 or 2 squares a side
  // For a 2 x 2 shaft: the square dug on the upper and on the lower floor between the shaft
  // and its room, its one doorway there.
  std::optional<Point> upper_doorway;
  std::optional<Point> lower_doorway;
};

// A spiral between floor `upper` and the floor below it, or nullopt when the two rooms leave
// no column for one. Straight through (drawn at the rate table's
// straight_stacked_spiral_per_mille): a 2 x 2 shaft with one dug doorway square on each floor
// between it and the room, on opposite sides; else, or where no 2 x 2 shaft fits, a one-square
// shaft in the rooms' wall.
std::optional<StackedSpiral> findStackedSpiral(const Draft& draft, int upper, Rng& rng);
// Digs the spiral's shaft (and its doorway squares) on both floors and stands its two things.
void layStackedSpiral(Draft& draft, int upper, const StackedSpiral& spiral);

// What findStackedSpiral asks of a shaft's column, exposed for its tests:
// True when the 2 x 2 shaft whose north-west square is `nw` is rock on floor f, none of it kept
// rock for something else (the entrance ramp's squares, counted on every floor, or another
// shaft's column), with nothing open beside it: the eight squares along its four sides (off the
// floor counts as rock; the four diagonal corners are not read).
bool isClosedShaft(const Draft& draft, int f, Point nw);
// The side of the shaft (`shaft` squares a side, north-west square `nw`) its one doorway on
// floor f is on: every square of the shaft solid, and exactly one open square beside it, a
// square of `room` at height 0 where nothing on floor f stands; else nullopt.
// REQUIRES: shaft is 1 or 2.
std::optional<Dir> shaftDoorway(const Draft& draft, int f, Point nw, int shaft, const Rect& room);

}  // namespace dungeon::gen
