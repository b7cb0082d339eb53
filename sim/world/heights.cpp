#include "sim/world/heights.h"

#include <vector>

#include "model/rules.h"
#include "sim/stairs/spiral.h"
#include "sim/stairs/spiral_table.h"
#include "sim/stairs/stair_shape.h"
#include "sim/world/motion.h"
#include "sim/world/spiral_doorways.h"
#include "sim/world/world.h"

namespace dungeon::sim {
namespace {

// The treads' length along the walking line of the winding the integer fit table gives the
// shaft for the rise and the way its doorways lie; kNoWinding when none fits.
int treadsFrom(int shaft, SpiralDoorway way_in, SpiralDoorway way_out, SpiralSpan span) {
  const int rise = way_out.height_half_m - way_in.height_half_m;
  if (rise < 1 || rise > kMaxSpiralRiseHalfMetres) return kNoWinding;
  const int size = shaft == kSpiralShaftDouble ? kSpiralShaftDouble : kSpiralShaftSingle;
  const int sweep =
      fittedSweepDegrees(size, spiralTurnBetween(way_in.side, way_out.side), rise, span);
  if (sweep == 0) return kNoWinding;
  const int walking_line_cm =
      size == kSpiralShaftDouble ? kWideSpiralWalkingLineCm : kSpiralWalkingLineCm;
  return spiralTreadCm(rise * kCmPerHalfMetre, sweep, walking_line_cm);
}

}  // namespace

bool cliffBetween(const World& world, int a, int b) {
  if (isSolid(world.kind(a)) || isSolid(world.kind(b))) return false;
  if (world.spiralAt(a) || world.spiralAt(b)) return false;
  return steeperThanWalkable((floorHeightCm(world, b) - floorHeightCm(world, a)) / kCmPerHalfMetre);
}

bool ofOrBesideSpiralShaft(const World& world, int square) {
  if (world.spiralAt(square)) return true;
  for (Dir dir : kAllDirs) {
    const int n = world.neighbour(square, dir);
    if (n >= 0 && world.spiralAt(n)) return true;
  }
  return false;
}

int tooSteepHalfPerMille(const World& world, int square, Dir side) {
  if (!isOpen(world.kind(square)) || ofOrBesideSpiralShaft(world, square)) return 0;
  const Place at = world.place(square);
  const Floor& floor = world.dungeon().floors[static_cast<size_t>(at.floor)];
  if (!isRunSquare(floor, at.at)) return 0;
  const int slope = halfSlopePerMille(stairShapeAt(floor, at.at), side);
  return slope > kWalkableSlopePerMille ? slope : 0;
}

unsigned char steepSides(const World& world, int square) {
  // A square level with its open neighbours has every edge at its own height: flat, if a stair.
  if (!world.uneven(square)) return 0;
  const Place at = world.place(square);
  const Floor& floor = world.dungeon().floors[static_cast<size_t>(at.floor)];
  if (!isRunSquare(floor, at.at) || ofOrBesideSpiralShaft(world, square)) return 0;
  const StairShape shape = stairShapeAt(floor, at.at);
  unsigned char sides = 0;
  for (Dir d : kAllDirs) {
    if (halfSlopePerMille(shape, d) > kWalkableSlopePerMille) {
      sides |= static_cast<unsigned char>(1u << static_cast<int>(d));
    }
  }
  return sides;
}

int treadsOfFlatSpiral(const World& world, int shaft) {
  const std::vector<SpiralDoorway> doorways = spiralDoorways(world, spiralShaftBlock(world, shaft));
  if (doorways.size() != 2) return kNoWinding;
  const bool first_lower = doorways[0].height_half_m <= doorways[1].height_half_m;
  return treadsFrom(world.spiralShaftAt(shaft), doorways[first_lower ? 0 : 1],
                    doorways[first_lower ? 1 : 0], SpiralSpan::kWithinFloor);
}

int treadsOfStackedSpiral(const World& world, const Link& link) {
  const std::vector<SpiralDoorway> below =
      spiralDoorways(world, spiralShaftBlock(world, link.lower));
  const std::vector<SpiralDoorway> above =
      spiralDoorways(world, spiralShaftBlock(world, link.upper));
  if (below.size() != 1 || above.size() != 1) return kNoWinding;
  return treadsFrom(world.spiralShaftAt(link.lower), below.front(), above.front(),
                    SpiralSpan::kBetweenFloors);
}

}  // namespace dungeon::sim
