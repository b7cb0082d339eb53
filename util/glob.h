// Shell-style patterns as fnmatch reads them (sweep compare's thresholds, golden name patterns).
#pragma once

#include <cstddef>
#include <string_view>

namespace dungeon {

// Where in `pattern` a '[' opens a set that no ']' closes, or npos. fnmatch reads such a '[' as
// itself, so the pattern would silently match only text holding a '['. A ']' right after "[" or
// "[!" (or "[^") is a member of the set, as fnmatch has it; a '\' escapes the next character.
size_t unclosedSet(std::string_view pattern);

}  // namespace dungeon
