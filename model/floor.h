// One floor of a dungeon: a W x H grid of squares, each with a kind and a height. Heights are
// whole half-metres (SPEC section 3: a 0.5 m grid), relative to the floor's base height, so
// they are exact integers everywhere and never feed the output through floating point. A dirt
// floor (SPEC section 9) also holds each square's dirt and the ground layer above it; other
// floors hold neither (and their sheets no dirt blocks).
#pragma once

#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "model/dirt.h"
#include "model/geometry.h"
#include "model/square.h"

namespace dungeon {

inline constexpr int kMinFloorSide = 16;  // SPEC section 3: valid sizes 16..256
inline constexpr int kMaxFloorSide = 256;
inline constexpr int kDefaultFloorSide = 40;

class Floor {
 public:
  Floor() = default;
  // A floor of solid rock. REQUIRES: sides within [kMinFloorSide, kMaxFloorSide].
  Floor(int width, int height, int base_half_m, std::string topology);

  int width() const { return width_; }
  int height() const { return height_; }
  int baseHalfMetres() const { return base_half_m_; }
  const std::string& topology() const { return topology_; }
  void setTopology(std::string topology) { topology_ = std::move(topology); }

  bool inBounds(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }
  int index(Point p) const { return p.y * width_ + p.x; }
  Point pointOf(int index) const { return {index % width_, index / width_}; }
  int squareCount() const { return width_ * height_; }

  // REQUIRES: inBounds(p).
  SquareKind kind(Point p) const { return kinds_[static_cast<size_t>(index(p))]; }
  void setKind(Point p, SquareKind kind) { kinds_[static_cast<size_t>(index(p))] = kind; }
  // Height of the square's floor above the floor's base, in half-metres.
  int heightHalfMetres(Point p) const { return heights_[static_cast<size_t>(index(p))]; }
  void setHeightHalfMetres(Point p, int h) {
    heights_[static_cast<size_t>(index(p))] = static_cast<int16_t>(h);
  }

  // Every square's kind and height in index order, for hashing and bulk reads.
  std::span<const SquareKind> kindData() const { return kinds_; }
  std::span<const int16_t> heightData() const { return heights_; }
  // Every square's dirt (as its four bytes: std::bit_cast<DirtSquare>) and ground in index
  // order, for hashing and bulk reads; empty unless a dirt floor.
  std::span<const uint32_t> dirtData() const { return dirt_; }
  std::span<const uint8_t> groundData() const { return ground_; }
  // Every square's kind, writable, for loops that carve many squares at once.
  std::span<SquareKind> mutableKindData() { return kinds_; }

  // Kind at p, or rock outside the floor.
  SquareKind kindOrRock(Point p) const { return inBounds(p) ? kind(p) : SquareKind::kRock; }
  bool isOpenAt(Point p) const { return inBounds(p) && isOpen(kind(p)); }

  // True on a dirt floor (the mine, or a sheet's floor with dirt blocks).
  bool isDirtFloor() const { return !dirt_.empty(); }
  // Makes this a dirt floor: every rock square a dirt wall (kDirtWall), every other square open
  // dirt (kOpenDirt), and the ground above full (kDirtFull) everywhere. Callers then change
  // single squares. A dirt floor stays one.
  void makeDirtFloor();
  // The dirt of square p. REQUIRES: isDirtFloor(), inBounds(p).
  DirtSquare dirt(Point p) const { return dirtAt(index(p)); }
  // The dirt of the square at `square_index` (index order, as index(p)). REQUIRES:
  // isDirtFloor(), 0 <= square_index < squareCount().
  DirtSquare dirtAt(int square_index) const {
    return std::bit_cast<DirtSquare>(dirt_[static_cast<size_t>(square_index)]);
  }
  void setDirt(Point p, const DirtSquare& square) {
    dirt_[static_cast<size_t>(index(p))] = std::bit_cast<uint32_t>(square);
  }
  // True when square p is dirt: a square of a dirt floor that a hand may dig (or fill), as
  // against rock or a built square. False on every other floor. REQUIRES: inBounds(p).
  bool isDirtAt(Point p) const { return isDirtFloor() && dirt(p).dirt; }
  // True when square p is rock on every floor style: rock in the grid and, on a dirt floor, no
  // dirt, so no hand digs it (SPEC 5.8: the ramp, the shafts and the quick exit's column stay
  // rock on a mine floor too). False outside the floor.
  bool isRockAt(Point p) const {
    return inBounds(p) && kind(p) == SquareKind::kRock && !isDirtAt(p);
  }
  // The ground's units above square p. REQUIRES: isDirtFloor(), inBounds(p).
  int ground(Point p) const { return ground_[static_cast<size_t>(index(p))]; }
  void setGround(Point p, int units) {
    ground_[static_cast<size_t>(index(p))] = static_cast<uint8_t>(units);
  }

  bool operator==(const Floor&) const = default;

 private:
  int width_ = 0;
  int height_ = 0;
  int base_half_m_ = 0;
  std::string topology_;
  std::vector<SquareKind> kinds_;
  std::vector<int16_t> heights_;
  // Each square's DirtSquare as its four bytes (std::bit_cast), so that a whole floor is made
  // dirt many squares at a time (the mine stage does it on every mine); empty unless a dirt floor.
  std::vector<uint32_t> dirt_;
  std::vector<uint8_t> ground_;  // empty unless a dirt floor
};

}  // namespace dungeon
