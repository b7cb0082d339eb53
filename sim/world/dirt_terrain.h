// The live dirt of one dirt floor (SPEC section 9): each square's dirt and the ground above it,
// copied from the floor, with the containers standing on it and the squares tunnelling bodies
// stand on; and DirtFloors, the live dirt of every dirt floor of a dungeon, which the live
// terrain (terrain.h) holds. The dirt actions (sim/dirt/dirt_actions.h) and collapse
// (sim/dirt/dirt_collapse.h) change it; nothing else does, and it never changes the Floor it was
// copied from. total() is the conserved sum.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "model/dungeon.h"
#include "model/floor.h"
#include "model/options.h"

namespace dungeon::sim {

// The 8 neighbours of a square in the fixed order every dirt rule walks them: north, north-east,
// east, south-east, south, south-west, west, north-west.
inline constexpr std::array<Point, 8> kNeighbourOffsets = {
    {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}};
inline Point plus(Point a, Point b) {
  return {a.x + b.x, a.y + b.y};
}

// Which of the two layers a square is on: the dirt floor itself, or the ground above it.
enum class DirtLayer { kFloor, kGround };

// SPEC 9: containers that fill with dirt instead of the square they stand on.
enum class ContainerKind { kWheelbarrow, kTrunk, kCrate };

struct ContainerSpec {
  ContainerKind kind;
  std::string_view name;
  int capacity;  // units of dirt (ours: docs/dirt.md)
};
const ContainerSpec& containerSpecOf(ContainerKind kind);

struct Container {
  ContainerKind kind;
  DirtLayer layer;
  Point at;
  int fill = 0;
};

class DirtTerrain {
 public:
  // The dirt as the floor holds it, no containers, no tunnellers. REQUIRES: floor.isDirtFloor().
  explicit DirtTerrain(const Floor& floor);

  int width() const { return width_; }
  int height() const { return height_; }
  bool inBounds(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }

  // REQUIRES: inBounds(p) for these four.
  const DirtSquare& square(Point p) const { return squares_[index(p)]; }
  DirtSquare& square(Point p) { return squares_[index(p)]; }
  int ground(Point p) const { return ground_[index(p)]; }
  void setGround(Point p, int units) { ground_[index(p)] = units; }

  // The same by the square's index on its floor (Floor::index). REQUIRES: 0 <= i < w * h.
  const DirtSquare& squareAt(int i) const { return squares_[static_cast<size_t>(i)]; }
  int groundAt(int i) const { return ground_[static_cast<size_t>(i)]; }

  // Puts a container on a square; "" or why not (outside the floor, one already there).
  std::string placeContainer(ContainerKind kind, DirtLayer layer, Point at);
  // The container on the square, or nullptr.
  Container* containerAt(DirtLayer layer, Point at);
  const std::vector<Container>& containers() const { return containers_; }

  // True where one more unit can go: a container on the square with room, else a dirt square
  // below full. Outside the floor, rock and full squares take nothing.
  bool canTake(DirtLayer layer, Point p);
  // Puts one unit there: into the container if one has room, else into the level (floor) or the
  // ground. REQUIRES: canTake(layer, p).
  void put(DirtLayer layer, Point p);

  // Marks the square a tunnelling body stands on (solid for collapse, SPEC 9). REQUIRES: inBounds.
  void setTunneller(Point p, bool standing) { tunnellers_[index(p)] = standing ? 1 : 0; }
  bool tunnellerAt(Point p) const { return tunnellers_[index(p)] != 0; }

  // Every unit of dirt: levels, packing, ground and container fill (SPEC 9: never changes).
  int total() const;

 private:
  size_t index(Point p) const { return static_cast<size_t>(p.y * width_ + p.x); }

  int width_;
  int height_;
  std::vector<DirtSquare> squares_;
  std::vector<int> ground_;
  std::vector<Container> containers_;
  std::vector<char> tunnellers_;
};

// The live dirt of every dirt floor of a dungeon, by floor (the other floors have none).
class DirtFloors {
 public:
  // Every dirt floor's dirt as the dungeon's floors hold it.
  explicit DirtFloors(const Dungeon& d);

  // True when the dungeon has no dirt floor.
  bool empty() const { return floors_.empty(); }
  // The live dirt of floor f, or nullptr where f is no dirt floor. REQUIRES: 0 <= f < kMaxFloors.
  const DirtTerrain* floor(int f) const {
    const int slot = slots_[static_cast<size_t>(f)];
    return slot < 0 ? nullptr : &floors_[static_cast<size_t>(slot)];
  }
  DirtTerrain* floor(int f) {
    const int slot = slots_[static_cast<size_t>(f)];
    return slot < 0 ? nullptr : &floors_[static_cast<size_t>(slot)];
  }

 private:
  std::array<signed char, kMaxFloors> slots_;  // per floor: its index in floors_, or -1
  std::vector<DirtTerrain> floors_;
};

}  // namespace dungeon::sim
