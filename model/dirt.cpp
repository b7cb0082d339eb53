#include "model/dirt.h"

namespace dungeon {
namespace {

// The first glyph of each run of four levels, by (reinforced, packed).
char runStart(bool reinforced, bool packed) {
  if (reinforced) return packed ? 'E' : 'A';
  return packed ? 'a' : '0';
}

}  // namespace

char dirtGlyph(const DirtSquare& square) {
  if (!square.dirt) return '-';
  return static_cast<char>(runStart(square.reinforced, square.packing > 0) + square.level);
}

std::optional<DirtSquare> dirtOfGlyph(char glyph) {
  if (glyph == '-') return DirtSquare{};
  for (bool reinforced : {false, true}) {
    for (bool packed : {false, true}) {
      const char start = runStart(reinforced, packed);
      if (glyph >= start && glyph <= start + kDirtFull) {
        return DirtSquare{true, static_cast<uint8_t>(glyph - start),
                          static_cast<uint8_t>(packed ? 1 : 0), reinforced};
      }
    }
  }
  return std::nullopt;
}

char groundGlyph(int units) {
  return static_cast<char>('0' + units);
}

std::optional<int> groundOfGlyph(char glyph) {
  if (glyph >= '0' && glyph <= '0' + kDirtFull) return glyph - '0';
  return std::nullopt;
}

}  // namespace dungeon
