// The colours of a picture: one per square kind, the shading of heights, one per key colour
// and the ink of outlines and text. Every colour is defined here once; integer arithmetic
// only, so a shade is the same byte on every machine.
#pragma once

#include "model/square.h"
#include "model/thing.h"
#include "render/canvas.h"

namespace dungeon::render {

inline constexpr Rgb kInk{25, 25, 30};
inline constexpr Rgb kPaper{255, 255, 255};
inline constexpr Rgb kChanged{230, 20, 120};  // a square that differs between two pictures
inline constexpr Rgb kSightLine{255, 200, 0};

// The colour of a square of `kind` at the floor's base height.
Rgb squareColour(SquareKind kind);

// `base` shaded for a height in half-metres above the floor's base, on a floor whose heights
// span [lowest, highest]: the base height keeps the colour, squares above it are lighter (up to
// 60% white at the highest), squares below darker (down to 55% at the lowest).
Rgb shaded(Rgb base, int height_half_m, int lowest, int highest);

// The paint of keys and locks of a colour.
Rgb keyColour(Colour colour);

}  // namespace dungeon::render
