// The collapse odds, measured (SPEC section 9): for each neighbour configuration, with and
// without pits, a side dig into a wall is repeated 20,000 times on a fresh copy of the floor and
// the observed collapse frequency must lie within 3.5 standard deviations of the chance the SPEC
// states, computed here by hand from its percentages (not by the code under test). Seeds are
// fixed, so the test cannot flake; the comparison is in integers.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "sim/dirt/dirt_actions.h"
#include "sim/dirt/tests/dirt_fixture.h"

namespace dungeon::sim {
namespace {

constexpr int64_t kTrials = 20000;

struct Configuration {
  const char* what;
  std::vector<std::string> dirt;  // 5 x 5; the dug wall at 2,2, a crate at 3,2 takes the unit
  char ground;                    // the ground above 2,2 ('3' ground, '2' shallow, '1' deep pit)
  int64_t per_mille;              // the SPEC's chance after the dig
};

std::vector<Configuration> configurations() {
  return {
      {"eight dirt walls", {"-----", "-333-", "-333-", "-333-", "-----"}, '3', 8 * 30},
      {"eight dirt walls, shallow pit",
       {"-----", "-333-", "-333-", "-333-", "-----"},
       '2',
       8 * 30 + 100},
      {"eight dirt walls, deep pit",
       {"-----", "-333-", "-333-", "-333-", "-----"},
       '1',
       8 * 30 + 250},
      {"loose crawlways on four sides",
       {"-----", "-323-", "-232-", "-323-", "-----"},
       '3',
       4 * 30 + 4 * 120},
      {"packed, reinforced and loose, shallow pit",
       {"-----", "-cA-", "-23-", "-bB1-", "-----"},
       '2',
       2 * 60 + 2 * 10 + 2 * 120 + 100},
      {"one packed square in rock", {"-----", "-c--", "--3--", "-----", "-----"}, '3', 60},
      {"one reinforced tunnel in rock, deep pit",
       {"-----", "---B-", "--3--", "-----", "-----"},
       '1',
       10 + 250},
      {"loose all round, deep pit: capped",
       {"-----", "-000-", "-030-", "-000-", "-----"},
       '1',
       1000},
  };
}

// Pads the rows to 5 wide (rock), so a drawing may leave its east end short.
std::vector<std::string> padded(std::vector<std::string> rows) {
  for (auto& row : rows) row.resize(5, '-');
  return rows;
}

TEST(DirtOdds, ObservedCollapsesLieWithinThreeAndAHalfDeviations) {
  uint64_t seed = 1;
  for (const Configuration& c : configurations()) {
    SCOPED_TRACE(c.what);
    std::vector<std::string> ground(5, "33333");
    ground[2][2] = c.ground;
    DirtTerrain fresh(testing::drawnDirtFloor(padded(c.dirt), ground));
    ASSERT_EQ(fresh.placeContainer(ContainerKind::kCrate, DirtLayer::kFloor, {3, 2}), "");
    DirtStreams streams(seed++);
    int64_t collapsed = 0;
    for (int64_t i = 0; i < kTrials; ++i) {
      DirtTerrain t = fresh;
      const auto out = digSide(t, streams, {2, 2}, {3, 2});
      ASSERT_TRUE(out.done) << out.refusal;
      collapsed += out.collapse.collapses > 0;  // no collapse on the first check: no cascade
    }
    std::printf("%s: %lld of %lld collapsed (the SPEC: %lld per mille)\n", c.what,
                static_cast<long long>(collapsed), static_cast<long long>(kTrials),
                static_cast<long long>(c.per_mille));
    // |k - N p| <= 3.5 sqrt(N p (1 - p)), with p = per_mille / 1000, squared and times 4000000.
    const int64_t off = collapsed * 1000 - kTrials * c.per_mille;
    EXPECT_LE(4 * off * off, 49 * kTrials * c.per_mille * (1000 - c.per_mille))
        << collapsed << " of " << kTrials << " collapsed; the SPEC says " << c.per_mille
        << " per mille";
  }
}

}  // namespace
}  // namespace dungeon::sim
