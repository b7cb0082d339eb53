#include "sim/body.h"

#include <algorithm>
#include <array>

namespace dungeon::sim {
namespace {

// SPEC section 3: width, standing height, crouched height.
constexpr std::array<Body, 4> kBodies = {{
    {BodyKind::kParty, "party", 80, 180, 110, false, false},
    {BodyKind::kMeatSack, "meat_sack", 70, 90, 90, false, false},
    {BodyKind::kRindStalker, "rind_stalker", 160, 230, 200, true, false},
    {BodyKind::kHulk, "hulk", 140, 260, 220, true, true},
}};

}  // namespace

const Body& bodyOf(BodyKind kind) {
  return kBodies[static_cast<size_t>(kind)];
}
std::span<const Body> allBodies() {
  return kBodies;
}

}  // namespace dungeon::sim
