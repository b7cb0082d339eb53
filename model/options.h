// The generation options and the one table that describes them: a row per option with its
// name, kind, range, default and help. The sheet's options line, golden/named.txt, the tool's
// flags and the sweep's configuration are all read through this table, so adding an option is
// a field in Options and one row in optionRows() (docs/options.md). An option that is off is
// never written on the options line, so adding one keeps every existing sheet's bytes.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/floor.h"
#include "util/result.h"
#include "util/text.h"

namespace dungeon {

inline constexpr int kMinFloors = 1;
inline constexpr int kMaxFloors = 8;

// Generation options; every member's initial value is its row's default.
struct Options {
  int floors = 1;
  int width = kDefaultFloorSide;
  int height = kDefaultFloorSide;
  std::string topology;  // empty: chosen per floor from the generator's rate table
  bool rising = false;   // sunk rooms with stairs and spirals (SPEC section 5.5)
  // A mine floor (SPEC section 5.8): nullopt off; 0 for the bare word (the middle floor);
  // else the floor's number, 1..floors.
  std::optional<int> mine;

  bool operator==(const Options&) const = default;
};

// How an option's word reads on the options line ("floors=3", "size=40x40",
// "topology=two_paths"; a flag is the bare word "rising"; an optional number is "mine" or
// "mine=3").
enum class OptionKind { kWhole, kSize, kName, kFlag, kOptionalWhole };

// A value read from an option word: the numbers of a whole number (first) or a size
// (first x second), the text of a name, or nothing for a flag or a bare optional number.
struct OptionValue {
  int first = 0;
  int second = 0;
  std::string name;
  bool bare = false;  // the word had no "=value"
};

struct OptionRow {
  std::string_view name;
  OptionKind kind = OptionKind::kWhole;
  int min = 0;  // whole numbers, each side of a size, an optional number's value
  int max = 0;
  std::string_view default_value;  // as written after '='; "" for an option off by default
  std::string_view help;
  // The word's value as written after '=' ("3", "40x40"; "" for a flag or a bare optional
  // number that is on), or nullopt when the option is off and so not written at all.
  std::function<std::optional<std::string>(const Options&)> text;
  // Stores a value readOptionValue accepted for this row.
  std::function<void(Options&, const OptionValue&)> store;
  // The values the option matrix sweeps (sweeps/matrix.h), each the option's word as the options
  // line writes it ("floors=3", "rising", "mine=2") or "" for the option left off, given the
  // options the rows before it chose; unset: the matrix leaves the option at its default.
  std::function<std::vector<std::string>(const Options& before)> swept;
};

// Rows of the kinds the standard table uses, each reading and writing members of Options. A
// flag or an optional number is a row written out with its own text and store functions
// (docs/options.md shows one).
OptionRow wholeRow(std::string_view name, int Options::*field, int min, int max,
                   std::string_view default_value, std::string_view help);
OptionRow sizeRow(std::string_view name, int Options::*width, int Options::*height, int min,
                  int max, std::string_view default_value, std::string_view help);
// A flag: the bare word turns it on; off (the default) it is not written.
OptionRow flagRow(std::string_view name, bool Options::*field, std::string_view help);
// A name of a..z and '_'; empty (the default) is off.
OptionRow nameRow(std::string_view name, std::string Options::*field, std::string_view help);

// The options every sheet, list and command line knows, in the order they are written.
std::span<const OptionRow> optionRows();
// The row called `name`, or nullptr.
const OptionRow* findOptionRow(std::span<const OptionRow> rows, std::string_view name);

// Reads a row's value (the text after '=', or nullopt for a bare word) into `options`.
// Returns "" or why the value is refused (naming the allowed range).
std::string readOptionValue(const OptionRow& row, std::optional<std::string_view> value,
                            Options& options);

// A row's word on the options line for `value` (its text as OptionRow::text gives it): "rising"
// for a flag or a bare optional number, else "NAME=VALUE" ("floors=3", "topology=two_paths").
std::string optionWord(const OptionRow& row, const std::string& value);
// "floors=1 size=40x40" plus any option that is on ("topology=two_paths"), in row order.
std::string optionsText(const Options& options, std::span<const OptionRow> rows = optionRows());
// The flags of `dungeon generate` that give `options`, one argument each, in row order: the
// floor count always ("--floors", "3"), every other option only where its value is not its
// default ("--size", "96x96"; "--rising"; "--mine=2": an optional number's value after '=', as
// the tool reads it).
std::vector<std::string> generateFlags(const Options& options);
// As generateFlags, with every option that is on, defaults too ("--floors", "1", "--size",
// "40x40"): the matrix's sweep lines say each cell's size.
std::vector<std::string> everyOptionFlag(const Options& options);
// The command that makes the dungeon of `seed` and `options` again: "dungeon generate --seed S"
// and the generateFlags. Sweeps' reproduce lines and the property tests' failure logs print it.
std::string generateCommand(uint64_t seed, const Options& options);
// Parses option words (columns as the caller counts them). An unknown option, a repeated
// option or a bad value is an error at the offending word's column.
Result<Options> parseOptionWords(std::span<const Word> words,
                                 std::span<const OptionRow> rows = optionRows());
// As parseOptionWords, on the words of `text` (columns relative to `text`).
Result<Options> parseOptions(std::string_view text, std::span<const OptionRow> rows = optionRows());
// The 0-based floor that is the mine (options.mine: the middle floor (floors + 1) / 2 for the
// bare word), or -1 without --mine.
int mineFloorOf(const Options& options);

// Range checks for options built in code. Returns "" when valid.
std::string validateOptions(const Options& options);

}  // namespace dungeon
