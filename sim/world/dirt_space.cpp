#include "sim/world/dirt_space.h"

#include <array>

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

DirtSpace dirtSpaceOf(const DirtSquare& s, int ground) {
  if (!s.dirt) return DirtSpace::kRock;
  const bool hole = ground == 0;
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

}  // namespace dungeon::sim
