// Counts with their nouns (counted.h).
#include "util/counted.h"

#include <fmt/format.h>

namespace dungeon {

std::string counted(int64_t n, std::string_view one, std::string_view many) {
  if (n == 1) return fmt::format("1 {}", one);
  if (many.empty()) return fmt::format("{} {}s", n, one);
  return fmt::format("{} {}", n, many);
}

std::string withThousands(int64_t n) {
  const std::string digits = fmt::format("{}", n < 0 ? -static_cast<uint64_t>(n) : n);
  std::string out = n < 0 ? "-" : "";
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

}  // namespace dungeon
