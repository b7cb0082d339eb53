// The live terrain: what changes in a dungeon while bodies move, laid over the static World:
// drained water (per floor, set when a lever with drains=yes is pulled) and the live dirt of
// every dirt floor (levels, packing, ground and containers, changed by digging, packing,
// pushing, tunnelling and collapse; SPEC sections 8 and 9). Every question of passability (what
// a square is now, whether it is open, how much room it leaves, how fast it is crossed) is asked
// here, not of the World, so motion, reach, the state search, sight, chases and the route finder
// see one answer. The terrain never changes the World it lies over.
#pragma once

#include <bitset>
#include <memory>

#include "model/dungeon.h"
#include "model/thing.h"
#include "sim/world/body.h"
#include "sim/world/dirt_space.h"
#include "sim/world/world.h"

namespace dungeon::sim {

// The spiral's doorway and treads (width x height, cm), as the thing catalogue gives them
// (model/thing.h, SPEC sections 3, 5): a square a spiral's shaft stands in leaves no more room.
// A 2 x 2 shaft's are 1.8 m wide.
inline constexpr Clearance kSpiralTread = linkTraitsOf(ThingType::kSpiral).passage;
inline constexpr Clearance kWideSpiralTread = spiralLinkTraits(kSpiralShaftDouble).passage;

// Lifetimes: a Terrain refers to its World (and so to the World's Dungeon), which must outlive
// it. It shares the world's dirt as built until it changes it (copy on first change), so a copy
// costs a bitset and a shared pointer, never a copy of the dirt, and a search can keep one per
// state. Only drain(), drainAll() and dirtToChange() change it.
class Terrain {
 public:
  // The world as built: nothing drained, nothing dug.
  explicit Terrain(const World& world) : world_(&world), dirt_(world.builtDirt()) {}
  Terrain(const World&& world) = delete;  // it would outlive a temporary world

  const World& world() const { return *world_; }

  // Drains the water of `floor`: from now on it walks like a corridor.
  // REQUIRES: 0 <= floor < the world's floor count.
  void drain(int floor) { drained_[static_cast<size_t>(floor)] = true; }
  // Drains every floor (the reach of every gate open, reach.h).
  void drainAll() { drained_.set(); }
  // True once `floor`'s water is drained.
  bool drained(int floor) const { return drained_[static_cast<size_t>(floor)]; }

  // The live dirt of `floor`, or nullptr where it is no dirt floor.
  const DirtTerrain* dirt(int floor) const { return dirt_ ? dirt_->floor(floor) : nullptr; }
  // The live dirt of `floor` to change; the first change of dirt shared with the world or another
  // terrain copies it. REQUIRES: dirt(floor) != nullptr.
  DirtTerrain& dirtToChange(int floor);
  // The space the square's dirt leaves now, or kRock where it holds no dirt (not a dirt floor,
  // or a square of one that is not dirt: the grid decides there).
  DirtSpace dirtSpace(int square) const {
    if (!dirt_) return DirtSpace::kRock;
    const DirtTerrain* d = dirt_->floor(world_->floorOf(square));
    if (d == nullptr) return DirtSpace::kRock;
    const int i = world_->indexOnFloor(square);
    return dirtSpaceOf(d->squareAt(i), d->groundAt(i));
  }

  // The square's kind now: the world's, with drained water a corridor; on a dirt square, a dirt
  // wall is rock and dug dirt is the grid's open kind where it has one, else a corridor (dug
  // while bodies moved). REQUIRES: 0 <= square < world().squareCount() (so for the rest too).
  SquareKind kind(int square) const {
    const SquareKind built = world_->kind(square);
    if (dirt_) {
      const DirtSpace space = dirtSpace(square);
      if (space == DirtSpace::kWall) return SquareKind::kRock;
      if (space != DirtSpace::kRock && !dungeon::isOpen(built)) return SquareKind::kCorridor;
    }
    return built == SquareKind::kWater && drained(world_->floorOf(square)) ? SquareKind::kCorridor
                                                                           : built;
  }
  // True where the square's kind now lets a body stand (not rock, not undrained water).
  bool isOpen(int square) const { return dungeon::isOpen(kind(square)); }
  // True where a body may stand now once nothing else blocks it: open, and no window.
  bool walkable(int square) const { return isOpen(square) && !world_->windowAt(square); }
  // The free space of the square now: its kind's clearance (a dirt square's: its dirt space's),
  // nothing behind a window, tightened to a spiral's treads where a spiral's shaft stands and to
  // a doorway where a door stands (a duct's door end's 1.2 m where a duct stands too; open or
  // not: whether a door lets a body through is the door bank's or the search's business).
  Clearance passageAt(int square) const {
    if (world_->windowAt(square)) return {0, 0};  // glass: sight passes, bodies do not
    Clearance c = clearanceNow(square);
    if (const int shaft = world_->spiralShaftAt(square); shaft != 0) {
      c = tighter(c, spiralLinkTraits(shaft).passage);
    }
    if (world_->doorAt(square) == nullptr) return c;
    return tighter(c, world_->ductAt(square) ? kDuctDoorway : kDoorway);
  }
  // The share of a body's speed the square allows now, in percent: 100, but on a dirt heap 50
  // and a dirt mound 67 (SPEC 9: walkable piles at reduced speed; docs/dirt.md).
  int speedPercentAt(int square) const {
    if (!dirt_) return 100;
    const DirtSpace space = dirtSpace(square);
    return isDug(space) ? penaltiesOf(space).speed_percent : 100;
  }

 private:
  Clearance clearanceNow(int square) const {
    if (dirt_) {
      const DirtSpace space = dirtSpace(square);
      if (space != DirtSpace::kRock) return penaltiesOf(space).clearance;
    }
    return clearanceOf(kind(square));
  }

  const World* world_;
  std::bitset<kMaxFloors> drained_;   // per floor: its water drained
  std::shared_ptr<DirtFloors> dirt_;  // null where the dungeon has no dirt floor
};

}  // namespace dungeon::sim
