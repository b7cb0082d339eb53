// The stock row of the stage table: the things of a floor (SPEC section 5.3). The entrance goes on
// an edge square of the entrance room with 9 squares of rock straight out of it for its ramp; the
// goal (boss) stands in the middle of the last floor's goal room, and on the floors above, the way
// down stands there instead; each gate's door, key, lever and code clue goes where the topology
// says; plain doors stand where some corridors meet rooms; monsters wait in rooms.
#pragma once

#include "generator/core/plan.h"
#include "generator/core/stage.h"
#include "model/rng.h"
#include "model/rules.h"

namespace dungeon::gen {

// Reads: plans[f], floor f's squares and the things already on floor f.
// Writes: floor f's things, `ramp` (floor 1) and plans[f].way_down (floors above the last);
// no square.
// Fails when the entrance room has no ramp spot (place: the room's middle), a gate's corridor
// does not run straight out of its room (place: the door's square), or an item's room is full
// (place: the room's middle).
Status stockFloor(StageContext& context);

// A monster's body drawn by rates().monster_weights (the body table's monster rows,
// model/bodies.h), one draw from `rng`; the mine stocks its tunnels with it too.
BodyKind drawMonsterBody(Rng& rng);

}  // namespace dungeon::gen
