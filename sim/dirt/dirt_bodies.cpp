#include "sim/dirt/dirt_bodies.h"

#include <array>

#include "sim/world/motion.h"

namespace dungeon::sim {
namespace {

// Ours where the seed says only "big" (crawlway) and "moderate" (tunnel) penalties; heaps and
// mounds are walkable piles at reduced speed (SPEC 9), rubble-like but with head room.
constexpr std::array<DirtPenalties, 7> kPenalties = {{
    {DirtSpace::kRock, "rock", {0, 0}, 0, false, false, 100, 100},
    {DirtSpace::kWall, "dirt wall", {0, 0}, 0, false, false, 100, 100},
    {DirtSpace::kCrawlway, "crawlway", kCrawlwayClearance, 100, false, false, 50, 50},
    {DirtSpace::kTunnel, "tunnel", kTunnelClearance, 100, true, true, 25, 25},
    {DirtSpace::kHeap, "dirt heap", kOpenDirtClearance, 50, true, true, 20, 10},
    {DirtSpace::kMound, "dirt mound", kOpenDirtClearance, 67, true, true, 10, 0},
    {DirtSpace::kOpen, "open dirt", kOpenDirtClearance, 100, true, true, 0, 0},
}};

}  // namespace

DirtSpace dirtSpaceAt(const DirtTerrain& t, Point p) {
  const DirtSquare& s = t.square(p);
  if (!s.dirt) return DirtSpace::kRock;
  const bool hole = t.ground(p) == 0;
  switch (passageOfLevel(s.level > kDirtFull ? kDirtFull : s.level)) {
    case DirtPassage::kWall:
      return DirtSpace::kWall;
    case DirtPassage::kCrawlway:
      return hole ? DirtSpace::kHeap : DirtSpace::kCrawlway;
    case DirtPassage::kTunnel:
      return hole ? DirtSpace::kMound : DirtSpace::kTunnel;
    case DirtPassage::kOpen:
      return DirtSpace::kOpen;
  }
  return DirtSpace::kWall;
}

const DirtPenalties& penaltiesOf(DirtSpace space) {
  return kPenalties[static_cast<size_t>(space)];
}

std::span<const DirtPenalties> penaltiesTable() {
  return kPenalties;
}

DirtStance dirtFit(const Body& body, DirtSpace space) {
  const bool tight = space == DirtSpace::kCrawlway || space == DirtSpace::kTunnel;
  if (tight && body.large) return DirtStance::kNone;
  const Clearance c = penaltiesOf(space).clearance;
  switch (fit(body, c)) {
    case Stance::kStanding:
      return DirtStance::kStanding;
    case Stance::kCrouched:
      return DirtStance::kCrouched;
    case Stance::kNone:
      break;
  }
  const bool prone =
      body.prone_cm > 0 && body.width_cm <= c.width_cm && body.prone_cm <= c.height_cm;
  return prone ? DirtStance::kProne : DirtStance::kNone;
}

int dirtSpeedCmPerS(const Body& body, DirtSpace space) {
  int base = 0;
  switch (dirtFit(body, space)) {
    case DirtStance::kStanding:
      base = kWalkCmPerS;
      break;
    case DirtStance::kCrouched:
      base = kCrouchCmPerS;
      break;
    case DirtStance::kProne:
      base = kProneCmPerS;
      break;
    case DirtStance::kNone:
      return 0;
  }
  return base * penaltiesOf(space).speed_percent / 100;
}

}  // namespace dungeon::sim
