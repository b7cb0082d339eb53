// The rate table as a text file, so a designer tunes the generator without a rebuild
// (`--rates FILE`, `dungeon rates`; docs/rates.md). One row per rate of Rates (rates.h): its
// name in the file, where it lives in the table, and the values it may take, which keep the
// generator's invariants (a share per mille in 0..1000, a range's least at most its most, the
// duct ends' shares adding up to 1000, a lever id within the sheet's 1..99). The file is a line
// per rate, `NAME VALUE`, with '#' comments and blank lines; a rate it leaves out keeps the
// built-in value. Reading never throws: a refusal names the file, line and column.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "generator/core/rates.h"
#include "util/result.h"

namespace dungeon::gen {

struct RateField {
  std::string_view name;  // the member's name; topology_weight.NAME, monster_weight.BODY
  int& (*in)(Rates& rates);
  int min;
  int max;

  // The rate's value in `rates`.
  int valueIn(Rates rates) const { return in(rates); }
};

// Every rate of the table, in the order of rates.h.
std::span<const RateField> rateFields();

// The file of `rates`: a comment header, then every rate in table order.
std::string ratesText(const Rates& rates);

// Reads a rates file over the built-in table (kRates). Refuses an unknown name, a rate named
// twice, a missing or non-whole value, a value outside its row's range, and a table that
// breaks an invariant between rates (at the line of the last rate it names).
Result<Rates> readRates(std::string_view text, std::string_view file);

}  // namespace dungeon::gen
