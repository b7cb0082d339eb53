// The sweep's duct counts: seeds tallied one by one into one count, and the report's line.
#include "sweeps/duct_facts.h"

#include <gtest/gtest.h>

namespace dungeon::sweeps {
namespace {

TEST(DuctFacts, SeedsAreTalliedOneByOne) {
  std::optional<DuctFacts> total;
  tallyDucts(total, std::nullopt);
  EXPECT_FALSE(total.has_value());
  EXPECT_EQ(ductLines(total), "");
  tallyDucts(total, DuctFacts{1, 0, 1, 1, 0, {{"M3", 1}}});
  tallyDucts(total, DuctFacts{1, 1, 2, 1, 1, {{"M3", 1}, {"doors_along_way", 2}}});
  ASSERT_TRUE(total.has_value());
  EXPECT_EQ(*total, (DuctFacts{2, 1, 3, 2, 1, {{"M3", 2}, {"doors_along_way", 2}}}));
  EXPECT_EQ(ductLines(total),
            "ducts (--rising): 2 flat, 1 climbing; ends: 3 grate, 2 door, 1 secret; refused: 2 M3, "
            "2 doors_along_way\n");
}

TEST(DuctFacts, AGenerationWithRisingCountsItsKeptTrysDucts) {
  Options options;
  options.rising = true;
  const gen::Generation g = gen::generate(gen::nameForSeed(1), 1, options);
  const std::optional<DuctFacts> facts = ductFactsOf(g);
  ASSERT_TRUE(facts.has_value());
  int ducts = 0;
  for (const Thing& t : g.dungeon.things) ducts += t.type == ThingType::kDuct;
  EXPECT_EQ(ducts, 2 * (facts->flat + facts->climbing));
  EXPECT_EQ(facts->grate_ends + facts->door_ends + facts->secret_ends, ducts);
  options.rising = false;
  EXPECT_FALSE(ductFactsOf(gen::generate(gen::nameForSeed(1), 1, options)).has_value());
}

}  // namespace
}  // namespace dungeon::sweeps
