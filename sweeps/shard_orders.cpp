// A sweep run whole against its shards merged in every order.
#include "sweeps/shard_orders.h"

#include <fmt/format.h>

#include <algorithm>
#include <cassert>
#include <numeric>
#include <string_view>
#include <vector>

#include "sweeps/part.h"
#include "util/text.h"

namespace dungeon::sweeps {
namespace {

// "0, 2, 1": the order in which the parts were merged, by shard index.
std::string orderText(const std::vector<int>& order) {
  return fmt::format("{}", fmt::join(order, ", "));
}

// The line of `text` that holds byte `at`, from 20 bytes before `at` (at most 40 bytes: shortText).
std::string excerptAt(std::string_view text, size_t at) {
  const size_t line_start = at == 0 ? 0 : text.rfind('\n', at - 1) + 1;
  const size_t start = std::max(line_start, at < 20 ? 0 : at - 20);
  const size_t end = std::min(text.find('\n', at), text.size());
  return shortText(text.substr(start, end - start));
}

// Where two texts first differ: "line N: 'a' against 'b'". REQUIRES: a != b.
std::string firstDifferingLine(std::string_view a, std::string_view b) {
  const size_t at =
      static_cast<size_t>(std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin());
  const auto line = std::count(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(at), '\n') + 1;
  return fmt::format("line {}: '{}' against '{}'", line, excerptAt(a, at), excerptAt(b, at));
}

}  // namespace

ShardOrdersOutcome checkShardOrders(const SweepConfig& config, int shards,
                                    const TallyKeeps& keeps) {
  assert(shards >= 2 && shards <= kMaxShardOrders && shards <= config.seeds);
  SweepConfig one_thread = config;
  one_thread.jobs = 1;
  const SweepPart whole{
      config, {0, 1}, keeps, runTally(one_thread, config.first, config.seeds, keeps)};
  const std::string whole_text = partText(whole);

  std::vector<SweepPart> parts;
  std::vector<std::string> names;
  for (int k = 0; k < shards; ++k) {
    const Shard shard{k, shards};
    const SeedRange range = shardRange(config, shard);
    const SweepPart part{config, shard, keeps, runTally(config, range.first, range.count, keeps)};
    names.push_back(fmt::format("part-{}-of-{}.json", k, shards));
    Result<SweepPart> read_back = parsePart(partText(part), names.back());
    if (!read_back) return {0, "a part does not read back: " + read_back.error().format()};
    parts.push_back(std::move(*read_back));
  }

  ShardOrdersOutcome outcome;
  std::vector<int> order(static_cast<size_t>(shards));
  std::iota(order.begin(), order.end(), 0);
  do {
    std::vector<SweepPart> ordered;
    std::vector<std::string> files;
    for (int k : order) {
      ordered.push_back(parts[static_cast<size_t>(k)]);
      files.push_back(names[static_cast<size_t>(k)]);
    }
    Result<SweepPart> merged = mergeParts(std::move(ordered), files);
    ++outcome.merges;
    if (!merged) {
      outcome.difference = fmt::format("the parts merged in the order {} are refused: {}",
                                       orderText(order), merged.error().format());
      return outcome;
    }
    if (const std::string text = partText(*merged); text != whole_text) {
      outcome.difference =
          fmt::format("the parts merged in the order {} differ from the whole run at {}",
                      orderText(order), firstDifferingLine(whole_text, text));
      return outcome;
    }
  } while (std::next_permutation(order.begin(), order.end()));
  return outcome;
}

}  // namespace dungeon::sweeps
