// The shard of a sweep part run: from --shard, or from the runner's variables.
#include "cli/sweep_shard.h"

#include <fmt/format.h>

#include <charconv>
#include <cstdlib>

namespace dungeon::cli {
namespace {

// A whole number 0..max, all of `text`.
std::optional<int> wholeNumber(const std::string& text, int max) {
  int value = 0;
  const char* end = text.data() + text.size();
  const auto [at, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || error != std::errc() || at != end || value < 0 || value > max) {
    return std::nullopt;
  }
  return value;
}

InputError badShard(const std::string& where, const std::string& text) {
  return InputError{"", 0, 0,
                    fmt::format("{}: '{}' is not a shard K/N with 0 <= K < N <= {}", where, text,
                                sweeps::kMaxShards)};
}

Result<sweeps::Shard> shardOf(const std::string& where, const std::string& index_text,
                              const std::string& count_text) {
  const std::optional<int> index = wholeNumber(index_text, sweeps::kMaxShards);
  const std::optional<int> count = wholeNumber(count_text, sweeps::kMaxShards);
  if (!index || !count || *count < 1 || *index >= *count) {
    return badShard(where, index_text + "/" + count_text);
  }
  return sweeps::Shard{*index, *count};
}

}  // namespace

std::optional<std::string> processEnv(const std::string& name) {
  const char* value = std::getenv(name.c_str());
  if (value == nullptr) return std::nullopt;
  return std::string(value);
}

Result<sweeps::Shard> parseShard(const std::string& text) {
  const size_t slash = text.find('/');
  if (slash == std::string::npos) return badShard("--shard", text);
  return shardOf("--shard", text.substr(0, slash), text.substr(slash + 1));
}

Result<ShardChoice> chooseShard(const std::string& shard_flag, int shards_flag,
                                const EnvLookup& env) {
  if (!shard_flag.empty()) {
    if (shards_flag != 0)
      return InputError{"", 0, 0, "--shards goes with JOB_COMPLETION_INDEX, not --shard"};
    Result<sweeps::Shard> shard = parseShard(shard_flag);
    if (!shard) return shard.error();
    return ShardChoice{*shard, "--shard"};
  }
  for (const auto& [index_name, count_name] :
       {std::pair<std::string, std::string>{"TEST_SHARD_INDEX", "TEST_TOTAL_SHARDS"},
        {"GTEST_SHARD_INDEX", "GTEST_TOTAL_SHARDS"}}) {
    const std::optional<std::string> index = env(index_name);
    const std::optional<std::string> count = env(count_name);
    if (!index && !count) continue;
    const std::string where = index_name + "/" + count_name;
    if (!index || !count) {
      return InputError{"", 0, 0, fmt::format("{}: only one of the two is set", where)};
    }
    Result<sweeps::Shard> shard = shardOf(where, *index, *count);
    if (!shard) return shard.error();
    return ShardChoice{*shard, where};
  }
  if (const std::optional<std::string> index = env("JOB_COMPLETION_INDEX")) {
    if (shards_flag == 0) {
      return InputError{"", 0, 0,
                        "JOB_COMPLETION_INDEX is set: give the shard count with --shards N"};
    }
    Result<sweeps::Shard> shard =
        shardOf("JOB_COMPLETION_INDEX with --shards", *index, std::to_string(shards_flag));
    if (!shard) return shard.error();
    return ShardChoice{*shard, "JOB_COMPLETION_INDEX"};
  }
  if (shards_flag != 0) return InputError{"", 0, 0, "--shards N needs JOB_COMPLETION_INDEX set"};
  return ShardChoice{{0, 1}, ""};
}

}  // namespace dungeon::cli
