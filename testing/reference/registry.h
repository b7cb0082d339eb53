// Every rule the reference states, by name (docs/reference.md lists them): the rules of each
// file of testing/reference/, grouped by the hard check whose verdict they make up, in the
// order of the checks' report and, within a check, in the order a check reads them. A check's
// verdict by the reference is the first problem among its rules (Reference::problem).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "testing/reference/rule.h"

namespace dungeon::reference {

// Every rule, each name once.
std::span<const ReferenceRule> referenceRules();

// The rule of that name, or nullptr.
const ReferenceRule* findReferenceRule(std::string_view name);

// The ids of the hard checks whose rules the reference states, in the report's order.
const std::vector<std::string>& referenceCheckIds();

}  // namespace dungeon::reference
