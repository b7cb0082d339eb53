// The list of named dungeons (golden/named.txt): one "<name> <options words>" per line, where
// the options are the words parseOptions accepts ("floors=1 size=40x40 topology=two_paths")
// and '#' starts a comment. A named dungeon's seed is seedFromName(name), so adding a golden
// dungeon is adding one line. Parsing is strict and never throws: a malformed line, an
// unknown option or a repeated name is an InputError with file, line and column.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/dungeon.h"
#include "util/result.h"

namespace dungeon::golden {

struct NamedDungeon {
  std::string name;
  Options options;
  int line = 0;  // line in the list file, for messages
};

// Returns "" when `name` can name a golden dungeon (and its file sheets/<name>.sheet), else
// why not: 1..64 characters of a-z, A-Z, 0-9, '_', '-' and '.', not starting with '.'.
std::string validateName(std::string_view name);

// Parses the list text; `file` names it in errors. Entries keep the list's order.
Result<std::vector<NamedDungeon>> parseNamedList(std::string_view text, std::string_view file);

// The entries called `names`, in the order given and each once; every name must be on the
// list (an unknown name is an error naming it). An empty `names` selects nothing.
Result<std::vector<NamedDungeon>> selectNamed(const std::vector<NamedDungeon>& list,
                                              const std::vector<std::string>& names);

}  // namespace dungeon::golden
