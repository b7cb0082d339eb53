// The tool's flags that come from the model: one flag per row of the options table (so the
// tool accepts exactly what a sheet's options line accepts, with the same messages and a new
// row is a new flag with no change here), whole-number flags with a range check (never a
// wrapped "-1"), and dungeon names that the sheet reader reads back.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "model/options.h"

namespace dungeon::cli {

// Flags --NAME for rows of the options table, and the Options they give once parsed.
// Lives where it was made (the flags keep pointers into it): hold it in the command's args.
class OptionFlags {
 public:
  // Adds a flag per row named in `names` (every row when `names` is empty), in table order.
  void add(CLI::App& app, const std::vector<std::string_view>& names = {},
           std::span<const OptionRow> rows = optionRows());
  // The flag added for row `name`. REQUIRES: add() added it.
  CLI::Option* flag(std::string_view name) const;
  // The options the given flags say; rows not given keep their defaults. REQUIRES: parsed.
  Result<Options> options() const;
  // The flags given on the command line ("--floors"), in table order. REQUIRES: parsed.
  std::vector<std::string> given() const;

 private:
  struct Given {
    const OptionRow* row = nullptr;
    CLI::Option* option = nullptr;
    std::string value;
    bool on = false;  // flags (OptionKind::kFlag)
  };
  std::vector<std::unique_ptr<Given>> given_;
};

// Accepts a whole number within [min, max], with the model's message naming the range.
CLI::Validator wholeNumber(uint64_t min, uint64_t max);

// Accepts an error rate above 0 and at most `max` (a decimal: "0.05"), with a message that names
// that range as it is, not as the nearest numbers a range of floating point would print.
CLI::Validator errorRate(double max);

// Accepts a name the sheet reader reads back as the dungeon's name (isDungeonName).
CLI::Validator dungeonName();

}  // namespace dungeon::cli
