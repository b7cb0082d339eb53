// One rule SPEC states about a dungeon, as the reference rules re-derive it (docs/reference.md):
// a stable name (docs/rules.md names it, so a name never changes once written), the id of the
// hard check whose verdict it is part of, and why a dungeon breaks it ("" when it keeps it).
// Each file of testing/reference/ lists the rules it states; registry.h gathers them all.
#pragma once

#include <string>
#include <string_view>

namespace dungeon::reference {

class Reference;

struct ReferenceRule {
  std::string_view name;      // e.g. "duct.flat.length"
  std::string_view check_id;  // e.g. "duct_rules"
  // Why the dungeon breaks the rule, or "" when it keeps it. REQUIRES: the reference outlives
  // the call.
  std::string (*problem)(const Reference& ref);
};

}  // namespace dungeon::reference
