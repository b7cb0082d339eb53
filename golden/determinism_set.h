// The determinism set: a fixed table of option rows (floor counts 1-8, sizes 16 to 256, each
// topology, rising, the mine and both), each generated for the same run of seeds. Every build of
// the tool (g++ and clang++, libstdc++ and libc++, x86-64, i386 and arm64, Debug and Release)
// must give these dungeons the same bytes: ci/test compares their hashes between builds and
// `dungeon determinism check` makes them in several orders (docs/reliability.md). Making the set
// is pure: results are stored by index, so they depend neither on the order the dungeons are
// made in nor on the thread count.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/options.h"
#include "util/work_counter.h"

namespace dungeon::golden {

// Seeds per row when none are asked for: the table's 36 rows then make 288 dungeons.
inline constexpr int kDeterminismSeeds = 8;

// The option rows, in a fixed order, each as an options line ("floors=3 size=96x96 rising").
std::span<const std::string_view> determinismRowTexts();

struct SetRow {
  std::string text;  // as in the table
  Options options;
};

// The table's rows with their options parsed (a test holds that every row parses).
std::vector<SetRow> determinismRows();

// The rows' options, by row index.
std::vector<Options> optionsOf(const std::vector<SetRow>& rows);

// One dungeon of the set: `dungeon generate --seed SEED` with its row's options.
struct SetDungeon {
  size_t row = 0;  // index into the rows
  uint64_t seed = 0;
};

// Every row with seeds first .. first + seeds - 1, row by row. REQUIRES: seeds >= 1.
std::vector<SetDungeon> setDungeons(size_t rows, int seeds, uint64_t first);

struct MadeDungeon {
  bool passed = false;
  std::string sheet;  // writeSheet of the kept dungeon; empty when not kept (hashes only)
  uint64_t hash = 0;  // XXH3-64 of the sheet
};

enum class MakeOrder { kForward, kBackward };

// Generates every dungeon of `set`, dungeon i with options row_options[set[i].row], taking them
// first to last or last to first on `jobs` threads; result i is set[i]'s. Keeps each sheet only
// when `keep_sheets`. Counts each finished dungeon in `progress` when given.
// REQUIRES: jobs >= 1; every row index of `set` is within row_options; valid options.
std::vector<MadeDungeon> makeSet(const std::vector<SetDungeon>& set,
                                 const std::vector<Options>& row_options, MakeOrder order, int jobs,
                                 bool keep_sheets, WorkCounter* progress = nullptr);

// The hash list: one line per dungeon, "<16 hex digits> ok|failed <seed> <row's options line>",
// in set order. Two builds agree on the set iff their lists are the same bytes.
std::string formatSetHashes(const std::vector<SetRow>& rows, const std::vector<SetDungeon>& set,
                            const std::vector<MadeDungeon>& made);

// Where two makings of one dungeon differ, or nullopt when they do not: its seed, row, the
// first differing line of each sheet (or that only one of them passed), naming the two makings
// `first_name` and `second_name`. REQUIRES: both kept their sheets.
std::optional<std::string> dungeonDifference(const SetRow& row, const SetDungeon& dungeon,
                                             const MadeDungeon& first, std::string_view first_name,
                                             const MadeDungeon& second,
                                             std::string_view second_name);

}  // namespace dungeon::golden
