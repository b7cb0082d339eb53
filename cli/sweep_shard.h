// Which shard a `dungeon sweep --part FILE` run is (docs/sweeps.md): `--shard K/N` when given,
// else the runner's own variables, read in this order: TEST_SHARD_INDEX/TEST_TOTAL_SHARDS
// (Bazel and CTest style), GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS, and a Kubernetes Indexed
// Job's JOB_COMPLETION_INDEX with the total from `--shards N`; none of them: the whole sweep
// as shard 0 of 1. Shard indices count from 0.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "sweeps/part.h"
#include "util/result.h"

namespace dungeon::cli {

// A variable's value, or nullopt when it is not set.
using EnvLookup = std::function<std::optional<std::string>(const std::string&)>;

// The process environment.
std::optional<std::string> processEnv(const std::string& name);

// "K/N" with 0 <= K < N <= sweeps::kMaxShards.
Result<sweeps::Shard> parseShard(const std::string& text);

struct ShardChoice {
  sweeps::Shard shard;
  std::string source;  // "--shard", "TEST_SHARD_INDEX/TEST_TOTAL_SHARDS", ... or "" (whole)
};

// The shard from `shard_flag` (empty: not given), the variables, and `shards_flag` (0: not
// given; the total for JOB_COMPLETION_INDEX). A bad value names the flag or variable.
Result<ShardChoice> chooseShard(const std::string& shard_flag, int shards_flag,
                                const EnvLookup& env);

}  // namespace dungeon::cli
