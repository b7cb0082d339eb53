// One symbol per thing on the sheet, drawn inside its square: doors as bars across the way
// (coloured by kind, a handle on a one-way door's opening face, a secret door's wall front as a
// thick edge), keys and locks in their key colour, vertical links with an arrow to their
// partner, monsters as discs sized by body, loot as a coin. The legend names each symbol
// with the same key, so a picture and its legend always agree.
#pragma once

#include <compare>
#include <string>

#include "model/thing.h"
#include "render/canvas.h"

namespace dungeon::render {

// The pixel square a thing is drawn in.
struct Cell {
  int x = 0;
  int y = 0;
  int size = 1;
  // The pixel `twelfths` / 12 of the way across the cell (integer division).
  int part(int twelfths) const { return size * twelfths / 12; }
  Point centre() const { return {x + size / 2, y + size / 2}; }
};

// Which way a door's passage runs through its square.
enum class Way { kNorthSouth, kEastWest };

// Draws `thing` in `cell`; a door stands across `way`.
void drawThing(Canvas& canvas, const Thing& thing, Cell cell, Way way);

// What tells one legend entry from another: the thing's type and the fields its symbol shows.
struct SymbolKey {
  int type = 0;
  int variant = 0;
  auto operator<=>(const SymbolKey&) const = default;
};
SymbolKey symbolKeyOf(const Thing& thing);

// The legend's words for a thing's symbol ("door, locked (red)", "monster: hulk").
std::string symbolLabel(const Thing& thing);

}  // namespace dungeon::render
