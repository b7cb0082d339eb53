// Hashing of canonical output: XXH3-64 of the exact bytes, written as 16 lowercase hex digits.
// The same function derives a named dungeon's seed from its name.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace dungeon {

uint64_t hashBytes(std::string_view bytes);
// 16 lowercase hex digits, zero-padded.
std::string hashHex(uint64_t hash);
// The seed of a named dungeon: XXH3-64 of the name's UTF-8 bytes.
inline uint64_t seedFromName(std::string_view name) {
  return hashBytes(name);
}

}  // namespace dungeon
