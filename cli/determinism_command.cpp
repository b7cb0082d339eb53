// `dungeon determinism check [--seeds N] [--first S] [--jobs J] [--shards K]` and `dungeon
// determinism hashes [--seeds N] [--first S] [--jobs J]` (docs/cli.md#determinism). check makes
// every dungeon of the determinism set (golden/determinism_set.h) several ways and fails at the
// first seed whose bytes differ between two of them, with the first differing line:
//   1. every order of each row's option words, as a named.txt line and as `dungeon generate`
//      flags, must read as the same options;
//   2. first to last on one thread, the options as the table writes them: the reference;
//   3. last to first on J threads, the options read from the named.txt words in reverse order;
//   4. first to last on J threads, the options read from the flags in reverse order;
//   5. each row swept whole on one thread and as K shards on J threads, the parts merged in every
//      order (sweeps/shard_orders.h).
// Exit 0 when every way agreed, 1 when two differ, 2 for bad input.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <numeric>

#include "cli/command.h"
#include "cli/determinism_hashes.h"
#include "cli/flags.h"
#include "golden/named_list.h"
#include "sweeps/shard_orders.h"
#include "util/counted.h"
#include "util/parallel_for.h"
#include "util/text.h"

namespace dungeon::cli {
namespace {

inline constexpr int kDefaultShards = 3;

struct CheckArgs {
  SetArgs set;
  int shards = kDefaultShards;
};

// A way of writing a row's options: words, or flags with their values, in some order.
using Unit = std::vector<std::string>;

// The words of an options line, one unit each.
std::vector<Unit> wordUnits(std::string_view text) {
  std::vector<Unit> units;
  for (const Word& word : splitWords(text)) units.push_back({std::string(word.text)});
  return units;
}

// The `dungeon generate` flags of `options`, a flag and its value making one unit.
std::vector<Unit> flagUnits(const Options& options) {
  std::vector<Unit> units;
  for (const std::string& flag : generateFlags(options)) {
    if (flag.starts_with("--") || units.empty()) units.push_back({});
    units.back().push_back(flag);
  }
  return units;
}

// The units taken in `order`, as one list of strings.
std::vector<std::string> inOrder(const std::vector<Unit>& units, const std::vector<size_t>& order) {
  std::vector<std::string> flat;
  for (size_t i : order) flat.insert(flat.end(), units[i].begin(), units[i].end());
  return flat;
}

// The options of a named.txt line made of `words`, read as golden/named.txt is read.
Result<Options> fromNamedLine(const std::vector<std::string>& words) {
  const std::string line = fmt::format("determinism-row {}\n", fmt::join(words, " "));
  Result<std::vector<golden::NamedDungeon>> list = golden::parseNamedList(line, "named.txt");
  if (!list) return list.error();
  return list->front().options;
}

// The options of `dungeon generate` given `flags`, read by the tool's own flags (flags.h).
Result<Options> fromFlags(const std::vector<std::string>& flags) {
  CLI::App app{"", "dungeon generate"};
  OptionFlags option_flags;
  option_flags.add(app);
  std::vector<std::string> words = {"dungeon-generate"};
  words.insert(words.end(), flags.begin(), flags.end());
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  try {
    app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::ParseError& error) {
    return InputError{"", 0, 0, error.what()};
  }
  return option_flags.options();
}

using Reader = Result<Options> (*)(const std::vector<std::string>&);

// Reads the units in every order; "" when each gives `expected`, else the first that does not.
// Adds the orders read to `orders`.
std::string checkEveryOrder(const std::vector<Unit>& units, const Options& expected, Reader read,
                            std::string_view what, int& orders) {
  std::vector<size_t> order(units.size());
  std::iota(order.begin(), order.end(), 0);
  do {
    ++orders;
    const std::vector<std::string> written = inOrder(units, order);
    const Result<Options> got = read(written);
    if (!got) {
      return fmt::format("{} '{}' are refused: {}", what, fmt::join(written, " "),
                         got.error().message);
    }
    if (*got != expected) {
      return fmt::format("{} '{}' read as '{}', not '{}'", what, fmt::join(written, " "),
                         optionsText(*got), optionsText(expected));
    }
  } while (std::next_permutation(order.begin(), order.end()));
  return "";
}

// Pass 1: every order of every row's words and flags. Returns "" or the first that differs.
std::string checkOptionOrders(const std::vector<golden::SetRow>& rows) {
  int word_orders = 0;
  int flag_orders = 0;
  for (const golden::SetRow& row : rows) {
    std::string why = checkEveryOrder(wordUnits(row.text), row.options, fromNamedLine,
                                      "the named.txt words", word_orders);
    if (why.empty()) {
      why =
          checkEveryOrder(flagUnits(row.options), row.options, fromFlags, "the flags", flag_orders);
    }
    if (!why.empty()) return fmt::format("row '{}': {}", row.text, why);
  }
  fmt::print(
      "option orders: {} of named.txt words and {} of flags over {}, each read as its "
      "row's options\n",
      word_orders, flag_orders, counted(static_cast<int64_t>(rows.size()), "row"));
  return "";
}

// The rows' options read from their words or flags in reverse order (a row whose words do not
// read, which pass 1 reports, keeps the table's options).
std::vector<Options> readReversed(const std::vector<golden::SetRow>& rows, bool as_flags) {
  std::vector<Options> options;
  for (const golden::SetRow& row : rows) {
    const std::vector<Unit> units = as_flags ? flagUnits(row.options) : wordUnits(row.text);
    std::vector<size_t> order(units.size());
    std::iota(order.rbegin(), order.rend(), 0);
    const Result<Options> read =
        as_flags ? fromFlags(inOrder(units, order)) : fromNamedLine(inOrder(units, order));
    options.push_back(read ? *read : row.options);
  }
  return options;
}

// Passes 3 and 4: the set made again `how`, against the reference. "" or the first difference.
std::string checkAgainstReference(const std::vector<golden::SetRow>& rows,
                                  const std::vector<golden::SetDungeon>& set,
                                  const std::vector<golden::MadeDungeon>& reference,
                                  const std::vector<golden::MadeDungeon>& again,
                                  std::string_view how) {
  for (size_t i = 0; i < set.size(); ++i) {
    if (auto difference = golden::dungeonDifference(rows[set[i].row], set[i], reference[i],
                                                    "forward on 1 job", again[i], how)) {
      return *difference;
    }
  }
  fmt::print("{}: {}, the same bytes as forward on 1 job\n", how,
             counted(static_cast<int64_t>(set.size()), "dungeon"));
  return "";
}

// Pass 5: each row swept whole and as shards merged in every order. "" or the first difference.
std::string checkShards(const std::vector<golden::SetRow>& rows, const CheckArgs& args, int jobs) {
  const int shards = std::min(args.shards, args.set.seeds);
  if (shards < 2) {
    fmt::print("shards: not checked: one seed per row cannot be split\n");
    return "";
  }
  int merges = 0;
  for (const golden::SetRow& row : rows) {
    const sweeps::SweepConfig config{row.options, args.set.seeds, args.set.first, jobs};
    const sweeps::ShardOrdersOutcome outcome =
        sweeps::checkShardOrders(config, shards, {.stage_failures = true, .seed_rows = true});
    merges += outcome.merges;
    if (outcome.difference) return fmt::format("row '{}': {}", row.text, *outcome.difference);
  }
  fmt::print(
      "{} shards on {} merged in every order: {} over {}, each the part of the whole "
      "sweep on 1 job\n",
      shards, counted(jobs, "job"), counted(merges, "merge"),
      counted(static_cast<int64_t>(rows.size()), "row"));
  return "";
}

// Prints a failed pass and returns kExitFailed, or returns kExitOk for "".
int verdict(const std::string& difference) {
  if (difference.empty()) return kExitOk;
  fmt::print("determinism: FAILED: {}\n", difference);
  return kExitFailed;
}

int runCheck(const CheckArgs& args) {
  const std::vector<golden::SetRow> rows = golden::determinismRows();
  const std::vector<golden::SetDungeon> set = chosenSet(rows, args.set);
  const int jobs = args.set.jobs == 0 ? std::max(hardwareThreads(), 2) : args.set.jobs;
  fmt::print("determinism: {} of {} seeds each ({}..{}): {}; {}\n",
             counted(static_cast<int64_t>(rows.size()), "row"), args.set.seeds, args.set.first,
             args.set.first + static_cast<uint64_t>(args.set.seeds) - 1,
             counted(static_cast<int64_t>(set.size()), "dungeon"), counted(jobs, "job"));
  std::fflush(stdout);
  int code = verdict(checkOptionOrders(rows));
  const std::vector<golden::MadeDungeon> reference =
      golden::makeSet(set, golden::optionsOf(rows), golden::MakeOrder::kForward, 1, true);
  const std::string backward =
      fmt::format("backward on {}, named.txt words reversed", counted(jobs, "job"));
  code = std::max(
      code, verdict(checkAgainstReference(rows, set, reference,
                                          golden::makeSet(set, readReversed(rows, false),
                                                          golden::MakeOrder::kBackward, jobs, true),
                                          backward)));
  const std::string flags = fmt::format("forward on {}, flags reversed", counted(jobs, "job"));
  code = std::max(
      code, verdict(checkAgainstReference(rows, set, reference,
                                          golden::makeSet(set, readReversed(rows, true),
                                                          golden::MakeOrder::kForward, jobs, true),
                                          flags)));
  code = std::max(code, verdict(checkShards(rows, args, jobs)));
  if (code == kExitOk) fmt::print("determinism: no byte differs\n");
  return code;
}

}  // namespace

Command addDeterminismCommand(CLI::App& parent) {
  auto check_args = std::make_shared<CheckArgs>();
  auto hashes_args = std::make_shared<SetArgs>();
  CLI::App* determinism = parent.add_subcommand(
      "determinism",
      "Check that the determinism set's bytes depend on no order, thread count or shard "
      "merge, or print its hashes for a build to compare with another's");
  determinism->require_subcommand(1);
  CLI::App* check = determinism->add_subcommand(
      "check",
      "Make every dungeon of the set forward on 1 job, backward on J jobs and as shards merged "
      "in every order, with the options written in every order; fail at the first byte that "
      "differs");
  addSetOptions(*check, check_args->set);
  check
      ->add_option("--shards", check_args->shards,
                   "Shards each row's sweep is split into, merged in every order")
      ->capture_default_str()
      ->type_name("K")
      ->check(wholeNumber(2, sweeps::kMaxShardOrders));
  addDeterminismHashes(*determinism, *hashes_args);
  return {determinism, [check_args, hashes_args, check] {
            return check->parsed() ? runCheck(*check_args) : runDeterminismHashes(*hashes_args);
          }};
}

}  // namespace dungeon::cli
