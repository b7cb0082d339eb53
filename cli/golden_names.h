// Golden names as shell-style patterns (`golden review 'mine-*'`): a name with '*', '?' or '['
// stands for every name it matches (fnmatch) among the names the subcommand knows, named.txt's
// or the pending changes', in their order; any other name stands for itself.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace dungeon::cli {

// True when `name` is a pattern rather than a name.
bool isNamePattern(std::string_view name);

// `names` with each pattern replaced by the names of `known` it matches, each name once, in the
// order given. Refuses a pattern that matches none (`what` names the names it was matched
// against: "named dungeon", "pending change") or whose '[' no ']' closes.
Result<std::vector<std::string>> expandNamePatterns(const std::vector<std::string>& names,
                                                    const std::vector<std::string>& known,
                                                    std::string_view what);

}  // namespace dungeon::cli
