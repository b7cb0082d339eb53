// Bodies in dirt (sim/world/dirt_space.h): which body fits which dirt space by the one fit rule
// in which stance and at what speed, and the penalties table's rows in order.
#include <gtest/gtest.h>

#include "sim/world/dirt_space.h"
#include "sim/world/motion.h"

namespace dungeon::sim {
namespace {

TEST(DirtBodies, TheGraboidIsInTheBodyTableButNotAmongTheWalkers) {
  const Body& g = bodyOf(BodyKind::kGraboid);
  EXPECT_EQ(g.name, "graboid");
  EXPECT_EQ(g.width_cm, 100);
  EXPECT_EQ(g.standing_cm, 90);
  EXPECT_EQ(g.crouched_cm, 90);
  EXPECT_FALSE(g.large);
  EXPECT_TRUE(g.tunnels);
  EXPECT_EQ(allBodies().size(), 4u);
  EXPECT_EQ(bodyOf(BodyKind::kParty).prone_cm, 60);
}

struct Row {
  BodyKind body;
  DirtSpace space;
  Stance stance;
  int speed_cm_per_s;
};

TEST(DirtBodies, FitAndSpeedBySpace) {
  const Row rows[] = {
      {BodyKind::kParty, DirtSpace::kCrawlway, Stance::kProne, 30},  // SPEC: 0.3 m/s
      {BodyKind::kParty, DirtSpace::kTunnel, Stance::kCrouched, 60},
      {BodyKind::kParty, DirtSpace::kOpen, Stance::kStanding, 150},
      {BodyKind::kParty, DirtSpace::kHeap, Stance::kStanding, 75},
      {BodyKind::kParty, DirtSpace::kMound, Stance::kStanding, 100},
      {BodyKind::kParty, DirtSpace::kWall, Stance::kNone, 0},
      {BodyKind::kParty, DirtSpace::kRock, Stance::kNone, 0},
      {BodyKind::kMeatSack, DirtSpace::kCrawlway, Stance::kStanding, 150},
      {BodyKind::kGraboid, DirtSpace::kCrawlway, Stance::kStanding, 150},
      {BodyKind::kHulk, DirtSpace::kCrawlway, Stance::kNone, 0},
      {BodyKind::kHulk, DirtSpace::kTunnel, Stance::kNone, 0},
      {BodyKind::kHulk, DirtSpace::kHeap, Stance::kStanding, 75},
      {BodyKind::kHulk, DirtSpace::kOpen, Stance::kStanding, 150},
      {BodyKind::kRindStalker, DirtSpace::kCrawlway, Stance::kNone, 0},
      {BodyKind::kRindStalker, DirtSpace::kTunnel, Stance::kNone, 0},
      {BodyKind::kRindStalker, DirtSpace::kMound, Stance::kStanding, 100},
  };
  for (const Row& row : rows) {
    const Body& body = bodyOf(row.body);
    SCOPED_TRACE(std::string(body.name) + " in " + std::string(penaltiesOf(row.space).name));
    const DirtPenalties& space = penaltiesOf(row.space);
    const Stance stance = fit(body, space.clearance);
    EXPECT_EQ(stance, row.stance);
    EXPECT_EQ(speedOf(stance) * space.speed_percent / 100, row.speed_cm_per_s);
  }
}

TEST(DirtBodies, CrawlwaysTakeTheInventoryAndTheSightAllRound) {
  const DirtPenalties& crawl = penaltiesOf(DirtSpace::kCrawlway);
  EXPECT_FALSE(crawl.inventory);
  EXPECT_FALSE(crawl.sight_all_round);
  EXPECT_EQ(crawl.clearance.width_cm, 120);
  EXPECT_EQ(crawl.clearance.height_cm, 100);
  const DirtPenalties& tunnel = penaltiesOf(DirtSpace::kTunnel);
  EXPECT_TRUE(tunnel.inventory);
  EXPECT_LT(tunnel.melee_percent, crawl.melee_percent);
  EXPECT_EQ(tunnel.clearance.width_cm, 150);
  EXPECT_EQ(tunnel.clearance.height_cm, 150);
  for (size_t i = 0; i < penaltiesTable().size(); ++i) {
    EXPECT_EQ(static_cast<size_t>(penaltiesTable()[i].space), i);
  }
}

}  // namespace
}  // namespace dungeon::sim
