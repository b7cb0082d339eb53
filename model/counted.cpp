// Counts with their nouns (counted.h).
#include "model/counted.h"

#include <fmt/format.h>

namespace dungeon {

std::string counted(int64_t n, std::string_view one, std::string_view many) {
  if (n == 1) return fmt::format("1 {}", one);
  if (many.empty()) return fmt::format("{} {}s", n, one);
  return fmt::format("{} {}", n, many);
}

}  // namespace dungeon
