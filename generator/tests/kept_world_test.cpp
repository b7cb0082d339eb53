// The world a generation keeps of its dungeon (keptWorld) describes that dungeon wherever the
// generation was moved: it holds a dungeon equal to it, its doors among that dungeon's things,
// and the party's ways are those of a world built anew.
#include <gtest/gtest.h>

#include <utility>

#include "generator/tries/generate.h"
#include "sim/world/terrain.h"
#include "sim/world/world.h"
#include "testing/option_cases.h"

namespace dungeon::gen {
namespace {

bool pointsIntoThings(const Thing* thing, const Dungeon& d) {
  const Thing* first = d.things.data();
  return thing >= first && thing < first + d.things.size();
}

TEST(KeptWorld, DescribesTheGenerationsDungeonAfterAMove) {
  int kept = 0;
  int generated = 0;
  for (const testing::OptionCase& row : testing::optionCases()) {
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      Generation first = generate(nameForSeed(seed), seed, row.options);
      const Generation moved = std::move(first);
      ++generated;
      const sim::BuiltWorld* built = keptWorld(moved);
      if (built == nullptr) continue;
      ++kept;
      const std::string where = row.name + " seed " + std::to_string(seed);
      EXPECT_EQ(built->world.dungeon(), moved.dungeon) << where;
      const sim::World fresh(moved.dungeon);
      ASSERT_EQ(built->world.squareCount(), fresh.squareCount()) << where;
      for (int s = 0; s < fresh.squareCount(); ++s) {
        const Thing* door = built->world.doorAt(s);
        EXPECT_EQ(door == nullptr, fresh.doorAt(s) == nullptr) << where << " square " << s;
        if (door != nullptr) {
          EXPECT_TRUE(pointsIntoThings(door, built->world.dungeon())) << where << " square " << s;
          EXPECT_EQ(*door, *fresh.doorAt(s)) << where << " square " << s;
        }
      }
      EXPECT_TRUE(sim::samePartyWays(built->terrain, sim::Terrain(fresh))) << where;
    }
  }
  // Most generations keep their last check's world; each one kept was looked at above.
  EXPECT_GT(kept, generated / 2);
}

}  // namespace
}  // namespace dungeon::gen
