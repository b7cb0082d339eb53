#include "sim/world/body.h"

#include <algorithm>
#include <array>

namespace dungeon::sim {
namespace {

// SPEC section 3: width, standing height, crouched height, large, pushes dirt, prone height,
// tunnels.
constexpr std::array<Body, 5> kBodies = {{
    {BodyKind::kParty, "party", 80, 180, 110, false, true, 60, false},
    {BodyKind::kMeatSack, "meat_sack", 70, 90, 90, false, false, 0, false},
    {BodyKind::kRindStalker, "rind_stalker", 160, 230, 200, true, false, 0, false},
    {BodyKind::kHulk, "hulk", 140, 260, 220, true, true, 0, false},
    {BodyKind::kGraboid, "graboid", 100, 90, 90, false, false, 0, true},
}};
// The bodies of allBodies(): all but the graboid.
constexpr size_t kWalkingBodies = 4;

}  // namespace

const Body& bodyOf(BodyKind kind) {
  return kBodies[static_cast<size_t>(kind)];
}
std::span<const Body> allBodies() {
  return std::span<const Body>(kBodies).first(kWalkingBodies);
}

}  // namespace dungeon::sim
