#include "sim/world/dirt_terrain.h"

#include <array>

namespace dungeon::sim {
namespace {

// Ours (the seed names the containers, not their size): a wheelbarrow takes one unit, a trunk
// two, a crate a whole square's worth.
constexpr std::array<ContainerSpec, 3> kContainers = {{
    {ContainerKind::kWheelbarrow, "wheelbarrow", 1},
    {ContainerKind::kTrunk, "trunk", 2},
    {ContainerKind::kCrate, "crate", 3},
}};

}  // namespace

const ContainerSpec& containerSpecOf(ContainerKind kind) {
  return kContainers[static_cast<size_t>(kind)];
}

DirtTerrain::DirtTerrain(const Floor& floor)
    : width_(floor.width()),
      height_(floor.height()),
      tunnellers_(static_cast<size_t>(floor.squareCount()), 0) {
  squares_.reserve(static_cast<size_t>(floor.squareCount()));
  ground_.reserve(static_cast<size_t>(floor.squareCount()));
  for (int i = 0; i < floor.squareCount(); ++i) {
    squares_.push_back(floor.dirt(floor.pointOf(i)));
    ground_.push_back(floor.ground(floor.pointOf(i)));
  }
}

std::string DirtTerrain::placeContainer(ContainerKind kind, DirtLayer layer, Point at) {
  if (!inBounds(at)) return "the square is outside the floor";
  if (containerAt(layer, at) != nullptr) return "a container already stands there";
  containers_.push_back({kind, layer, at, 0});
  return "";
}

Container* DirtTerrain::containerAt(DirtLayer layer, Point at) {
  for (Container& c : containers_) {
    if (c.layer == layer && c.at == at) return &c;
  }
  return nullptr;
}

bool DirtTerrain::canTake(DirtLayer layer, Point p) {
  if (!inBounds(p)) return false;
  if (const Container* c = containerAt(layer, p)) {
    if (c->fill < containerSpecOf(c->kind).capacity) return true;
  }
  if (layer == DirtLayer::kGround) return ground(p) < kDirtFull;
  return square(p).dirt && square(p).level < kDirtFull;
}

void DirtTerrain::put(DirtLayer layer, Point p) {
  if (Container* c = containerAt(layer, p); c && c->fill < containerSpecOf(c->kind).capacity) {
    ++c->fill;
  } else if (layer == DirtLayer::kGround) {
    ++ground_[index(p)];
  } else {
    ++square(p).level;
  }
}

DirtFloors::DirtFloors(const Dungeon& d) {
  slots_.fill(-1);
  for (size_t f = 0; f < d.floors.size() && f < slots_.size(); ++f) {
    if (!d.floors[f].isDirtFloor()) continue;
    slots_[f] = static_cast<signed char>(floors_.size());
    floors_.emplace_back(d.floors[f]);
  }
}

int DirtTerrain::total() const {
  int sum = 0;
  for (const DirtSquare& s : squares_) sum += s.units();
  for (int g : ground_) sum += g;
  for (const Container& c : containers_) sum += c.fill;
  return sum;
}

}  // namespace dungeon::sim
