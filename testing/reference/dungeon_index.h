// The reference rules' one view of a dungeon (docs/reference.md): every square of every floor
// under one index, what stands on each, and the SPEC's plain words for squares (open, solid,
// water), read from the model's values only. The reference rules are written a second time
// from SPEC, beside the sim and the checks, so this file and everything in testing/reference/
// include nothing but the model (the layering check enforces it). Simple and slow on purpose;
// the dungeon must outlive the index and not change while it is used.
#pragma once

#include <map>
#include <optional>
#include <vector>

#include "model/dungeon.h"

namespace dungeon::reference {

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
  bool onDungeon(Place p) const;
  int index(Place p) const;
  Place place(int square) const;

  // SPEC section 3, from the square's kind alone: rock is solid; room, corridor, narrow and
  // crawl are open; water is neither (impassable until drained). Off the floor is rock.
  SquareKind kind(Place p) const;
  bool solid(Place p) const { return kind(p) == SquareKind::kRock; }
  bool water(Place p) const { return kind(p) == SquareKind::kWater; }
  bool open(Place p) const { return !solid(p) && !water(p); }
  // The square's floor above the dungeon's datum, in half-metres: its floor's base plus its
  // own height (SPEC section 6: each square carries one height).
  int heightHalfMetres(Place p) const;

  // Every thing standing on the square, in the dungeon's order.
  const std::vector<const Thing*>& thingsAt(Place p) const;
  // The first thing of `type` on the square, or nullptr.
  const Thing* thingAt(Place p, ThingType type) const;
  // The door (D, O or S) on the square, or nullptr.
  const Thing* doorAt(Place p) const;
  // The first entrance and goal of the dungeon in its order; nullopt when there is none.
  std::optional<Place> entrance() const { return entrance_; }
  std::optional<Place> goal() const { return goal_; }

  // The open squares sharing an edge with p on its floor, north, east, south, west.
  std::vector<Place> openNeighbours(Place p) const;

 private:
  const Dungeon* dungeon_;
  std::vector<int> offsets_;  // per floor: the index of its first square; then the total
  std::map<Place, std::vector<const Thing*>> things_;
  std::optional<Place> entrance_;
  std::optional<Place> goal_;
};

}  // namespace dungeon::reference
