// The reference rules' one view of a dungeon (docs/reference.md): every square of every floor
// under one index, what stands on each, and the SPEC's plain words for squares (open, solid,
// water), read from the model's values only. The reference rules are written a second time
// from SPEC, beside the sim and the checks, so this file and everything in testing/reference/
// include nothing but the model (the layering check enforces it). Simple and slow on purpose;
// the dungeon must outlive the index and not change while it is used.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "model/dungeon.h"

namespace dungeon::reference {

// The square one step from p towards `dir` on its floor (maybe off it).
inline Place beside(Place p, Dir dir) {
  return {p.floor, step(p.at, dir)};
}

// SPEC section 3: floor heights are half-metres; stacked floors are 6 m apart.
inline constexpr int kMaxStepHalfMetres = 6;  // 3 m over a 3 m square: 45 degrees

class DungeonIndex {
 public:
  explicit DungeonIndex(const Dungeon& d);

  const Dungeon& dungeon() const { return *dungeon_; }
  int floorCount() const { return static_cast<int>(dungeon_->floors.size()); }
  const Floor& floor(int f) const { return dungeon_->floors[static_cast<size_t>(f)]; }

  // Squares are numbered floor by floor, row by row. REQUIRES: onDungeon(p) for index().
  int squareCount() const { return offsets_.back(); }
  bool onDungeon(Place p) const {
    if (p.floor < 0 || p.floor >= floorCount()) return false;
    const Floor& f = floor(p.floor);
    return p.at.x >= 0 && p.at.y >= 0 && p.at.x < f.width() && p.at.y < f.height();
  }
  int index(Place p) const {
    return offsets_[static_cast<size_t>(p.floor)] + p.at.y * floor(p.floor).width() + p.at.x;
  }
  Place place(int square) const;

  // SPEC section 3, from the square's kind alone: rock is solid; room, corridor, narrow and
  // crawl are open; water is neither (impassable until drained). Off the floor is rock.
  SquareKind kind(Place p) const {
    return onDungeon(p) ? floor(p.floor).kind(p.at) : SquareKind::kRock;
  }
  bool solid(Place p) const { return kind(p) == SquareKind::kRock; }
  bool water(Place p) const { return kind(p) == SquareKind::kWater; }
  bool open(Place p) const { return !solid(p) && !water(p); }
  // SPEC 9: the square is dirt, which a hand may dig (a square of a dirt floor that is not rock
  // kept rock or built). False off the dungeon and on floors without dirt.
  bool dirt(Place p) const {
    return onDungeon(p) && floor(p.floor).isDirtFloor() && floor(p.floor).dirt(p.at).dirt;
  }
  // The square's floor above the dungeon's datum, in half-metres: its floor's base plus its
  // own height (SPEC section 6: each square carries one height). REQUIRES: onDungeon(p).
  int heightHalfMetres(Place p) const {
    return floor(p.floor).baseHalfMetres() + floor(p.floor).heightHalfMetres(p.at);
  }

  // Every thing standing on the square, in the dungeon's order.
  std::span<const Thing* const> thingsAt(Place p) const;
  // The first thing of `type` on the square, or nullptr.
  const Thing* thingAt(Place p, ThingType type) const;
  // The door (D, O or S) on the square, or nullptr.
  const Thing* doorAt(Place p) const;
  // The first entrance and goal of the dungeon in its order; nullopt when there is none.
  std::optional<Place> entrance() const { return entrance_; }
  std::optional<Place> goal() const { return goal_; }

  // The open squares sharing an edge with p on its floor, north, east, south, west.
  std::vector<Place> openNeighbours(Place p) const;
  // How many there are.
  int openNeighbourCount(Place p) const {
    int count = 0;
    for (Dir dir : kAllDirs) count += open({p.floor, step(p.at, dir)}) ? 1 : 0;
    return count;
  }

 private:
  const Dungeon* dungeon_;
  std::vector<int> offsets_;  // per floor: the index of its first square; then the total
  // The things on the dungeon's squares, square by square in index order, each square's in the
  // dungeon's order; square s's are things_[first_thing_[s]] up to things_[first_thing_[s + 1]].
  std::vector<const Thing*> things_;
  std::vector<int> first_thing_;
  std::optional<Place> entrance_;
  std::optional<Place> goal_;
};

}  // namespace dungeon::reference
