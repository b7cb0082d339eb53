// Bodies in dirt (sim/dirt/dirt_bodies.h): which body fits which dirt space in which stance and at
// what speed, and the penalties table's rows in order.
#include <gtest/gtest.h>

#include "sim/dirt/dirt_bodies.h"
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
  DirtStance stance;
  int speed_cm_per_s;
};

TEST(DirtBodies, FitAndSpeedBySpace) {
  const Row rows[] = {
      {BodyKind::kParty, DirtSpace::kCrawlway, DirtStance::kProne, 30},  // SPEC: 0.3 m/s
      {BodyKind::kParty, DirtSpace::kTunnel, DirtStance::kCrouched, 60},
      {BodyKind::kParty, DirtSpace::kOpen, DirtStance::kStanding, 150},
      {BodyKind::kParty, DirtSpace::kHeap, DirtStance::kStanding, 75},
      {BodyKind::kParty, DirtSpace::kMound, DirtStance::kStanding, 100},
      {BodyKind::kParty, DirtSpace::kWall, DirtStance::kNone, 0},
      {BodyKind::kParty, DirtSpace::kRock, DirtStance::kNone, 0},
      {BodyKind::kMeatSack, DirtSpace::kCrawlway, DirtStance::kStanding, 150},
      {BodyKind::kGraboid, DirtSpace::kCrawlway, DirtStance::kStanding, 150},
      {BodyKind::kHulk, DirtSpace::kCrawlway, DirtStance::kNone, 0},
      {BodyKind::kHulk, DirtSpace::kTunnel, DirtStance::kNone, 0},
      {BodyKind::kHulk, DirtSpace::kHeap, DirtStance::kStanding, 75},
      {BodyKind::kHulk, DirtSpace::kOpen, DirtStance::kStanding, 150},
      {BodyKind::kRindStalker, DirtSpace::kCrawlway, DirtStance::kNone, 0},
      {BodyKind::kRindStalker, DirtSpace::kTunnel, DirtStance::kNone, 0},
      {BodyKind::kRindStalker, DirtSpace::kMound, DirtStance::kStanding, 100},
  };
  for (const Row& row : rows) {
    const Body& body = bodyOf(row.body);
    SCOPED_TRACE(std::string(body.name) + " in " + std::string(penaltiesOf(row.space).name));
    EXPECT_EQ(dirtFit(body, row.space), row.stance);
    EXPECT_EQ(dirtSpeedCmPerS(body, row.space), row.speed_cm_per_s);
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
