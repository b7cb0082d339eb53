// Whether a sharded sweep's merge depends on the order its parts are merged in: the sweep run
// whole on one thread against the same sweep run as N shards on several threads, each part
// written as its file's text and read back (as a runner's part would be), merged in every one
// of the N! orders. Every merge must give the whole run's part text byte for byte (sweeps/part.h
// promises it; `dungeon determinism check` runs this on every row of the determinism set).
#pragma once

#include <optional>
#include <string>

#include "sweeps/sweep.h"
#include "sweeps/tally.h"

namespace dungeon::sweeps {

// The most shards whose orders are all tried: 5! = 120 merges.
inline constexpr int kMaxShardOrders = 5;

struct ShardOrdersOutcome {
  int merges = 0;  // merges compared with the whole run
  // The first order whose merge differs from the whole run, its first differing line of the
  // part text, or why a part could not be read back or merged; nullopt when every merge agreed.
  std::optional<std::string> difference;
};

// Sweeps `config` (its seeds, its options) whole on one thread, keeping what `keeps` says, and
// as `shards` shards on config.jobs threads, and merges the parts in every order.
// REQUIRES: 2 <= shards <= kMaxShardOrders, shards <= config.seeds, valid options.
ShardOrdersOutcome checkShardOrders(const SweepConfig& config, int shards, const TallyKeeps& keeps);

}  // namespace dungeon::sweeps
