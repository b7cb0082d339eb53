// What a sweep reads off a kept dungeon, on small hand-drawn floors: the mixed secret (a
// one-way secret door) and crawl or panel secrets per floor, and which bodies reach the goal
// when the way to it is a narrow passage or a crawl.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "checks/bands.h"
#include "checks/report.h"
#include "generator/tries/generate.h"
#include "sim/world/body.h"
#include "sweeps/kept_facts.h"
#include "testing/floors.h"
#include "testing/option_cases.h"

namespace dungeon::sweeps {
namespace {

using testing::addEntrance;
using testing::addThing;

// Entrance room (columns 0-2), a three-square way of `way` glyphs (3-5), goal room (6-8).
Dungeon roomsJoinedBy(char way) {
  const std::string ways(3, way);
  Dungeon d = testing::floorOf({"..." + ways + "...", "...###...", "...###..."});
  addEntrance(d, {0, 0}, Dir::kSouth);
  addThing(d, ThingType::kGoal, 0, {8, 0});
  return d;
}

// The names of the bodies that reach the goal.
std::vector<std::string> reachers(const Dungeon& d) {
  const std::vector<bool> reached = bodiesReachingGoal(d);
  std::vector<std::string> names;
  for (size_t b = 0; b < reached.size(); ++b) {
    if (reached[b]) names.push_back(std::string(sim::allBodies()[b].name));
  }
  return names;
}

using Names = std::vector<std::string>;

TEST(KeptFacts, EveryBodyReachesTheGoalDownACorridor) {
  EXPECT_EQ(reachers(roomsJoinedBy(',')), (Names{"party", "meat_sack", "rind_stalker", "hulk"}));
  EXPECT_EQ(bodiesReachingGoal(roomsJoinedBy(',')).size(), sim::allBodies().size());
}

// A sweep takes the party's answer from the kept try's report, and searches the kept try's world
// instead of building another: on hand floors the party reaches, and does not, and on generated
// dungeons under each option, the answers equal those of searching anew with every body.
TEST(KeptFacts, ThePartysAnswerFromTheReportIsTheSearchs) {
  for (char way : {',', ':', '#'}) {
    const Dungeon d = roomsJoinedBy(way);
    const std::optional<bool> party =
        partyReachesGoal(checks::checkDungeon(d, checks::standardBands()));
    ASSERT_TRUE(party.has_value());
    EXPECT_EQ(*party, way != '#') << way;
    EXPECT_EQ(bodiesReachingGoal(d, party), bodiesReachingGoal(d)) << way;
  }
  EXPECT_EQ(partyReachesGoal(checks::Report{}), std::nullopt);
  for (const testing::OptionCase& row : testing::optionCases()) {
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      const gen::Generation g = gen::generate(gen::nameForSeed(seed), seed, row.options);
      const std::vector<bool> fresh = bodiesReachingGoal(g.dungeon);
      EXPECT_EQ(bodiesReachingGoal(g.dungeon, partyReachesGoal(g.report)), fresh)
          << row.name << " seed " << seed;
      EXPECT_EQ(bodiesReachingGoal(g.dungeon, std::nullopt, gen::keptWorld(g)), fresh)
          << row.name << " seed " << seed;
    }
  }
}

TEST(KeptFacts, ANarrowPassageStopsTheLargeBodies) {
  EXPECT_EQ(reachers(roomsJoinedBy(':')), (Names{"party", "meat_sack"}));
}

TEST(KeptFacts, ACrawlStopsTheLargeBodies) {
  EXPECT_EQ(reachers(roomsJoinedBy('=')), (Names{"party", "meat_sack"}));
}

TEST(KeptFacts, NoBodyReachesAGoalBehindRock) {
  EXPECT_EQ(reachers(roomsJoinedBy('#')), Names{});
}

TEST(KeptFacts, NoEntranceMeansNoBodyReaches) {
  Dungeon d = testing::floorOf({"........."});
  addThing(d, ThingType::kGoal, 0, {8, 0});
  EXPECT_EQ(reachers(d), Names{});
}

// Two floors: floor 1 has a one-way secret door, a panel and a crawl space; floor 2 only a
// panel and two crawl spaces, so it has crawl or panel secrets without the mixed secret.
Dungeon secretFloors() {
  Dungeon d = testing::floorsOf({{"...,,,...", "===######"}, {"...,,,...", "==#==####"}});
  addThing(d, ThingType::kSecretDoor, 0, {3, 0},
           {{Field::kFront, Dir::kWest}, {Field::kOpensFrom, Dir::kEast}});
  addThing(d, ThingType::kSecretDoor, 0, {5, 0}, {{Field::kFront, Dir::kEast}});
  addThing(d, ThingType::kSecretDoor, 1, {5, 0}, {{Field::kFront, Dir::kEast}});
  return d;
}

TEST(KeptFacts, FloorSecretsTellTheMixedSecretFromCrawlsAndPanels) {
  const std::vector<FloorSecrets> floors = floorSecrets(secretFloors());
  ASSERT_EQ(floors.size(), 2u);
  EXPECT_TRUE(floors[0].one_way_secret);
  EXPECT_EQ(floors[0].crawls_and_panels, 2);  // the panel and one crawl space
  EXPECT_FALSE(floors[1].one_way_secret);
  EXPECT_EQ(floors[1].crawls_and_panels, 3);  // the panel and two crawl spaces
}

TEST(KeptFacts, AFloorWithNoSecretsHasNone) {
  const std::vector<FloorSecrets> floors = floorSecrets(roomsJoinedBy(','));
  ASSERT_EQ(floors.size(), 1u);
  EXPECT_FALSE(floors[0].one_way_secret);
  EXPECT_EQ(floors[0].crawls_and_panels, 0);
}

}  // namespace
}  // namespace dungeon::sweeps
