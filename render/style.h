// The colours of a picture: one per square kind, the shading of heights, one per key colour
// and the ink of outlines and text. Every colour is defined here once; integer arithmetic
// only, so a shade is the same byte on every machine.
#pragma once

#include "model/dirt.h"
#include "model/square.h"
#include "model/thing.h"
#include "render/canvas.h"

namespace dungeon::render {

inline constexpr Rgb kInk{25, 25, 30};
inline constexpr Rgb kPaper{255, 255, 255};
inline constexpr Rgb kChanged{230, 20, 120};  // a square that differs between two pictures
inline constexpr Rgb kSightLine{255, 200, 0};
inline constexpr Rgb kRing{0, 170, 255};  // a square asked for with `render --mark`

// The colour of a square of `kind` at the floor's base height.
Rgb squareColour(SquareKind kind);

// `base` shaded for a height in half-metres above the floor's base, on a floor whose heights
// span [lowest, highest]: the base height keeps the colour, squares above it are mixed toward
// burnt orange (20% for the nearest band up to 90% at the highest), squares below toward deep
// blue (20% up to 90% at the lowest), so every band has its own shade.
Rgb shaded(Rgb base, int height_half_m, int lowest, int highest);

// The colour of a dirt square of a dirt floor by its level (0 open .. 3 dirt wall), greyer
// when packed. REQUIRES: 0 <= level <= kDirtFull.
Rgb dirtColour(int level, bool packed);
// The inset drawn on a square whose ground above holds less than full, by the units it still
// holds: a shallow pit (2), a deep pit (1), a hole (0), darker the deeper.
// REQUIRES: 0 <= units < kDirtFull.
Rgb groundColour(int units);

// The paint of keys and locks of a colour.
Rgb keyColour(Colour colour);

}  // namespace dungeon::render
