#include "util/hash.h"

#include <fmt/format.h>
#include <xxhash.h>

namespace dungeon {

uint64_t hashBytes(std::string_view bytes) {
  return XXH3_64bits(bytes.data(), bytes.size());
}

std::string hashHex(uint64_t hash) {
  return fmt::format("{:016x}", hash);
}

}  // namespace dungeon
