// Candidates per option row, their ledgers, today's list's coverage and a greedy cover of the
// rest.
#include "cli/golden_suggest.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/output.h"
#include "generator/observers/ledger.h"
#include "golden/golden_dir.h"
#include "sweeps/set_cover.h"
#include "sweeps/sweep.h"
#include "util/counted.h"
#include "util/hash.h"
#include "util/parallel_for.h"
#include "util/text.h"

namespace dungeon::cli {
namespace {

// The rows when none is given: the standard sweeps' five, both together, and a floor of each
// other common size class.
constexpr std::array<std::string_view, 8> kDefaultRows = {"floors=1",
                                                          "floors=3",
                                                          "floors=1 rising",
                                                          "floors=3 rising",
                                                          "floors=3 mine",
                                                          "floors=3 rising mine",
                                                          "floors=1 size=16x16",
                                                          "floors=1 size=96x96"};

struct Row {
  Options options;
  std::string tag;  // "3f-rising-mine", for candidate names
};

// "3f-rising-size16x16": the row's options in a name's letters.
std::string tagOf(const Options& options) {
  const Options defaults;
  const bool default_size = options.width == defaults.width && options.height == defaults.height;
  std::string tag = fmt::format("{}f", options.floors);
  const std::string text = optionsText(options);
  for (const Word& word : splitWords(text)) {
    if (word.text.starts_with("floors=") || (default_size && word.text.starts_with("size="))) {
      continue;
    }
    tag += '-';
    for (char c : word.text) {
      if (c != '=') tag += c;
    }
  }
  return tag;
}

Result<std::vector<Row>> rowsOf(const SuggestArgs& args) {
  std::vector<std::string> texts = args.rows;
  if (texts.empty()) texts.assign(kDefaultRows.begin(), kDefaultRows.end());
  std::vector<Row> rows;
  for (const std::string& text : texts) {
    Result<Options> options = parseOptions(text);
    if (!options) {
      InputError error = options.error();
      error.message = fmt::format("--row '{}': {}", text, error.message);
      return error;
    }
    rows.push_back({*options, tagOf(*options)});
  }
  return rows;
}

// Point names as ids, given in the order first met (the caller meets them in a fixed order).
class PointIds {
 public:
  sweeps::ElementSet idsOf(const std::vector<std::string_view>& points) {
    sweeps::ElementSet ids;
    for (std::string_view point : points) {
      const auto [at, is_new] = ids_.try_emplace(point, static_cast<uint32_t>(names_.size()));
      if (is_new) names_.emplace_back(point);
      ids.push_back(at->second);
    }
    std::sort(ids.begin(), ids.end());
    return ids;
  }
  const std::string& name(uint32_t id) const { return names_[id]; }
  size_t size() const { return names_.size(); }

 private:
  std::map<std::string_view, uint32_t> ids_;  // views of interned names (gen::internedPoint)
  std::vector<std::string> names_;
};

struct Candidate {
  std::string name;
  const Row* row = nullptr;
  std::vector<std::string_view> points;
};

std::vector<std::string_view> pointsOf(const std::string& name, const Options& options) {
  return gen::generateWithLedger(name, seedFromName(name), options).second.points;
}

std::vector<Candidate> candidatesOf(const std::vector<Row>& rows, int seeds, int jobs) {
  std::vector<Candidate> candidates;
  for (const Row& row : rows) {
    for (int i = 1; i <= seeds; ++i) {
      candidates.push_back({fmt::format("cover-{}-{}", row.tag, i), &row, {}});
    }
  }
  parallelFor(candidates.size(), sweeps::effectiveJobs(jobs), [&](size_t i) {
    candidates[i].points = pointsOf(candidates[i].name, candidates[i].row->options);
  });
  return candidates;
}

// "thing 12, row 3": how many of `ids` each family has, most first.
std::string byFamily(const std::vector<uint32_t>& ids, const PointIds& names) {
  std::map<std::string, int64_t> counts;
  for (uint32_t id : ids) ++counts[names.name(id).substr(0, names.name(id).find('.'))];
  std::vector<std::pair<std::string, int64_t>> ranked(counts.begin(), counts.end());
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  std::string text;
  for (const auto& [family, count] : ranked) {
    text += fmt::format("{}{} {}", text.empty() ? "" : ", ", family, count);
  }
  return text;
}

}  // namespace

CLI::App* addGoldenSuggest(CLI::App& golden, SuggestArgs& args, GoldenArgs& golden_args) {
  CLI::App* app = golden.add_subcommand(
      "suggest",
      "Choose named dungeons by coverage: candidates per option row whose ledger points today's "
      "list misses, as named.txt lines");
  app->add_option("--seeds", args.seeds, "Candidates per option row")
      ->capture_default_str()
      ->check(wholeNumber(1, 1'000'000));
  app->add_option("--row", args.rows,
                  "An option row, as a named.txt line's options (default: eight rows, "
                  "docs/golden.md)")
      ->type_name("OPTIONS");
  app->add_flag("--missed", args.list_missed, "Also list every point today's list misses");
  app->add_option("--jobs", args.jobs, "Threads (default: one per hardware thread)")
      ->check(wholeNumber(kMinJobs, kMaxJobs));
  app->add_option("--dir", golden_args.dir,
                  "The golden folder (default: golden/ of the repository the current directory "
                  "is in)")
      ->type_name("DIR");
  return app;
}

int runGoldenSuggest(const SuggestArgs& args, const GoldenArgs& golden_args) {
  const Result<std::vector<Row>> rows = rowsOf(args);
  if (!rows) {
    fmt::print(stderr, "dungeon golden suggest: error: {}\n", rows.error().message);
    return kExitBadInput;
  }
  const auto named = golden::loadNamedList(golden::GoldenDir(golden_args.dir));
  if (!named) return badInput(named.error());
  const std::vector<Candidate> candidates = candidatesOf(*rows, args.seeds, args.jobs);
  PointIds ids;
  std::vector<sweeps::ElementSet> sets;
  for (const Candidate& candidate : candidates) sets.push_back(ids.idsOf(candidate.points));
  const size_t universe = ids.size();
  std::vector<bool> in_list(universe, false);
  for (const golden::NamedDungeon& entry : *named) {
    for (std::string_view point : pointsOf(entry.name, entry.options)) {
      const sweeps::ElementSet id = ids.idsOf({point});
      if (id[0] < universe) in_list[id[0]] = true;
    }
  }
  sweeps::ElementSet covered;
  std::vector<uint32_t> missed;
  for (uint32_t id = 0; id < universe; ++id) (in_list[id] ? covered : missed).push_back(id);
  std::string out = fmt::format(
      "golden suggest: {} ({} per option row, {}) hit {}; today's named list ({}) hits {} of "
      "them\n",
      counted(static_cast<int64_t>(candidates.size()), "candidate"), args.seeds,
      counted(static_cast<int64_t>(rows->size()), "row"),
      counted(static_cast<int64_t>(universe), "point"),
      counted(static_cast<int64_t>(named->size()), "dungeon"), covered.size());
  if (!missed.empty()) out += fmt::format("  missed, by family: {}\n", byFamily(missed, ids));
  if (args.list_missed) {
    std::vector<std::string> names;
    for (uint32_t id : missed) names.push_back(ids.name(id));
    std::sort(names.begin(), names.end());
    for (const std::string& name : names) out += fmt::format("  missed: {}\n", name);
  }
  const std::vector<sweeps::CoverPick> picks = sweeps::greedyCover(sets, covered);
  out += fmt::format(
      "add {} to named.txt (then `dungeon golden update NAME...`) and the list hits all {}:\n",
      counted(static_cast<int64_t>(picks.size()), "line"), universe);
  for (const sweeps::CoverPick& pick : picks) {
    const Candidate& candidate = candidates[pick.candidate];
    out += fmt::format("{:<28} {:<32} # +{}\n", candidate.name, optionsText(candidate.row->options),
                       pick.adds);
  }
  out += fmt::format("a cover from scratch takes {}\n",
                     counted(static_cast<int64_t>(sweeps::greedyCover(sets).size()), "dungeon"));
  return writeOutput("", out) ? kExitOk : kExitWriteFailed;
}

}  // namespace dungeon::cli
