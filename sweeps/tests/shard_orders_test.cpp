// A sweep whole against its shards merged in every order (sweeps/shard_orders.h): every merge of
// three shards of a small sweep is the whole run's part, and the count of merges is 3!.
#include <gtest/gtest.h>

#include "sweeps/shard_orders.h"

namespace dungeon::sweeps {
namespace {

TEST(ShardOrders, EveryOrderOfThreeShardsMergesToTheWholeRun) {
  Options options;
  options.floors = 2;
  const SweepConfig config{options, 5, 11, 2};
  const ShardOrdersOutcome outcome =
      checkShardOrders(config, 3, {.stage_failures = true, .seed_rows = true});
  EXPECT_EQ(outcome.merges, 6);
  EXPECT_EQ(outcome.difference, std::nullopt) << *outcome.difference;
}

TEST(ShardOrders, TwoShardsOfTwoSeedsAreTriedBothWays) {
  const SweepConfig config{Options{}, 2, 1, 1};
  const ShardOrdersOutcome outcome = checkShardOrders(config, 2, {});
  EXPECT_EQ(outcome.merges, 2);
  EXPECT_EQ(outcome.difference, std::nullopt) << *outcome.difference;
}

}  // namespace
}  // namespace dungeon::sweeps
