// The kinds of square a floor is made of, their sheet glyphs and their clearances.
// A square is 3 m x 3 m (SPEC section 3). The glyph table here is the only place glyphs are
// defined; docs/sheet.md lists the same table for designers.
#pragma once

#include <optional>
#include <string_view>

namespace dungeon {

inline constexpr double kSquareMetres = 3.0;

enum class SquareKind : unsigned char {
  kRock,      // '#': solid rock, nothing passes
  kRoom,      // '.': room floor; clearance 3.0 x 4.0 m
  kCorridor,  // ',': corridor floor; clearance 3.0 x 4.0
  kNarrow,    // ':': narrow passage, walls inset from the square's edge; 1.0 x 2.2
  kCrawl,     // '=': crawl space or duct; 1.5 x 1.2
  kWater,     // '~': flooded floor, impassable until drained
};

inline constexpr int kSquareKindCount = 6;

// Free width and height of a passage in centimetres (integers, so fit decisions are exact);
// a body fits if it fits these (sim/body.h).
struct Clearance {
  int width_cm;
  int height_cm;
};

char glyphOf(SquareKind kind);
std::string_view nameOf(SquareKind kind);
std::optional<SquareKind> kindOfGlyph(char glyph);

// Clearance of an open square kind. Rock and water have none (width 0).
Clearance clearanceOf(SquareKind kind);

// True for every kind a body can stand in once nothing blocks it (not rock, not water).
bool isOpen(SquareKind kind);

}  // namespace dungeon
