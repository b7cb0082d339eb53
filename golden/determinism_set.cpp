// The determinism set's table, the making of its dungeons in either order on any number of
// threads, its hash list and where two makings of one dungeon differ.
#include "golden/determinism_set.h"

#include <fmt/format.h>

#include <array>
#include <cassert>

#include "generator/tries/generate.h"
#include "golden/sheet_diff.h"
#include "model/sheet.h"
#include "util/hash.h"
#include "util/parallel_for.h"

namespace dungeon::golden {
namespace {

// Each row is one thing a build could get wrong alone: every floor count at the default size,
// every size class from the smallest floor to the largest (square and not), every topology,
// rising, the mine on its default and on an end floor, and both at once from one floor to eight
// and at 256 x 256. No row is slower than about 0.4 s a dungeon in Release on x86-64, so the
// set stays affordable under qemu (docs/reliability.md).
constexpr std::array<std::string_view, 36> kRowTexts = {
    "floors=1",
    "floors=2",
    "floors=3",
    "floors=4",
    "floors=5",
    "floors=6",
    "floors=7",
    "floors=8",
    "size=16x16",
    "size=24x24",
    "size=32x48",
    "size=48x32",
    "size=64x64",
    "size=96x96",
    "size=128x128",
    "size=256x256",
    "floors=3 size=96x96",
    "floors=3 size=256x256",
    "floors=8 size=16x16",
    "topology=two_paths",
    "topology=lock_on_other_arc",
    "topology=flooded_loop",
    "topology=hub_code",
    "floors=3 topology=hub_code",
    "rising",
    "floors=3 rising",
    "floors=8 rising",
    "size=256x256 rising",
    "mine",
    "floors=3 mine",
    "floors=3 mine=1",
    "floors=8 mine=8",
    "rising mine",
    "floors=3 rising mine",
    "floors=5 size=64x64 rising mine=2",
    "floors=3 size=256x256 rising mine",
};

MadeDungeon makeOne(const SetDungeon& dungeon, const Options& options, bool keep_sheet) {
  const gen::Generation generation =
      gen::generate(gen::nameForSeed(dungeon.seed), dungeon.seed, options);
  MadeDungeon made;
  made.passed = generation.passed;
  made.sheet = writeSheet(generation.dungeon);
  made.hash = hashBytes(made.sheet);
  if (!keep_sheet) made.sheet.clear();
  return made;
}

}  // namespace

std::span<const std::string_view> determinismRowTexts() {
  return kRowTexts;
}

std::vector<SetRow> determinismRows() {
  std::vector<SetRow> rows;
  for (std::string_view text : kRowTexts) {
    Result<Options> options = parseOptions(text);
    assert(options);
    rows.push_back({std::string(text), options ? *options : Options{}});
  }
  return rows;
}

std::vector<Options> optionsOf(const std::vector<SetRow>& rows) {
  std::vector<Options> options;
  for (const SetRow& row : rows) options.push_back(row.options);
  return options;
}

std::vector<SetDungeon> setDungeons(size_t rows, int seeds, uint64_t first) {
  assert(seeds >= 1);
  std::vector<SetDungeon> set;
  for (size_t row = 0; row < rows; ++row) {
    for (int i = 0; i < seeds; ++i) set.push_back({row, first + static_cast<uint64_t>(i)});
  }
  return set;
}

std::vector<MadeDungeon> makeSet(const std::vector<SetDungeon>& set,
                                 const std::vector<Options>& row_options, MakeOrder order, int jobs,
                                 bool keep_sheets, WorkCounter* progress) {
  std::vector<MadeDungeon> made(set.size());
  if (progress != nullptr) progress->total = set.size();
  parallelFor(set.size(), jobs, [&](size_t taken) {
    const size_t i = order == MakeOrder::kForward ? taken : set.size() - 1 - taken;
    made[i] = makeOne(set[i], row_options[set[i].row], keep_sheets);
    countDone(progress);
  });
  return made;
}

std::string formatSetHashes(const std::vector<SetRow>& rows, const std::vector<SetDungeon>& set,
                            const std::vector<MadeDungeon>& made) {
  std::string text;
  for (size_t i = 0; i < set.size(); ++i) {
    text += fmt::format("{} {:<6} {} {}\n", hashHex(made[i].hash), made[i].passed ? "ok" : "failed",
                        set[i].seed, rows[set[i].row].text);
  }
  return text;
}

std::optional<std::string> dungeonDifference(const SetRow& row, const SetDungeon& dungeon,
                                             const MadeDungeon& first, std::string_view first_name,
                                             const MadeDungeon& second,
                                             std::string_view second_name) {
  const std::string which = fmt::format("seed {} ({})", dungeon.seed, row.text);
  if (first.sheet == second.sheet) {
    if (first.passed == second.passed) return std::nullopt;
    return fmt::format("{}: the same sheet {} as {} but {} as {}", which,
                       first.passed ? "passed" : "failed", first_name,
                       second.passed ? "passed" : "failed", second_name);
  }
  const std::vector<SectionDifference> differences = firstDifferences(first.sheet, second.sheet);
  assert(!differences.empty());
  const SectionDifference& at = differences.front();
  return fmt::format("{}: {} and {} differ first in {}:\n  {} line {}: {}\n  {} line {}: {}", which,
                     first_name, second_name, at.section, first_name, at.old_line,
                     at.old_text.value_or("(none)"), second_name, at.new_line,
                     at.new_text.value_or("(none)"));
}

}  // namespace dungeon::golden
