// Whether a winding of a spiral stair fits, worked out again from SPEC section 5.5's numbers
// in floating point by sampling the stair (docs/reference.md): a shaft's wall and doorway give
// each end a flat landing, the treads climb in a straight blend of height by angle between the
// landings, and a winding fits when its slope on the walking line is at most 36 degrees and
// every point keeps 2.2 m of head room under the turn above (2.6 m over the way in's doorway,
// the doorway height of SPEC section 3, as docs/checks.md decides). No integer table is read:
// this is the second derivation the sim's table is held to.
#pragma once

#include <vector>

namespace dungeon::reference {

// Where the way out lies from the way in: across the shaft, round a corner, or on the same
// side (between stacked floors only).
enum class WayOut { kStraight, kCorner, kSameSide };
enum class Span { kWithinFloor, kBetweenFloors };

// SPEC section 5.5: a one-square shaft (1) has its wall 1.45 m from the middle, 0.9 m
// doorways and its walking line 0.9 m out; a 2 x 2 shaft (2) its wall at 2.95 m, 1.8 m
// doorways and its walking line 1.8 m out.
struct ShaftGeometry {
  double wall_m;
  double doorway_m;
  double walking_line_m;
};
ShaftGeometry shaftGeometry(int shaft);

// The sweeps (degrees round the middle from doorway to doorway) the way out allows, plus 0 to
// 6 whole turns: straight 180, round a corner 90 or 270, out the same side 1 to 6 whole turns
// (never within a floor: its two doorways lie on different sides).
std::vector<int> candidateSweeps(WayOut way_out, Span span);

// The stair's steepest slope on the walking line in degrees, and its least head room under
// the turn above over the way in's doorway and anywhere else, in metres (a large number where
// no turn passes above), for a sweep and a rise.
struct WindingMeasure {
  double slope_degrees = 0;
  double doorway_head_room_m = 1e9;
  double head_room_m = 1e9;
  bool climbs = false;  // the sweep leaves room to climb beyond the two landings
};
WindingMeasure measureWinding(int shaft, int sweep_degrees, double rise_m);

// True when the winding meets SPEC's limits: 36 degrees, 2.2 m, 2.6 m over the doorway.
bool windingFits(int shaft, int sweep_degrees, double rise_m);

// True when some winding fits a rise of `rise_half_m` half-metres; a spiral climbs 0.5 to
// 12 m (SPEC section 5.5), so any other rise fits none.
bool anyWindingFits(int shaft, WayOut way_out, int rise_half_m, Span span);

}  // namespace dungeon::reference
