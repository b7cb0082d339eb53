// The live terrain: what changes in a dungeon while bodies move, laid over the static World.
// Today that is drained water (per floor, set when a lever with drains=yes is pulled); dug
// dirt, collapses and opened doors join it as per-square overrides. Every question of
// passability (what a square is now, whether it is open, how much room it leaves) is asked
// here, not of the World, so motion, reach, the state search and the route finder see one answer.
// The terrain never changes the World it lies over.
#pragma once

#include <bitset>

#include "model/dungeon.h"
#include "model/thing.h"
#include "sim/world/body.h"
#include "sim/world/world.h"

namespace dungeon::sim {

// The spiral's doorway and treads (width x height, cm), as the thing catalogue gives them
// (model/thing.h, SPEC sections 3, 5): a square a spiral's shaft stands in leaves no more room.
// A 2 x 2 shaft's are 1.8 m wide.
inline constexpr Clearance kSpiralTread = linkTraitsOf(ThingType::kSpiral).passage;
inline constexpr Clearance kWideSpiralTread = spiralLinkTraits(kSpiralShaftDouble).passage;

// Lifetimes: a Terrain refers to its World (and so to the World's Dungeon), which must outlive
// it; it owns its changes and copies cheaply (a bitset, no allocation), so a search can keep
// one per state. Only drain() and drainAll() change it.
class Terrain {
 public:
  // The world as built: nothing drained, nothing dug.
  explicit Terrain(const World& world) : world_(&world) {}
  Terrain(const World&& world) = delete;  // it would outlive a temporary world

  const World& world() const { return *world_; }

  // Drains the water of `floor`: from now on it walks like a corridor.
  // REQUIRES: 0 <= floor < the world's floor count.
  void drain(int floor) { drained_[static_cast<size_t>(floor)] = true; }
  // Drains every floor (the reach of every gate open, reach.h).
  void drainAll() { drained_.set(); }
  // True once `floor`'s water is drained.
  bool drained(int floor) const { return drained_[static_cast<size_t>(floor)]; }

  // The square's kind now: the world's, with drained water a corridor.
  // REQUIRES: 0 <= square < world().squareCount() (so for the other questions too).
  SquareKind kind(int square) const {
    const SquareKind built = world_->kind(square);
    return built == SquareKind::kWater && drained(world_->floorOf(square)) ? SquareKind::kCorridor
                                                                           : built;
  }
  // True where the square's kind now lets a body stand (not rock, not undrained water).
  bool isOpen(int square) const { return dungeon::isOpen(kind(square)); }
  // True where a body may stand now once nothing else blocks it: open, and no window.
  bool walkable(int square) const { return isOpen(square) && !world_->windowAt(square); }
  // The free space of the square now: its kind's clearance, nothing behind a window, tightened
  // to a spiral's treads where a spiral's shaft stands and to a doorway where a door stands (a
  // duct's door end's 1.2 m where a duct stands too; open or not: whether a door lets a body
  // through is the door bank's or the search's business).
  Clearance passageAt(int square) const {
    if (world_->windowAt(square)) return {0, 0};  // glass: sight passes, bodies do not
    Clearance c = clearanceOf(kind(square));
    if (const int shaft = world_->spiralShaftAt(square); shaft != 0) {
      c = tighter(c, spiralLinkTraits(shaft).passage);
    }
    if (world_->doorAt(square) == nullptr) return c;
    return tighter(c, world_->ductAt(square) ? kDuctDoorway : kDoorway);
  }

 private:
  const World* world_;
  std::bitset<kMaxFloors> drained_;  // per floor: its water drained
};

}  // namespace dungeon::sim
