// The stack row of the stage table (SPEC section 5.4), for dungeons of two floors or more: a ladder
// pair from each floor's way down to the arrival room of the floor below, a lift beside the first
// ladder where the two rooms overlap, and the quick exit past the boss: a one-way secret door (wall
// from the boss room's side, opened from that side) into a tunnel whose ladder climbs a shaft of
// rock to a tunnel on floor 1 that ends in a plain door. The shaft's column stays rock on every
// floor between.
#pragma once

#include "generator/core/plan.h"
#include "generator/core/stage.h"
#include "model/rng.h"

namespace dungeon::gen {

// Tunnel lengths of the quick exit, in squares, on the boss's floor and on floor 1.
inline constexpr int kMinQuickExitTunnel = 2;
inline constexpr int kMaxQuickExitTunnel = 4;
inline constexpr int kMaxFloorOneTunnel = 8;

// Reads: every plan's way_down, goal and entrance areas, every floor's squares and things,
// and `ramp`. Writes: the ladders, the lift and the quick exit's things, the quick exit's
// tunnels on the last floor and floor 1, and its column in `shafts`. One floor: nothing.
// Fails when no quick exit fits (place: the middle of the boss room on the last floor).
Status stackFloors(StageContext& context);

}  // namespace dungeon::gen
