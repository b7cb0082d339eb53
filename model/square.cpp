#include "model/square.h"

namespace dungeon {

char glyphOf(SquareKind kind) {
  return traitsOf(kind).glyph;
}
std::string_view nameOf(SquareKind kind) {
  return traitsOf(kind).name;
}

std::optional<SquareKind> kindOfGlyph(char glyph) {
  for (const SquareTraits& traits : kSquareTraits) {
    if (traits.glyph == glyph) return traits.kind;
  }
  return std::nullopt;
}

}  // namespace dungeon
