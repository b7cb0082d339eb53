// Test helper: the standard options table plus two test-only rows, a flag ("lanterns") and an
// optional floor number ("vault", "vault=F"), as a future option would add them. Their values
// live in the helper, since Options has no such members; tests use it to show that one more
// row is all an option takes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/options.h"

namespace dungeon::testing {

struct ExtendedTable {
  bool lanterns = false;
  std::optional<int> vault;
  std::vector<OptionRow> rows;

  ExtendedTable() {
    rows.assign(optionRows().begin(), optionRows().end());
    rows.push_back({"lanterns",
                    OptionKind::kFlag,
                    0,
                    0,
                    "",
                    "Hang lanterns in the corridors",
                    [this](const Options&) {
                      return lanterns ? std::optional<std::string>("") : std::nullopt;
                    },
                    [this](Options&, const OptionValue&) { lanterns = true; },
                    {}});
    rows.push_back({"vault",
                    OptionKind::kOptionalWhole,
                    kMinFloors,
                    kMaxFloors,
                    "",
                    "A vault, on floor F when given",
                    [this](const Options&) -> std::optional<std::string> {
                      if (!vault) return std::nullopt;
                      return *vault == 0 ? std::string() : std::to_string(*vault);
                    },
                    [this](Options&, const OptionValue& v) { vault = v.bare ? 0 : v.first; },
                    {}});
  }
};

}  // namespace dungeon::testing
