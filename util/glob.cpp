// Shell-style patterns as fnmatch reads them (glob.h).
#include "util/glob.h"

namespace dungeon {

size_t unclosedSet(std::string_view pattern) {
  for (size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '\\') {
      ++i;
      continue;
    }
    if (pattern[i] != '[') continue;
    size_t first = i + 1;
    if (first < pattern.size() && (pattern[first] == '!' || pattern[first] == '^')) ++first;
    if (first < pattern.size() && pattern[first] == ']') ++first;
    const size_t close = pattern.find(']', first);
    if (close == std::string_view::npos) return i;
    i = close;
  }
  return std::string_view::npos;
}

}  // namespace dungeon
